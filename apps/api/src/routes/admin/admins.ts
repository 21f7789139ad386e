import {
  adminCreateInput,
  adminList,
  adminListQuery,
  adminRecord,
  adminUpdateInput,
  envelope,
  idParams,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const tags = ['admin admins'];
const security = [{ bearer: [] }];

/**
 * Admin accounts (SPEC 2 admins, admins/add, admins/{id}): super admins only. The API refuses a
 * plain admin with 403, not only the sidebar. The admin-token gate itself lives in routes/admin/index.ts.
 */
export const adminAdminsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('onRequest', async (request) => assertSuperAdmin(db, principalOf(request).id));

  app.get(
    '/admins',
    {
      schema: {
        tags,
        security,
        summary: 'Admins, paginated (super admins only)',
        querystring: adminListQuery,
        response: { 200: envelope(adminList) },
      },
    },
    async (request) => ({ data: await listAdmins(db, request.query) }),
  );

  app.post(
    '/admins',
    {
      schema: {
        tags,
        security,
        summary: 'Adds an admin (super admins only)',
        body: adminCreateInput,
        response: { 201: envelope(adminRecord) },
      },
    },
    async (request, reply) => {
      const data = await createAdmin(db, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.adminCreated') });
    },
  );

  app.get(
    '/admins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One admin (super admins only)',
        params: idParams,
        response: { 200: envelope(adminRecord) },
      },
    },
    async (request) => ({ data: await getAdmin(db, request.params.id) }),
  );

  app.put(
    '/admins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits an admin; the last super admin cannot be demoted (super admins only)',
        params: idParams,
        body: adminUpdateInput,
        response: { 200: envelope(adminRecord) },
      },
    },
    async (request) => ({
      data: await updateAdmin(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.adminUpdated'),
    }),
  );

  app.delete(
    '/admins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an admin and ends its sessions; not oneself, not the last super admin',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteAdmin(db, request.params.id, principalOf(request).id);
      return { data: null, message: translate(request.lang, 'notices.adminDeleted') };
    },
  );
};
