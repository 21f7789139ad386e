import {
  adminProductList,
  adminProductListQuery,
  adminProductRecord,
  productCreateInput,
  productUpdateInput,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../../modules/products/products.service.ts';
import { noticeOnly, routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin products');

/**
 * Products (SPEC 2 product, product/add, product/{id}). The admin-token gate lives in routes/admin/index.ts.
 * Contract: docs/api/admin-products.md.
 */
export const adminProductsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products',
    route.ok(
      'Products, filtered (search, status, type, brand, category, main category, tag, stock), sorted, paginated',
      adminProductList,
      { querystring: adminProductListQuery },
    ),
    async (request) => ({ data: await listProducts(db, request.query, request.lang) }),
  );

  app.post(
    '/products',
    route.created('Adds a product', adminProductRecord, { body: productCreateInput }),
    async (request, reply) => {
      const data = await createProduct(db, request.body);
      return reply.status(201).send(withNotice(request, 'recordCreated', data));
    },
  );

  app.get(
    '/products/:id',
    route.byId('One product with its tags, option groups, menus and images', adminProductRecord),
    async (request) => ({ data: await getProduct(db, request.params.id) }),
  );

  app.put(
    '/products/:id',
    route.byId('Edits a product (the whole form)', adminProductRecord, { body: productUpdateInput }),
    async (request) =>
      withNotice(request, 'recordUpdated', await updateProduct(db, request.params.id, request.body)),
  );

  app.delete(
    '/products/:id',
    route.removeById('Deletes a product and its files; 409 when it is part of an order'),
    async (request) => {
      await deleteProduct(db, request.server.storage, request.params.id);
      return noticeOnly(request);
    },
  );
};
