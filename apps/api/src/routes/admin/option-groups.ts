import {
  envelope,
  idParams,
  optionGroupInput,
  optionGroupList,
  optionGroupListQuery,
  optionGroupRecord,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createOptionGroup,
  deleteOptionGroup,
  getOptionGroup,
  listOptionGroups,
  updateOptionGroup,
} from '../../modules/products/option-groups.service.ts';

const tags = ['admin option groups'];
const security = [{ bearer: [] }];

/**
 * Option groups and their choices (SPEC 2 "variants and options", SPEC 3 "Option group"), attached
 * to products through `optionGroupIds`. Contract: docs/api/admin-products.md.
 */
export const adminOptionGroupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/option-groups',
    {
      schema: {
        tags,
        security,
        summary: 'Option groups with their choices, paginated',
        querystring: optionGroupListQuery,
        response: { 200: envelope(optionGroupList) },
      },
    },
    async (request) => ({ data: await listOptionGroups(db, request.query, request.lang) }),
  );
  app.post(
    '/option-groups',
    {
      schema: {
        tags,
        security,
        summary: 'Adds an option group with its choices',
        body: optionGroupInput,
        response: { 201: envelope(optionGroupRecord) },
      },
    },
    async (request, reply) => {
      const data = await createOptionGroup(db, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.recordCreated') });
    },
  );
  app.get(
    '/option-groups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One option group',
        params: idParams,
        response: { 200: envelope(optionGroupRecord) },
      },
    },
    async (request) => ({ data: await getOptionGroup(db, request.params.id) }),
  );
  app.put(
    '/option-groups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits an option group; choices with an id are kept, others added, missing ones removed',
        params: idParams,
        body: optionGroupInput,
        response: { 200: envelope(optionGroupRecord) },
      },
    },
    async (request) => ({
      data: await updateOptionGroup(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );
  app.delete(
    '/option-groups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an option group (products stop offering it)',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteOptionGroup(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
