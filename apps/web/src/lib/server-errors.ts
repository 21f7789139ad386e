import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/**
 * STYLE.md "Errors": the server's field errors (`errors: { field: [message] }`, DESIGN.md "API")
 * go back under the form's fields, the first of them in the form's order taking the focus. Returns
 * true when at least one was placed; the caller says anything else once (toast or alert).
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<FieldPath<T>>,
): boolean {
  const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
  let placed = false;
  for (const field of fields) {
    const message = fieldErrors?.[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The error's own words (no prefix, unlike the toast's `errorText`) for the alert above a form. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Places the field errors, and returns the message for the alert above the form only when no field
 * took the error (null otherwise), so the visitor does not read the reason twice.
 */
export function placeServerErrorsOrSay<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<FieldPath<T>>,
): string | null {
  return placeServerErrors(error, setError, fields) ? null : messageOf(error);
}
