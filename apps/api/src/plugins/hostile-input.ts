import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  type ErrorKey,
  HEADERS,
  hasForbiddenCharacters,
  type LanguageCode,
  pickLanguage,
  translate,
  validationMessage,
} from '@shop/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, validationFailed } from '../lib/errors.ts';

/*
 * Hostile input, refused once for every route (issue 8, docs/decisions/0031-hostile-input.md):
 * characters no text may hold anywhere in a request, and the router's and the HTTP parser's own
 * failures answered in the shop's `{ code, message }` instead of Fastify's shape.
 */

/** At most this many fields are named in one answer; a hostile body may hold thousands. */
const MAX_REPORTED = 20;

/**
 * Paths (`title.en`, `items.3.name`) of the strings and keys in `value` that hold a character no
 * text may hold. Walks with its own stack: a body may nest 10 000 levels deep within the 1 MB limit.
 */
export function forbiddenTextPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length && found.length < MAX_REPORTED) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) found.push(path || '_');
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacters(key)) found.push(childPath);
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}

/**
 * Runs before the route's schema: a path parameter with such a character names nothing (404);
 * a query string or body with one is refused field by field (422), like any other invalid value.
 * Without this, NUL reaches PostgreSQL (which cannot store it: a 500) and a lone surrogate is
 * stored as U+FFFD or refused by jsonb.
 */
export const hostileInput = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (forbiddenTextPaths(request.params).length) throw notFound();
    const paths = [...forbiddenTextPaths(request.query), ...forbiddenTextPaths(request.body)];
    if (paths.length) {
      throw validationFailed(
        Object.fromEntries(paths.map((p) => [p, [validationMessage('invalidCharacters')]])),
      );
    }
  });
});

/** The router's failures, before any hook ran: the language is read here. */
const ROUTER_ERRORS: Record<string, [number, ErrorKey]> = {
  // Malformed percent-encoding in the path (`%`, `%ZZ`, an encoded lone surrogate).
  FST_ERR_BAD_URL: [400, 'badUrl'],
  // A path parameter longer than any id or slug (SLUG_MAX_LENGTH): no such record.
  FST_ERR_MAX_PARAM_LENGTH: [404, 'notFound'],
};

/** Fastify's `frameworkErrors`: router failures in the shop's shape and the request's language. */
export function routerErrors(fallback: LanguageCode) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(request.headers[HEADERS.language], fallback);
    const [status, code] = (error.code && ROUTER_ERRORS[error.code]) || [500, 'server'];
    if (status >= 500) request.log.error({ err: error }, 'router failure');
    return reply
      .status(status)
      .header('Content-Language', lang)
      .header('Vary', 'Accept-Language')
      .send({ code, message: translate(lang, code) });
  };
}

interface ConnectionError extends Error {
  code?: string;
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (a request line or headers over the 16 KB limit, a request that never finished arriving,
 * malformed HTTP). No request was parsed, so the answer is in the deployment's language.
 */
export function connectionErrors(lang: LanguageCode) {
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code]: [number, ErrorKey] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headersTooLarge']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'requestTimeout']
          : [400, 'badRequest'];
    const body = JSON.stringify({ code, message: translate(lang, code) });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Language: ${lang}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
