import { type LanguageCode, TOAST_LIMIT, toastDuration } from '@shop/shared';
import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  /** type + message (SPEC 8): the same notice twice is one toast. */
  id: string;
  type: ToastType;
  message: string;
  /** Auto-close delay: 50 ms per character, capped at 3000 ms (SPEC 9). */
  duration: number;
}

/** Top-left for Arabic, top-right otherwise (SPEC 8); physical sides, the same in both directions. */
export function toastPosition(lang: LanguageCode): 'top-left' | 'top-right' {
  return lang === 'ar' ? 'top-left' : 'top-right';
}

export function toastId(type: ToastType, message: string): string {
  return `${type}${message}`;
}

type Listener = () => void;

/**
 * How long a toast stays, as a multiple of its SPEC 9 duration. Always 1 in the product; the
 * component tests raise it (src/test/setup.ts) so that a loaded machine cannot close a notice
 * before the test has looked for it. The toast tests set it back to 1 to check the timing itself.
 */
export const toastTiming = { scale: 1 };

/** A tiny store of the visible toasts: at most 10 (SPEC 9), the oldest leave first. */
export function createToastStore() {
  let toasts: readonly Toast[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function clearTimer(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function dismiss(id: string) {
    clearTimer(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  function show(type: ToastType, message: string): string {
    const id = toastId(type, message);
    const toast: Toast = { id, type, message, duration: toastDuration(message) };
    clearTimer(id);
    // A duplicate replaces the earlier one (and its timer) and moves to the newest place.
    const next = [...toasts.filter((t) => t.id !== id), toast];
    for (const dropped of next.slice(0, Math.max(0, next.length - TOAST_LIMIT))) clearTimer(dropped.id);
    toasts = next.slice(-TOAST_LIMIT);
    timers.set(
      id,
      setTimeout(() => dismiss(id), toast.duration * toastTiming.scale),
    );
    emit();
    return id;
  }

  function clear() {
    for (const id of timers.keys()) clearTimer(id);
    toasts = [];
    emit();
  }

  return {
    show,
    dismiss,
    clear,
    getSnapshot: () => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The application's toasts. */
export const toasts = createToastStore();

export function useToasts(store: ToastStore = toasts): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
