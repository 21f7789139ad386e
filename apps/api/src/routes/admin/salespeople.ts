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
import { crudResource } from '../../plugins/crud.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';

/** Salespeople in the back office (SPEC 1, 3, 5); the admin gate lives in routes/admin/index.ts. */
export const salespeopleResource = crudResource({
  path: '/salespeople',
  tag: 'admin salespeople',
  summary: {
    list: 'Salespeople, paginated',
    read: 'One salesperson',
    create: 'Adds a salesperson (email, phone and code unique)',
    update: 'Edits a salesperson; deactivating or a new password ends their sessions',
    remove: 'Deletes a salesperson; their customers become unassigned',
  },
  schema: {
    query: salespersonListQuery,
    input: salespersonCreateInput,
    update: salespersonUpdateInput,
    item: salespersonRecord,
    list: salespersonList,
  },
  service: {
    list: listSalespeople,
    read: getSalesperson,
    create: createSalesperson,
    update: updateSalesperson,
    remove: deleteSalesperson,
  },
  notices: { created: 'salespersonCreated', updated: 'salespersonUpdated', deleted: 'salespersonDeleted' },
});

const route = routeSchemas('admin salespeople');

/** Assigning many customers at once, the one operation beyond the plain five. */
export const adminSalespeopleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
