import { leadInput } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { submitLead } from '../../modules/leads/leads.service.ts';
import { noticeOnly, perAddressLimit, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('front', 'public');

/**
 * `POST /api/front/leads`: the wholesale quote request of `/form-1` (ADR 0026), stored for the
 * back office. Rate-limited per client address like the contact form.
 */
export const frontLeadsRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (app, opts) => {
  app.post(
    '/leads',
    {
      config: perAddressLimit('lead', opts.perMinute),
      ...route.created('Sends a wholesale quote request (the /form-1 lead form)', z.null(), {
        body: leadInput,
      }),
    },
    async (request, reply) => {
      await submitLead(opts.db, request.body, request.lang);
      return reply.status(201).send(noticeOnly(request, 'leadSent'));
    },
  );
};
