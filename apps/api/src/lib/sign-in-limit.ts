import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** How many sign-in attempts a minute one client may make (docs/decisions/0033). */
export interface SignInLimits {
  /** Attempts on one account from one address. */
  perAccount: number;
  /** Attempts on any account from one address: higher, so one office is not locked out. */
  perAddress: number;
}

const WINDOW_MS = 60_000;

/** The address the limits count: IPv6 clients by their /64, as the rate-limit plugin does. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/**
 * A preValidation hook (the body is parsed, not yet validated) counting each sign-in attempt
 * twice: on the account it names (`account` normalises the body's identifier, so spellings of
 * one account share a count) from this address, and on the address alone. Either over its cap
 * answers 429 `rateLimited` with Retry-After. Two counters, not the plugin's one per route: the
 * plugin runs a single limit per request.
 */
export function signInLimit(
  app: FastifyInstance,
  options: SignInLimits & { name: string; account: (body: Record<string, unknown>) => string },
) {
  // Keys carry the limit's name: with Redis every manual limiter shares one key space.
  const byAccount = app.createRateLimit({
    max: options.perAccount,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      return `${options.name}|account|${clientAddress(request)}|${options.account(body as Record<string, unknown>)}`;
    },
  });
  const byAddress = app.createRateLimit({
    max: options.perAddress,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${options.name}|address|${clientAddress(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const results = await Promise.all([byAccount(request), byAddress(request)]);
    const over = results.flatMap((r) => (!r.isAllowed && r.isExceeded ? [r.ttlInSeconds] : []));
    if (over.length === 0) return;
    const seconds = Math.max(1, ...over);
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'rateLimited', { seconds });
  };
}

/** A string field of a sign-in body, trimmed and lower-cased ('' when absent). */
export function emailOf(body: Record<string, unknown>, field = 'email'): string {
  const value = body[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
