import { changePasswordInput, customerProfile, envelope, translate, updateProfileInput } from '@shop/shared';
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
import { requestMeta } from '../auth/user.ts';

const security = [{ bearer: [] }];
const tags = ['customer area'];

export const userProfileRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/profile',
    {
      schema: {
        tags,
        summary: "The signed-in customer's details and account state",
        security,
        response: { 200: envelope(customerProfile) },
      },
    },
    async (request) => ({ data: toCustomerProfile(await getCustomer(deps.db, principalOf(request).id)) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Edits the details; a new e-mail address must be verified again',
        security,
        body: updateProfileInput,
        response: { 200: envelope(customerProfile) },
      },
    },
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
    {
      schema: {
        tags,
        summary: 'Changes the password (old password required); other sessions are signed out',
        security,
        body: changePasswordInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await changePassword(deps, principalOf(request), request.body);
      return { data: null, message: translate(request.lang, 'notices.passwordChanged') };
    },
  );
};
