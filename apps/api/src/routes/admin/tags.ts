import { envelope, idParams, tagInput, tagList, tagListQuery, tagRecord, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createTag, deleteTag, getTag, listTags, updateTag } from '../../modules/products/tags.service.ts';

const tags = ['admin tags'];
const security = [{ bearer: [] }];

/** Tags (SPEC 2 tags; SPEC 3 types 1 regular, 2 discount, 3 bundle "Item Is Bundle"). */
export const adminTagsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/tags',
    {
      schema: {
        tags,
        security,
        summary: 'Tags, filtered by name and type, paginated',
        querystring: tagListQuery,
        response: { 200: envelope(tagList) },
      },
    },
    async (request) => ({ data: await listTags(db, request.query, request.lang) }),
  );
  app.post(
    '/tags',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a tag',
        body: tagInput,
        response: { 201: envelope(tagRecord) },
      },
    },
    async (request, reply) => {
      const data = await createTag(db, request.body, request.lang);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.recordCreated') });
    },
  );
  app.get(
    '/tags/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One tag',
        params: idParams,
        response: { 200: envelope(tagRecord) },
      },
    },
    async (request) => ({ data: await getTag(db, request.params.id, request.lang) }),
  );
  app.put(
    '/tags/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a tag',
        params: idParams,
        body: tagInput,
        response: { 200: envelope(tagRecord) },
      },
    },
    async (request) => ({
      data: await updateTag(db, request.params.id, request.body, request.lang),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );
  app.delete(
    '/tags/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a tag (products lose it)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteTag(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
