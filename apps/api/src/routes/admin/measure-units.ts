import {
  envelope,
  idParams,
  measureUnitInput,
  measureUnitList,
  measureUnitListQuery,
  measureUnitRecord,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createMeasureUnit,
  deleteMeasureUnit,
  getMeasureUnit,
  listMeasureUnits,
  updateMeasureUnit,
} from '../../modules/taxonomy/measure-units.service.ts';

const tags = ['admin taxonomy'];
const security = [{ bearer: [] }];

/** Measure units (SPEC 2 measureUnits; SPEC 5: name and code required, name unique). The admin-token gate lives in app.ts; contract: docs/api/admin-taxonomy-content.md. */
export const adminMeasureUnitsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/measure-units',
    {
      schema: {
        tags,
        security,
        summary: 'Measure units, paginated, with search and sort',
        querystring: measureUnitListQuery,
        response: { 200: envelope(measureUnitList) },
      },
    },
    async (request) => ({ data: await listMeasureUnits(db, request.query, request.lang) }),
  );

  app.get(
    '/measure-units/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One measure unit',
        params: idParams,
        response: { 200: envelope(measureUnitRecord) },
      },
    },
    async (request) => ({ data: await getMeasureUnit(db, request.params.id) }),
  );

  app.post(
    '/measure-units',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a measure unit (name unique per language, code unique)',
        body: measureUnitInput,
        response: { 201: envelope(measureUnitRecord) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createMeasureUnit(db, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/measure-units/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a measure unit',
        params: idParams,
        body: measureUnitInput,
        response: { 200: envelope(measureUnitRecord) },
      },
    },
    async (request) => ({
      data: await updateMeasureUnit(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/measure-units/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a unit no product uses (409 measureUnitInUse otherwise)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteMeasureUnit(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
