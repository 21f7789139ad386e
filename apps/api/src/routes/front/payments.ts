import {
  paymentRedirect,
  paymentResult,
  paymentTokenParams,
  testPaymentAction,
  testPaymentPage,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { paymentsContextOf } from '../../modules/payments/gateway.ts';
import {
  decideTestPayment,
  paymentResult as readPaymentResult,
  testPaymentPage as readTestPaymentPage,
  retryPayment,
} from '../../modules/payments/payments.service.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('front payments', 'public');

/**
 * A card payment's result and test mode's hosted page (ADR 0052, docs/api/payments.md). Public:
 * the payment's token is the secret, only ever in the customer's own redirect.
 */
export const frontPaymentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/payments/:token',
    route.ok('Where a card payment stands, refreshed from its provider', paymentResult, {
      params: paymentTokenParams,
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await readPaymentResult(paymentsContextOf(db, request), request.params.token) };
    },
  );

  app.post(
    '/payments/:token/retry',
    route.ok('Starts a new attempt for an order still waiting for its payment', paymentRedirect, {
      params: paymentTokenParams,
    }),
    async (request) => ({ data: await retryPayment(paymentsContextOf(db, request), request.params.token) }),
  );

  app.get(
    '/payments/test/:token',
    route.ok('TEST MODE: the attempt the test payment page shows', testPaymentPage, {
      params: paymentTokenParams,
    }),
    async (request) => ({
      data: await readTestPaymentPage(paymentsContextOf(db, request), request.params.token),
    }),
  );

  app.post(
    '/payments/test/:token',
    route.ok(
      'TEST MODE: pays with a test card or cancels; answers the result page to go to',
      paymentRedirect,
      {
        params: paymentTokenParams,
        body: testPaymentAction,
      },
    ),
    async (request) => ({
      data: await decideTestPayment(paymentsContextOf(db, request), request.params.token, request.body),
    }),
  );
};
