import {
  collectableOrder,
  collectableOrderQuery,
  collectionInput,
  collectionList,
  collectionListQuery,
  collectionRecord,
  myReturnListQuery,
  returnableOrder,
  returnDetail,
  returnList,
  returnOrderChoice,
  returnRequestInput,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import {
  collectableOrders,
  getCollection,
  listCollections,
  recordCollection,
} from '../../modules/returns/collections.service.ts';
import {
  fileReturn,
  listReturns,
  returnableOrder as readReturnable,
  returnDetailOf,
  returnOrderChoices,
} from '../../modules/returns/returns.service.ts';
import { returnsContextOf } from '../../modules/returns/returns-context.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('salesperson returns and collections');

/**
 * The salesperson's "my returns" and "my collections" (SPEC 2; ADR 0057): its customers' requests,
 * one filed for a customer, the money it collected. Ownership (its own customers) in the services.
 */
export const salespersonReturnRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const scopeOf = (request: FastifyRequest) =>
    ({ kind: 'salesperson', id: principalOf(request).id }) as const;

  app.get(
    '/returns',
    route.ok("Its customers' refund and return requests", returnList, { querystring: myReturnListQuery }),
    async (request) => ({ data: await listReturns(contextOf(db, request), scopeOf(request), request.query) }),
  );

  app.get(
    '/returns/order/:id',
    route.byId("Whether one of its customers' orders may be returned now, and its lines", returnableOrder),
    async (request) => ({
      data: await readReturnable(returnsContextOf(db, request, config), scopeOf(request), request.params.id),
    }),
  );

  app.get(
    '/returns/orders',
    route.ok(
      "Its customers' delivered or completed orders a return may be asked for, whoever placed them",
      z.array(returnOrderChoice),
    ),
    async (request) => ({ data: await returnOrderChoices(db, principalOf(request).id) }),
  );

  app.get('/returns/:id', route.byId("One of its customers' requests", returnDetail), async (request) => ({
    data: await returnDetailOf(contextOf(db, request), scopeOf(request), request.params.id),
  }));

  app.post(
    '/returns',
    route.created(
      "Files a request for one of its customers' delivered orders (the customer's rules)",
      returnDetail,
      {
        body: returnRequestInput,
      },
    ),
    async (request, reply) => {
      const data = await fileReturn(returnsContextOf(db, request, config), scopeOf(request), request.body);
      return reply.status(201).send(withNotice(request, 'returnFiled', data));
    },
  );

  app.get(
    '/collections',
    route.ok('The collections it recorded, by status, customer, order', collectionList, {
      querystring: collectionListQuery.omit({ salespersonId: true }),
    }),
    async (request) => ({
      data: await listCollections({ db }, scopeOf(request), request.query),
    }),
  );

  app.get(
    '/collections/orders',
    route.ok("Its customers' orders that still owe money, with what they owe", z.array(collectableOrder), {
      querystring: collectableOrderQuery,
    }),
    async (request) => ({
      data: await collectableOrders(
        returnsContextOf(db, request, config),
        principalOf(request).id,
        request.query.customerId,
      ),
    }),
  );

  app.get(
    '/collections/:id',
    route.byId('One collection it recorded', collectionRecord),
    async (request) => ({ data: await getCollection(db, scopeOf(request), request.params.id) }),
  );

  app.post(
    '/collections',
    route.created('Records money collected from one of its customers against an order', collectionRecord, {
      body: collectionInput,
    }),
    async (request, reply) => {
      const data = await recordCollection(
        returnsContextOf(db, request, config),
        principalOf(request).id,
        request.body,
      );
      return reply.status(201).send(withNotice(request, 'collectionRecorded', data));
    },
  );
};
