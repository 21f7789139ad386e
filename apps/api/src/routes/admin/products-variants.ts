import { idParams, productVariantsData, variantInput, variantParams, variantWriteResult } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createVariant,
  deleteVariant,
  listVariants,
  updateVariant,
} from '../../modules/products/variants.service.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin product variants');

/** Variants of one product (SPEC 2 product/variants/{id}). Contract: docs/api/admin-products.md. */
export const adminProductVariantsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products/:id/variants',
    route.byId("The product's variants (at most 200) and its stock", productVariantsData),
    async (request) => ({ data: await listVariants(db, request.params.id) }),
  );

  app.post(
    '/products/:id/variants',
    route.created("Adds a variant; the product's qty becomes the sum of its variants'", variantWriteResult, {
      params: idParams,
      body: variantInput,
    }),
    async (request, reply) => {
      const data = await createVariant(db, request.params.id, request.body);
      return reply.status(201).send(withNotice(request, 'recordCreated', data));
    },
  );

  app.put(
    '/products/:id/variants/:variantId',
    route.ok('Edits a variant (every field)', variantWriteResult, {
      params: variantParams,
      body: variantInput,
    }),
    async (request) =>
      withNotice(
        request,
        'recordUpdated',
        await updateVariant(
          db,
          request.server.storage,
          request.params.id,
          request.params.variantId,
          request.body,
        ),
      ),
  );

  app.delete(
    '/products/:id/variants/:variantId',
    route.ok(
      'Deletes a variant; 409 when it is part of an order',
      z.object({ productQty: z.number().int() }),
      { params: variantParams },
    ),
    async (request) =>
      withNotice(
        request,
        'recordDeleted',
        await deleteVariant(db, request.server.storage, request.params.id, request.params.variantId),
      ),
  );
};
