import {
  type AdminUserDetail,
  adminUserDetail,
  adminUserList,
  assignSalespersonInput,
  canSeePricesInput,
  customerListQuery,
  restrictUserInput,
  translate,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { sendAccountMail } from '../../modules/customers-admin/account-mail.ts';
import {
  approvalFormKey,
  approveCustomer,
  getCustomerDetail,
  listCustomers,
  recipientOf,
  restrictCustomer,
  setCanSeePrices,
  setCustomerSalesperson,
  unrestrictCustomer,
  verifyCustomer,
} from '../../modules/customers-admin/customers.service.ts';
import { principalOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin customers');

/** Customers in the back office (SPEC 2 users, users/{id}); the admin gate lives in routes/admin/index.ts. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (app, opts) => {
  const { db, config } = opts;
  // Approving and restricting mail the customer, then answer the account with the notice.
  const mailed = async (
    request: FastifyRequest,
    data: AdminUserDetail,
    template: 'account.approved' | 'account.restricted',
    link: string,
    notice: 'userApproved' | 'userRestricted',
  ) => {
    const deps = {
      app,
      db,
      log: request.log,
      fallbackLang: config.deployment.language,
      publicUrl: config.env.PUBLIC_URL,
    };
    await sendAccountMail(deps, recipientOf(data), template, link);
    return { data, message: translate(request.lang, `notices.${notice}`) };
  };

  app.get(
    '/users',
    route.ok('Customers: filters, sort and pagination (perPage capped by admin_limit)', adminUserList, {
      querystring: customerListQuery,
    }),
    async (request) => ({ data: await listCustomers(db, request.query) }),
  );

  app.get(
    '/users/:id',
    route.byId('One customer: every SPEC 3 field, state, approval form', adminUserDetail),
    async (request) => ({ data: await getCustomerDetail(db, request.params.id) }),
  );

  app.get(
    '/users/:id/approval-form',
    route.fileById("The customer's uploaded approval form (application/pdf)"),
    async (request, reply) => {
      const { key, userCode } = await approvalFormKey(db, request.params.id);
      const file = await app.storage.get('private', key);
      if (!file) throw new AppError(404, 'approvalFormMissing');
      const filename = `approval-form-${userCode.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  );

  app.post('/users/:id/verify', route.byId('Manual e-mail verification', adminUserDetail), async (request) =>
    withNotice(request, 'userVerified', await verifyCustomer(db, request.params.id)),
  );

  app.post(
    '/users/:id/approve',
    route.byId('Approves a verified account and mails the customer (account.approved)', adminUserDetail),
    async (request) =>
      mailed(
        request,
        await approveCustomer(db, request.params.id, principalOf(request).id),
        'account.approved',
        '/login',
        'userApproved',
      ),
  );

  app.post(
    '/users/:id/restrict',
    route.byId(
      'Restricts the account with a reason and mails the customer (account.restricted)',
      adminUserDetail,
      { body: restrictUserInput },
    ),
    async (request) =>
      mailed(
        request,
        await restrictCustomer(db, request.params.id, request.body.reason),
        'account.restricted',
        '/contact',
        'userRestricted',
      ),
  );

  app.post('/users/:id/unrestrict', route.byId('Lifts the restriction', adminUserDetail), async (request) =>
    withNotice(request, 'userUnrestricted', await unrestrictCustomer(db, request.params.id)),
  );

  app.put(
    '/users/:id/can-see-prices',
    route.byId('Whether the customer may see prices', adminUserDetail, { body: canSeePricesInput }),
    async (request) => ({
      data: await setCanSeePrices(db, request.params.id, request.body.value),
      message: translate(request.lang, request.body.value ? 'notices.pricesShown' : 'notices.pricesHidden'),
    }),
  );

  app.put(
    '/users/:id/salesperson',
    route.byId("Assigns the customer's salesperson (null removes it)", adminUserDetail, {
      body: assignSalespersonInput,
    }),
    async (request) => ({
      data: await setCustomerSalesperson(db, request.params.id, request.body.salespersonId),
      message: translate(
        request.lang,
        request.body.salespersonId === null ? 'notices.salespersonUnassigned' : 'notices.salespersonAssigned',
      ),
    }),
  );
};
