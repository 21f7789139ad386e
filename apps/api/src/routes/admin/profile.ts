import { adminProfile, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getAdminProfile } from '../../modules/admins/admin-auth.service.ts';
import { principalOf } from '../../plugins/auth.ts';

/** Routes under /api/admin: the whole folder requires an admin token (hook in routes/admin/index.ts). */
export const adminProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.get(
    '/profile/show',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin (is_super_admin marks a super admin)',
        security: [{ bearer: [] }],
        response: { 200: envelope(adminProfile) },
      },
    },
    async (request) => ({ data: await getAdminProfile(opts.db, principalOf(request).id) }),
  );
};
