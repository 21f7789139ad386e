import {
  adminCategoryListQuery,
  categoryInput,
  categoryList,
  categoryRecord,
  envelope,
  idParams,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../../modules/taxonomy/taxonomy.service.ts';

const tags = ['admin taxonomy'];
const security = [{ bearer: [] }];

/** Categories, each in one main category (SPEC 2 category; SPEC 3, 5). The admin-token gate lives in app.ts; contract: docs/api/admin-taxonomy-content.md. */
export const adminCategoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Categories, paginated, with search, status and main category filters and sort',
        querystring: adminCategoryListQuery,
        response: { 200: envelope(categoryList) },
      },
    },
    async (request) => ({ data: await listCategories(db, request.query, request.lang) }),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One category',
        params: idParams,
        response: { 200: envelope(categoryRecord) },
      },
    },
    async (request) => ({ data: await getCategory(db, request.params.id) }),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a category (names unique per language, slug generated)',
        body: categoryInput,
        response: { 201: envelope(categoryRecord) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createCategory(db, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a category (the slug is kept)',
        params: idParams,
        body: categoryInput,
        response: { 200: envelope(categoryRecord) },
      },
    },
    async (request) => ({
      data: await updateCategory(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a category no product uses (409 categoryInUse otherwise)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteCategory(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
