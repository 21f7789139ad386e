import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { MailMessage, MailResult, MailTransport } from './mailer.ts';
import { type RenderedMail, renderMail } from './render.ts';

export interface TemplateMailerOptions {
  db: Db;
  /** smtp(s)://…; without it every mail is written to `outboxDir` as an .eml file. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** Base of relative links in templates (header images). */
  publicUrl: string;
  logger?: FastifyBaseLogger;
}

/**
 * The shop's mail transport (DESIGN.md "Email"): renders the admin's template of the event in the
 * recipient's language and sends it with nodemailer over SMTP. Without SMTP settings the same
 * RFC 822 message is written to the outbox directory and logged, so the demo shows what would
 * have been sent. The queue (mail-queue.ts) calls it; nothing else should.
 */
export class TemplateMailer implements MailTransport {
  private readonly transport: Transporter;
  private readonly toOutbox: boolean;

  constructor(private readonly options: TemplateMailerOptions) {
    this.toOutbox = !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async deliver(message: MailMessage): Promise<MailResult> {
    const rendered = await renderMail(this.options.db, {
      event: message.event,
      lang: message.lang,
      variables: message.variables,
      publicUrl: this.options.publicUrl,
    });
    if (!rendered) {
      this.options.logger?.info({ event: message.event, to: message.to }, 'mail skipped: template disabled');
      return { sent: false };
    }
    return this.sendRendered({ to: message.to, event: message.event, rendered, bcc: rendered.adminCopyTo });
  }

  async sendRendered(input: {
    to: string;
    event: string;
    rendered: RenderedMail;
    /** The admin's copy (the template's admin-receives flag). */
    bcc?: string | null;
  }): Promise<MailResult> {
    const { to, event, rendered } = input;
    const info = await this.transport.sendMail({
      from: this.options.from,
      to,
      ...(input.bcc ? { bcc: input.bcc } : {}),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: { 'X-Shop-Event': event },
    });
    const messageId = String(info.messageId ?? '');
    if (!this.toOutbox) {
      this.options.logger?.info({ event, to, messageId }, 'mail sent');
      return { sent: true, messageId };
    }
    await mkdir(this.options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(
      this.options.outboxDir,
      `${stamp}-${event.replace(/[^\w.-]/g, '_')}-${randomBytes(3).toString('hex')}.eml`,
    );
    // The stream transport hands back the whole message as a Buffer (`buffer: true`).
    await writeFile(file, info.message as Buffer);
    this.options.logger?.info(
      { event, to, subject: rendered.subject, file },
      'mail written to the outbox (no SMTP_URL)',
    );
    return { sent: true, messageId, outboxFile: file };
  }

  close(): void {
    this.transport.close();
  }
}
