import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { bearer, type TokenKind, verifyToken } from '../modules/auth/tokens.ts';
import { type RequestContext, VISITOR_ASKER } from '../modules/request-context.ts';

export interface Principal {
  kind: TokenKind;
  id: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** preHandler that admits only a live bearer token of `kind`. */
    requireAuth(kind: TokenKind): (request: FastifyRequest) => Promise<void>;
  }
}

export const auth = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('principal', null);
  app.decorate('requireAuth', (kind: TokenKind) => async (request: FastifyRequest) => {
    const token = bearer(request.headers.authorization);
    if (!token) throw new AppError(401, 'unauthenticated');
    const check = await verifyToken(opts.db, kind, token);
    if (!check.ok) throw new AppError(401, check.reason === 'expired' ? 'sessionExpired' : 'unauthenticated');
    request.principal = { kind, id: check.subjectId, tokenId: check.tokenId };
  });
});

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
