import { type LanguageCode, pickLanguage, translate } from '@shop/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { isDatabaseUnavailable, pgError } from '../lib/pg-errors.ts';
import { fieldErrors } from '../lib/zod-messages.ts';

interface PgError {
  code?: string;
  constraint?: string;
}

function send(
  reply: FastifyReply,
  lang: LanguageCode,
  status: number,
  code: string,
  params?: Record<string, unknown>,
  errors?: Record<string, string[]>,
) {
  return reply
    .status(status)
    .send({ code, message: translate(lang, code, params), ...(errors ? { errors } : {}) });
}

/** Fastify's own client-error codes, mapped onto the catalogue. */
const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'badJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'badJson'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'badJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payloadTooLarge'],
};

/**
 * The one error handler: every failure leaves as `{ code, message, errors? }` with `message` in
 * the request's language; 5xx details are logged, never sent.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError & PgError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? pickLanguage(request.headers['accept-language'], 'en');
    if (error instanceof AppError) {
      const errors = error.errors
        ? Object.fromEntries(
            Object.entries(error.errors).map(([field, list]) => [field, list.map((m) => translate(lang, m))]),
          )
        : undefined;
      return send(reply, lang, error.statusCode, error.code, error.params, errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The type provider flattens each zod issue into an Ajv-like record; rebuild the issue.
      const issues = error.validation.map(
        (v) =>
          ({
            ...(v.params as object),
            code: v.keyword,
            message: v.message ?? '',
            path: v.instancePath.split('/').filter(Boolean),
          }) as unknown as Parameters<typeof fieldErrors>[0][number],
      );
      return send(reply, lang, 422, 'validation', undefined, fieldErrors(issues, lang));
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return send(reply, lang, mapped[0], mapped[1]);
    if (error.statusCode === 429) {
      return send(reply, lang, 429, 'rateLimited', { seconds: reply.getHeader('retry-after') ?? 60 });
    }
    const sqlState = pgError(error).code;
    // A unique index no service mapped onto a field: still the client's conflict, not our crash.
    if (sqlState === '23505') return send(reply, lang, 409, 'conflict');
    // The safety net of ADR 0031: a value PostgreSQL cannot take (class 22 "data exception": a
    // number out of range, NUL or a broken character, text that is no number) or a request too big
    // for one statement (class 54 "program limit exceeded") is the input's fault. The schemas
    // should have refused it first, so it is logged as a gap to close.
    if (sqlState && (sqlState.startsWith('22') || sqlState.startsWith('54'))) {
      request.log.warn({ err: error, url: request.url }, 'input refused by the database, not by its schema');
      return send(reply, lang, 422, 'validation');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, lang, 503, 'databaseUnavailable');
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return send(reply, lang, 500, 'server');
    }
    request.log.info({ err: error }, 'client error');
    return send(reply, lang, status, status === 404 ? 'notFound' : 'unknownCheckInfo');
  });
});
