import {
  type ContactInput,
  type ContactListQuery,
  type ContactRecord,
  hasContactDetails,
  type LanguageCode,
  type ListMeta,
} from '@shop/shared';
import { and, asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { readTablePage, searchIn } from '../admins/list-page.ts';
import { handledRows, inboxStateOf } from '../inbox/handled-rows.ts';
import { columnsOf } from '../records.ts';

/**
 * Contact messages: sent from the storefront's `/contact` (SPEC 5: name, email, subject, message
 * required; no links or personal info in the message), read and marked handled in the back office.
 */
type Row = typeof contactMessages.$inferSelect;

function toRecord(row: Row): ContactRecord {
  return {
    ...columnsOf(row, ['id', 'name', 'email', 'subject', 'message']),
    ...inboxStateOf(row),
  };
}

const inbox = handledRows(contactMessages, toRecord);

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
  const where = and(
    searchIn(query.search, [contactMessages.name, contactMessages.email, contactMessages.subject]),
    inbox.handledFilter(query.handled),
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

export const { get: getContactMessage, setHandled: setContactHandled, remove: deleteContactMessage } = inbox;
