import {
  envelope,
  idParams,
  productVariantsData,
  translate,
  variantInput,
  variantParams,
  variantWriteResult,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createVariant,
  deleteVariant,
  listVariants,
  updateVariant,
} from '../../modules/products/variants.service.ts';

const tags = ['admin product variants'];
const security = [{ bearer: [] }];

/** Variants of one product (SPEC 2 product/variants/{id}). Contract: docs/api/admin-products.md. */
export const adminProductVariantsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products/:id/variants',
    {
      schema: {
        tags,
        security,
        summary: "The product's variants (at most 200) and its stock",
        params: idParams,
        response: { 200: envelope(productVariantsData) },
      },
    },
    async (request) => ({ data: await listVariants(db, request.params.id) }),
  );

  app.post(
    '/products/:id/variants',
    {
      schema: {
        tags,
        security,
        summary: "Adds a variant; the product's qty becomes the sum of its variants'",
        params: idParams,
        body: variantInput,
        response: { 201: envelope(variantWriteResult) },
      },
    },
    async (request, reply) => {
      const data = await createVariant(db, request.params.id, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.recordCreated') });
    },
  );

  app.put(
    '/products/:id/variants/:variantId',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a variant (every field)',
        params: variantParams,
        body: variantInput,
        response: { 200: envelope(variantWriteResult) },
      },
    },
    async (request) => ({
      data: await updateVariant(
        db,
        request.server.storage,
        request.params.id,
        request.params.variantId,
        request.body,
      ),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/products/:id/variants/:variantId',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a variant; 409 when it is part of an order',
        params: variantParams,
        response: { 200: envelope(z.object({ productQty: z.number().int() })) },
      },
    },
    async (request) => ({
      data: await deleteVariant(db, request.server.storage, request.params.id, request.params.variantId),
      message: translate(request.lang, 'notices.recordDeleted'),
    }),
  );
};
