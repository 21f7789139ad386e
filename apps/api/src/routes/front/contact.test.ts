import { hasContactDetails } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeTokens, expectAdminOnly } from '../../modules/taxonomy/test-helpers.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';

describe('contact form (/api/front/contact) and contact messages (/api/admin/contact-messages)', () => {
  const t = useTestApp({ env: { RATE_LIMIT_ACCOUNT_PER_MINUTE: '12' } });
  let tokens: Awaited<ReturnType<typeof backOfficeTokens>>;
  beforeAll(async () => {
    tokens = await backOfficeTokens(t.database.db);
  });
  const valid = {
    name: 'Sara Ahmed',
    email: 'sara@example.test',
    subject: 'Bulk order of hoodies',
    message: 'Can you supply 300 navy hoodies in mixed sizes before March?',
  };
  const send = (payload: object, lang: 'ar' | 'en' = 'en', ip = '10.0.0.1') =>
    t.api({ method: 'POST', url: '/api/front/contact', payload, lang, remoteAddress: ip });
  const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.api({ method, url, payload, token: tokens.admin });

  it('detects links, e-mail addresses and phone numbers, not ordinary numbers', () => {
    for (const text of [
      'see https://cheap.example',
      'visit www.example.com today',
      'our site shop-deals.co.uk',
      'mail me at sara@example.com',
      'sara [at] example [dot] com',
      'call +44 7700 900123',
      'اتصل على ٠٥٠١٢٣٤٥٦٧',
      '(020) 7946-0958',
    ]) {
      expect(hasContactDetails(text), text).toBe(true);
    }
    for (const text of [
      '300 hoodies, sizes S-XL, by 12/03',
      'Order 12345 arrived',
      'We need 2,500 units e.g. shirts',
    ]) {
      expect(hasContactDetails(text), text).toBe(false);
    }
  });

  it('requires name, valid email, subject and message', async () => {
    const res = await send({}, 'ar');
    expectFieldErrors(res, {
      name: ['هذا الحقل مطلوب'],
      email: ['هذا الحقل مطلوب'],
      subject: ['هذا الحقل مطلوب'],
      message: ['هذا الحقل مطلوب'],
    });
    const email = await send({ ...valid, email: 'not-an-email' });
    expect(email.json().errors).toEqual({ email: ['Enter a valid email address'] });
  });

  it('refuses a message with a link, an e-mail address or a phone number, with a clear translated message', async () => {
    for (const message of [
      'Prices at http://spam.example',
      'write to me: buyer@example.com',
      'ring 07700 900123',
    ]) {
      const res = await send({ ...valid, message });
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toEqual({
        code: 'contactDetailsRefused',
        message: 'Please do not include links, e-mail addresses or phone numbers in your message',
        errors: {
          message: ['Please do not include links, e-mail addresses or phone numbers in your message'],
        },
      });
    }
    const ar = await send({ ...valid, message: 'رقمي ٠٥٠١٢٣٤٥٦٧' }, 'ar');
    expect(ar.json().message).toBe('يرجى عدم تضمين روابط أو عناوين بريد إلكتروني أو أرقام هواتف في رسالتك');
  });

  it('stores an accepted message; the admin lists, reads, marks handled and deletes it', async () => {
    const sent = await send(valid, 'ar');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ data: null, message: 'شكرًا لك، تم إرسال رسالتك' });
    await send({ ...valid, subject: 'Second question', name: 'Omar' });

    await expectAdminOnly(t, tokens, [
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/contact-messages/1'],
      ['PUT', '/api/admin/contact-messages/1/handled'],
      ['DELETE', '/api/admin/contact-messages/1'],
    ]);

    const list = await admin('GET', '/api/admin/contact-messages');
    expect(list.json().data.meta.total).toBe(2);
    const first = list.json().data.items.find((m: { name: string }) => m.name === 'Sara Ahmed');
    expect(first).toMatchObject({ ...valid, language: 'ar', handled: false, handledAt: null });
    const handled = await admin('PUT', `/api/admin/contact-messages/${first.id}/handled`, {});
    expect(handled.json()).toMatchObject({
      message: 'The message is marked as handled',
      data: { handled: true },
    });
    expect((await admin('GET', '/api/admin/contact-messages?handled=false')).json().data.meta.total).toBe(1);
    expect((await admin('GET', '/api/admin/contact-messages?handled=true')).json().data.items[0].id).toBe(
      first.id,
    );
    expect((await admin('GET', '/api/admin/contact-messages?search=second')).json().data.meta.total).toBe(1);
    const undo = await admin('PUT', `/api/admin/contact-messages/${first.id}/handled`, { handled: false });
    expect(undo.json().data.handled).toBe(false);
    expect((await admin('GET', `/api/admin/contact-messages/${first.id}`)).json().data.subject).toBe(
      valid.subject,
    );
    expect((await admin('DELETE', `/api/admin/contact-messages/${first.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/contact-messages/${first.id}`)).statusCode).toBe(404);
  });

  it('is rate-limited per client address (429 rateLimited)', async () => {
    let last = 0;
    for (let i = 0; i < 13; i += 1) last = (await send(valid, 'en', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    const limited = await send(valid, 'en', '10.9.9.9');
    expect(limited.json().code).toBe('rateLimited');
    expect((await send(valid, 'en', '10.9.9.10')).statusCode).toBe(201);
  });
});
