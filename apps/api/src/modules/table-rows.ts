import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { notFound } from '../lib/errors.ts';
import type { RequestContext } from './request-context.ts';

/** A table whose rows have their own id. */
export type IdTable = PgTable & { id: PgColumn };

/**
 * One row of `table` by id, as its record: read, the answer of a write (`found`), delete; each
 * 404 `notFound` when the row is not there. `read` and `remove` are the plain resources' service
 * operations (ADR 0040); `get` and `delete` take the database handle.
 */
export function tableRows<T extends IdTable, Item>(table: T, toItem: (row: T['$inferSelect']) => Item) {
  // Drizzle cannot name the row type of a generic table; it is the table's select row.
  const found = (rows: unknown[]): Item => {
    const [row] = rows as T['$inferSelect'][];
    if (!row) throw notFound();
    return toItem(row);
  };
  const get = async (db: Db, id: number): Promise<Item> =>
    found(
      await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .limit(1),
    );
  const remove = async (db: Db, id: number): Promise<void> => {
    const rows = await db
      .delete(table as IdTable)
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (!rows.length) throw notFound();
  };
  return {
    found,
    get,
    delete: remove,
    read: ({ db }: RequestContext, id: number) => get(db, id),
    remove: ({ db }: RequestContext, id: number) => remove(db, id),
  };
}
