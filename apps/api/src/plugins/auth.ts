import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import {
  type BearerToken,
  bearer,
  hashToken,
  type TokenCheck,
  type TokenKind,
  verifyToken,
} from '../modules/auth/tokens.ts';
import { type RequestContext, VISITOR_ASKER } from '../modules/request-context.ts';

export interface Principal {
  kind: TokenKind;
  id: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The bearer token a gate (`requireAuth`) was given: its kind and hash. */
    bearerToken: BearerToken | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the token's row in its first statement and admits it (`admit`) before
     * anything else: behind a gate that allows it, one round trip fewer on a hot path (ADR 0053
     * "Fifth pass"). Until then the request has no principal: `principalOf` answers 401.
     */
    tokenInStatement?: boolean;
  }
  interface FastifyInstance {
    /**
     * Hook that admits only a live bearer token of `kind`. With `deferrable`, a route marked
     * `tokenInStatement` checks the token itself: only for a gate that is the token alone (a gate
     * with a further hook that needs the principal must not defer).
     */
    requireAuth(
      kind: TokenKind,
      options?: { deferrable?: boolean },
    ): (request: FastifyRequest) => Promise<void>;
  }
}

export const auth = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('bearerToken', null);
  app.decorate('requireAuth', (kind: TokenKind, options: { deferrable?: boolean } = {}) => {
    return async (request: FastifyRequest) => {
      const token = bearer(request.headers.authorization);
      if (!token) throw new AppError(401, 'unauthenticated');
      request.bearerToken = { kind, hash: hashToken(token) };
      if (options.deferrable && request.routeOptions.config.tokenInStatement) return;
      admit(request, kind, await verifyToken(opts.db, request.bearerToken));
    };
  });
});

/** Makes a token's check the request's principal, or answers 401 (the one mapping of every route). */
export function admit(request: FastifyRequest, kind: TokenKind, check: TokenCheck): void {
  if (!check.ok) throw new AppError(401, check.reason === 'expired' ? 'sessionExpired' : 'unauthenticated');
  request.principal = { kind, id: check.subjectId, tokenId: check.tokenId };
}

/** The bearer token the request's gate was given, for a route that checks it in its statement. */
export function bearerTokenOf(request: FastifyRequest): BearerToken {
  if (!request.bearerToken) throw new AppError(401, 'unauthenticated');
  return request.bearerToken;
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, 'unauthenticated');
  return request.principal;
}

/** The context services are given (ADR 0040): the request's language and who its token names. */
export function contextOf(db: Db, request: FastifyRequest): RequestContext {
  const { principal } = request;
  return {
    db,
    lang: request.lang,
    who: principal ? { kind: principal.kind, id: principal.id } : VISITOR_ASKER,
  };
}
