import { i18n } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toasts } from './toast-store.ts';

/** 'ignore' suppresses the notice (SPEC 8). */
export type NotifyMode = 'toast' | 'ignore';

/** The server's message (or the exception's), after the translated 'An error occurred' prefix. */
export function errorText(error: unknown): string {
  const message =
    error instanceof Error && error.message
      ? error.message
      : typeof error === 'string' && error
        ? error
        : i18n.t('errors:unknown');
  return i18n.t('toasts.errorText', { prefix: i18n.t('errors:errorOccurred'), message });
}

/** One toast per failure; input errors (422) show as warnings (SPEC 8). */
export function notifyError(error: unknown, options: { mode?: NotifyMode } = {}): void {
  if (options.mode === 'ignore') return;
  const type = isApiError(error) && error.isInputError ? 'warning' : 'error';
  toasts.show(type, errorText(error));
}

export const notify = {
  success: (message: string) => toasts.show('success', message),
  info: (message: string) => toasts.show('info', message),
  warning: (message: string) => toasts.show('warning', message),
  error: notifyError,
};
