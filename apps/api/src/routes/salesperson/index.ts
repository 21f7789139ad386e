import { customerListQuery, customerSummary, idParams, paginated, salespersonProfile } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getOwnCustomer, listCustomers } from '../../modules/customers-admin/customers.service.ts';
import { activeSalesperson } from '../../modules/salespeople/salesperson-auth.service.ts';
import { principalOf } from '../../plugins/auth.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('salesperson');

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

  app.get('/profile', route.ok('The signed-in salesperson', salespersonProfile), async (request) => ({
    data: await activeSalesperson(db, principalOf(request).id),
  }));

  app.get(
    '/customers',
    route.ok(
      "The salesperson's own customers: the admin list's filters, sort and pagination",
      paginated(customerSummary),
      { querystring: customerListQuery },
    ),
    async (request) => ({
      data: await listCustomers(db, request.query, { salespersonId: principalOf(request).id }),
    }),
  );

  app.get(
    '/customers/:id',
    route.ok('One of the own customers (404 for anyone else’s)', customerSummary, { params: idParams }),
    async (request) => ({ data: await getOwnCustomer(db, principalOf(request).id, request.params.id) }),
  );
};
