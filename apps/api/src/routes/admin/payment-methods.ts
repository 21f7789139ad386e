import {
  paymentMethodInput,
  paymentMethodList,
  paymentMethodListQuery,
  paymentMethodRecord,
  paymentMethodZonesAnswer,
  paymentMethodZonesInput,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  createPaymentMethod,
  deletePaymentMethod,
  getPaymentMethod,
  getPaymentMethodZones,
  listPaymentMethods,
  setPaymentMethodZones,
  updatePaymentMethod,
} from '../../modules/commerce/payment-methods.service.ts';
import { contextOf } from '../../plugins/auth.ts';
import { crudResource } from '../../plugins/crud.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

/**
 * Payment methods (SPEC 2 settings/payment-methods, payment-methods/{id}, payment-methods/add;
 * SPEC 3 "Payment method"; SPEC 5 limits). Contract: docs/api/admin-commerce.md.
 */
export const paymentMethodsResource = crudResource({
  path: '/payment-methods',
  tag: 'admin commerce',
  summary: {
    list: 'Payment methods, paginated, with search and sort (position first by default)',
    read: 'One payment method',
    create: 'Adds a payment method (one per code: 409 paymentMethodCodeTaken; max limit at least the min)',
    update: 'Edits a payment method',
    remove: 'Deletes a payment method; orders keep its code',
  },
  schema: {
    query: paymentMethodListQuery,
    input: paymentMethodInput,
    item: paymentMethodRecord,
    list: paymentMethodList,
  },
  service: {
    list: listPaymentMethods,
    read: getPaymentMethod,
    create: createPaymentMethod,
    update: updatePaymentMethod,
    remove: deletePaymentMethod,
  },
});

const route = routeSchemas('admin commerce');

/** The zones a payment method is offered in (payment-methods/assign-zones/{id}): none is everywhere. */
export const adminPaymentMethodZonesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/payment-methods/:id/zones',
    route.byId('The zones a payment method is offered in, and every shipping zone', paymentMethodZonesAnswer),
    async (request) => ({ data: await getPaymentMethodZones(contextOf(db, request), request.params.id) }),
  );
  app.put(
    '/payment-methods/:id/zones',
    route.byId(
      'Replaces the zones a payment method is offered in (none: everywhere); 422 for an unknown zone',
      paymentMethodZonesAnswer,
      { body: paymentMethodZonesInput },
    ),
    async (request) =>
      withNotice(
        request,
        'recordUpdated',
        await setPaymentMethodZones(contextOf(db, request), request.params.id, request.body),
      ),
  );
};
