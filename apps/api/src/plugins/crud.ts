import { type NoticeKey, translate } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { RequestContext } from '../modules/request-context.ts';
import { contextOf } from './auth.ts';
import { noticeOnly, routeSchemas } from './route-schema.ts';

/** The five operations of a plain resource; each service is given the request context first. */
export interface CrudService<Query, Input, Item, List, Update = Input> {
  list(ctx: RequestContext, query: Query): Promise<List>;
  read(ctx: RequestContext, id: number): Promise<Item>;
  create(ctx: RequestContext, input: Input): Promise<Item>;
  update(ctx: RequestContext, id: number, input: Update): Promise<Item>;
  remove(ctx: RequestContext, id: number): Promise<void>;
}

/**
 * A plain resource declared once (ADR 0040): its path inside the area, the OpenAPI tag and the
 * one-line summaries of its operations, the shared zod contracts and the service.
 */
export interface CrudDefinition<
  Query extends z.ZodType,
  Input extends z.ZodType,
  Item extends z.ZodType,
  List extends z.ZodType,
  Update extends z.ZodType = Input,
> {
  /** The collection's path inside its area, e.g. `/brands`. */
  path: `/${string}`;
  /** The OpenAPI tag the operations are listed under. */
  tag: string;
  summary: { list: string; read: string; create: string; update: string; remove: string };
  /** `update` is the body of `PUT`, when it differs from the body of `POST` (`input`). */
  schema: { query: Query; input: Input; item: Item; list: List; update?: Update };
  service: CrudService<z.output<Query>, z.output<Input>, z.input<Item>, z.input<List>, z.output<Update>>;
  /** The notices of create, update and delete; `recordCreated|Updated|Deleted` by default. */
  notices?: { created: NoticeKey; updated: NoticeKey; deleted: NoticeKey };
}

export interface CrudResource<
  Query extends z.ZodType = z.ZodType,
  Input extends z.ZodType = z.ZodType,
  Item extends z.ZodType = z.ZodType,
  List extends z.ZodType = z.ZodType,
  Update extends z.ZodType = Input,
> extends CrudDefinition<Query, Input, Item, List, Update> {
  /** Registers the five routes; the area registering it has already checked who may call them. */
  routes: FastifyPluginAsync<{ db: Db }>;
}

const DEFAULT_NOTICES = {
  created: 'recordCreated',
  updated: 'recordUpdated',
  deleted: 'recordDeleted',
} as const;

/**
 * Declares a plain resource and builds its routes: `GET path` (list), `GET path/:id`,
 * `POST path` (201), `PUT path/:id` and `DELETE path/:id`, answering `{ data, message? }` with the
 * translated notices of SPEC 7. Auth is not here: the area's route table gates all its routes in
 * one hook, before the body is read.
 */
export function crudResource<
  Query extends z.ZodType,
  Input extends z.ZodType,
  Item extends z.ZodType,
  List extends z.ZodType,
  Update extends z.ZodType = Input,
>(
  definition: CrudDefinition<Query, Input, Item, List, Update>,
): CrudResource<Query, Input, Item, List, Update> {
  const { path, summary, schema, service } = definition;
  const notices = definition.notices ?? DEFAULT_NOTICES;
  const update = schema.update ?? schema.input;
  const route = routeSchemas(definition.tag);
  // The zod type provider cannot resolve these generic schemas, and neither can Fastify's route
  // generics (a conditional type over an open generic): the parsed query and body are named by a
  // cast. It is sound because app.ts's zod validator has parsed them with these very schemas.
  type Id = { Params: { id: number } };
  type QueryOf = z.output<Query>;
  type InputOf = z.output<Input>;
  type UpdateOf = z.output<Update>;
  const routes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
    app.get(path, route.ok(summary.list, schema.list, { querystring: schema.query }), async (request) => ({
      data: await service.list(contextOf(db, request), request.query as QueryOf),
    }));
    app.get<Id>(`${path}/:id`, route.byId(summary.read, schema.item), async (request) => ({
      data: await service.read(contextOf(db, request), request.params.id),
    }));
    app.post(
      path,
      route.created(summary.create, schema.item, { body: schema.input }),
      async (request, reply) =>
        reply.status(201).send({
          data: await service.create(contextOf(db, request), request.body as InputOf),
          message: translate(request.lang, `notices.${notices.created}`),
        }),
    );
    app.put<Id>(
      `${path}/:id`,
      route.byId(summary.update, schema.item, { body: update }),
      async (request) => ({
        data: await service.update(contextOf(db, request), request.params.id, request.body as UpdateOf),
        message: translate(request.lang, `notices.${notices.updated}`),
      }),
    );
    app.delete<Id>(`${path}/:id`, route.removeById(summary.remove), async (request) => {
      await service.remove(contextOf(db, request), request.params.id);
      return noticeOnly(request, notices.deleted);
    });
  };
  return { ...definition, routes };
}
