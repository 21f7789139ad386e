import {
  adminMenuDetails,
  adminMenuList,
  adminMenuListQuery,
  type DeploymentConfig,
  envelope,
  idParams,
  menuDefinitions,
  menuDefinitionsFor,
  menuInput,
  menuOrderInput,
  translate,
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

const tags = ['admin menus'];
const security = [{ bearer: [] }];

/** Menus (SPEC 2 menu, menu/add, menu/{id}); decisions in docs/decisions/0013-menus.md. */
export const adminMenusRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  { db, deployment },
) => {
  app.get(
    '/menus/definitions',
    {
      schema: {
        tags,
        security,
        summary: 'The menu kinds each placement offers on this deployment, device types, combinable flag',
        response: { 200: envelope(menuDefinitions) },
      },
    },
    async () => ({ data: menuDefinitionsFor(deployment) }),
  );

  app.get(
    '/menus',
    {
      schema: {
        tags,
        security,
        summary: 'Menus, paginated, with search and placement/type/kind/status/device filters',
        querystring: adminMenuListQuery,
        response: { 200: envelope(adminMenuList) },
      },
    },
    async (request) => ({ data: await listAdminMenus(db, request.query, request.lang) }),
  );

  app.get(
    '/menus/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One menu with its items',
        params: idParams,
        response: { 200: envelope(adminMenuDetails) },
      },
    },
    async (request) => ({ data: await getAdminMenu(db, request.params.id) }),
  );

  app.post(
    '/menus',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a menu with its items (rules per deployment variant)',
        body: menuInput,
        response: { 201: envelope(adminMenuDetails) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createMenu(db, deployment, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/menus/order',
    {
      schema: {
        tags,
        security,
        summary: 'Reorders menus: positions 0, 1, 2… in the order of `ids`',
        body: menuOrderInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await orderMenus(db, request.body.ids);
      return { data: null, message: translate(request.lang, 'notices.recordUpdated') };
    },
  );

  app.put(
    '/menus/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a menu and replaces its items (the slug is kept)',
        params: idParams,
        body: menuInput,
        response: { 200: envelope(adminMenuDetails) },
      },
    },
    async (request) => ({
      data: await updateMenu(db, deployment, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/menus/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a menu and its items (409 menuCombinedInUse while another menu combines it)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteMenu(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
