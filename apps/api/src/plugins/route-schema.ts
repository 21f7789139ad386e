import { envelope, idParams, type NoticeKey, translate } from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** OpenAPI security requirements: any one of them admits the caller. */
type Security = { [scheme: string]: string[] }[];

const bearer: Security = [{ bearer: [] }];

/** What a route may add to its schema besides the answer: its query, params, body and docs. */
interface RouteParts {
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  description?: string;
  consumes?: string[];
}

type NoParts = Record<never, never>;

/**
 * The OpenAPI schemas of a file's routes, under one tag: every route answers `{ data, message? }`
 * and names the bearer token the area's hook has already checked (or other `Security`), unless
 * `public`. The parts are
 * spread as given so that the zod type provider still types `request.query`, `request.params`
 * and `request.body` from them.
 */
export function routeSchemas(tag: string, access: 'signed-in' | 'public' | Security = 'signed-in') {
  const security = access === 'signed-in' ? bearer : access;
  const head = { tags: [tag], ...(security !== 'public' && { security }) };
  const ok = <Data extends z.ZodType, Parts extends RouteParts = NoParts>(
    summary: string,
    data: Data,
    parts?: Parts,
  ) => ({ schema: { ...head, summary, ...(parts as Parts), response: { 200: envelope(data) } } });
  return {
    /** 200 `{ data }`. */
    ok,
    /** 201 `{ data }`: the route adds something. */
    created: <Data extends z.ZodType, Parts extends RouteParts = NoParts>(
      summary: string,
      data: Data,
      parts?: Parts,
    ) => ({ schema: { ...head, summary, ...(parts as Parts), response: { 201: envelope(data) } } }),
    /** 200 `{ data }` of a route on `/:id`. */
    byId: <Data extends z.ZodType, Parts extends RouteParts = NoParts>(
      summary: string,
      data: Data,
      parts?: Parts,
    ) => ok(summary, data, { params: idParams, ...(parts as Parts) }),
    /** A route on `/:id` that answers a file, not `{ data }`. */
    fileById: (summary: string) => ({ schema: { ...head, summary, params: idParams } }),
    /** 200 `{ data: null, message }` of a route on `/:id` that deletes. */
    removeById: (summary: string) => ok(summary, z.null(), { params: idParams }),
  };
}

/** The answer of a route that changes something: what it shows now and the translated notice. */
export function withNotice<Data>(
  request: FastifyRequest,
  notice: NoticeKey,
  data: Data,
  params?: Record<string, string | number>,
) {
  return { data, message: translate(request.lang, `notices.${notice}`, params) };
}

/** The answer of a route that changes without data to show: `{ data: null, message }`. */
export function noticeOnly(request: FastifyRequest, notice: NoticeKey = 'recordDeleted') {
  return withNotice(request, notice, null);
}

/**
 * The route config of a storefront form (contact, lead, review): at most `perMinute` posts a
 * minute from one client address, counted apart for each form (`form`).
 */
export function perAddressLimit(form: string, perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `${form}|${request.ip}`,
    },
  };
}

/**
 * `{ data }` of a storefront answer the admin can change at any time (settings, pages, blocks):
 * the browser may keep it but asks again before each use.
 */
export async function revalidated<T>(reply: FastifyReply, data: Promise<T>): Promise<{ data: T }> {
  reply.header('Cache-Control', 'no-cache');
  return { data: await data };
}
