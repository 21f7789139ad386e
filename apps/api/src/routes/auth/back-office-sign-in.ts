import { type BackOfficeLoginInput, backOfficeLoginInput, envelope, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { emailOf, signInLimit } from '../../lib/sign-in-limit.ts';
import { principalOf } from '../../plugins/auth.ts';

export interface BackOfficeSignInOptions {
  db: Db;
  ttlHours: number;
  loginPerMinute: number;
  loginPerAddressPerMinute: number;
}

/** A sign-in answer: the token, its expiry and the signed-in profile under its own key. */
type SignedIn = { token: string; expiresAt: string; [profile: string]: unknown };

/** What differs between the admin's and the salesperson's sign-in; the routes are the same. */
export interface BackOfficeSignIn {
  kind: 'admin' | 'salesperson';
  loginSummary: string;
  result: z.ZodType<SignedIn>;
  login(
    db: Db,
    input: BackOfficeLoginInput,
    meta: { ttlHours: number; userAgent?: string; ip?: string },
  ): Promise<SignedIn>;
  logout(db: Db, tokenId: number): Promise<void>;
  /** The translated notice the sign-in answer carries, if any. */
  loginNotice?: string;
}

/**
 * `POST /login` (email + password → bearer token, rate-limited per account and per address) and
 * `POST /logout` (revokes the token) for one back-office token kind.
 */
export function backOfficeSignInRoutes(
  spec: BackOfficeSignIn,
): FastifyPluginAsyncZod<BackOfficeSignInOptions> {
  const tag = `${spec.kind} auth`;
  return async (app, opts) => {
    app.post(
      '/login',
      {
        preValidation: signInLimit(app, {
          name: `${spec.kind}-login`,
          perAccount: opts.loginPerMinute,
          perAddress: opts.loginPerAddressPerMinute,
          account: emailOf,
        }),
        schema: {
          tags: [tag],
          summary: spec.loginSummary,
          body: backOfficeLoginInput,
          response: { 200: envelope(spec.result) },
        },
      },
      async (request) => {
        const data = await spec.login(opts.db, request.body, {
          ttlHours: opts.ttlHours,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
        return { data, message: spec.loginNotice && translate(request.lang, spec.loginNotice) };
      },
    );

    app.post(
      '/logout',
      {
        preHandler: app.requireAuth(spec.kind),
        schema: {
          tags: [tag],
          summary: `Revokes the ${spec.kind} token`,
          security: [{ bearer: [] }],
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await spec.logout(opts.db, principalOf(request).tokenId);
        return { data: null, message: translate(request.lang, 'notices.loggedOut') };
      },
    );
  };
}
