import { contactList, contactListQuery, contactRecord, handledInput, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactHandled,
} from '../../modules/content/contact.service.ts';
import { noticeOnly, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin content');

/** Messages of the contact form: list, read, mark handled (or not), delete. */
export const adminContactMessagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/contact-messages',
    route.ok('Contact messages, newest first, with search and handled filter', contactList, {
      querystring: contactListQuery,
    }),
    async (request) => ({ data: await listContactMessages(db, request.query) }),
  );

  app.get('/contact-messages/:id', route.byId('One contact message', contactRecord), async (request) => ({
    data: await getContactMessage(db, request.params.id),
  }));

  app.put(
    '/contact-messages/:id/handled',
    route.byId('Marks a message handled (`{ handled: true }`, the default) or not handled', contactRecord, {
      body: handledInput,
    }),
    async (request) => ({
      data: await setContactHandled(db, request.params.id, request.body.handled),
      message: translate(
        request.lang,
        request.body.handled ? 'notices.contactHandled' : 'notices.contactUnhandled',
      ),
    }),
  );

  app.delete('/contact-messages/:id', route.removeById('Deletes a contact message'), async (request) => {
    await deleteContactMessage(db, request.params.id);
    return noticeOnly(request);
  });
};
