import {
  envelope,
  SAVED_LISTS,
  type SavedListKind,
  savedListQuery,
  savedProductChange,
  savedProductIds,
  savedProductList,
  savedProductParams,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  addSaved,
  listSaved,
  moveSaved,
  removeSaved,
  savedIds,
} from '../../modules/saved-products/saved-products.service.ts';
import { principalOf } from '../../plugins/auth.ts';

const security = [{ bearer: [] }];

/**
 * `/api/user/wishlist` and `/api/user/favorites` (docs/api/saved-products.md): the same routes for
 * both lists. The folder's gate (routes/user/index.ts) admits customer tokens only.
 */
export const userSavedProductRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Answers depend on who asks and change with every write (the hook stays inside this plugin).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  for (const kind of SAVED_LISTS) {
    const other: SavedListKind = kind === 'wishlist' ? 'favorites' : 'wishlist';
    const tags = [`customer ${kind}`];

    app.get(
      `/${kind}`,
      {
        schema: {
          tags,
          summary: `The customer's ${kind}, newest first, as storefront cards (prices only if the customer may see them)`,
          security,
          querystring: savedListQuery,
          response: { 200: envelope(savedProductList) },
        },
      },
      async (request) => ({
        data: await listSaved(
          { db, lang: request.lang, userId: principalOf(request).id },
          kind,
          request.query,
        ),
      }),
    );

    app.get(
      `/${kind}/ids`,
      {
        schema: {
          tags,
          summary: `Every product id in the ${kind}, newest first (for the heart buttons)`,
          security,
          response: { 200: envelope(savedProductIds) },
        },
      },
      async (request) => ({ data: await savedIds(db, principalOf(request).id, kind) }),
    );

    // The one-product changes share their parameters and answer; each is its own service call.
    const changes = [
      {
        method: 'PUT',
        path: '',
        change: addSaved,
        summary: `Adds a product to the ${kind}; adding it again changes nothing`,
      },
      {
        method: 'DELETE',
        path: '',
        change: removeSaved,
        summary: `Removes a product from the ${kind}; removing it again changes nothing`,
      },
      {
        method: 'POST',
        path: '/move',
        change: moveSaved,
        summary: `Moves a product from the ${kind} to the ${other} in one step`,
      },
    ] as const;
    for (const { method, path, change, summary } of changes) {
      app.route({
        method,
        url: `/${kind}/:productId${path}`,
        schema: {
          tags,
          summary,
          security,
          params: savedProductParams,
          response: { 200: envelope(savedProductChange) },
        },
        handler: async (request) => ({
          data: await change(db, principalOf(request).id, kind, request.params.productId),
        }),
      });
    }
  }
};
