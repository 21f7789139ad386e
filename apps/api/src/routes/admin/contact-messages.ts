import {
  contactHandledInput,
  contactList,
  contactListQuery,
  contactRecord,
  envelope,
  idParams,
  translate,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactHandled,
} from '../../modules/content/contact.service.ts';

const tags = ['admin content'];
const security = [{ bearer: [] }];

/** Messages of the contact form: list, read, mark handled (or not), delete. */
export const adminContactMessagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags,
        security,
        summary: 'Contact messages, newest first, with search and handled filter',
        querystring: contactListQuery,
        response: { 200: envelope(contactList) },
      },
    },
    async (request) => ({ data: await listContactMessages(db, request.query) }),
  );

  app.get(
    '/contact-messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One contact message',
        params: idParams,
        response: { 200: envelope(contactRecord) },
      },
    },
    async (request) => ({ data: await getContactMessage(db, request.params.id) }),
  );

  app.put(
    '/contact-messages/:id/handled',
    {
      schema: {
        tags,
        security,
        summary: 'Marks a message handled (`{ handled: true }`, the default) or not handled',
        params: idParams,
        body: contactHandledInput,
        response: { 200: envelope(contactRecord) },
      },
    },
    async (request) => ({
      data: await setContactHandled(db, request.params.id, request.body.handled),
      message: translate(
        request.lang,
        request.body.handled ? 'notices.contactHandled' : 'notices.contactUnhandled',
      ),
    }),
  );

  app.delete(
    '/contact-messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a contact message',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteContactMessage(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
