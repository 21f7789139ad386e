import type { Tx } from '../../../apps/api/src/db/client.ts';
import type { writeAssets } from '../assets.ts';

/** What every step receives: the seed's transaction, the pictures written for it, its clock. */
export interface SeedContext {
  tx: Tx;
  assets: Awaited<ReturnType<typeof writeAssets>>;
  /** The moment the demo is seeded at, minus `n` days: dates of reviews, blogs and coupons. */
  daysAgo(n: number): Date;
}

/** A row or picture the data modules refer to; a missing one is a mistake in the seed's data. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}`);
  return value;
}

/**
 * Inserts `items` one by one, in order (their ids follow that order), and maps each item's key
 * to the id of its row.
 */
export async function insertKeyed<T extends { key: string }>(
  items: readonly T[],
  what: string,
  insert: (item: T, position: number) => Promise<{ id: number }[]>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [position, item] of items.entries()) {
    const [row] = await insert(item, position);
    ids.set(item.key, must(row, what).id);
  }
  return ids;
}
