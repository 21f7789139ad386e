import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';

/** Does the client ask for a page (a browser following a link) rather than JSON? */
function wantsHtml(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => part.split(';')[0]?.trim().toLowerCase() === 'text/html');
}

const segment = z.string().trim().min(1).max(160);

/**
 * SPEC 2's page aliases `/api/category/{category}` and `/api/productDetails/{slug}`. `/api` is the
 * API's namespace, so these are not pages of the SPA: a browser asking for a page gets a permanent
 * redirect to the storefront page (`/category/…`, `/productDetails/…`), query string kept; any
 * other client gets the API's 404 (ADR 0024). The paths are open in plugins/request-context.ts
 * (no api key), since a browser following a shared link sends none.
 */
export const pageAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  const aliases = [
    { from: '/api/category/:slug', to: '/category/' },
    { from: '/api/productDetails/:slug', to: '/productDetails/' },
  ] as const;
  for (const { from, to } of aliases) {
    app.get(
      from,
      {
        schema: {
          tags: ['front: page aliases'],
          summary: `Redirects a browser to ${to}{slug} (301); 404 for API clients`,
          security: [],
          params: z.object({ slug: segment }),
          response: { 301: z.null().describe('Location: the storefront page') },
        },
      },
      async (request, reply) => {
        if (!wantsHtml(request.headers.accept)) throw notFound();
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        reply.header('Cache-Control', 'public, max-age=86400');
        return reply.redirect(`${to}${encodeURIComponent(request.params.slug)}${query}`, 301);
      },
    );
  }
};
