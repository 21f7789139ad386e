import { adminLoginInput, adminLoginResult, envelope, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { emailOf, signInLimit } from '../../lib/sign-in-limit.ts';
import { loginAdmin, logoutAdmin } from '../../modules/admins/admin-auth.service.ts';
import { principalOf } from '../../plugins/auth.ts';

export const adminAuthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  ttlHours: number;
  loginPerMinute: number;
  loginPerAddressPerMinute: number;
}> = async (app, opts) => {
  app.post(
    '/login',
    {
      preValidation: signInLimit(app, {
        name: 'admin-login',
        perAccount: opts.loginPerMinute,
        perAddress: opts.loginPerAddressPerMinute,
        account: emailOf,
      }),
      schema: {
        tags: ['admin auth'],
        summary: 'Admin sign-in: email + password → bearer token',
        body: adminLoginInput,
        response: { 200: envelope(adminLoginResult) },
      },
    },
    async (request) => {
      const data = await loginAdmin(opts.db, request.body, {
        ttlHours: opts.ttlHours,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return { data };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireAuth('admin'),
      schema: {
        tags: ['admin auth'],
        summary: 'Revokes the admin token',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await logoutAdmin(opts.db, principalOf(request).tokenId);
      return { data: null, message: translate(request.lang, 'notices.loggedOut') };
    },
  );
};
