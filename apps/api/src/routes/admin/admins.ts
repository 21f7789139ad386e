import { adminCreateInput, adminList, adminListQuery, adminRecord, adminUpdateInput } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
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
import { crudResource } from '../../plugins/crud.ts';

/** Admin accounts (SPEC 2 admins, admins/add, admins/{id}). */
export const adminsResource = crudResource({
  path: '/admins',
  tag: 'admin admins',
  summary: {
    list: 'Admins, paginated (super admins only)',
    read: 'One admin (super admins only)',
    create: 'Adds an admin (super admins only)',
    update: 'Edits an admin; the last super admin cannot be demoted (super admins only)',
    remove: 'Deletes an admin and ends its sessions; not oneself, not the last super admin',
  },
  schema: {
    query: adminListQuery,
    input: adminCreateInput,
    update: adminUpdateInput,
    item: adminRecord,
    list: adminList,
  },
  service: {
    list: listAdmins,
    read: getAdmin,
    create: createAdmin,
    update: updateAdmin,
    remove: deleteAdmin,
  },
  notices: { created: 'adminCreated', updated: 'adminUpdated', deleted: 'adminDeleted' },
});

/**
 * Super admins only: the API refuses a plain admin with 403, not only the sidebar. The admin-token
 * gate itself lives in routes/admin/index.ts.
 */
export const adminAdminsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, opts) => {
  app.addHook('onRequest', async (request) => assertSuperAdmin(opts.db, principalOf(request).id));
  await app.register(adminsResource.routes, opts);
};
