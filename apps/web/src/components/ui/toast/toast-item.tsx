import Alert from '@mui/material/Alert';
import { TOAST_DRAG_DISMISS_RATIO } from '@shop/shared';
import { type PointerEvent, useRef, useState } from 'react';
import type { Toast } from './toast-store.ts';

/** Dragged at least 80 % of its own width: the toast goes (SPEC 9). */
export function shouldDismissOnDrag(distance: number, width: number): boolean {
  return width > 0 && Math.abs(distance) >= width * TOAST_DRAG_DISMISS_RATIO;
}

/** One toast: closes on click (or tap) and when dragged sideways 80 % of its width; no close button. */
export default function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; moved: boolean } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { startX: event.clientX, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.startX;
    if (Math.abs(dx) > 4) drag.current.moved = true;
    setOffset(dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state) return;
    if (!state.moved) {
      onDismiss(toast.id);
      return;
    }
    if (shouldDismissOnDrag(event.clientX - state.startX, ref.current?.offsetWidth ?? 0)) onDismiss(toast.id);
    else setOffset(0);
  };

  return (
    <Alert
      ref={ref}
      role="none"
      variant="filled"
      severity={toast.type}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setOffset(0);
      }}
      onClick={(event) => {
        // Keyboard-less activation (assistive tech "click") has no pointer events before it.
        if (event.detail === 0) onDismiss(toast.id);
      }}
      data-toast-id={toast.id}
      sx={{
        cursor: 'pointer',
        touchAction: 'pan-y',
        userSelect: 'none',
        boxShadow: 4,
        transition: offset === 0 ? 'transform 150ms ease-out, opacity 150ms ease-out' : 'none',
      }}
      style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 400, 0.6) }}
    >
      {toast.message}
    </Alert>
  );
}
