import type { EmailSettingRecord, MailOutboxRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { submitAndConfirm } from '../taxonomy/test-flows.ts';
import { adminScreenTests, openAdmin } from '../test-helpers.ts';

adminScreenTests(() => import('./email-settings-pages.tsx'));

const template = (overrides: Partial<EmailSettingRecord> = {}): EmailSettingRecord => ({
  id: 3,
  name: 'Order shipped',
  event: 'order.shipped',
  orderStatus: 'shipped',
  title: { en: 'Your order is on its way', ar: 'طلبك في الطريق إليك' },
  subject: { en: 'Shipped: order {{orderNumber}}', ar: 'تم الشحن: الطلب رقم {{orderNumber}}' },
  header: { en: 'Hello {{name}},', ar: 'مرحباً {{name}}،' },
  body: { en: '<p>Track it: {{trackingUrl}}</p>', ar: '<p>تتبّعه: {{trackingUrl}}</p>' },
  footer: { en: 'Atlas Wholesale', ar: 'أطلس للجملة' },
  headerImage: null,
  enabled: true,
  adminReceives: false,
  placeholders: ['name', 'orderNumber', 'total', 'status', 'link', 'shopName', 'shipmentName', 'trackingUrl'],
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
  ...overrides,
});

const failedMail = (overrides: Partial<MailOutboxRecord> = {}): MailOutboxRecord => ({
  id: 41,
  event: 'order.approved',
  to: 'amira@trade.test',
  lang: 'ar',
  status: 'failed',
  attempts: 5,
  nextAttemptAt: '2025-01-03T10:00:00.000Z',
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  sentAt: null,
  createdAt: '2025-01-03T09:00:00.000Z',
  ...overrides,
});

describe('e-mail settings screens', () => {
  it('list: one row per template, the group filter goes to the API; the queue tab retries a failed mail', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/settings/email-settings?group=order', [
      route(
        'GET',
        '/api/admin/email-settings',
        page([
          template(),
          template({ id: 4, name: 'Order cancelled', event: 'order.cancelled', enabled: false }),
        ]),
      ),
      route(
        'GET',
        '/api/admin/mail-outbox',
        page([
          failedMail(),
          failedMail({ id: 42, status: 'sent', attempts: 1, lastError: null, to: 'ok@trade.test' }),
        ]),
      ),
      route('POST', '/api/admin/mail-outbox/41/retry', {
        body: {
          data: failedMail({ status: 'queued', attempts: 0 }),
          message: 'The mail is queued to be sent again',
        },
      }),
    ]);
    const table = await screen.findByRole('table', { name: /^Email templates/ });
    const cancelled = (await within(table).findByRole('link', { name: 'Order cancelled' })).closest('tr');
    expect(cancelled && within(cancelled).getByText('Off')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Order shipped' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/settings/email-settings/3',
    );
    expect(callsTo(fetchMock, '/api/admin/email-settings').at(-1)?.[0].searchParams.get('group')).toBe(
      'order',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Mail queue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=queue'));
    await screen.findByText('connect ECONNREFUSED 127.0.0.1:25');
    const queue = screen.getByRole('table', { name: /^Mail queue/ });
    expect(await within(queue).findByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    // A sent mail offers no retry.
    expect(within(queue).getAllByRole('button', { name: /Retry the email/ })).toHaveLength(1);
    await userEvent.click(within(queue).getByRole('button', { name: 'Retry the email to amira@trade.test' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/mail-outbox/41/retry', 'POST')).toHaveLength(1),
    );
    expect(await screen.findByText('The mail is queued to be sent again')).toBeInTheDocument();
  });

  it('editor: lists the placeholders, refuses an unknown one before sending, then saves', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/settings/email-settings/3', [
      route('GET', '/api/admin/email-settings/3', { body: { data: template() } }),
      route('PUT', '/api/admin/email-settings/3', {
        body: { data: template({ name: 'Shipped' }), message: 'Saved' },
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Email template' });
    const placeholders = screen.getByRole('list', { name: 'Placeholders' });
    expect(within(placeholders).getByText('{{trackingUrl}}')).toBeInTheDocument();

    const subject = within(form).getByRole('textbox', { name: /Subject \(English\)/ });
    await userEvent.click(subject);
    await userEvent.paste(' {{reason}}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(
        'This template cannot use reason: pick from the placeholders listed for this event',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/email-settings/3', 'PUT')).toHaveLength(0);

    await userEvent.clear(subject);
    await userEvent.click(subject);
    await userEvent.paste('Shipped: {{orderNumber}}');
    await userEvent.click(within(form).getByRole('switch', { name: 'Send me a copy' }));
    await submitAndConfirm(form, 'Save changes');
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/email-settings/3', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/email-settings/3')).toMatchObject({
      event: 'order.shipped',
      subject: { en: 'Shipped: {{orderNumber}}', ar: 'تم الشحن: الطلب رقم {{orderNumber}}' },
      adminReceives: true,
    });
  });

  it('editor: previews the draft in both languages and sends a test mail, showing a refusal', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/settings/email-settings/3', [
      route('GET', '/api/admin/email-settings/3', { body: { data: template() } }),
      route('POST', '/api/admin/email-settings/preview', {
        body: {
          data: {
            en: { subject: 'Shipped: order 2025-000123', html: '<p>Hello Amira</p>' },
            ar: { subject: 'تم الشحن: الطلب رقم 2025-000123', html: '<p dir="rtl">مرحباً أميرة</p>' },
          },
        },
      }),
      route('POST', '/api/admin/email-settings/test-mail', {
        status: 502,
        body: { code: 'mailSendFailed', message: 'The test mail could not be sent: connection refused' },
      }),
    ]);
    await screen.findByRole('form', { name: 'Email template' });
    await userEvent.click(screen.getByRole('button', { name: 'Show preview' }));
    expect(await screen.findByTitle('Preview of the email in English')).toHaveAttribute('sandbox', '');
    expect(screen.getByTitle('Preview of the email in Arabic')).toHaveAttribute(
      'srcdoc',
      '<p dir="rtl">مرحباً أميرة</p>',
    );
    expect(screen.getByText('Subject: Shipped: order 2025-000123')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/email-settings/preview')).toMatchObject({
      event: 'order.shipped',
    });

    const test = screen.getByRole('region', { name: 'Send a test email' });
    await userEvent.type(within(test).getByRole('textbox', { name: /Send to/ }), 'desk@shop.test');
    await userEvent.click(within(test).getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arabic' }));
    await userEvent.click(within(test).getByRole('button', { name: 'Send test email' }));
    expect(
      await within(test).findByText('The test mail could not be sent: connection refused'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/email-settings/test-mail')).toMatchObject({
      to: 'desk@shop.test',
      lang: 'ar',
      template: { event: 'order.shipped' },
    });
  });

  it('in Arabic: the tabs and the list speak Arabic', async () => {
    await switchLanguage('ar');
    openAdmin('/admin-panel/secure/settings/email-settings', [
      route('GET', '/api/admin/email-settings', page([template()])),
    ]);
    expect(await screen.findByRole('table', { name: /^قوالب البريد الإلكتروني/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'قائمة الإرسال' })).toBeInTheDocument();
  });
});
