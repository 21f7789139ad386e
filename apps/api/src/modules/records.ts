import { notFound } from '../lib/errors.ts';

/*
 * Records as the API answers them, built from their rows: the columns they repeat as they are,
 * and dates as ISO strings.
 */

/** The columns a record repeats from its row unchanged. */
export function columnsOf<Row extends object, K extends keyof Row>(
  row: Row,
  keys: readonly K[],
): Pick<Row, K> {
  const picked = {} as Pick<Row, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/** A nullable date column as an ISO string or null. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** `createdAt` and `updatedAt` of an edited row as ISO strings. */
export function timestampsOf(row: { createdAt: Date; updatedAt: Date }) {
  return { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** `created_at` and `updated_at` of a row read with raw SQL, as `createdAt` and `updatedAt`. */
export function sqlTimestampsOf(row: { created_at: Date | string; updated_at: Date | string }) {
  return {
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The record of the one row a read by id found, shaped by `toRecords` (which looks up what the
 * rows refer to); 404 when there is no such row.
 */
export async function oneRecord<Row, Item>(
  found: PromiseLike<Row[]>,
  toRecords: (rows: Row[]) => Promise<Item[]>,
): Promise<Item> {
  const rows = await found;
  const [record] = rows.length ? await toRecords(rows) : [];
  if (!record) throw notFound();
  return record;
}
