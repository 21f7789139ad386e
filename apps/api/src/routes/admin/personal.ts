import { adminProfile, personalPasswordInput, personalUpdateInput } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getAdminProfile } from '../../modules/admins/admin-auth.service.ts';
import { changePersonalPassword, updatePersonal } from '../../modules/admins/admins.service.ts';
import { principalOf } from '../../plugins/auth.ts';
import { noticeOnly, routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin personal');

/** settings/personal: the signed-in admin's own name, email and password. */
export const adminPersonalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get('/personal', route.ok('The signed-in admin', adminProfile), async (request) => ({
    data: await getAdminProfile(db, principalOf(request).id),
  }));

  app.put(
    '/personal',
    route.ok('Changes the own name and email (email unique)', adminProfile, { body: personalUpdateInput }),
    async (request) =>
      withNotice(request, 'profileUpdated', await updatePersonal(db, principalOf(request).id, request.body)),
  );

  app.put(
    '/personal/password',
    route.ok('Changes the own password; the other sessions of the admin end', z.null(), {
      body: personalPasswordInput,
    }),
    async (request) => {
      await changePersonalPassword(db, principalOf(request), request.body);
      return noticeOnly(request, 'personalPasswordChanged');
    },
  );
};
