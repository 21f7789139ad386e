import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { LANGUAGE_COOKIE, languageCodes, SLUG_MAX_LENGTH, translate } from '@shop/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config/env.ts';
import type { Db } from './db/client.ts';
import { wantsHtml } from './lib/accept.ts';
import { type BuildInfo, readBuildInfo } from './lib/build-info.ts';
import { connectionsPerAddress, limitConnectionsPerAddress, serverTimeouts } from './lib/connection-guard.ts';
import { type BotCheck, TurnstileBotCheck } from './modules/captcha/turnstile.ts';
import { adminTaxonomyContentRoutes, frontContentRoutes } from './modules/content/routes.ts';
import { type FileStorage, LocalFileStorage } from './modules/files/storage.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { TemplateMailer } from './modules/mail/template-mailer.ts';
import { type PagePreloads, preloadTags, readPagePreloads, withHeadTags } from './modules/spa/index-html.ts';
import { spaPageExists } from './modules/spa/page-exists.ts';
import type { AccountsDeps } from './modules/users/customer-accounts.service.ts';
import { auth } from './plugins/auth.ts';
import { compression } from './plugins/compression.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { connectionErrors, hostileInput, routerErrors } from './plugins/hostile-input.ts';
import { requestContext } from './plugins/request-context.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { adminAdminsRoutes } from './routes/admin/admins.ts';
import { adminPersonalRoutes } from './routes/admin/personal.ts';
import { adminProductsArea } from './routes/admin/products-index.ts';
import { adminProfileRoutes } from './routes/admin/profile.ts';
import { adminSalespeopleRoutes } from './routes/admin/salespeople.ts';
import { adminSettingsRoutes } from './routes/admin/settings.ts';
import { adminUsersRoutes } from './routes/admin/users.ts';
import { adminAuthRoutes } from './routes/auth/admin.ts';
import { salespersonAuthRoutes } from './routes/auth/salesperson.ts';
import { userAuthRoutes } from './routes/auth/user.ts';
import { frontCatalogueRoutes } from './routes/front/catalogue.ts';
import { pageAliasRoutes } from './routes/front/page-aliases.ts';
import { frontSettingsRoutes } from './routes/front/settings.ts';
import { salespersonRoutes } from './routes/salesperson/index.ts';
import { seoRoutes } from './routes/seo.ts';
import { systemRoutes } from './routes/system.ts';
import { uploadVariantRoutes } from './routes/uploads.ts';
import { userAreaRoutes } from './routes/user/index.ts';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** The server's pino logger; tests run without one. */
  logger?: FastifyBaseLogger;
  /** Overrides the build's version (tests change it to prove the SPA reloads). */
  buildInfo?: () => BuildInfo;
  /** Where uploaded files go; the local directories of the config by default. */
  storage?: FileStorage;
  /** Sends the shop's mails; SMTP_URL or the outbox by default. */
  mailer?: Mailer;
  /** The registration bot check; Cloudflare Turnstile with CAPTCHA_SECRET by default. */
  botCheck?: BotCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** `app.mailer.send({ to, event, lang, variables })` renders the admin's template of `event`. */
    mailer: Mailer;
  }
}

