import {
  adminReturnDetail,
  adminReturnListQuery,
  collectionList,
  collectionListQuery,
  collectionRecord,
  collectionReviewInput,
  idParams,
  returnableOrder,
  returnList,
  returnRequestInput,
  returnStatusInput,
  translate,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import {
  confirmCollection,
  getCollection,
  listCollections,
  rejectCollection,
} from '../../modules/returns/collections.service.ts';
import {
  fileReturn,
  listReturns,
  moveReturn,
  adminReturnDetail as readAdminReturn,
  returnableOrder as readReturnable,
  restockReturn,
} from '../../modules/returns/returns.service.ts';
import { returnsContextOf } from '../../modules/returns/returns-context.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin refunds and collections');

/**
 * SPEC 2 refunds, refunds/add, refunds/{id}, and the salespeople's collections under review
 * (ADR 0057, docs/api/refunds.md).
 */
export const adminRefundsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const ctxOf = (request: FastifyRequest) => returnsContextOf(db, request, config);
  const scopeOf = (request: FastifyRequest) => ({ kind: 'admin', id: principalOf(request).id }) as const;

  app.get(
    '/refunds',
    route.ok(
      'Requests, paginated, by status, kind, customer, salesperson, order, dates, search',
      returnList,
      {
        querystring: adminReturnListQuery,
      },
    ),
    async (request) => ({ data: await listReturns(contextOf(db, request), scopeOf(request), request.query) }),
  );

  app.get(
    '/refunds/order/:id',
    route.byId(
      'Whether an order may be returned (the refund window does not bind the shop)',
      returnableOrder,
    ),
    async (request) => ({ data: await readReturnable(ctxOf(request), scopeOf(request), request.params.id) }),
  );

  app.get(
    '/refunds/:id',
    route.byId(
      'One request with its lines, its next statuses and how its money goes back',
      adminReturnDetail,
    ),
    async (request) => ({ data: await readAdminReturn(ctxOf(request), request.params.id) }),
  );

  app.post(
    '/refunds',
    route.created("Files a request on a customer's behalf (refunds/add)", adminReturnDetail, {
      body: returnRequestInput,
    }),
    async (request, reply) => {
      const ctx = ctxOf(request);
      const filed = await fileReturn(ctx, scopeOf(request), request.body);
      return reply.status(201).send(withNotice(request, 'returnFiled', await readAdminReturn(ctx, filed.id)));
    },
  );

  app.post(
    '/refunds/:id/status',
    route.ok(
      'Moves the request (docs/order-statuses.md "Returns"; 409 otherwise); approved refunds',
      adminReturnDetail,
      {
        params: idParams,
        body: returnStatusInput,
      },
    ),
    async (request) => {
      const data = await moveReturn(ctxOf(request), principalOf(request).id, request.params.id, request.body);
      const status = translate(request.lang, `notices.returnStatus.${data.status}`);
      return withNotice(request, 'returnStatusChanged', data, { status });
    },
  );

  app.post(
    '/refunds/:id/restock',
    route.ok("Puts a return's units back in stock, once", adminReturnDetail, { params: idParams }),
    async (request) =>
      withNotice(
        request,
        'returnRestocked',
        await restockReturn(ctxOf(request), principalOf(request).id, request.params.id),
      ),
  );

  app.get(
    '/collections',
    route.ok('Collections, paginated, by status, salesperson, customer, order', collectionList, {
      querystring: collectionListQuery,
    }),
    async (request) => ({ data: await listCollections({ db }, { kind: 'admin' }, request.query) }),
  );

  app.get('/collections/:id', route.byId('One collection', collectionRecord), async (request) => ({
    data: await getCollection(db, { kind: 'admin' }, request.params.id),
  }));

  app.post(
    '/collections/:id/confirm',
    route.ok('Confirms a recorded collection: it becomes a payment of the order', collectionRecord, {
      params: idParams,
      body: collectionReviewInput,
    }),
    async (request) =>
      withNotice(
        request,
        'collectionConfirmed',
        await confirmCollection(
          ctxOf(request),
          principalOf(request).id,
          request.params.id,
          request.body.note,
        ),
      ),
  );

  app.post(
    '/collections/:id/reject',
    route.ok('Rejects a recorded collection, with a note', collectionRecord, {
      params: idParams,
      body: collectionReviewInput,
    }),
    async (request) =>
      withNotice(
        request,
        'collectionRejected',
        await rejectCollection(ctxOf(request), principalOf(request).id, request.params.id, request.body.note),
      ),
  );
};
