import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeTokens, expectAdminOnly } from '../../modules/taxonomy/test-helpers.ts';
import { useTestApp } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';

describe('wholesale leads (/api/front/leads and /api/admin/leads)', () => {
  const t = useTestApp({ env: { RATE_LIMIT_ACCOUNT_PER_MINUTE: '8' } });
  let tokens: Awaited<ReturnType<typeof backOfficeTokens>>;
  beforeAll(async () => {
    tokens = await backOfficeTokens(t.database.db);
    await insertSiteSettings(t.database.db);
  });
  const valid = {
    companyName: 'Noor Boutique Ltd',
    contactName: 'Fatima Al-Rashid',
    email: 'fatima@noor.test',
    phone: '07700 900 123',
    city: 'Leeds',
    businessType: 'boutique',
    monthlyVolume: '100-500',
    interests: ['womenswear', 'kidswear'],
    message: 'We open a second shop in March and need spring dresses in sizes 8 to 18.',
  };
  const send = (payload: object, lang: 'ar' | 'en' = 'en', ip = '10.1.0.1') =>
    t.api({ method: 'POST', url: '/api/front/leads', payload, lang, remoteAddress: ip });
  const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.api({ method, url, payload, token: tokens.admin });

  it('refuses visitors, customers and salespeople on the admin routes', async () => {
    await expectAdminOnly(
      t,
      tokens,
      [
        ['GET', '/api/admin/leads'],
        ['GET', '/api/admin/leads/1'],
        ['PUT', '/api/admin/leads/1/handled'],
        ['DELETE', '/api/admin/leads/1'],
      ],
      { handled: true },
    );
  });

  it('requires every field but the note, in the request language', async () => {
    const res = await send({}, 'ar', '10.1.0.2');
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'businessType',
        'city',
        'companyName',
        'contactName',
        'email',
        'interests',
        'monthlyVolume',
        'phone',
      ].sort(),
    );
    expect(errors.companyName).toEqual(['هذا الحقل مطلوب']);
    const bad = await send(
      { ...valid, email: 'nope', phone: '123', interests: [], businessType: 'bank' },
      'en',
      '10.1.0.2',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      email: ['Enter a valid email address'],
      phone: [expect.stringContaining('10')],
      interests: ['This field is required'],
      businessType: ['This field is required'],
    });
  });

  it('refuses a note that hides a link or contact details', async () => {
    const res = await send(
      { ...valid, message: 'Our range is at www.noor-boutique.co.uk' },
      'en',
      '10.1.0.3',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('contactDetailsRefused');
    expect(res.json().errors.message).toEqual([
      'Please do not include links, e-mail addresses or phone numbers in your message',
    ]);
  });

  it('stores a request; the admin lists, filters, reads, marks handled and deletes it', async () => {
    const sent = await send(valid, 'ar', '10.1.0.4');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      data: null,
      message: 'شكرًا لك، تم إرسال طلبك. سيردّ عليك فريق المبيعات خلال يوم عمل واحد',
    });
    const other = await send(
      {
        ...valid,
        companyName: 'Price Contractors',
        businessType: 'workwear',
        interests: ['workwear'],
        message: '',
      },
      'en',
      '10.1.0.4',
    );
    expect(other.statusCode).toBe(201);

    const list = await admin('GET', '/api/admin/leads');
    expect(list.statusCode).toBe(200);
    const { items, meta } = list.json().data;
    expect(meta).toMatchObject({ total: 2, page: 1 });
    expect(items[0]).toMatchObject({ companyName: 'Price Contractors', message: '', language: 'en' });
    const lead = items[1];
    expect(lead).toMatchObject({
      companyName: 'Noor Boutique Ltd',
      phone: '07700900123',
      interests: ['womenswear', 'kidswear'],
      language: 'ar',
      handled: false,
      handledAt: null,
    });

    const byType = await admin('GET', '/api/admin/leads?businessType=workwear');
    expect(byType.json().data.items.map((l: { companyName: string }) => l.companyName)).toEqual([
      'Price Contractors',
    ]);
    const bySearch = await admin('GET', '/api/admin/leads?search=contractors&sort=company');
    expect(bySearch.json().data.meta.total).toBe(1);
    const badSort = await admin('GET', '/api/admin/leads?sort=price');
    expect(badSort.statusCode).toBe(422);

    const handled = await admin('PUT', `/api/admin/leads/${lead.id}/handled`, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toBe('The request is marked as handled');
    expect(handled.json().data.handled).toBe(true);
    const firstHandledAt = handled.json().data.handledAt;
    const again = await admin('PUT', `/api/admin/leads/${lead.id}/handled`, {});
    expect(again.json().data.handledAt).toBe(firstHandledAt);
    const open = await admin('GET', '/api/admin/leads?handled=false');
    expect(open.json().data.items.map((l: { id: number }) => l.id)).not.toContain(lead.id);
    const undone = await admin('PUT', `/api/admin/leads/${lead.id}/handled`, { handled: false });
    expect(undone.json().data).toMatchObject({ handled: false, handledAt: null });

    expect((await admin('GET', `/api/admin/leads/${lead.id}`)).json().data.email).toBe('fatima@noor.test');
    expect((await admin('DELETE', `/api/admin/leads/${lead.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/leads/${lead.id}`)).statusCode).toBe(404);
    expect((await admin('PUT', `/api/admin/leads/${lead.id}/handled`, {})).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/admin/leads/${lead.id}`)).statusCode).toBe(404);
  });

  it('limits requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await send(valid, 'en', '10.1.0.9')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 201)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
