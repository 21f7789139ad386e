/** An ISO instant as the value of a `datetime-local` input, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value back to an ISO instant; empty or unreadable: undefined (the API's "now"). */
export function fromLocalInput(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The form's values with its `datetime-local` field as an ISO instant; left out when empty or
 * unreadable, so the API stamps "now".
 */
export function withInstant<V extends Record<K, string>, K extends string>(values: V, key: K): Omit<V, K> {
  const { [key]: local, ...rest } = values;
  const iso = fromLocalInput(local);
  return (iso ? { ...rest, [key]: iso } : rest) as Omit<V, K>;
}
