import {
  type EmailPreview,
  type EmailSettingListQuery,
  type EmailSettingRecord,
  type EmailSettingValues,
  emailPlaceholders,
  type LanguageCode,
  type ListMeta,
  type MailOutboxListQuery,
  type MailOutboxRecord,
  sampleMailVariables,
} from '@shop/shared';
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailSettings, mailOutbox } from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { sanitiseLocalizedHtml } from '../../lib/html-sanitise.ts';
import { uniqueRace } from '../../lib/pg-errors.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { columnsOf, isoOrNull, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { tableRows } from '../table-rows.ts';
import type { MailTransport } from './mailer.ts';
import { type RenderedMail, renderTemplate, shopDetails } from './render.ts';
import { EMAIL_TEMPLATES } from './templates.ts';

/*
 * The admin's e-mail templates (SPEC 2 settings/email-settings, SPEC 3 "Email setting"): one per
 * event, listed and edited, never added or deleted (the events are the shop's); the preview and
 * the test mail of a draft; and the mail queue the admin watches and retries (ADR 0058).
 */

type Row = typeof emailSettings.$inferSelect;

function toRecord(row: Row): EmailSettingRecord {
  return {
    ...columnsOf(row, [
      'id',
      'name',
      'event',
      'orderStatus',
      'title',
      'subject',
      'header',
      'body',
      'footer',
      'headerImage',
      'enabled',
      'adminReceives',
    ]),
    placeholders: [...emailPlaceholders(row.event)],
    ...timestampsOf(row),
  };
}

const rows = tableRows(emailSettings, toRecord);
const nameRace = uniqueRace({ email_settings_name_unique: ['name', 'validation.nameTaken'] });

/**
 * Every event has its template row: one the shop ships is added the first time the admin opens
 * the list (a shop started without the demo data); an existing row is never touched.
 */
async function ensureShippedTemplates(db: Db): Promise<void> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(emailSettings);
  if ((counted?.n ?? 0) >= EMAIL_TEMPLATES.length) return;
  await db.insert(emailSettings).values(EMAIL_TEMPLATES).onConflictDoNothing();
}

export async function listEmailSettings(
  { db }: RequestContext,
  query: EmailSettingListQuery,
): Promise<{ items: EmailSettingRecord[]; meta: ListMeta }> {
  await ensureShippedTemplates(db);
  const where = and(
    searchIn(query.search, [emailSettings.name, emailSettings.event]),
    query.group ? like(emailSettings.event, `${query.group}.%`) : undefined,
  );
  const order = orderOf(query.sort, emailSettings.id, {
    event: emailSettings.event,
    name: sql`lower(${emailSettings.name})`,
    updated_at: emailSettings.updatedAt,
  });
  return readTablePage(db, query, emailSettings, where, order, (found) => found.map(toRecord));
}

export const { read: getEmailSetting } = rows;

/** Saves the template; its event cannot change (it names the template and its placeholders). */
export async function updateEmailSetting(
  ctx: RequestContext,
  id: number,
  input: EmailSettingValues,
): Promise<EmailSettingRecord> {
  const { db } = ctx;
  const current = await getEmailSetting(ctx, id);
  if (current.event !== input.event) throw validationFailed({ event: ['validation.invalid'] });
  const [taken] = await db
    .select({ id: emailSettings.id })
    .from(emailSettings)
    .where(and(sql`lower(${emailSettings.name}) = ${input.name.toLowerCase()}`, ne(emailSettings.id, id)))
    .limit(1);
  if (taken) throw validationFailed({ name: ['validation.nameTaken'] });
  return rows.found(
    await db
      .update(emailSettings)
      .set({ ...templateOf(input), name: input.name, updatedAt: sql`now()` })
      .where(eq(emailSettings.id, id))
      .returning()
      .catch(nameRace),
  );
}

/** The template's texts as saved and rendered: its HTML parts sanitised. */
function templateOf(input: EmailSettingValues) {
  return {
    title: input.title,
    subject: input.subject,
    header: sanitiseLocalizedHtml(input.header),
    body: sanitiseLocalizedHtml(input.body),
    footer: sanitiseLocalizedHtml(input.footer),
    headerImage: input.headerImage,
    enabled: input.enabled,
    adminReceives: input.adminReceives,
  };
}

/** What a draft is rendered with besides its texts: the shop's address and its currency. */
export interface DraftContext {
  publicUrl: string;
  currency: string;
}

async function renderDraft(
  db: Db,
  input: EmailSettingValues,
  lang: LanguageCode,
  { publicUrl, currency }: DraftContext,
): Promise<RenderedMail> {
  const shop = await shopDetails(db, lang);
  return renderTemplate(templateOf(input), {
    lang,
    variables: sampleMailVariables(lang, currency),
    publicUrl,
    shopName: shop.name,
  });
}

/** The draft rendered by the server in both languages with sample values, as the customer reads it. */
export async function previewEmailSetting(
  { db }: RequestContext,
  input: EmailSettingValues,
  draft: DraftContext,
): Promise<EmailPreview> {
  const [en, ar] = await Promise.all([
    renderDraft(db, input, 'en', draft),
    renderDraft(db, input, 'ar', draft),
  ]);
  return { en: { subject: en.subject, html: en.html }, ar: { subject: ar.subject, html: ar.html } };
}

/**
 * Sends the draft now to `to` in `lang`, past the queue: the admin waits for this one and is told
 * when the mail server refuses it (502 `mailSendFailed` with the server's reason).
 */
export async function sendTestMail(
  { db }: RequestContext,
  transport: MailTransport,
  input: { template: EmailSettingValues; to: string; lang: LanguageCode },
  draft: DraftContext,
): Promise<void> {
  const rendered = await renderDraft(db, input.template, input.lang, draft);
  try {
    await transport.sendRendered({
      to: input.to,
      event: input.template.event,
      rendered: { ...rendered, subject: `[TEST] ${rendered.subject}` },
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    throw new AppError(502, 'mailSendFailed', { reason });
  }
}

// The queue ------------------------------------------------------------------------------------

function toOutboxRecord(row: typeof mailOutbox.$inferSelect): MailOutboxRecord {
  return {
    id: row.id,
    event: row.event,
    to: row.to,
    lang: row.lang,
    status: row.status as MailOutboxRecord['status'],
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    sentAt: isoOrNull(row.sentAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const outboxRows = tableRows(mailOutbox, toOutboxRecord);

export async function listMailOutbox(
  { db }: RequestContext,
  query: MailOutboxListQuery,
): Promise<{ items: MailOutboxRecord[]; meta: ListMeta }> {
  const where = and(
    searchIn(query.search, [mailOutbox.to, mailOutbox.event]),
    query.status ? eq(mailOutbox.status, query.status) : undefined,
  );
  const order = orderOf(query.sort, mailOutbox.id, {
    created_at: mailOutbox.createdAt,
    next_attempt_at: mailOutbox.nextAttemptAt,
  });
  return readTablePage(db, query, mailOutbox, where, order, (found) => found.map(toOutboxRecord));
}

/**
 * Sends a failed (or still queued) mail again at once, with a fresh set of attempts; a sent mail
 * is refused (409 `mailNotFailed`): sending it again is a new mail, not a retry.
 */
export async function retryMail(ctx: RequestContext, id: number): Promise<MailOutboxRecord> {
  const { db } = ctx;
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'queued'])))
    .returning();
  if (row) return toOutboxRecord(row);
  await outboxRows.read(ctx, id);
  throw new AppError(409, 'mailNotFailed');
}
