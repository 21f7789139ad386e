import { idParams, myOrderListQuery, orderDetailRecord, orderList } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { cancelOwnOrder, getOwnOrder, listOwnOrders } from '../../modules/orders/orders.service.ts';
import { paymentsContextOf } from '../../modules/payments/gateway.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('customer orders');

/** SPEC 2 /dashboard/orders and /dashboard/orders/{id}: the customer's own orders. */
export const userOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/orders',
    route.ok("The customer's orders, newest first, by status", orderList, { querystring: myOrderListQuery }),
    async (request) => ({
      data: await listOwnOrders(
        contextOf(db, request),
        { customerId: principalOf(request).id },
        request.query,
      ),
    }),
  );

  app.get(
    '/orders/:id',
    route.byId('One own order with its lines and history', orderDetailRecord),
    async (request) => ({
      data: await getOwnOrder(
        contextOf(db, request),
        { customerId: principalOf(request).id },
        request.params.id,
      ),
    }),
  );

  app.post(
    '/orders/:id/cancel',
    route.ok('Cancels an own order the shop has not accepted yet (409 otherwise)', orderDetailRecord, {
      params: idParams,
    }),
    async (request) => {
      const { id } = principalOf(request);
      const data = await cancelOwnOrder(
        paymentsContextOf(db, request),
        { customerId: id },
        request.params.id,
        id,
      );
      return withNotice(request, 'orderCancelled', data);
    },
  );
};
