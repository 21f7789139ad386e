import {
  envelope,
  idParams,
  taxonInput,
  taxonList,
  taxonListQuery,
  taxonRecord,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createBrand,
  deleteBrand,
  getBrand,
  listTaxa,
  updateBrand,
} from '../../modules/taxonomy/taxonomy.service.ts';

const tags = ['admin taxonomy'];
const security = [{ bearer: [] }];

/** Brands (SPEC 3, 5). The admin-token gate lives in app.ts; contract: docs/api/admin-taxonomy-content.md. */
export const adminBrandsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Brands, paginated, with search, status filter and sort',
        querystring: taxonListQuery,
        response: { 200: envelope(taxonList) },
      },
    },
    async (request) => ({ data: await listTaxa(db, 'brands', request.query, request.lang) }),
  );

  app.get(
    '/brands/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One brand',
        params: idParams,
        response: { 200: envelope(taxonRecord) },
      },
    },
    async (request) => ({ data: await getBrand(db, request.params.id) }),
  );

  app.post(
    '/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a brand (names unique per language, slug generated)',
        body: taxonInput,
        response: { 201: envelope(taxonRecord) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createBrand(db, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/brands/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a brand (the slug is kept)',
        params: idParams,
        body: taxonInput,
        response: { 200: envelope(taxonRecord) },
      },
    },
    async (request) => ({
      data: await updateBrand(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/brands/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a brand no product uses (409 brandInUse otherwise)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteBrand(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
