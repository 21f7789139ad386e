import {
  adminCartList,
  adminCartListQuery,
  adminOrderDetail,
  adminOrderList,
  adminOrderListQuery,
  idParams,
  orderNoteInput,
  orderShipmentInput,
  orderStatusInput,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  addOrderNote,
  changeOrderStatus,
  getAdminOrder,
  listAdminOrders,
  listCarts,
  saveShipment,
} from '../../modules/orders/admin-orders.service.ts';
import { paymentsContextOf } from '../../modules/payments/gateway.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin orders');

/** SPEC 2 order and order/{id}, and the abandoned carts of SPEC 4 (docs/api/admin-orders.md). */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/orders',
    route.ok(
      'Orders, paginated, by status, payment status, dates, customer, salesperson, search; with totals',
      adminOrderList,
      {
        querystring: adminOrderListQuery,
      },
    ),
    async (request) => ({ data: await listAdminOrders(contextOf(db, request), request.query) }),
  );

  app.get(
    '/orders/:id',
    route.byId('One order with its lines, history, notes and next statuses', adminOrderDetail),
    async (request) => ({
      data: await getAdminOrder(contextOf(db, request), request.params.id),
    }),
  );

  app.post(
    '/orders/:id/status',
    route.ok('Moves the order (docs/order-statuses.md; 409 otherwise)', adminOrderDetail, {
      params: idParams,
      body: orderStatusInput,
    }),
    async (request) => {
      const data = await changeOrderStatus(
        paymentsContextOf(db, request),
        request.params.id,
        request.body,
        principalOf(request).id,
      );
      const status = translate(request.lang, `notices.orderStatus.${data.status}`);
      return withNotice(request, 'orderStatusChanged', data, { status });
    },
  );

  app.put(
    '/orders/:id/shipment',
    route.ok('Saves the shipping information; a processing order becomes shipped', adminOrderDetail, {
      params: idParams,
      body: orderShipmentInput,
    }),
    async (request) => {
      const data = await saveShipment(
        contextOf(db, request),
        request.params.id,
        request.body,
        principalOf(request).id,
      );
      return withNotice(request, 'shipmentSaved', data);
    },
  );

  app.post(
    '/orders/:id/notes',
    route.ok('Adds an internal note', adminOrderDetail, { params: idParams, body: orderNoteInput }),
    async (request) => {
      const data = await addOrderNote(
        contextOf(db, request),
        request.params.id,
        request.body.body,
        principalOf(request).id,
      );
      return withNotice(request, 'noteSaved', data);
    },
  );

  app.get(
    '/carts',
    route.ok('Carts with lines; abandoned=true: untouched for a week (SPEC 4)', adminCartList, {
      querystring: adminCartListQuery,
    }),
    async (request) => ({ data: await listCarts(contextOf(db, request), request.query) }),
  );
};
