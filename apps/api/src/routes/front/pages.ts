import { envelope, frontPage } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getFrontPage } from '../../modules/content/pages.service.ts';
import { revalidated } from '../../plugins/route-schema.ts';

/**
 * `GET /api/front/pages/:url` — an active CMS page by its address (`about-us`, `help/delivery`),
 * the HTML sanitised. The storefront's run-time routes (`additional_front_routes`) call it.
 */
export const frontPagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/pages/*',
    {
      schema: {
        tags: ['front'],
        summary: 'One active CMS page by URL, in the request language, sanitised HTML',
        params: z.object({ '*': z.string().trim().min(1).max(200) }),
        response: { 200: envelope(frontPage) },
      },
    },
    (request, reply) => revalidated(reply, getFrontPage(db, request.params['*'], request.lang)),
  );
};
