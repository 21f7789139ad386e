import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * Puts the server's field errors (`errors: { field: [message] }`, DESIGN.md "API") under the
 * form's fields. Returns the message to show above the form when no field took the error, or null.
 * `aliases` maps a server field name to the form's when they differ.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<FieldPath<T>>,
  setError: UseFormSetError<T>,
  aliases: Partial<Record<string, FieldPath<T>>> = {},
): string | null {
  const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
  let placed = false;
  let first = true;
  for (const [serverField, messages] of Object.entries(fieldErrors ?? {})) {
    const field = aliases[serverField] ?? (fields as readonly string[]).find((f) => f === serverField);
    const message = messages[0];
    if (!field || !message) continue;
    setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
    placed = true;
  }
  if (placed) return null;
  return error instanceof Error && error.message ? error.message : String(error);
}
