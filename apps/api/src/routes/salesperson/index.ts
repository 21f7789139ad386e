import {
  customerListQuery,
  customerSummary,
  envelope,
  idParams,
  paginated,
  salespersonProfile,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getOwnCustomer, listCustomers } from '../../modules/customers-admin/customers.service.ts';
import { activeSalesperson } from '../../modules/salespeople/salesperson-auth.service.ts';
import { principalOf } from '../../plugins/auth.ts';

const tags = ['salesperson'];
const security = [{ bearer: [] }];

/**
 * The salesperson area (`/api/salesperson`): a live token of an active salesperson, and only
 * their own customers (ownership checked in the service).
 */
export const salespersonRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('onRequest', app.requireAuth('salesperson'));
  app.addHook('onRequest', async (request) => {
    await activeSalesperson(db, principalOf(request).id);
  });

  app.get(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in salesperson',
        response: { 200: envelope(salespersonProfile) },
      },
    },
    async (request) => ({ data: await activeSalesperson(db, principalOf(request).id) }),
  );

  app.get(
    '/customers',
    {
      schema: {
        tags,
        security,
        summary: "The salesperson's own customers: the admin list's filters, sort and pagination",
        querystring: customerListQuery,
        response: { 200: envelope(paginated(customerSummary)) },
      },
    },
    async (request) => ({
      data: await listCustomers(db, request.query, { salespersonId: principalOf(request).id }),
    }),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the own customers (404 for anyone else’s)',
        params: idParams,
        response: { 200: envelope(customerSummary) },
      },
    },
    async (request) => ({ data: await getOwnCustomer(db, principalOf(request).id, request.params.id) }),
  );
};
