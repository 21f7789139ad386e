import {
  hasContactDetails,
  type LanguageCode,
  type LeadListQuery,
  type LeadRecord,
  type LeadValues,
  type ListMeta,
} from '@shop/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { readTablePage, searchIn } from '../admins/list-page.ts';
import { handledRows, inboxStateOf } from '../inbox/handled-rows.ts';
import { columnsOf } from '../records.ts';

/**
 * Wholesale leads (ADR 0026): the quote requests of the storefront's `/form-1`, read and marked
 * handled in the back office.
 */
type Row = typeof leads.$inferSelect;

function toRecord(row: Row): LeadRecord {
  return {
    ...columnsOf(row, ['id', 'companyName', 'contactName', 'email', 'phone', 'city', 'message']),
    businessType: row.businessType as LeadRecord['businessType'],
    monthlyVolume: row.monthlyVolume as LeadRecord['monthlyVolume'],
    interests: row.interests as LeadRecord['interests'],
    ...inboxStateOf(row),
  };
}

const inbox = handledRows(leads, toRecord);

/**
 * Stores a quote request. The phone and e-mail have their own fields, so the free-text note is
 * held to the contact form's rule (SPEC 5): no links or contact details hidden in it.
 */
export async function submitLead(db: Db, input: LeadValues, lang: LanguageCode): Promise<LeadRecord> {
  if (input.message && hasContactDetails(input.message)) {
    throw new AppError(422, 'contactDetailsRefused', undefined, { message: ['validation.noContactDetails'] });
  }
  const [row] = await db
    .insert(leads)
    .values({ ...input, language: lang })
    .returning();
  return toRecord(row!);
}

export async function listLeads(
  db: Db,
  query: LeadListQuery,
): Promise<{ items: LeadRecord[]; meta: ListMeta }> {
  const where = and(
    searchIn(query.search, [leads.companyName, leads.contactName, leads.email, leads.city]),
    inbox.handledFilter(query.handled),
    query.businessType ? eq(leads.businessType, query.businessType) : undefined,
  );
  const dir = query.sort.startsWith('-') ? desc : asc;
  const order: SQL[] = query.sort.endsWith('company')
    ? [dir(sql`lower(${leads.companyName})`), dir(leads.id)]
    : [dir(leads.createdAt), dir(leads.id)];
  return readTablePage(db, query, leads, where, order, (rows) => rows.map(toRecord));
}

export const { get: getLead, setHandled: setLeadHandled, remove: deleteLead } = inbox;
