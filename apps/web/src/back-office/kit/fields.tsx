import Alert from '@mui/material/Alert';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { translateMessage } from '../../i18n/index.ts';
import { isApiError } from '../../lib/api-client.ts';

/**
 * STYLE.md "Errors": server field errors go back under their fields without a toast. Returns true
 * when at least one was placed; the caller shows anything else once (toast or alert).
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<FieldPath<T>>,
): boolean {
  const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
  let placed = false;
  fields.forEach((field, index) => {
    const message = fieldErrors?.[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed || index === 0 });
      placed = true;
    }
  });
  return placed;
}

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  name: FieldPath<T>;
  register: UseFormRegister<T>;
  /** The field's error message (a shared `validation.*` key or the server's text). */
  error?: string | undefined;
  /** Left-to-right content (email, phone, codes) even in Arabic. */
  ltr?: boolean;
  /** An emptied field is `undefined` (optional inputs such as a new password on an edit form). */
  emptyAsUndefined?: boolean;
};

/** An MUI text field bound to react-hook-form, with the translated error under it. */
export function FormTextField<T extends FieldValues>({
  name,
  register,
  error,
  ltr,
  emptyAsUndefined,
  helperText,
  slotProps,
  ...rest
}: FormTextFieldProps<T>) {
  const field = register(
    name,
    emptyAsUndefined ? { setValueAs: (v: unknown) => (v === '' ? undefined : v) } : undefined,
  );
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ? translateMessage(error) : helperText}
      fullWidth
      slotProps={{
        ...slotProps,
        htmlInput: { ...(ltr ? { dir: 'ltr' } : {}), ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}

/**
 * A refusal that belongs to no field (e.g. "The last super admin cannot be removed or demoted"):
 * said above the form, focused and scrolled into view so it cannot be missed.
 */
export function FormAlert({ message, onClose }: { message: string | null; onClose?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message || !ref.current) return;
    ref.current.focus();
    ref.current.scrollIntoView?.({ block: 'center' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} onClose={onClose} sx={{ mb: 3 }}>
      {message}
    </Alert>
  );
}
