import {
  myReturnListQuery,
  returnableOrder,
  returnDetail,
  returnList,
  returnRequestInput,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import {
  fileReturn,
  listReturns,
  returnableOrder as readReturnable,
  returnDetailOf,
} from '../../modules/returns/returns.service.ts';
import { returnsContextOf } from '../../modules/returns/returns-context.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('customer refunds');

/** SPEC 2 /dashboard/refunds: the customer's own refund and return requests (docs/api/refunds.md). */
export const userRefundRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const scopeOf = (request: Parameters<typeof principalOf>[0]) =>
    ({ kind: 'customer', id: principalOf(request).id }) as const;

  app.get(
    '/refunds',
    route.ok("The customer's requests, newest first, by status", returnList, {
      querystring: myReturnListQuery,
    }),
    async (request) => ({
      data: await listReturns(contextOf(db, request), scopeOf(request), request.query),
    }),
  );

  app.get(
    '/refunds/order/:id',
    route.byId('Whether an own order may be returned now, and how many units of each line', returnableOrder),
    async (request) => ({
      data: await readReturnable(returnsContextOf(db, request, config), scopeOf(request), request.params.id),
    }),
  );

  app.get('/refunds/:id', route.byId('One own request with its lines', returnDetail), async (request) => ({
    data: await returnDetailOf(contextOf(db, request), scopeOf(request), request.params.id),
  }));

  app.post(
    '/refunds',
    route.created(
      'Requests a refund or return of an own delivered order within the refund days (409 otherwise)',
      returnDetail,
      { body: returnRequestInput },
    ),
    async (request, reply) => {
      const data = await fileReturn(returnsContextOf(db, request, config), scopeOf(request), request.body);
      return reply.status(201).send(withNotice(request, 'returnRequested', data));
    },
  );
};
