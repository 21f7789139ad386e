import { useState } from 'react';

/**
 * Forms ask before they save (ADR 0008): a valid submit keeps its values here and opens the
 * confirm dialog; confirming sends them.
 */
export function useConfirmedSubmit<T>() {
  const [values, setValues] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    values,
    open,
    ask: (next: T) => {
      setValues(next);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
