import { contactBody } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { submitContact } from '../../modules/content/contact.service.ts';
import { noticeOnly, perAddressLimit, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('front', 'public');

/**
 * `POST /api/front/contact` (SPEC 2 /contact, SPEC 5): name, email, subject and message required;
 * a message with a link, an e-mail address or a phone number is refused with 422
 * `contactDetailsRefused`. Rate-limited per client address.
 */
export const frontContactRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (app, opts) => {
  app.post(
    '/contact',
    {
      config: perAddressLimit('contact', opts.perMinute),
      ...route.created('Sends a message to the shop', z.null(), { body: contactBody }),
    },
    async (request, reply) => {
      await submitContact(opts.db, request.body, request.lang);
      return reply.status(201).send(noticeOnly(request, 'contactSent'));
    },
  );
};
