import {
  pageAttributesInput,
  pageAttributesQuery,
  pageInput,
  pageList,
  pageListQuery,
  pageRecord,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  createPage,
  deletePage,
  getPage,
  getPageAttributes,
  listPages,
  updatePage,
  updatePageAttributes,
} from '../../modules/content/pages.service.ts';
import { contextOf } from '../../plugins/auth.ts';
import { crudResource } from '../../plugins/crud.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

/** CMS pages (SPEC 2 settings/cms-pages…; SPEC 3 Page). Contract: docs/api/admin-taxonomy-content.md. */
export const pagesResource = crudResource({
  path: '/pages',
  tag: 'admin content',
  summary: {
    list: 'Pages, paginated, with search, active, layout, priority and language filters',
    read: 'One page with its body',
    create: 'Adds a page: address, title, layout, body (URL unique and not reserved; HTML sanitised)',
    update: "Edits a page's content: address, title, layout, body (HTML sanitised)",
    remove: 'Deletes a page (its storefront route disappears at once)',
  },
  schema: { query: pageListQuery, input: pageInput, item: pageRecord, list: pageList },
  service: {
    list: listPages,
    read: getPage,
    create: createPage,
    update: updatePage,
    remove: deletePage,
  },
});

const route = routeSchemas('admin content');

/**
 * The attributes of a CMS page (SPEC 2 settings/attributes/{layout_hash}/{id}, ADR 0061): meta
 * texts, social image, priority, language, active flag and date. `?layout=` is the layout the
 * screen was opened under: 404 unless it is the page's.
 */
export const adminPageAttributesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/pages/:id/attributes',
    route.byId('A page and its attributes, if `layout` is its layout (404 otherwise)', pageRecord, {
      querystring: pageAttributesQuery,
    }),
    async (request) => ({
      data: await getPageAttributes(contextOf(db, request), request.params.id, request.query.layout),
    }),
  );
  app.put(
    '/pages/:id/attributes',
    route.byId("Saves a page's attributes, if `layout` is its layout (404 otherwise)", pageRecord, {
      querystring: pageAttributesQuery,
      body: pageAttributesInput,
    }),
    async (request) =>
      withNotice(
        request,
        'recordUpdated',
        await updatePageAttributes(
          contextOf(db, request),
          request.params.id,
          request.query.layout,
          request.body,
        ),
      ),
  );
};
