import { adminProfile, envelope, personalPasswordInput, personalUpdateInput, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getAdminProfile } from '../../modules/admins/admin-auth.service.ts';
import { changePersonalPassword, updatePersonal } from '../../modules/admins/admins.service.ts';
import { principalOf } from '../../plugins/auth.ts';

const tags = ['admin personal'];
const security = [{ bearer: [] }];

/** settings/personal: the signed-in admin's own name, email and password. */
export const adminPersonalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get(
    '/personal',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in admin',
        response: { 200: envelope(adminProfile) },
      },
    },
    async (request) => ({ data: await getAdminProfile(db, principalOf(request).id) }),
  );

  app.put(
    '/personal',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the own name and email (email unique)',
        body: personalUpdateInput,
        response: { 200: envelope(adminProfile) },
      },
    },
    async (request) => ({
      data: await updatePersonal(db, principalOf(request).id, request.body),
      message: translate(request.lang, 'notices.profileUpdated'),
    }),
  );

  app.put(
    '/personal/password',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the own password; the other sessions of the admin end',
        body: personalPasswordInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await changePersonalPassword(db, principalOf(request), request.body);
      return { data: null, message: translate(request.lang, 'notices.personalPasswordChanged') };
    },
  );
};
