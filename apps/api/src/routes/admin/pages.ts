import { envelope, idParams, pageInput, pageList, pageListQuery, pageRecord, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createPage,
  deletePage,
  getPage,
  listPages,
  updatePage,
} from '../../modules/content/pages.service.ts';

const tags = ['admin content'];
const security = [{ bearer: [] }];

/** CMS pages (SPEC 2 settings/cms-pages…; SPEC 3 Page). The admin-token gate lives in app.ts; contract: docs/api/admin-taxonomy-content.md. */
export const adminPagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/pages',
    {
      schema: {
        tags,
        security,
        summary: 'Pages, paginated, with search, active, layout, priority and language filters',
        querystring: pageListQuery,
        response: { 200: envelope(pageList) },
      },
    },
    async (request) => ({ data: await listPages(db, request.query) }),
  );

  app.get(
    '/pages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One page with its body',
        params: idParams,
        response: { 200: envelope(pageRecord) },
      },
    },
    async (request) => ({ data: await getPage(db, request.params.id) }),
  );

  app.post(
    '/pages',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a page (URL unique and not reserved; HTML sanitised)',
        body: pageInput,
        response: { 201: envelope(pageRecord) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createPage(db, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/pages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a page (HTML sanitised)',
        params: idParams,
        body: pageInput,
        response: { 200: envelope(pageRecord) },
      },
    },
    async (request) => ({
      data: await updatePage(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/pages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a page (its storefront route disappears at once)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deletePage(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
