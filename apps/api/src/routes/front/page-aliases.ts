import {
  categorySummary,
  envelope,
  type ProductAttributesVersion,
  productDetails,
  slugParams,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { wantsHtml } from '../../lib/accept.ts';
import { getCatalogueProduct } from '../../modules/catalogue/products.service.ts';
import { getCatalogueCategory } from '../../modules/catalogue/taxonomy.service.ts';
import { appendVary } from '../../plugins/compression.ts';
import { catalogueContext, plainCatalogueContext } from './catalogue.ts';

/** A browser asking for the page: a permanent redirect to the storefront page, query string kept. */
function redirectToPage(request: FastifyRequest, reply: FastifyReply, to: string, slug: string) {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  reply.header('Cache-Control', 'public, max-age=86400');
  appendVary(reply, 'accept');
  return reply.redirect(`${to}${encodeURIComponent(slug)}${query}`, 301);
}

/**
 * SPEC 2's page aliases `/api/category/{category}` and `/api/productDetails/{slug}` (ADR 0024). A
 * browser asking for a page (Accept lists text/html) gets a permanent redirect to the storefront
 * page; it needs no api key (plugins/request-context.ts), since a browser following a shared link
 * sends none. Any other client is an API client: with the shop's headers it gets the answer of
 * `/api/front/categories/{slug}` or `/api/front/products/{slug}`, the same services with the same
 * headers, and 404 `notFound` only when the slug names nothing the storefront shows.
 */
export const pageAliasRoutes: FastifyPluginAsyncZod<{
  db: Db;
  attributesVersion: ProductAttributesVersion;
}> = async (app, opts) => {
  const { db, attributesVersion } = opts;
  const tags = ['front: page aliases'];
  const redirect = z.null().describe('Location: the storefront page (a browser, Accept: text/html)');

  app.get(
    '/api/category/:slug',
    {
      schema: {
        tags,
        summary:
          'A browser: 301 to /category/{slug}. An API client: the answer of /api/front/categories/{slug}',
        params: slugParams,
        response: { 200: envelope(categorySummary), 301: redirect },
      },
    },
    async (request, reply) => {
      if (wantsHtml(request.headers.accept)) {
        return redirectToPage(request, reply, '/category/', request.params.slug);
      }
      const data = await getCatalogueCategory(plainCatalogueContext(db, request, reply), request.params.slug);
      appendVary(reply, 'accept');
      return { data };
    },
  );

  app.get(
    '/api/productDetails/:slug',
    {
      schema: {
        tags,
        summary:
          'A browser: 301 to /productDetails/{slug}. An API client: the answer of /api/front/products/{slug}',
        security: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
        params: slugParams,
        response: { 200: envelope(productDetails), 301: redirect },
      },
    },
    async (request, reply) => {
      if (wantsHtml(request.headers.accept)) {
        return redirectToPage(request, reply, '/productDetails/', request.params.slug);
      }
      const context = await catalogueContext(db, request, reply);
      const data = await getCatalogueProduct(context, request.params.slug, attributesVersion);
      appendVary(reply, 'accept');
      return { data };
    },
  );
};
