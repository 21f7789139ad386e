import type {
  EmailPreview,
  EmailSettingInput,
  EmailSettingRecord,
  MailOutboxRecord,
  TestMailInput,
} from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { adminCrud } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** `/api/admin/email-settings` (docs/api/mail.md): listed and edited, never added or deleted. */
export const emailSettings = adminCrud<EmailSettingRecord, EmailSettingRecord, EmailSettingInput>(
  'email-settings',
);

/** `/api/admin/mail-outbox`: the mail queue, read and retried. */
export const mailOutbox = adminCrud<MailOutboxRecord>('mail-outbox');

/** The draft rendered by the server in both languages. */
export const usePreview = () =>
  useMutation({
    mutationFn: (draft: EmailSettingInput) =>
      adminApi.post<EmailPreview>('/api/admin/email-settings/preview', draft),
  });

/** Sends the draft now to an address. */
export const useTestMail = () =>
  useMutation({
    mutationFn: (input: TestMailInput) => adminApi.post<null>('/api/admin/email-settings/test-mail', input),
  });

/** Queues a failed mail again. */
export const useRetryMail = () =>
  mailOutbox.useRecordChange(
    (id: number) => id,
    (id: number) => adminApi.post<MailOutboxRecord>(`/api/admin/mail-outbox/${id}/retry`),
  );
