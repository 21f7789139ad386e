import {
  envelope,
  idParams,
  leadHandledInput,
  leadList,
  leadListQuery,
  leadRecord,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deleteLead, getLead, listLeads, setLeadHandled } from '../../modules/leads/leads.service.ts';

const tags = ['admin content'];
const security = [{ bearer: [] }];

/** Wholesale leads of `/form-1` (ADR 0026): list, read, mark handled (or not), delete. */
export const adminLeadsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/leads',
    {
      schema: {
        tags,
        security,
        summary: 'Wholesale leads, newest first, with search, handled and business-type filters',
        querystring: leadListQuery,
        response: { 200: envelope(leadList) },
      },
    },
    async (request) => ({ data: await listLeads(db, request.query) }),
  );

  app.get(
    '/leads/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One wholesale lead',
        params: idParams,
        response: { 200: envelope(leadRecord) },
      },
    },
    async (request) => ({ data: await getLead(db, request.params.id) }),
  );

  app.put(
    '/leads/:id/handled',
    {
      schema: {
        tags,
        security,
        summary: 'Marks a lead handled (`{ handled: true }`, the default) or not handled',
        params: idParams,
        body: leadHandledInput,
        response: { 200: envelope(leadRecord) },
      },
    },
    async (request) => ({
      data: await setLeadHandled(db, request.params.id, request.body.handled),
      message: translate(
        request.lang,
        request.body.handled ? 'notices.leadHandled' : 'notices.leadUnhandled',
      ),
    }),
  );

  app.delete(
    '/leads/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a wholesale lead',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteLead(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
