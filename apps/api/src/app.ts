import { SLUG_MAX_LENGTH } from '@shop/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { Db } from './db/client.ts';
import { type BuildInfo, readBuildInfo } from './lib/build-info.ts';
import { connectionsPerAddress, limitConnectionsPerAddress, serverTimeouts } from './lib/connection-guard.ts';
import type { BotCheck } from './modules/captcha/turnstile.ts';
import type { FileStorage } from './modules/files/storage.ts';
import type { MailTransport } from './modules/mail/mailer.ts';
import { scheduleAbandonedCartReminders } from './modules/orders/abandoned-carts.ts';
import { paymentGateway } from './modules/payments/gateway.ts';
import { appServices } from './plugins/app-services.ts';
import { auth } from './plugins/auth.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { externalPlugins } from './plugins/external.ts';
import { connectionErrors, hostileInput, routerErrors } from './plugins/hostile-input.ts';
import { requestContext } from './plugins/request-context.ts';
import { spaHosting } from './plugins/spa-hosting.ts';
import { apiRoutes } from './routes/index.ts';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** The server's pino logger; tests run without one. */
  logger?: FastifyBaseLogger;
  /** Overrides the build's version (tests change it to prove the SPA reloads). */
  buildInfo?: () => BuildInfo;
  /** Where uploaded files go; the local directories of the config by default. */
  storage?: FileStorage;
  /** Delivers the shop's queued mails; SMTP_URL or the outbox by default (tests: a failing one). */
  mailTransport?: MailTransport;
  /** The registration bot check; Cloudflare Turnstile with CAPTCHA_SECRET by default. */
  botCheck?: BotCheck;
}

/**
 * The app factory: the server and every test build the same app. It only composes plugins, in
 * the fastify/demo order (ADR 0040): external plugins, the app's own plugins, the route areas
 * (routes/index.ts), then the hosting of uploads and the SPA.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = createServer(deps).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, connectionsPerAddress(config.env), app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(externalPlugins, { config });

  await app.register(appServices, deps);
  await app.register(paymentGateway, { config, db });
  await app.register(requestContext, { config });
  await app.register(errorHandler);
  await app.register(hostileInput);
  await app.register(auth, { db });

  const { env } = config;
  await app.register(apiRoutes, {
    db,
    config,
    buildInfo: deps.buildInfo ?? (() => readBuildInfo(config.webDistDir)),
    accounts: {
      db,
      mailer: app.mailer,
      botCheck: app.botCheck,
      publicUrl: env.PUBLIC_URL,
      userTokenTtlHours: env.USER_TOKEN_TTL_HOURS,
      verifyTokenTtlHours: env.VERIFY_TOKEN_TTL_HOURS,
      resetTokenTtlMinutes: env.RESET_TOKEN_TTL_MINUTES,
      verifyResendCooldownSeconds: env.VERIFY_RESEND_COOLDOWN_SECONDS,
      resetCooldownSeconds: env.RESET_COOLDOWN_SECONDS,
    },
  });

  await app.register(spaHosting, { config, db });

  if (env.ABANDONED_CART_CHECK_MINUTES > 0) {
    const stop = scheduleAbandonedCartReminders(
      { db, mailer: app.mailer, publicUrl: env.PUBLIC_URL },
      env.ABANDONED_CART_CHECK_MINUTES,
      app.log,
    );
    app.addHook('onClose', async () => stop());
  }
  return app;
}

/** The bare Fastify server with the shop's limits, timeouts and router errors. */
function createServer({ config, logger }: AppDeps): FastifyInstance {
  const options = {
    trustProxy: config.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.env),
    // Every slug that can be saved can be opened; a longer parameter is a 404 (ADR 0031).
    routerOptions: { maxParamLength: SLUG_MAX_LENGTH },
    frameworkErrors: routerErrors(config.deployment.language),
    clientErrorHandler: connectionErrors(config.deployment.language),
  };
  return logger ? Fastify({ ...options, loggerInstance: logger }) : Fastify({ ...options, logger: false });
}
