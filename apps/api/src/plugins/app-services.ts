import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { type BotCheck, TurnstileBotCheck } from '../modules/captcha/turnstile.ts';
import { type FileStorage, LocalFileStorage } from '../modules/files/storage.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { TemplateMailer } from '../modules/mail/template-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** `app.mailer.send({ to, event, lang, variables })` renders the admin's template of `event`. */
    mailer: Mailer;
    /** The registration bot check (Cloudflare Turnstile, or off without CAPTCHA_SECRET). */
    botCheck: BotCheck;
  }
}

export interface AppServicesOptions {
  config: AppConfig;
  db: Db;
  storage?: FileStorage;
  mailer?: Mailer;
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
  if (opts.mailer) {
    app.decorate('mailer', opts.mailer);
  } else {
    const mailer = new TemplateMailer({
      db,
      smtpUrl: config.env.SMTP_URL,
      from: config.env.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
      publicUrl: config.env.PUBLIC_URL,
      logger: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  }
  const botCheck =
    opts.botCheck ??
    new TurnstileBotCheck({ secret: config.env.CAPTCHA_SECRET, verifyUrl: config.env.CAPTCHA_VERIFY_URL });
  if (!botCheck.enabled) app.log.warn('CAPTCHA_SECRET is empty: the registration bot check is off');
  app.decorate('botCheck', botCheck);
});
