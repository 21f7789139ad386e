import {
  customerListQuery,
  customerSummary,
  idParams,
  myOrderListQuery,
  orderDetailRecord,
  orderList,
  paginated,
  recordId,
  salespersonProfile,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { getOwnCustomer, listCustomers } from '../../modules/customers-admin/customers.service.ts';
import { getOwnOrder, listOwnOrders } from '../../modules/orders/orders.service.ts';
import { activeSalesperson } from '../../modules/salespeople/salesperson-auth.service.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';
import { buyerRoutes } from '../ordering.ts';
import { salespersonInvoiceRoutes } from './invoices.ts';
import { salespersonReturnRoutes } from './returns.ts';

const route = routeSchemas('salesperson');

/**
 * The salesperson area (`/api/salesperson`): a live token of an active salesperson, and only
 * their own customers (ownership checked in the service).
 */
export const salespersonRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
}> = async (app, opts) => {
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

  app.get(
    '/orders',
    route.ok('Orders the salesperson placed, by status and customer', orderList, {
      querystring: myOrderListQuery.extend({ customerId: recordId.optional() }),
    }),
    async (request) => {
      const { customerId, ...query } = request.query;
      return {
        data: await listOwnOrders(
          contextOf(db, request),
          { salespersonId: principalOf(request).id, customerId },
          query,
        ),
      };
    },
  );

  app.get(
    '/orders/:id',
    route.byId('One order the salesperson placed', orderDetailRecord),
    async (request) => ({
      data: await getOwnOrder(
        contextOf(db, request),
        { salespersonId: principalOf(request).id },
        request.params.id,
      ),
    }),
  );

  await app.register(salespersonReturnRoutes, { db, config: opts.config });
  if (opts.config.deployment.flags.isInvoicesEnabled) {
    await app.register(salespersonInvoiceRoutes, { db, deployment: opts.config.deployment });
  }

  // The cart, checkout and orders of one own customer (docs/api/ordering.md "Who buys").
  const customerOf = new WeakMap<FastifyRequest, number>();
  const customerParam = z.object({ customerId: recordId });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request) => {
        const parsed = customerParam.safeParse(request.params);
        if (!parsed.success) throw notFound();
        customerOf.set(request, parsed.data.customerId);
      });
      const customerIdOf = (request: FastifyRequest) => {
        const id = customerOf.get(request);
        if (id === undefined) throw notFound();
        return id;
      };
      await scope.register(buyerRoutes, {
        db,
        config: opts.config,
        customerIdOf,
      });
    },
    { prefix: '/customers/:customerId' },
  );
};
