import {
  type ContactInput,
  type ContactListQuery,
  type ContactRecord,
  hasContactDetails,
  type LanguageCode,
  type ListMeta,
} from '@shop/shared';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containsPattern, readTablePage } from '../admins/list-page.ts';

/**
 * Contact messages: sent from the storefront's `/contact` (SPEC 5: name, email, subject, message
 * required; no links or personal info in the message), read and marked handled in the back office.
 */
type Row = typeof contactMessages.$inferSelect;

function toRecord(row: Row): ContactRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    handled: row.handledAt !== null,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function submitContact(db: Db, input: ContactInput, lang: LanguageCode): Promise<void> {
  if (hasContactDetails(input.message)) {
    throw new AppError(422, 'contactDetailsRefused', undefined, { message: ['validation.noContactDetails'] });
  }
  await db.insert(contactMessages).values({ ...input, language: lang });
}

export async function listContactMessages(
  db: Db,
  query: ContactListQuery,
): Promise<{ items: ContactRecord[]; meta: ListMeta }> {
  const like = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    like
      ? sql`(${contactMessages.name} ilike ${like} or ${contactMessages.email} ilike ${like} or ${contactMessages.subject} ilike ${like})`
      : undefined,
    query.handled === undefined
      ? undefined
      : query.handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt),
  );
  const dir = query.sort === 'created_at' ? asc : desc;
  return readTablePage(
    db,
    query,
    contactMessages,
    where,
    [dir(contactMessages.createdAt), dir(contactMessages.id)],
    (rows) => rows.map(toRecord),
  );
}

export async function getContactMessage(db: Db, id: number): Promise<ContactRecord> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound();
  return toRecord(row);
}

/** Marks handled (keeping the first handling time) or back to not handled. */
export async function setContactHandled(db: Db, id: number, handled: boolean): Promise<ContactRecord> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound();
  return toRecord(row);
}

export async function deleteContactMessage(db: Db, id: number): Promise<void> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!rows.length) throw notFound();
}
