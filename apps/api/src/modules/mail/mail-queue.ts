import type { LanguageCode } from '@shop/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { emailSettings, mailOutbox } from '../../db/schema/index.ts';
import type { Mailer, MailMessage, MailTransport } from './mailer.ts';
import { ESSENTIAL_EVENTS } from './render.ts';
import { EMAIL_TEMPLATES } from './templates.ts';

export interface MailQueueOptions {
  db: Db;
  transport: MailTransport;
  logger?: FastifyBaseLogger;
  /** Sends a mail is given before it is `failed`. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one. */
  retryDelayMs: number;
  /** How long a claimed mail stays claimed: a worker that died mid-send frees it after this. */
  leaseMs?: number;
  /** Mails claimed per round. */
  batch?: number;
}

type ClaimedRow = {
  id: number;
  event: string;
  to: string;
  lang: string;
  variables: Record<string, string>;
  attempts: number;
};

/**
 * Queues one mail on `db` (a transaction: the mail goes if and only if it commits) for the worker
 * of any API process to send. A template the admin switched off queues nothing (null); the
 * essential account mails always go. A `link` may be a path of the shop: it is made absolute
 * with PUBLIC_URL when sent.
 */
export async function queueMail(db: Queryable, message: MailMessage): Promise<{ id: number } | null> {
  const { rows } = await db.execute<{ id: number }>(
    queueMailStatement({ ...message, variables: sql`${JSON.stringify(message.variables)}::jsonb` }),
  );
  return rows[0] ? { id: rows[0].id } : null;
}

/**
 * `queueMail`'s statement, its variables an SQL jsonb expression: a statement that writes a row
 * can queue its mail in a data-modifying CTE with values only that statement knows (placing an
 * order: its number and id, ADR 0053 "Speed").
 */
export function queueMailStatement(message: Omit<MailMessage, 'variables'> & { variables: SQL }): SQL {
  const { essential, enabledByDefault } = mailDefaults(message.event);
  return queueMailSql({
    ...message,
    essential: sql`${essential}`,
    enabledByDefault: sql`${enabledByDefault}`,
  });
}

/**
 * Whether an event's mail goes though the admin switched its template off (essential), and whether
 * it goes when the admin never saved its template (the shipped one's flag): the rule of `isSent`
 * over `loadTemplate`, which render the mail when it is sent.
 */
export function mailDefaults(event: string): { essential: boolean; enabledByDefault: boolean } {
  const shipped = EMAIL_TEMPLATES.find((t) => t.event === event);
  const essential = ESSENTIAL_EVENTS.has(event);
  return { essential, enabledByDefault: shipped ? shipped.enabled || essential : false };
}

/**
 * The queueing statement over SQL values: literal parameters, or placeholders of a statement built
 * once (placing an order, ADR 0053 "Fourth pass"). No row when `to` is null or the template is off.
 */
export function queueMailSql(values: {
  to: SQL | string;
  event: SQL | string;
  lang: SQL | string;
  variables: SQL;
  essential: SQL;
  enabledByDefault: SQL;
}): SQL {
  return sql`
    insert into mail_outbox (event, "to", lang, variables)
    select ${values.event}::text, ${values.to}::text, ${values.lang}::text, ${values.variables}
    where ${values.to}::text is not null and coalesce(
      (select enabled or ${values.essential}::boolean from ${emailSettings} where event = ${values.event}::text limit 1),
      ${values.enabledByDefault}::boolean)
    returning id`;
}

/** The longest error text kept on a row (an SMTP server's answer, a stack's first line). */
const ERROR_MAX = 1000;

/**
 * The durable mail queue (ADR 0058). `send` writes a row and returns; `run` claims due rows with
 * `for update skip locked` (so several API processes share the work and no mail goes twice),
 * moving their `next_attempt_at` a lease ahead, and sends each outside any transaction. A sent
 * mail is `sent`; a failed one waits `retryDelayMs · 2^(attempts-1)` and is tried again, until
 * `maxAttempts`, when it is `failed` for the admin to see and retry. Runs of one process follow
 * each other (one chain), so `drain()` sees every mail queued before it.
 */
export class MailQueue implements Mailer {
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: MailQueueOptions) {}

  async send(message: MailMessage, options: { tx?: Queryable } = {}): Promise<{ id: number } | null> {
    const queued = await queueMail(options.tx ?? this.options.db, message);
    // Inside a transaction the row shows once it commits: the next round of the worker sends it.
    if (queued && !options.tx) this.kick();
    return queued;
  }

  drain(options: { now?: Date } = {}): Promise<number> {
    return this.enqueueRun(async () => {
      let handled = 0;
      for (;;) {
        const round = await this.runOnce(options.now ?? new Date());
        handled += round;
        if (round === 0) return handled;
      }
    });
  }

  /** Polls every `everyMs` in this process until `stop`. */
  start(everyMs: number): void {
    if (everyMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the round under way. */
  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain.catch(() => undefined);
  }

  /** Runs a round soon, without waiting for it. */
  private kick(): void {
    if (this.closed) return;
    this.enqueueRun(() => this.drainQuietly()).catch(() => undefined);
  }

  private async drainQuietly(): Promise<number> {
    try {
      let handled = 0;
      for (;;) {
        if (this.closed) return handled;
        const round = await this.runOnce(new Date());
        handled += round;
        if (round === 0) return handled;
      }
    } catch (error) {
      this.options.logger?.error({ err: error }, 'mail queue round failed; it will be tried again');
      return 0;
    }
  }

  private enqueueRun<T>(run: () => Promise<T>): Promise<T> {
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Claims the due mails (at most one batch) and sends them; answers how many it claimed. */
  private async runOnce(now: Date): Promise<number> {
    const { db, batch = 20, leaseMs = 5 * 60_000 } = this.options;
    const { rows } = await db.execute<ClaimedRow>(sql`
      update mail_outbox m
      set attempts = m.attempts + 1,
          next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval,
          updated_at = now()
      where m.id in (
        select id from mail_outbox
        where status = 'queued' and next_attempt_at <= ${now.toISOString()}
        order by next_attempt_at, id
        limit ${batch}
        for update skip locked)
      returning m.id, m.event, m."to", m.lang, m.variables, m.attempts`);
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    const { db, transport, maxAttempts, retryDelayMs, logger } = this.options;
    const lang: LanguageCode = row.lang === 'ar' ? 'ar' : 'en';
    try {
      const result = await transport.deliver({
        to: row.to,
        event: row.event,
        lang,
        variables: row.variables,
      });
      if (!result.sent) throw new Error('The template of this mail is switched off');
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
      const failed = row.attempts >= maxAttempts;
      const wait = retryDelayMs * 2 ** (row.attempts - 1);
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: message,
          nextAttemptAt: failed ? sql`now()` : sql`now() + ${`${wait} milliseconds`}::interval`,
          updatedAt: sql`now()`,
        })
        .where(eq(mailOutbox.id, row.id));
      logger?.warn(
        { event: row.event, to: row.to, attempt: row.attempts, failed, err: error },
        failed ? 'mail failed for good' : 'mail not sent; it will be tried again',
      );
    }
  }
}
