import {
  envelope,
  idParams,
  translate,
  variantAttributeInput,
  variantAttributeList,
  variantAttributeListQuery,
  variantAttributeRecord,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createVariantAttribute,
  deleteVariantAttribute,
  getVariantAttribute,
  listVariantAttributes,
  updateVariantAttribute,
} from '../../modules/products/variant-attributes.service.ts';

const tags = ['admin variant attributes'];
const security = [{ bearer: [] }];

/**
 * Variant attributes (Size, Colour…) and their values: the "variants" screens of SPEC 2 "variants
 * and options". Product variants reference them by code. Contract: docs/api/admin-products.md.
 */
export const adminVariantAttributesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/variant-attributes',
    {
      schema: {
        tags,
        security,
        summary: 'Variant attributes with their values, paginated',
        querystring: variantAttributeListQuery,
        response: { 200: envelope(variantAttributeList) },
      },
    },
    async (request) => ({ data: await listVariantAttributes(db, request.query, request.lang) }),
  );
  app.post(
    '/variant-attributes',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a variant attribute with its values',
        body: variantAttributeInput,
        response: { 201: envelope(variantAttributeRecord) },
      },
    },
    async (request, reply) => {
      const data = await createVariantAttribute(db, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.recordCreated') });
    },
  );
  app.get(
    '/variant-attributes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One variant attribute',
        params: idParams,
        response: { 200: envelope(variantAttributeRecord) },
      },
    },
    async (request) => ({ data: await getVariantAttribute(db, request.params.id) }),
  );
  app.put(
    '/variant-attributes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits an attribute; values matched by code; 409 when a used code or value would go',
        params: idParams,
        body: variantAttributeInput,
        response: { 200: envelope(variantAttributeRecord) },
      },
    },
    async (request) => ({
      data: await updateVariantAttribute(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );
  app.delete(
    '/variant-attributes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an attribute and its values; 409 when a product variant uses it',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteVariantAttribute(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
