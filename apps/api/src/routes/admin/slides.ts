import {
  envelope,
  idParams,
  slideAdminList,
  slideAdminListQuery,
  slideInput,
  slideRecord,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createSlide,
  deleteSlide,
  getSlide,
  listSlidesAdmin,
  updateSlide,
} from '../../modules/content/slides.service.ts';

const tags = ['admin content'];
const security = [{ bearer: [] }];

/** Slides (SPEC 2 slider; SPEC 3 Slide). The admin-token gate lives in app.ts; contract: docs/api/admin-taxonomy-content.md. */
export const adminSlidesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/slides',
    {
      schema: {
        tags,
        security,
        summary: 'Slides, paginated, with search, status and target page filters',
        querystring: slideAdminListQuery,
        response: { 200: envelope(slideAdminList) },
      },
    },
    async (request) => ({ data: await listSlidesAdmin(db, request.query, request.lang) }),
  );

  app.get(
    '/slides/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One slide',
        params: idParams,
        response: { 200: envelope(slideRecord) },
      },
    },
    async (request) => ({ data: await getSlide(db, request.params.id) }),
  );

  app.post(
    '/slides',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a slide',
        body: slideInput,
        response: { 201: envelope(slideRecord) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createSlide(db, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/slides/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a slide',
        params: idParams,
        body: slideInput,
        response: { 200: envelope(slideRecord) },
      },
    },
    async (request) => ({
      data: await updateSlide(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/slides/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a slide',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteSlide(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
