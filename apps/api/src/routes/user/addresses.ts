import { addressIdParams, customerAddress, customerAddressInput } from '@shop/shared';
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
import { noticeOnly, routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('customer addresses');

/** SPEC 3 "Address": the customer's own addresses; one default. */
export const userAddressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/addresses',
    route.ok("The customer's addresses, default first", z.array(customerAddress)),
    async (request) => ({ data: await listAddresses(db, principalOf(request).id) }),
  );

  app.get(
    '/addresses/:id',
    route.ok('One own address', customerAddress, { params: addressIdParams }),
    async (request) => ({ data: await getAddress(db, principalOf(request).id, request.params.id) }),
  );

  app.post(
    '/addresses',
    route.created('Adds an address (the first one is the default)', customerAddress, {
      body: customerAddressInput,
    }),
    async (request, reply) => {
      const data = await createAddress(db, principalOf(request).id, request.body);
      return reply.status(201).send(withNotice(request, 'addressAdded', data));
    },
  );

  app.put(
    '/addresses/:id',
    route.ok('Edits an own address; isDefault moves the default here', customerAddress, {
      params: addressIdParams,
      body: customerAddressInput,
    }),
    async (request) => {
      const data = await updateAddress(db, principalOf(request).id, request.params.id, request.body);
      return withNotice(request, 'addressUpdated', data);
    },
  );

  app.delete(
    '/addresses/:id',
    route.ok('Deletes an own address', z.null(), { params: addressIdParams }),
    async (request) => {
      await deleteAddress(db, principalOf(request).id, request.params.id);
      return noticeOnly(request, 'addressDeleted');
    },
  );
};
