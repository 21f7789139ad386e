import {
  envelope,
  idParams,
  mainCategoryList,
  mainCategoryRecord,
  taxonInput,
  taxonListQuery,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createMainCategory,
  deleteMainCategory,
  getMainCategory,
  listMainCategories,
  updateMainCategory,
} from '../../modules/taxonomy/taxonomy.service.ts';

const tags = ['admin taxonomy'];
const security = [{ bearer: [] }];

/** Main categories (SPEC 2 main-category; SPEC 3, 5). The admin-token gate lives in app.ts; contract: docs/api/admin-taxonomy-content.md. */
export const adminMainCategoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/main-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Main categories, paginated, with search, status filter and sort',
        querystring: taxonListQuery,
        response: { 200: envelope(mainCategoryList) },
      },
    },
    async (request) => ({ data: await listMainCategories(db, request.query, request.lang) }),
  );

  app.get(
    '/main-categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One main category',
        params: idParams,
        response: { 200: envelope(mainCategoryRecord) },
      },
    },
    async (request) => ({ data: await getMainCategory(db, request.params.id) }),
  );

  app.post(
    '/main-categories',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a main category (names unique per language, slug generated)',
        body: taxonInput,
        response: { 201: envelope(mainCategoryRecord) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createMainCategory(db, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/main-categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a main category (the slug is kept)',
        params: idParams,
        body: taxonInput,
        response: { 200: envelope(mainCategoryRecord) },
      },
    },
    async (request) => ({
      data: await updateMainCategory(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/main-categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a main category without categories (409 mainCategoryInUse otherwise)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteMainCategory(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
