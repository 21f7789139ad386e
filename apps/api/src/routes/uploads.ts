import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/errors.ts';
import type { FileStorage } from '../modules/files/storage.ts';
import { imageVariant, isImageWidth } from '../modules/media/variants.ts';

/**
 * `/uploads/w/<width>/<key>`: a stored picture at one of the widths the storefront's `srcset`
 * names (ADR 0046). Registered before the static `/uploads/` files: the router prefers this
 * route's fixed `w/` segment to their wildcard.
 */
export const uploadVariantRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  maxAgeSeconds: number;
}> = async (app, opts) => {
  app.get(
    '/uploads/w/:width/*',
    { schema: { hide: true, params: z.object({ width: z.string(), '*': z.string() }) } },
    async (request, reply) => {
      const width = Number(request.params.width);
      if (!/^\d+$/.test(request.params.width) || !isImageWidth(width)) throw notFound();
      const data = await imageVariant(opts.storage, request.params['*'], width);
      if (!data) throw notFound();
      reply.header('Cache-Control', `public, max-age=${opts.maxAgeSeconds}`);
      return reply.type('image/webp').send(data);
    },
  );
};
