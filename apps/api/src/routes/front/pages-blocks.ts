import { envelope, frontContentBlock, frontContentBlocksQuery } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listFrontContentBlocks } from '../../modules/content/content-blocks.service.ts';
import { revalidated } from '../../plugins/route-schema.ts';

/**
 * `GET /api/front/content-blocks?placement=home` — the active dynamic content blocks of one
 * storefront placement (a page's CMS blocks, e.g. `landing-page-1`), sanitised HTML, in order.
 */
export const frontContentBlocksRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/content-blocks',
    {
      schema: {
        tags: ['front'],
        summary: 'Active content blocks of a placement, in order',
        querystring: frontContentBlocksQuery,
        response: { 200: envelope(z.array(frontContentBlock)) },
      },
    },
    (request, reply) => revalidated(reply, listFrontContentBlocks(db, request.query.placement, request.lang)),
  );
};
