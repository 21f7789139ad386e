import {
  contentBlockInput,
  contentBlockList,
  contentBlockListQuery,
  contentBlockRecord,
  envelope,
  idParams,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createContentBlock,
  deleteContentBlock,
  getContentBlock,
  listContentBlocks,
  updateContentBlock,
} from '../../modules/content/content-blocks.service.ts';

const tags = ['admin content'];
const security = [{ bearer: [] }];

/** Dynamic content blocks (settings tab "dynamic content"). The admin-token gate lives in app.ts; contract: docs/api/admin-taxonomy-content.md. */
export const adminContentBlocksRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/content-blocks',
    {
      schema: {
        tags,
        security,
        summary: 'Content blocks, paginated, with search, placement and active filters',
        querystring: contentBlockListQuery,
        response: { 200: envelope(contentBlockList) },
      },
    },
    async (request) => ({ data: await listContentBlocks(db, request.query) }),
  );

  app.get(
    '/content-blocks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One content block',
        params: idParams,
        response: { 200: envelope(contentBlockRecord) },
      },
    },
    async (request) => ({ data: await getContentBlock(db, request.params.id) }),
  );

  app.post(
    '/content-blocks',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a content block (key unique, HTML sanitised)',
        body: contentBlockInput,
        response: { 201: envelope(contentBlockRecord) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createContentBlock(db, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/content-blocks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a content block (HTML sanitised)',
        params: idParams,
        body: contentBlockInput,
        response: { 200: envelope(contentBlockRecord) },
      },
    },
    async (request) => ({
      data: await updateContentBlock(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/content-blocks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a content block',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteContentBlock(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
