import { addressIdParams, customerAddress, customerAddressInput, envelope, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from '../../modules/users/addresses.service.ts';
import { principalOf } from '../../plugins/auth.ts';

const security = [{ bearer: [] }];
const tags = ['customer addresses'];

/** SPEC 3 "Address": the customer's own addresses; one default. */
export const userAddressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: "The customer's addresses, default first",
        security,
        response: { 200: envelope(z.array(customerAddress)) },
      },
    },
    async (request) => ({ data: await listAddresses(db, principalOf(request).id) }),
  );

  app.get(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'One own address',
        security,
        params: addressIdParams,
        response: { 200: envelope(customerAddress) },
      },
    },
    async (request) => ({ data: await getAddress(db, principalOf(request).id, request.params.id) }),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Adds an address (the first one is the default)',
        security,
        body: customerAddressInput,
        response: { 201: envelope(customerAddress) },
      },
    },
    async (request, reply) => {
      const data = await createAddress(db, principalOf(request).id, request.body);
      return reply.status(201).send({ data, message: translate(request.lang, 'notices.addressAdded') });
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Edits an own address; isDefault moves the default here',
        security,
        params: addressIdParams,
        body: customerAddressInput,
        response: { 200: envelope(customerAddress) },
      },
    },
    async (request) => {
      const data = await updateAddress(db, principalOf(request).id, request.params.id, request.body);
      return { data, message: translate(request.lang, 'notices.addressUpdated') };
    },
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an own address',
        security,
        params: addressIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteAddress(db, principalOf(request).id, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.addressDeleted') };
    },
  );
};
