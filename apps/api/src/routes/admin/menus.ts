import {
  adminMenuDetails,
  adminMenuList,
  adminMenuListQuery,
  type DeploymentConfig,
  menuDefinitions,
  menuDefinitionsFor,
  menuInput,
  menuOrderInput,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createMenu,
  deleteMenu,
  getAdminMenu,
  listAdminMenus,
  orderMenus,
  updateMenu,
} from '../../modules/menus/menus.service.ts';
import { noticeOnly, routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin menus');

/** Menus (SPEC 2 menu, menu/add, menu/{id}); decisions in docs/decisions/0013-menus.md. */
export const adminMenusRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  { db, deployment },
) => {
  app.get(
    '/menus/definitions',
    route.ok(
      'The menu kinds each placement offers on this deployment, device types, combinable flag',
      menuDefinitions,
    ),
    async () => ({ data: menuDefinitionsFor(deployment) }),
  );

  app.get(
    '/menus',
    route.ok('Menus, paginated, with search and placement/type/kind/status/device filters', adminMenuList, {
      querystring: adminMenuListQuery,
    }),
    async (request) => ({ data: await listAdminMenus(db, request.query, request.lang) }),
  );

  app.get('/menus/:id', route.byId('One menu with its items', adminMenuDetails), async (request) => ({
    data: await getAdminMenu(db, request.params.id),
  }));

  app.post(
    '/menus',
    route.created('Adds a menu with its items (rules per deployment variant)', adminMenuDetails, {
      body: menuInput,
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(withNotice(request, 'recordCreated', await createMenu(db, deployment, request.body))),
  );

  app.put(
    '/menus/order',
    route.ok('Reorders menus: positions 0, 1, 2… in the order of `ids`', z.null(), { body: menuOrderInput }),
    async (request) => {
      await orderMenus(db, request.body.ids);
      return noticeOnly(request, 'recordUpdated');
    },
  );

  app.put(
    '/menus/:id',
    route.byId('Edits a menu and replaces its items (the slug is kept)', adminMenuDetails, {
      body: menuInput,
    }),
    async (request) =>
      withNotice(request, 'recordUpdated', await updateMenu(db, deployment, request.params.id, request.body)),
  );

  app.delete(
    '/menus/:id',
    route.removeById('Deletes a menu and its items (409 menuCombinedInUse while another menu combines it)'),
    async (request) => {
      await deleteMenu(db, request.params.id);
      return noticeOnly(request);
    },
  );
};