/**
 * The app factory: the server and every test build the same app. External plugins first, then
 * the app's own plugins, then routes (fastify/demo layout).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const options = {
    trustProxy: config.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.env),
    // Every slug that can be saved can be opened; a longer parameter is a 404 (ADR 0031).
    routerOptions: { maxParamLength: SLUG_MAX_LENGTH },
    frameworkErrors: routerErrors(config.deployment.language),
    clientErrorHandler: connectionErrors(config.deployment.language),
  };
  const app = (
    deps.logger
      ? Fastify({ ...options, loggerInstance: deps.logger })
      : Fastify({ ...options, logger: false })
  ).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, connectionsPerAddress(config.env), app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  // Bodies are JSON, url-encoded forms or multipart (SPEC 7's client); anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // First, so every answer (Swagger UI's too) carries the security headers; and before the
  // compression, whose hook compresses the not-found handler's index.html: the page's CSP nonce
  // must be filled into the text before it becomes brotli.
  await app.register(securityHeaders, { deployment: config.deployment });
  await app.register(compression);
  await app.register(cookie);
  const redis = config.env.REDIS_URL
    ? new Redis(config.env.REDIS_URL, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'shop-rl:' } : {}),
    // Counted per client address (the plugin's default key); sign-in adds a count per account
    // (lib/sign-in-limit.ts).
    errorResponseBuilder: (request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return {
        statusCode: 429,
        code: 'rateLimited',
        message: translate(request.lang, 'rateLimited', { seconds }),
      };
    },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wholesale shop API',
        description:
          'Bilingual B2B wholesale shop. Every /api call (except /api/health and /api/docs) needs the `x-api-key` header naming the active deployment; answers are `{ data, message? }`, failures `{ code, message, errors? }`.',
        version: readBuildInfo(config.webDistDir).version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // App plugins.
  app.decorate(
    'storage',
    deps.storage ??
      new LocalFileStorage({ public: config.uploadsDir, private: path.join(config.dataDir, 'private') }),
  );
  if (deps.mailer) {
    app.decorate('mailer', deps.mailer);
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
    deps.botCheck ??
    new TurnstileBotCheck({ secret: config.env.CAPTCHA_SECRET, verifyUrl: config.env.CAPTCHA_VERIFY_URL });
  if (!botCheck.enabled) app.log.warn('CAPTCHA_SECRET is empty: the registration bot check is off');
  await app.register(requestContext, { config });
  await app.register(errorHandler);
  await app.register(hostileInput);
  await app.register(auth, { db });

  // Routes.
  const buildInfo = deps.buildInfo ?? (() => readBuildInfo(config.webDistDir));
  await app.register(systemRoutes, { db, buildInfo });
  await app.register(seoRoutes, { db, publicUrl: config.env.PUBLIC_URL });
  await app.register(frontSettingsRoutes, { prefix: '/api/front', db, deployment: config.deployment });
  const attributesVersion = config.deployment.flags.product_attributes_version;
  await app.register(frontCatalogueRoutes, { prefix: '/api/front', db, attributesVersion });
  await app.register(pageAliasRoutes, { db, attributesVersion });
  await app.register(frontContentRoutes, {
    prefix: '/api/front',
    db,
    perMinute: config.env.RATE_LIMIT_ACCOUNT_PER_MINUTE,
  });
  await app.register(adminAuthRoutes, {
    prefix: '/api/auth/admin',
    db,
    ttlHours: config.env.ADMIN_TOKEN_TTL_HOURS,
    loginPerMinute: config.env.RATE_LIMIT_LOGIN_PER_MINUTE,
    loginPerAddressPerMinute: config.env.RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE,
  });
  await app.register(salespersonAuthRoutes, {
    prefix: '/api/auth/salesperson',
    db,
    ttlHours: config.env.ADMIN_TOKEN_TTL_HOURS,
    loginPerMinute: config.env.RATE_LIMIT_LOGIN_PER_MINUTE,
    loginPerAddressPerMinute: config.env.RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE,
  });
  await app.register(salespersonRoutes, { prefix: '/api/salesperson', db });
  const accounts: AccountsDeps = {
    db,
    mailer: app.mailer,
    botCheck,
    publicUrl: config.env.PUBLIC_URL,
    userTokenTtlHours: config.env.USER_TOKEN_TTL_HOURS,
    verifyTokenTtlHours: config.env.VERIFY_TOKEN_TTL_HOURS,
    resetTokenTtlMinutes: config.env.RESET_TOKEN_TTL_MINUTES,
    verifyResendCooldownSeconds: config.env.VERIFY_RESEND_COOLDOWN_SECONDS,
    resetCooldownSeconds: config.env.RESET_COOLDOWN_SECONDS,
  };
  await app.register(userAuthRoutes, {
    prefix: '/api/auth/user',
    deps: accounts,
    salespersonTtlHours: config.env.ADMIN_TOKEN_TTL_HOURS,
    loginPerMinute: config.env.RATE_LIMIT_LOGIN_PER_MINUTE,
    loginPerAddressPerMinute: config.env.RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE,
    accountPerMinute: config.env.RATE_LIMIT_ACCOUNT_PER_MINUTE,
  });
  await app.register(userAreaRoutes, { prefix: '/api/user', deps: accounts });
  await app.register(
    async (admin) => {
      // Every route in /api/admin needs an admin token: the gate lives here, once, and runs before
      // the body is read, so a visitor with a bad body learns 401, not how the body is wrong.
      admin.addHook('onRequest', admin.requireAuth('admin'));
      await admin.register(adminProfileRoutes, { db });
      await admin.register(adminUsersRoutes, { db, config });
      await admin.register(adminAdminsRoutes, { db });
      await admin.register(adminPersonalRoutes, { db });
      await admin.register(adminSalespeopleRoutes, { db });
      await admin.register(adminSettingsRoutes, { db, deployment: config.deployment });
      await admin.register(adminProductsArea, { db, config });
      await admin.register(adminTaxonomyContentRoutes, { db, deployment: config.deployment });
    },
    { prefix: '/api/admin' },
  );

  // Uploaded and seeded files.
  await mkdir(config.uploadsDir, { recursive: true });
  await app.register(uploadVariantRoutes, {
    storage: app.storage,
    maxAgeSeconds: config.isProduction ? 7 * 24 * 3600 : 0,
  });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: config.isProduction ? '7d' : 0,
  });

  // The built SPA: assets with long caching, index.html for every other page path.
  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasSpa = existsSync(indexHtml);
  // The SPA learns which deployment it serves (api key, language, flags) from this meta tag.
  // Read per request outside production so a rebuild needs no restart.
  let cachedIndex: string | undefined;
  const spaIndex = () => {
    if (cachedIndex && config.isProduction) return cachedIndex;
    cachedIndex = readFileSync(indexHtml, 'utf8').replaceAll('%SHOP_ENV%', config.deployment.key);
    return cachedIndex;
  };
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The system route answers /version.json (no-store); index.html is served with the env meta.
      // The build's brotli and gzip copies are sent in place of the file a client asks for.
      globIgnore: ['version.json', 'index.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // Read like index.html: once in production, per request elsewhere (a rebuild renames the files).
  let cachedPreloads: PagePreloads | undefined;
  const pagePreloads = () => {
    if (cachedPreloads && config.isProduction) return cachedPreloads;
    cachedPreloads = readPagePreloads(config.webDistDir);
    return cachedPreloads;
  };
  /** The downloads a page starts at once; none when the database cannot say which picture. */
  const pagePreloadTags = async (request: FastifyRequest, pathname: string) => {
    // The SPA keeps the shopper's language in a cookie; without one it starts in the deployment's.
    const chosen = request.cookies[LANGUAGE_COOKIE];
    const language = languageCodes.find((code) => code === chosen) ?? config.deployment.language;
    try {
      return await preloadTags(pagePreloads(), pathname, { db, language });
    } catch (err) {
      request.log.error({ err }, 'could not list the downloads of a page');
      return '';
    }
  };

  /** Whether the address shows a page; when the database cannot say, the page is sent as found. */
  const pageFound = async (pathname: string, log: FastifyBaseLogger) => {
    try {
      return await spaPageExists(db, config.deployment.flags, pathname);
    } catch (err) {
      log.error({ err }, 'could not look up the page of an address');
      return true;
    }
  };
  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const wantsPage =
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathOnly.startsWith('/api/') &&
      pathOnly !== '/api' &&
      !pathOnly.startsWith('/uploads/') &&
      !pathOnly.startsWith('/assets/') &&
      // A page path may end in something that looks like a file name (the e-mail address in
      // /password/reset/{token}/{email}); a browser navigating there asks for HTML.
      (!path.extname(pathOnly) || wantsHtml(request.headers.accept));
    if (wantsPage) {
      // Every page starts from index.html, the SPA's not-found page too: that one is sent with
      // 404, so search engines and link checkers learn the address shows nothing (ADR 0036).
      const found = await pageFound(pathOnly, request.log);
      return reply
        .status(found ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(found ? withHeadTags(spaIndex(), await pagePreloadTags(request, pathOnly)) : spaIndex());
    }
    return reply.status(404).send({
      code: 'notFound',
      message: translate(request.lang, 'routeNotFound', { method: request.method, url: pathOnly }),
    });
  });

  return app;
}
