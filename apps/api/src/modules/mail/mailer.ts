import type { LanguageCode } from '@shop/shared';
import type { Queryable } from '../../db/client.ts';
import type { RenderedMail } from './render.ts';

/**
 * One mail to send: `event` names the admin's email template (`email_settings.event`, e.g.
 * `account.verify_email`), rendered in `lang` with `variables` filling its {{placeholders}}.
 */
export interface MailMessage {
  to: string;
  event: string;
  lang: LanguageCode;
  variables: Record<string, string>;
}

/** What happened to one mail handed to the transport: sent, or skipped (template switched off). */
export interface MailResult {
  sent: boolean;
  /** The Message-ID of the sent mail. */
  messageId?: string;
  /** The .eml file in the outbox when no SMTP server is configured. */
  outboxFile?: string;
}

/**
 * `app.mailer` (ADR 0058): `send` queues the mail (a row of `mail_outbox`, inside the caller's
 * transaction when `tx` is given) and returns at once; the queue's worker sends it. Nothing the
 * mail server does can fail or slow the request that queued the mail.
 */
export interface Mailer {
  /** Queues the mail; null when its template is switched off (nothing will be sent). */
  send(message: MailMessage, options?: { tx?: Queryable }): Promise<{ id: number } | null>;
  /**
   * Sends every queued mail due by `now` (default: now) and answers how many it handled. Tests
   * call it to flush the queue deterministically; it waits for a run already under way first.
   */
  drain(options?: { now?: Date }): Promise<number>;
}

/** What actually delivers a mail: nodemailer over SMTP, or the outbox directory (template-mailer.ts). */
export interface MailTransport {
  /** Renders `message` and sends it now; `{ sent: false }` when its template is off; throws on failure. */
  deliver(message: MailMessage): Promise<MailResult>;
  /** Sends an already rendered mail (the admin's test mail). */
  sendRendered(input: { to: string; event: string; rendered: RenderedMail }): Promise<MailResult>;
  close(): void;
}
