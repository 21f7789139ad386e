import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { primaryId } from './columns.ts';
import { timestamps } from './core.ts';

/**
 * The mail queue (ADR 0058): `app.mailer.send` writes one row here, inside the caller's
 * transaction or after it, and returns; the worker (modules/mail/mail-queue.ts) claims due rows
 * with `for update skip locked`, renders the event's template in `lang` and sends it. A failed
 * send is tried again later (`next_attempt_at`, doubling) until `attempts` reaches the limit, then
 * it is `failed` and the admin sees it (settings/email-settings, the queue tab) and may retry it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    event: varchar('event', { length: 60 }).notNull(),
    to: varchar('to', { length: 255 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('queued', 'sent', 'failed')`),
    // The worker's claim: queued rows by due time (a partial index stays as small as the backlog).
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
  ],
);
