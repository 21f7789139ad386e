import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { type BotCheck, TurnstileBotCheck } from '../modules/captcha/turnstile.ts';
import { type FileStorage, LocalFileStorage } from '../modules/files/storage.ts';
import { MailQueue } from '../modules/mail/mail-queue.ts';
import type { Mailer, MailTransport } from '../modules/mail/mailer.ts';
import { TemplateMailer } from '../modules/mail/template-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /**
     * `app.mailer.send({ to, event, lang, variables })` queues the admin's template of `event`
     * (ADR 0058); `app.mailer.drain()` sends what is due now.
     */
    mailer: Mailer;
    /** Sends a mail now, bypassing the queue: only the queue and the admin's test mail use it. */
    mailTransport: MailTransport;
    /** The registration bot check (Cloudflare Turnstile, or off without CAPTCHA_SECRET). */
    botCheck: BotCheck;
  }
}

export interface AppServicesOptions {
  config: AppConfig;
  db: Db;
  storage?: FileStorage;
  /** Delivers the queue's mails; SMTP_URL or the outbox directory by default. */
  mailTransport?: MailTransport;
  botCheck?: BotCheck;
}

/** The app's outside services, given by the caller (tests) or built from the config. */
export const appServices = fp(async (app: FastifyInstance, opts: AppServicesOptions) => {
  const { config, db } = opts;
  app.decorate(
    'storage',
    opts.storage ??
      new LocalFileStorage({ public: config.uploadsDir, private: path.join(config.dataDir, 'private') }),
  );
  const transport =
    opts.mailTransport ??
    new TemplateMailer({
      db,
      smtpUrl: config.env.SMTP_URL,
      from: config.env.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
      publicUrl: config.env.PUBLIC_URL,
      logger: app.log,
    });
  const queue = new MailQueue({
    db,
    transport,
    logger: app.log,
    maxAttempts: config.env.MAIL_MAX_ATTEMPTS,
    retryDelayMs: config.env.MAIL_RETRY_SECONDS * 1000,
  });
  app.decorate('mailTransport', transport);
  app.decorate('mailer', queue);
  app.addHook('onReady', async () => queue.start(config.env.MAIL_QUEUE_POLL_SECONDS * 1000));
  // The round under way finishes before the transport (and then the database) closes.
  app.addHook('onClose', async () => {
    await queue.stop();
    transport.close();
  });
  const botCheck =
    opts.botCheck ??
    new TurnstileBotCheck({ secret: config.env.CAPTCHA_SECRET, verifyUrl: config.env.CAPTCHA_VERIFY_URL });
  if (!botCheck.enabled) app.log.warn('CAPTCHA_SECRET is empty: the registration bot check is off');
  app.decorate('botCheck', botCheck);
});
