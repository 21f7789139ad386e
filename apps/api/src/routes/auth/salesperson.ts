import { envelope, salespersonLoginInput, salespersonLoginResult, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { emailOf, signInLimit } from '../../lib/sign-in-limit.ts';
import { loginSalesperson, logoutSalesperson } from '../../modules/salespeople/salesperson-auth.service.ts';
import { principalOf } from '../../plugins/auth.ts';

/** Salesperson sign-in (`/api/auth/salesperson`): its own token kind, rate-limited like admins'. */
export const salespersonAuthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  ttlHours: number;
  loginPerMinute: number;
  loginPerAddressPerMinute: number;
}> = async (app, opts) => {
  app.post(
    '/login',
    {
      preValidation: signInLimit(app, {
        name: 'salesperson-login',
        perAccount: opts.loginPerMinute,
        perAddress: opts.loginPerAddressPerMinute,
        account: emailOf,
      }),
      schema: {
        tags: ['salesperson auth'],
        summary: 'Salesperson sign-in: email + password → bearer token (inactive accounts refused)',
        body: salespersonLoginInput,
        response: { 200: envelope(salespersonLoginResult) },
      },
    },
    async (request) => {
      const data = await loginSalesperson(opts.db, request.body, {
        ttlHours: opts.ttlHours,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return { data, message: translate(request.lang, 'notices.loggedIn') };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireAuth('salesperson'),
      schema: {
        tags: ['salesperson auth'],
        summary: 'Revokes the salesperson token',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await logoutSalesperson(opts.db, principalOf(request).tokenId);
      return { data: null, message: translate(request.lang, 'notices.loggedOut') };
    },
  );
};
