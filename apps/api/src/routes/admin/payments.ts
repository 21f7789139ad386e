import {
  idParams,
  offlinePaymentBody,
  orderIdParams,
  paymentActionResult,
  paymentRecord,
  refundPaymentBody,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { paymentsContextOf } from '../../modules/payments/gateway.ts';
import {
  cancelPayment,
  capturePayment,
  listOrderPayments,
  recordOfflinePayment,
  refundPayment,
} from '../../modules/payments/payments.service.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin payments');

/**
 * The admin's payment actions (SPEC 4: capture, cancel, refund; ADR 0052): each answers the
 * payment and the order's payment status; an action the payment's state forbids is 409.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/orders/:orderId/payments',
    route.ok("An order's payments, oldest first", z.array(paymentRecord), { params: orderIdParams }),
    async (request) => ({
      data: await listOrderPayments(paymentsContextOf(db, request), request.params.orderId),
    }),
  );

  app.post(
    '/orders/:orderId/payments',
    route.created('Records money received offline (cash, bank transfer, cheque)', paymentActionResult, {
      params: orderIdParams,
      body: offlinePaymentBody,
    }),
    async (request, reply) => {
      const data = await recordOfflinePayment(
        paymentsContextOf(db, request),
        request.params.orderId,
        request.body,
      );
      return reply.status(201).send(withNotice(request, 'paymentRecorded', data));
    },
  );

  app.post(
    '/payments/:id/capture',
    route.ok('Captures an authorised card payment', paymentActionResult, { params: idParams }),
    async (request) =>
      withNotice(
        request,
        'paymentCaptured',
        await capturePayment(paymentsContextOf(db, request), request.params.id),
      ),
  );

  app.post(
    '/payments/:id/cancel',
    route.ok('Cancels (voids) an authorisation: may incur fees and cannot be undone', paymentActionResult, {
      params: idParams,
    }),
    async (request) =>
      withNotice(
        request,
        'paymentVoided',
        await cancelPayment(paymentsContextOf(db, request), request.params.id),
      ),
  );

  app.post(
    '/payments/:id/refund',
    route.ok('Refunds part or all of a captured payment', paymentActionResult, {
      params: idParams,
      body: refundPaymentBody,
    }),
    async (request) =>
      withNotice(
        request,
        'paymentRefunded',
        await refundPayment(paymentsContextOf(db, request), request.params.id, request.body.amount),
      ),
  );
};
