import { changePasswordInput, customerProfile, translate, updateProfileInput } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AccountsDeps,
  changePassword,
  getCustomer,
  updateProfile,
} from '../../modules/users/customer-accounts.service.ts';
import { toCustomerProfile } from '../../modules/users/customer-profile.ts';
import { principalOf } from '../../plugins/auth.ts';
import { noticeOnly, routeSchemas } from '../../plugins/route-schema.ts';
import { requestMeta } from '../auth/user.ts';

const route = routeSchemas('customer area');

export const userProfileRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/profile',
    route.ok("The signed-in customer's details and account state", customerProfile),
    async (request) => ({ data: toCustomerProfile(await getCustomer(deps.db, principalOf(request).id)) }),
  );

  app.put(
    '/profile',
    route.ok('Edits the details; a new e-mail address must be verified again', customerProfile, {
      body: updateProfileInput,
    }),
    async (request) => {
      const { profile, emailChanged } = await updateProfile(
        deps,
        principalOf(request).id,
        request.body,
        requestMeta(request),
      );
      return {
        data: profile,
        message: translate(
          request.lang,
          emailChanged ? 'notices.profileUpdatedVerifyEmail' : 'notices.profileUpdated',
        ),
      };
    },
  );

  app.put(
    '/password',
    route.ok('Changes the password (old password required); other sessions are signed out', z.null(), {
      body: changePasswordInput,
    }),
    async (request) => {
      await changePassword(deps, principalOf(request), request.body);
      return noticeOnly(request, 'passwordChanged');
    },
  );
};
