import {
  assignCustomersInput,
  assignCustomersResult,
  envelope,
  idParams,
  salespersonCreateInput,
  salespersonList,
  salespersonListQuery,
  salespersonRecord,
  salespersonUpdateInput,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assignCustomers } from '../../modules/customers-admin/customers.service.ts';
import {
  createSalesperson,
  deleteSalesperson,
  getSalesperson,
  listSalespeople,
  updateSalesperson,
} from '../../modules/salespeople/salespeople.service.ts';

const tags = ['admin salespeople'];
const security = [{ bearer: [] }];

/** Salespeople in the back office (SPEC 1, 3, 5); the admin gate lives in routes/admin/index.ts. */
export const adminSalespeopleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get(
    '/salespeople',
    {
      schema: {
        tags,
        security,
        summary: 'Salespeople, paginated',
        querystring: salespersonListQuery,
        response: { 200: envelope(salespersonList) },
      },
    },
    async (request) => ({ data: await listSalespeople(db, request.query) }),
  );

  app.post(
    '/salespeople',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a salesperson (email, phone and code unique)',
        body: salespersonCreateInput,
        response: { 201: envelope(salespersonRecord) },
      },
    },
    async (request, reply) => {
      const data = await createSalesperson(db, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.salespersonCreated') });
    },
  );

  app.get(
    '/salespeople/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One salesperson',
        params: idParams,
        response: { 200: envelope(salespersonRecord) },
      },
    },
    async (request) => ({ data: await getSalesperson(db, request.params.id) }),
  );

  app.put(
    '/salespeople/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a salesperson; deactivating or a new password ends their sessions',
        params: idParams,
        body: salespersonUpdateInput,
        response: { 200: envelope(salespersonRecord) },
      },
    },
    async (request) => ({
      data: await updateSalesperson(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.salespersonUpdated'),
    }),
  );

  app.delete(
    '/salespeople/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a salesperson; their customers become unassigned',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteSalesperson(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.salespersonDeleted') };
    },
  );

  app.post(
    '/salespeople/:id/customers',
    {
      schema: {
        tags,
        security,
        summary: 'Assigns many customers to the salesperson at once (all or nothing)',
        params: idParams,
        body: assignCustomersInput,
        response: { 200: envelope(assignCustomersResult) },
      },
    },
    async (request) => {
      const assigned = await assignCustomers(db, request.params.id, request.body.userIds);
      return {
        data: { assigned },
        message: translate(request.lang, 'notices.customersAssigned', { count: assigned }),
      };
    },
  );
};
