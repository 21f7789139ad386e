import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { translate } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/env.ts';
import { readBuildInfo } from '../lib/build-info.ts';
import { compression } from './compression.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * The HTTP layer under the app: body parsers, security headers, compression, cookies, rate
 * limits (in Redis when REDIS_URL is set) and the OpenAPI document with its UI at /api/docs.
 */
export const externalPlugins = fp(async (app: FastifyInstance, { config }: { config: AppConfig }) => {
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
});
