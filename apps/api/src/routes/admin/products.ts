import {
  adminProductList,
  adminProductListQuery,
  adminProductRecord,
  envelope,
  idParams,
  productCreateInput,
  productUpdateInput,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../../modules/products/products.service.ts';

const tags = ['admin products'];
const security = [{ bearer: [] }];

/**
 * Products (SPEC 2 product, product/add, product/{id}). The admin-token gate lives in routes/admin/index.ts.
 * Contract: docs/api/admin-products.md.
 */
export const adminProductsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        summary:
          'Products, filtered (search, status, type, brand, category, main category, tag, stock), sorted, paginated',
        querystring: adminProductListQuery,
        response: { 200: envelope(adminProductList) },
      },
    },
    async (request) => ({ data: await listProducts(db, request.query, request.lang) }),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a product',
        body: productCreateInput,
        response: { 201: envelope(adminProductRecord) },
      },
    },
    async (request, reply) => {
      const data = await createProduct(db, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.recordCreated') });
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One product with its tags, option groups, menus and images',
        params: idParams,
        response: { 200: envelope(adminProductRecord) },
      },
    },
    async (request) => ({ data: await getProduct(db, request.params.id) }),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a product (the whole form)',
        params: idParams,
        body: productUpdateInput,
        response: { 200: envelope(adminProductRecord) },
      },
    },
    async (request) => ({
      data: await updateProduct(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a product and its files; 409 when it is part of an order',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteProduct(db, request.server.storage, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
