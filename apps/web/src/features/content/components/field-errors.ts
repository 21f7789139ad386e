import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * Puts the server's per-field errors under the form's fields and returns the message for the
 * alert above the form: the server's top-level message (e.g. "Please do not include links…"), so
 * the visitor reads the reason twice only when no field could carry it.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<FieldPath<T>>,
  setError: UseFormSetError<T>,
): { message: string; placed: boolean } {
  let placed = false;
  for (const [serverField, messages] of Object.entries(isApiError(error) ? (error.fieldErrors ?? {}) : {})) {
    const field = fields.find((f) => f === serverField);
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return { message: error instanceof Error && error.message ? error.message : String(error), placed };
}
