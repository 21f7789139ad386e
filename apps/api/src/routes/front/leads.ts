import { envelope, leadInput, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { submitLead } from '../../modules/leads/leads.service.ts';

/**
 * `POST /api/front/leads`: the wholesale quote request of `/form-1` (ADR 0026), stored for the
 * back office. Rate-limited per client address like the contact form.
 */
export const frontLeadsRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (app, opts) => {
  app.post(
    '/leads',
    {
      config: {
        rateLimit: {
          max: opts.perMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => `lead|${request.ip}`,
        },
      },
      schema: {
        tags: ['front'],
        summary: 'Sends a wholesale quote request (the /form-1 lead form)',
        body: leadInput,
        response: { 201: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await submitLead(opts.db, request.body, request.lang);
      return reply.status(201).send({ data: null, message: translate(request.lang, 'notices.leadSent') });
    },
  );
};
