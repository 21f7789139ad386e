import {
  EMAIL_EVENTS,
  type EmailPreview,
  type EmailSettingList,
  type EmailSettingRecord,
  formatMoney,
  placeholdersIn,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from '../../modules/mail/templates.ts';
import { expectAdminOnly } from '../../modules/taxonomy/test-helpers.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { useMailCapture } from '../../test/mail-capture.ts';

/** The record as the editor sends it back. */
function inputOf(record: EmailSettingRecord) {
  const { id: _id, placeholders: _p, createdAt: _c, updatedAt: _u, orderStatus: _o, ...input } = record;
  return input;
}

describe('shipped e-mail templates', () => {
  it('cover every event, and use only the placeholders each event offers', () => {
    expect(EMAIL_TEMPLATES.map((t) => t.event).sort()).toEqual(Object.keys(EMAIL_EVENTS).sort());
    for (const template of EMAIL_TEMPLATES) {
      for (const field of ['title', 'subject', 'header', 'body', 'footer'] as const) {
        for (const lang of ['en', 'ar'] as const) {
          const used = placeholdersIn(template[field][lang]);
          expect(
            used.filter((name) => !EMAIL_EVENTS[template.event]?.includes(name)),
            `${template.event} ${field}.${lang}`,
          ).toEqual([]);
          expect(template[field][lang].trim().length, `${template.event} ${field}.${lang}`).toBeGreaterThan(
            0,
          );
        }
      }
    }
  });
});

describe('e-mail settings (/api/admin/email-settings, docs/api/mail.md)', () => {
  const mail = useMailCapture();
  const { t, tokens, call } = useAdminApi(useTestApp({ env: mail.env({ MAIL_QUEUE_POLL_SECONDS: '0' }) }));

  beforeAll(async () => {
    await insertSiteSettings(t.database.db, { siteName: { en: 'Atlas Wholesale', ar: 'أطلس للجملة' } });
  });

  async function template(event: string): Promise<EmailSettingRecord> {
    const res = await call('GET', `/api/admin/email-settings?search=${encodeURIComponent(event)}`);
    const found = (res.json().data as EmailSettingList).items.find((item) => item.event === event);
    if (!found) throw new Error(`no template of ${event}`);
    return found;
  }

  it('answers only admins', async () => {
    const valid = inputOf(await template('account.approved'));
    await expectAdminOnly(
      t,
      tokens,
      [
        ['GET', '/api/admin/email-settings'],
        ['GET', '/api/admin/email-settings/1'],
        ['PUT', '/api/admin/email-settings/1'],
        ['POST', '/api/admin/email-settings/preview'],
        ['GET', '/api/admin/mail-outbox'],
        ['POST', '/api/admin/mail-outbox/1/retry'],
      ],
      valid,
    );
    await expectAdminOnly(t, tokens, [['POST', '/api/admin/email-settings/test-mail']], {
      template: valid,
      to: 'x@shop.test',
      lang: 'en',
    });
  });

  it('lists one template per event, filtered by group, with the placeholders of each', async () => {
    const all = (await call('GET', '/api/admin/email-settings?perPage=100')).json().data as EmailSettingList;
    expect(all.meta.total).toBe(Object.keys(EMAIL_EVENTS).length);
    const refunds = (await call('GET', '/api/admin/email-settings?group=refund')).json()
      .data as EmailSettingList;
    expect(refunds.items.map((item) => item.event)).toEqual([
      'refund.accepted',
      'refund.approved',
      'refund.init',
      'refund.refused',
      'refund.rejected',
    ]);
    expect(refunds.items[0]?.placeholders).toEqual([
      'name',
      'returnNumber',
      'orderNumber',
      'status',
      'shopName',
    ]);
    const shipped = await template('order.shipped');
    expect(shipped.placeholders).toContain('trackingUrl');
    expect((await call('GET', `/api/admin/email-settings/${shipped.id}`)).json().data.event).toBe(
      'order.shipped',
    );
    expect((await call('GET', '/api/admin/email-settings/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/email-settings?group=nope')).statusCode).toBe(422);
  });

  it('refuses a placeholder the event does not offer, in the editor’s language', async () => {
    const record = await template('account.approved');
    const body = { en: '<p>Order {{orderNumber}}</p>', ar: '<p>{{ name }} {{reason}}</p>' };
    const res = await call('PUT', `/api/admin/email-settings/${record.id}`, { ...inputOf(record), body });
    expectFieldErrors(res, {
      'body.en': ['This template cannot use orderNumber: pick from the placeholders listed for this event'],
      'body.ar': ['This template cannot use reason: pick from the placeholders listed for this event'],
    });
    const ar = await call(
      'PUT',
      `/api/admin/email-settings/${record.id}`,
      { ...inputOf(record), body },
      'ar',
    );
    expectFieldErrors(ar, {
      'body.en': ['لا يمكن لهذا القالب استخدام orderNumber: اختر من العناصر النائبة المتاحة لهذا الحدث'],
      'body.ar': ['لا يمكن لهذا القالب استخدام reason: اختر من العناصر النائبة المتاحة لهذا الحدث'],
    });
  });

  it('saves the texts (HTML sanitised), flags and header image; the event and a taken name are refused', async () => {
    const record = await template('order.delivered');
    const saved = await call('PUT', `/api/admin/email-settings/${record.id}`, {
      ...inputOf(record),
      name: 'Delivered (ours)',
      body: { en: '<p>Hi {{name}}</p><script>alert(1)</script>', ar: '<p>مرحباً {{name}}</p>' },
      headerImage: '/uploads/gallery/banner.webp',
      adminReceives: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: expect.any(String),
      data: {
        name: 'Delivered (ours)',
        body: { en: '<p>Hi {{name}}</p>', ar: '<p>مرحباً {{name}}</p>' },
        headerImage: '/uploads/gallery/banner.webp',
        adminReceives: true,
      },
    });
    const moved = await call('PUT', `/api/admin/email-settings/${record.id}`, {
      ...inputOf(record),
      event: 'order.shipped',
    });
    expectFieldErrors(moved, { event: ['This value is not valid'] });
    const other = await template('order.completed');
    const taken = await call('PUT', `/api/admin/email-settings/${other.id}`, {
      ...inputOf(other),
      name: 'delivered (OURS)',
    });
    expectFieldErrors(taken, { name: ['This name has already been taken'] });
  });

  it('previews a draft in English and Arabic with sample values, rendered by the server', async () => {
    const record = await template('order.shipped');
    const res = await call('POST', '/api/admin/email-settings/preview', {
      ...inputOf(record),
      subject: { en: '{{shopName}}: {{orderNumber}} shipped', ar: '{{shopName}}: شُحن {{orderNumber}}' },
      body: {
        en: `${record.body.en}<p>Order total: {{total}}</p>`,
        ar: `${record.body.ar}<p>إجمالي الطلب: {{total}}</p>`,
      },
      headerImage: '/uploads/gallery/banner.webp',
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json().data as EmailPreview;
    expect(preview.en.subject).toBe('Atlas Wholesale: 2025-000123 shipped');
    expect(preview.ar.subject).toBe('أطلس للجملة: شُحن 2025-000123');
    expect(preview.en.html).toContain('<html lang="en" dir="ltr">');
    expect(preview.ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(preview.ar.html).toContain('أميرة حداد');
    // The sample total as a real mail of this shop writes it: its currency, Western digits (ADR 0039).
    expect(preview.en.html).toContain(formatMoney(125_000, 'GBP', 'en'));
    expect(preview.ar.html).toContain(formatMoney(125_000, 'GBP', 'ar'));
    expect(preview.ar.html).not.toMatch(/[\u0660-\u0669]/);
    expect(preview.en.html).toContain('<a href="https://tracking.example/ABC123">');
    expect(preview.en.html).toMatch(/<img src="http:\/\/[^"]+\/uploads\/gallery\/banner\.webp"/);
    expect(preview.en.html).not.toContain('{{');
  });

  it('sends a test mail of the draft to an address, in the language asked for', async () => {
    const record = await template('account.approved');
    const res = await call(
      'POST',
      '/api/admin/email-settings/test-mail',
      { template: inputOf(record), to: 'desk@shop.test', lang: 'ar' },
      'ar',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم إرسال رسالة الاختبار إلى desk@shop.test');
    const sent = await mail.waitFor('desk@shop.test');
    expect(sent.subject).toBe('[TEST] تمت الموافقة على حسابك التجاري في أطلس للجملة');
    expect(sent.html).toContain('dir="rtl"');
    const bad = await call('POST', '/api/admin/email-settings/test-mail', {
      template: inputOf(record),
      to: 'not-an-address',
      lang: 'en',
    });
    expectFieldErrors(bad, { to: ['Enter a valid email address'] });
  });
});
