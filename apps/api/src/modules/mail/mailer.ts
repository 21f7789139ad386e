import type { LanguageCode } from '@shop/shared';

/**
 * One mail to send: `event` names the admin's email template (`email_templates.event`, e.g.
 * `account.verify_email`), rendered in `lang` with `variables` filling its {{placeholders}}.
 */
export interface MailMessage {
  to: string;
  event: string;
  lang: LanguageCode;
  variables: Record<string, string>;
}

/** What happened to one mail: sent, or skipped because the admin disabled its template. */
export interface MailResult {
  sent: boolean;
  /** The Message-ID of the sent mail. */
  messageId?: string;
  /** The .eml file in the outbox when no SMTP server is configured. */
  outboxFile?: string;
}

/** DESIGN.md "Email": nodemailer over SMTP, or `./data/outbox/` when no SMTP is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<MailResult | undefined>;
}
