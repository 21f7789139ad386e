import type { LanguageCode } from '@shop/shared';
import { eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isoOrNull } from '../records.ts';
import { type IdTable, tableRows } from '../table-rows.ts';

/** A table of what the storefront sends the back office: an id and the time it was handled. */
type InboxTable = IdTable & { handledAt: PgColumn };

/**
 * The operations contact messages and wholesale leads share: read one, mark it handled (keeping
 * the first handling time) or back to not handled, delete it, and the list's handled filter.
 */
export function handledRows<T extends InboxTable, Item>(table: T, toItem: (row: T['$inferSelect']) => Item) {
  const rows = tableRows(table, toItem);
  return {
    get: rows.get,
    remove: rows.delete,
    async setHandled(db: Db, id: number, handled: boolean): Promise<Item> {
      const handledAt = handled ? sql`coalesce(${table.handledAt}, now())` : null;
      // The set of a generic table is not typed by drizzle; `handledAt` is a column of every T.
      return rows.found(
        await db
          .update(table as InboxTable)
          .set({ handledAt } as never)
          .where(eq(table.id, id))
          .returning(),
      );
    },
    /** `handled=true|false` of the list; absent, both. */
    handledFilter(handled: boolean | undefined): SQL | undefined {
      if (handled === undefined) return undefined;
      return handled ? isNotNull(table.handledAt) : isNull(table.handledAt);
    },
  };
}

/** The language, handled state and arrival of a row, as `inboxState` (shared schemas) answers them. */
export function inboxStateOf(row: { language: LanguageCode; handledAt: Date | null; createdAt: Date }) {
  return {
    language: row.language,
    handled: row.handledAt !== null,
    handledAt: isoOrNull(row.handledAt),
    createdAt: row.createdAt.toISOString(),
  };
}
