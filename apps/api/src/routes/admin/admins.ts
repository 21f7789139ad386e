import {
  adminCreateInput,
  adminList,
  adminListQuery,
  adminRecord,
  adminUpdateInput,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  assertSuperAdmin,
  createAdmin,
  deleteAdmin,
  getAdmin,
  listAdmins,
  updateAdmin,
} from '../../modules/admins/admins.service.ts';
import { principalOf } from '../../plugins/auth.ts';
import { noticeOnly, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin admins');

/**
 * Admin accounts (SPEC 2 admins, admins/add, admins/{id}): super admins only. The API refuses a
 * plain admin with 403, not only the sidebar. The admin-token gate itself lives in routes/admin/index.ts.
 */
export const adminAdminsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('onRequest', async (request) => assertSuperAdmin(db, principalOf(request).id));

  app.get(
    '/admins',
    route.ok('Admins, paginated (super admins only)', adminList, { querystring: adminListQuery }),
    async (request) => ({ data: await listAdmins(db, request.query) }),
  );

  app.post(
    '/admins',
    route.created('Adds an admin (super admins only)', adminRecord, { body: adminCreateInput }),
    async (request, reply) => {
      const data = await createAdmin(db, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.adminCreated') });
    },
  );

  app.get('/admins/:id', route.byId('One admin (super admins only)', adminRecord), async (request) => ({
    data: await getAdmin(db, request.params.id),
  }));

  app.put(
    '/admins/:id',
    route.byId('Edits an admin; the last super admin cannot be demoted (super admins only)', adminRecord, {
      body: adminUpdateInput,
    }),
    async (request) => ({
      data: await updateAdmin(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.adminUpdated'),
    }),
  );

  app.delete(
    '/admins/:id',
    route.removeById('Deletes an admin and ends its sessions; not oneself, not the last super admin'),
    async (request) => {
      await deleteAdmin(db, request.params.id, principalOf(request).id);
      return noticeOnly(request, 'adminDeleted');
    },
  );
};
