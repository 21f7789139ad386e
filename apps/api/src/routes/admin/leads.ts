import { handledInput, leadList, leadListQuery, leadRecord, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { deleteLead, getLead, listLeads, setLeadHandled } from '../../modules/leads/leads.service.ts';
import { noticeOnly, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin content');

/** Wholesale leads of `/form-1` (ADR 0026): list, read, mark handled (or not), delete. */
export const adminLeadsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/leads',
    route.ok('Wholesale leads, newest first, with search, handled and business-type filters', leadList, {
      querystring: leadListQuery,
    }),
    async (request) => ({ data: await listLeads(db, request.query) }),
  );

  app.get('/leads/:id', route.byId('One wholesale lead', leadRecord), async (request) => ({
    data: await getLead(db, request.params.id),
  }));

  app.put(
    '/leads/:id/handled',
    route.byId('Marks a lead handled (`{ handled: true }`, the default) or not handled', leadRecord, {
      body: handledInput,
    }),
    async (request) => ({
      data: await setLeadHandled(db, request.params.id, request.body.handled),
      message: translate(
        request.lang,
        request.body.handled ? 'notices.leadHandled' : 'notices.leadUnhandled',
      ),
    }),
  );

  app.delete('/leads/:id', route.removeById('Deletes a wholesale lead'), async (request) => {
    await deleteLead(db, request.params.id);
    return noticeOnly(request);
  });
};
