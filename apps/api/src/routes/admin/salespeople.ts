import {
  assignCustomersInput,
  assignCustomersResult,
  salespersonCreateInput,
  salespersonList,
  salespersonListQuery,
  salespersonRecord,
  salespersonUpdateInput,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { assignCustomers } from '../../modules/customers-admin/customers.service.ts';
import {
  createSalesperson,
  deleteSalesperson,
  getSalesperson,
  listSalespeople,
  updateSalesperson,
} from '../../modules/salespeople/salespeople.service.ts';
import { noticeOnly, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin salespeople');

/** Salespeople in the back office (SPEC 1, 3, 5); the admin gate lives in routes/admin/index.ts. */
export const adminSalespeopleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;

  app.get(
    '/salespeople',
    route.ok('Salespeople, paginated', salespersonList, { querystring: salespersonListQuery }),
    async (request) => ({ data: await listSalespeople(db, request.query) }),
  );

  app.post(
    '/salespeople',
    route.created('Adds a salesperson (email, phone and code unique)', salespersonRecord, {
      body: salespersonCreateInput,
    }),
    async (request, reply) => {
      const data = await createSalesperson(db, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.salespersonCreated') });
    },
  );

  app.get('/salespeople/:id', route.byId('One salesperson', salespersonRecord), async (request) => ({
    data: await getSalesperson(db, request.params.id),
  }));

  app.put(
    '/salespeople/:id',
    route.byId('Edits a salesperson; deactivating or a new password ends their sessions', salespersonRecord, {
      body: salespersonUpdateInput,
    }),
    async (request) => ({
      data: await updateSalesperson(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.salespersonUpdated'),
    }),
  );

  app.delete(
    '/salespeople/:id',
    route.removeById('Deletes a salesperson; their customers become unassigned'),
    async (request) => {
      await deleteSalesperson(db, request.params.id);
      return noticeOnly(request, 'salespersonDeleted');
    },
  );

  app.post(
    '/salespeople/:id/customers',
    route.byId('Assigns many customers to the salesperson at once (all or nothing)', assignCustomersResult, {
      body: assignCustomersInput,
    }),
    async (request) => {
      const assigned = await assignCustomers(db, request.params.id, request.body.userIds);
      return {
        data: { assigned },
        message: translate(request.lang, 'notices.customersAssigned', { count: assigned }),
      };
    },
  );
};
