import { handledInput, type NoticeKey, translate } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { noticeOnly, routeSchemas } from '../../plugins/route-schema.ts';

/**
 * What the storefront sends the back office (contact messages, wholesale leads), declared once:
 * its path, summaries, zod contracts, service and the notices of its handled switch.
 */
export interface InboxDefinition<Query extends z.ZodType, Item extends z.ZodType, List extends z.ZodType> {
  path: `/${string}`;
  summary: { list: string; read: string; handled: string; remove: string };
  schema: { query: Query; item: Item; list: List };
  service: {
    list(db: Db, query: z.output<Query>): Promise<z.input<List>>;
    read(db: Db, id: number): Promise<z.input<Item>>;
    setHandled(db: Db, id: number, handled: boolean): Promise<z.input<Item>>;
    remove(db: Db, id: number): Promise<void>;
  };
  notices: { handled: NoticeKey; unhandled: NoticeKey };
}

const route = routeSchemas('admin content');

/** The four routes of an inbox: list, read, mark handled (or not), delete. */
export function inboxRoutes<Query extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  definition: InboxDefinition<Query, Item, List>,
): FastifyPluginAsync<{ db: Db }> {
  const { path, summary, schema, service, notices } = definition;
  // As in plugins/crud.ts: the generic schemas are not resolved by the type provider, so the
  // query and body app.ts's zod validator has parsed are named by a cast.
  type Id = { Params: { id: number } };
  return async (app, { db }) => {
    app.get(path, route.ok(summary.list, schema.list, { querystring: schema.query }), async (request) => ({
      data: await service.list(db, request.query as z.output<Query>),
    }));
    app.get<Id>(`${path}/:id`, route.byId(summary.read, schema.item), async (request) => ({
      data: await service.read(db, request.params.id),
    }));
    app.put<Id>(
      `${path}/:id/handled`,
      route.byId(summary.handled, schema.item, { body: handledInput }),
      async (request) => {
        const { handled } = request.body as z.output<typeof handledInput>;
        return {
          data: await service.setHandled(db, request.params.id, handled),
          message: translate(request.lang, `notices.${handled ? notices.handled : notices.unhandled}`),
        };
      },
    );
    app.delete<Id>(`${path}/:id`, route.removeById(summary.remove), async (request) => {
      await service.remove(db, request.params.id);
      return noticeOnly(request);
    });
  };
}
