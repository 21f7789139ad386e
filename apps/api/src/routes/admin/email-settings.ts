import {
  emailPreview,
  emailSettingInput,
  emailSettingList,
  emailSettingListQuery,
  emailSettingRecord,
  mailOutboxList,
  mailOutboxListQuery,
  mailOutboxRecord,
  testMailInput,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  type DraftContext,
  getEmailSetting,
  listEmailSettings,
  listMailOutbox,
  previewEmailSetting,
  retryMail,
  sendTestMail,
  updateEmailSetting,
} from '../../modules/mail/email-settings.service.ts';
import { contextOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin mail');

/**
 * The e-mail templates (SPEC 2 settings/email-settings): list, read, edit, the preview and the
 * test mail of a draft; and the mail queue with its retry (ADR 0058, docs/api/mail.md).
 */
export const adminEmailSettingsRoutes: FastifyPluginAsyncZod<{ db: Db } & DraftContext> = async (
  app,
  { db, ...draft },
) => {
  app.get(
    '/email-settings',
    route.ok('E-mail templates, one per event, with search and event-group filter', emailSettingList, {
      querystring: emailSettingListQuery,
    }),
    async (request) => ({ data: await listEmailSettings(contextOf(db, request), request.query) }),
  );

  app.post(
    '/email-settings/preview',
    route.ok(
      'A draft template rendered by the server in English and Arabic with sample values',
      emailPreview,
      {
        body: emailSettingInput,
      },
    ),
    async (request) => ({ data: await previewEmailSetting(contextOf(db, request), request.body, draft) }),
  );

  app.post(
    '/email-settings/test-mail',
    route.ok('Sends a draft template now to an address, in one language', z.null(), { body: testMailInput }),
    async (request) => {
      await sendTestMail(contextOf(db, request), app.mailTransport, request.body, draft);
      return withNotice(request, 'testMailSent', null, { to: request.body.to });
    },
  );

  app.get('/email-settings/:id', route.byId('One e-mail template', emailSettingRecord), async (request) => ({
    data: await getEmailSetting(contextOf(db, request), request.params.id),
  }));

  app.put(
    '/email-settings/:id',
    route.byId('Edits an e-mail template (its event cannot change)', emailSettingRecord, {
      body: emailSettingInput,
    }),
    async (request) =>
      withNotice(
        request,
        'recordUpdated',
        await updateEmailSetting(contextOf(db, request), request.params.id, request.body),
      ),
  );

  app.get(
    '/mail-outbox',
    route.ok('The mail queue, newest first, with status filter and search', mailOutboxList, {
      querystring: mailOutboxListQuery,
    }),
    async (request) => ({ data: await listMailOutbox(contextOf(db, request), request.query) }),
  );

  app.post(
    '/mail-outbox/:id/retry',
    route.byId('Queues a failed mail again with fresh attempts and sends it now', mailOutboxRecord),
    async (request) => {
      const record = await retryMail(contextOf(db, request), request.params.id);
      // Sent in the background: the admin sees the outcome in the list.
      app.mailer.drain().catch((error: unknown) => request.log.error({ err: error }, 'mail retry failed'));
      return withNotice(request, 'mailRequeued', record);
    },
  );
};
