import { contactList, contactListQuery, contactRecord } from '@shop/shared';
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactHandled,
} from '../../modules/content/contact.service.ts';
import { inboxRoutes } from './inbox-routes.ts';

/** Messages of the contact form: list, read, mark handled (or not), delete. */
export const adminContactMessagesRoutes = inboxRoutes({
  path: '/contact-messages',
  summary: {
    list: 'Contact messages, newest first, with search and handled filter',
    read: 'One contact message',
    handled: 'Marks a message handled (`{ handled: true }`, the default) or not handled',
    remove: 'Deletes a contact message',
  },
  schema: { query: contactListQuery, item: contactRecord, list: contactList },
  service: {
    list: listContactMessages,
    read: getContactMessage,
    setHandled: setContactHandled,
    remove: deleteContactMessage,
  },
  notices: { handled: 'contactHandled', unhandled: 'contactUnhandled' },
});
