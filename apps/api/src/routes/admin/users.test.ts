import { defaultThemeSettings } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailSettings, siteSettings, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertAdmin, insertSiteSettings } from '../../test/fixtures.ts';
import { useMailCapture } from '../../test/mail-capture.ts';
import { createCustomerRow, createSalespersonRow, tokenFor } from '../../test/role-matrix-fixtures.ts';

describe('customers in the back office (/api/admin/users)', () => {
  const mail = useMailCapture();
  const t = useTestApp({ env: mail.env({ PUBLIC_URL: 'https://shop.example.test' }) });
  let token: string;
  let adminId: number;
  let sp: Awaited<ReturnType<typeof createSalespersonRow>>;
  let other: Awaited<ReturnType<typeof createSalespersonRow>>;
  const c: Record<string, Awaited<ReturnType<typeof createCustomerRow>>> = {};

  beforeAll(async () => {
    const db = t.database.db;
    await insertSiteSettings(db, { theme: { ...defaultThemeSettings, admin_limit: 3 } });
    const admin = await insertAdmin(db, { name: 'Nadia Admin' });
    adminId = admin.id;
    token = await tokenFor(db, 'admin', admin.id);
    sp = await createSalespersonRow(db, { firstName: 'Omar', lastName: 'Siddiqui', code: 'SP-777' });
    other = await createSalespersonRow(db);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    c.unconfirmed = await createCustomerRow(db, {
      firstName: 'Zain',
      lastName: 'Abbas',
      companyName: 'Abbas Garments Ltd',
      email: 'zain@abbas.test',
      createdAt: day(1),
    });
    c.awaiting = await createCustomerRow(db, {
      firstName: 'Daniel',
      lastName: 'Okafor',
      companyName: 'Okafor Outfitters Ltd',
      companyNumber: 'SC123456',
      mobile: '07700900789',
      userCode: 'CU-00002',
      emailVerifiedAt: day(2),
      approvalFormFile: 'approval-forms/okafor/form.pdf',
      approvalFormData: { tradeReference: '123456' },
      approvalFormSubmittedAt: day(3),
      salespersonId: sp.id,
      createdAt: day(2),
    });
    c.approved = await createCustomerRow(db, {
      firstName: 'Amira',
      lastName: 'Haddad',
      companyName: 'Haddad Fashion Retail Ltd',
      email: 'amira@haddad.test',
      emailVerifiedAt: day(3),
      approvedAt: day(4),
      approvedByAdminId: admin.id,
      preferredLanguage: 'ar',
      salespersonId: sp.id,
      createdAt: day(3),
    });
    c.restricted = await createCustomerRow(db, {
      firstName: 'Rita',
      lastName: 'Stone',
      emailVerifiedAt: day(4),
      approvedAt: day(5),
      restricted: true,
      restrictedReason: 'Unpaid invoices',
      canSeePrices: false,
      salespersonId: other.id,
      createdAt: day(4),
    });
    c.noFile = await createCustomerRow(db, { emailVerifiedAt: day(5), createdAt: day(5) });
    await t.app.storage.put('private', 'approval-forms/okafor/form.pdf', Buffer.from('%PDF-1.4 okafor form'));
  });

  const get = (url: string, lang?: 'ar' | 'en') => t.api({ method: 'GET', url, token, lang });
  const post = (url: string, payload?: object, lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url, token, payload, lang });
  const put = (url: string, payload: object, lang?: 'ar' | 'en') =>
    t.api({ method: 'PUT', url, token, payload, lang });
  const ids = (res: { json(): { data: { items: { id: number }[] } } }) =>
    res.json().data.items.map((i) => i.id);

  describe('GET /api/admin/users', () => {
    it('pages with perPage defaulting to and capped by admin_limit, newest first, meta with total', async () => {
      const first = await get('/api/admin/users');
      expect(first.statusCode).toBe(200);
      expect(first.json().data.meta).toEqual({ total: 5, page: 1, perPage: 3, pageCount: 2 });
      expect(ids(first)).toEqual([c.noFile!.id, c.restricted!.id, c.approved!.id]);
      const capped = await get('/api/admin/users?perPage=50&page=2');
      expect(capped.json().data.meta).toEqual({ total: 5, page: 2, perPage: 3, pageCount: 2 });
      expect(ids(capped)).toEqual([c.awaiting!.id, c.unconfirmed!.id]);
      const small = await get('/api/admin/users?perPage=2&page=3');
      expect(ids(small)).toEqual([c.unconfirmed!.id]);
      const past = await get('/api/admin/users?page=9');
      expect(past.json().data.items).toEqual([]);
    });

    it('filters by SPEC 4 state, restriction, can-see-prices and salesperson', async () => {
      expect(ids(await get('/api/admin/users?state=unconfirmed'))).toEqual([c.unconfirmed!.id]);
      expect(ids(await get('/api/admin/users?state=awaiting_approval&sort=created_at'))).toEqual([
        c.awaiting!.id,
        c.noFile!.id,
      ]);
      expect(ids(await get('/api/admin/users?state=approved&sort=created_at'))).toEqual([
        c.approved!.id,
        c.restricted!.id,
      ]);
      expect(ids(await get('/api/admin/users?restricted=true'))).toEqual([c.restricted!.id]);
      expect((await get('/api/admin/users?restricted=false')).json().data.meta.total).toBe(4);
      expect(ids(await get('/api/admin/users?can_see_prices=false'))).toEqual([c.restricted!.id]);
      expect(ids(await get(`/api/admin/users?salesperson_id=${sp.id}&sort=created_at`))).toEqual([
        c.awaiting!.id,
        c.approved!.id,
      ]);
      expect(ids(await get('/api/admin/users?salesperson_id=none&sort=created_at'))).toEqual([
        c.unconfirmed!.id,
        c.noFile!.id,
      ]);
    });

    it('searches name, company and email partially; phone, company number and user code exactly', async () => {
      const search = async (q: string) => ids(await get(`/api/admin/users?search=${encodeURIComponent(q)}`));
      expect(await search('haddad')).toEqual([c.approved!.id]);
      expect(await search('Zain Abb')).toEqual([c.unconfirmed!.id]);
      expect(await search('outfitters')).toEqual([c.awaiting!.id]);
      expect(await search('abbas.test')).toEqual([c.unconfirmed!.id]);
      expect(await search('07700 900 789')).toEqual([c.awaiting!.id]);
      expect(await search('sc123456')).toEqual([c.awaiting!.id]);
      expect(await search('cu-00002')).toEqual([c.awaiting!.id]);
      expect(await search('100%_')).toEqual([]);
    });

    it('sorts by name, company and email both ways', async () => {
      const names = async (sort: string) =>
        (await get(`/api/admin/users?sort=${sort}&perPage=3`))
          .json()
          .data.items.map((i: { lastName: string }) => i.lastName);
      expect(await names('name')).toEqual(['Abbas', expect.stringMatching(/^Customer \d+$/), 'Haddad']);
      expect((await names('-name'))[0]).toBe('Stone');
      const companies = (await get('/api/admin/users?sort=company')).json().data.items;
      expect(companies[0].companyName).toBe('Abbas Garments Ltd');
    });

    it('answers 422 with translated field errors for a bad filter', async () => {
      const res = await get('/api/admin/users?state=pending&restricted=maybe&sort=bogus', 'ar');
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.code).toBe('validation');
      expect(Object.keys(body.errors).sort()).toEqual(['restricted', 'sort', 'state']);
      expect(body.errors.state).toEqual(['هذه القيمة غير صالحة']);
    });
  });

  describe('GET /api/admin/users/:id', () => {
    it('answers every SPEC 3 field, the state, the approval form and who approved', async () => {
      const res = await get(`/api/admin/users/${c.approved!.id}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        id: c.approved!.id,
        firstName: 'Amira',
        lastName: 'Haddad',
        companyName: 'Haddad Fashion Retail Ltd',
        companyNumber: c.approved!.companyNumber,
        email: 'amira@haddad.test',
        mobile: c.approved!.mobile,
        landline: null,
        type: 'business',
        userCode: c.approved!.userCode,
        verified: true,
        state: 'approved',
        canSeePrices: true,
        restricted: false,
        salesperson: { id: sp.id, firstName: 'Omar', lastName: 'Siddiqui', code: 'SP-777' },
        preferredLanguage: 'ar',
        registeredAt: '2026-01-03T00:00:00.000Z',
        approvedAt: '2026-01-04T00:00:00.000Z',
        approvedBy: { id: adminId, name: 'Nadia Admin' },
        approvalForm: { submitted: false, submittedAt: null, hasFile: false, data: null },
      });
      expect(data).not.toHaveProperty('passwordHash');
      const awaiting = (await get(`/api/admin/users/${c.awaiting!.id}`)).json().data;
      expect(awaiting.state).toBe('awaiting_approval');
      expect(awaiting.approvalForm).toEqual({
        submitted: true,
        submittedAt: '2026-01-03T00:00:00.000Z',
        hasFile: true,
        data: { tradeReference: '123456' },
      });
    });

    it('says whether the customer really sees prices and why, by the rule the shop applies to them', async () => {
      const seen = async (key: string) => {
        const customer = c[key];
        if (!customer) throw new Error(key);
        const data = (await get(`/api/admin/users/${customer.id}`)).json().data;
        // What the customer's own session is told, from the same rule.
        const own = await t.api({
          method: 'GET',
          url: '/api/user/profile',
          token: await tokenFor(t.database.db, 'user', customer.id),
        });
        expect(own.json().data.canSeePrices, key).toBe(data.priceVisibility.visible);
        return { flag: data.canSeePrices, ...data.priceVisibility };
      };
      // The admin's switch is on for the first three, yet only the approved customer sees prices.
      expect(await seen('unconfirmed')).toEqual({ flag: true, visible: false, reason: 'email_unverified' });
      expect(await seen('awaiting')).toEqual({ flag: true, visible: false, reason: 'awaiting_approval' });
      expect(await seen('approved')).toEqual({ flag: true, visible: true, reason: 'approved' });
      expect(await seen('restricted')).toEqual({ flag: false, visible: false, reason: 'hidden_by_admin' });
      // Restriction stops ordering, not browsing: a restricted customer whose prices are on sees them.
      await put(`/api/admin/users/${c.restricted!.id}/can-see-prices`, { value: true });
      expect(await seen('restricted')).toEqual({ flag: true, visible: true, reason: 'approved' });
      await put(`/api/admin/users/${c.restricted!.id}/can-see-prices`, { value: false });
      // The list answers the same.
      const listed = (await get('/api/admin/users?state=awaiting_approval')).json().data.items as {
        id: number;
        priceVisibility: unknown;
      }[];
      expect(listed.find((u) => u.id === c.awaiting!.id)?.priceVisibility).toEqual({
        visible: false,
        reason: 'awaiting_approval',
      });
    });

    it('answers 404 for an unknown customer and 422 for a bad id', async () => {
      const res = await get('/api/admin/users/999999', 'ar');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound', message: 'الصفحة أو العنصر المطلوب غير موجود' });
      expect((await get('/api/admin/users/abc')).statusCode).toBe(422);
    });
  });

  describe('GET /api/admin/users/:id/approval-form', () => {
    it('streams the private PDF', async () => {
      const res = await get(`/api/admin/users/${c.awaiting!.id}/approval-form`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('inline; filename="approval-form-CU-00002.pdf"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toBe('%PDF-1.4 okafor form');
    });

    it('answers 404 approvalFormMissing when nothing was uploaded or the file is gone', async () => {
      const none = await get(`/api/admin/users/${c.noFile!.id}/approval-form`);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({
        code: 'approvalFormMissing',
        message: 'This customer has not uploaded an approval form',
      });
      await t.database.db
        .update(users)
        .set({ approvalFormFile: 'approval-forms/gone/form.pdf' })
        .where(eq(users.id, c.restricted!.id));
      const gone = await get(`/api/admin/users/${c.restricted!.id}/approval-form`, 'ar');
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('لم يرفع هذا العميل نموذج الموافقة');
    });
  });

  describe('actions', () => {
    it('verify: marks the e-mail verified once, with a notice; again is 409', async () => {
      const fresh = await createCustomerRow(t.database.db);
      const res = await post(`/api/admin/users/${fresh.id}/verify`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("The customer's e-mail has been verified");
      expect(res.json().data).toMatchObject({ id: fresh.id, verified: true, state: 'awaiting_approval' });
      const again = await post(`/api/admin/users/${fresh.id}/verify`, undefined, 'ar');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'userAlreadyVerified',
        message: 'البريد الإلكتروني للعميل مؤكد بالفعل',
      });
      expect((await post('/api/admin/users/999999/verify')).statusCode).toBe(404);
    });

    it('approve: refused before verification, then records the admin and mails the customer', async () => {
      const fresh = await createCustomerRow(t.database.db, { preferredLanguage: 'ar' });
      const early = await post(`/api/admin/users/${fresh.id}/approve`);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        code: 'userNotVerified',
        message: "The customer's e-mail must be verified before the account can be approved",
      });
      await post(`/api/admin/users/${fresh.id}/verify`);
      const res = await post(`/api/admin/users/${fresh.id}/approve`, undefined, 'ar');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('تمت الموافقة على حساب العميل');
      expect(res.json().data).toMatchObject({
        state: 'approved',
        approvedBy: { id: adminId, name: 'Nadia Admin' },
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, fresh.id));
      expect(row?.approvedByAdminId).toBe(adminId);
      expect(row?.approvedAt).toBeInstanceOf(Date);
      // The customer's language (Arabic) is used for the mail.
      const sent = await mail.waitFor(fresh.email);
      expect(sent.headers.get('x-shop-event')).toBe('account.approved');
      expect(sent.subject).toContain('تمت الموافقة على حسابك التجاري');
      expect(sent.html).toContain(`${fresh.firstName} ${fresh.lastName}`);
      expect(sent.html).toContain('https://shop.example.test/login');
      const again = await post(`/api/admin/users/${fresh.id}/approve`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('userAlreadyApproved');
    });

    it('approve mails in the deployment language when the customer has none', async () => {
      const fresh = await createCustomerRow(t.database.db, { emailVerifiedAt: new Date() });
      expect((await post(`/api/admin/users/${fresh.id}/approve`)).statusCode).toBe(200);
      const sent = await mail.waitFor(fresh.email);
      expect(sent.subject).toBe(`Your Test Wholesale trade account is approved`);
    });

    it('restrict needs a reason, mails the customer; unrestrict lifts it', async () => {
      await t.database.db.insert(emailSettings).values({
        name: 'Account restricted',
        event: 'account.restricted',
        title: { en: 'Account restricted', ar: 'تم تقييد الحساب' },
        subject: { en: 'Your {{shopName}} account is restricted', ar: 'تم تقييد حسابك في {{shopName}}' },
        header: { en: 'Hello {{name}},', ar: 'مرحباً {{name}}،' },
        body: { en: '<p>Please contact us: {{link}}</p>', ar: '<p>يرجى التواصل معنا: {{link}}</p>' },
        footer: { en: '', ar: '' },
      });
      const fresh = await createCustomerRow(t.database.db, {
        emailVerifiedAt: new Date(),
        approvedAt: new Date(),
      });
      const missing = await post(`/api/admin/users/${fresh.id}/restrict`, {}, 'ar');
      expectFieldErrors(missing, { reason: ['هذا الحقل مطلوب'] });
      const blank = await post(`/api/admin/users/${fresh.id}/restrict`, { reason: '   ' });
      expect(blank.json().errors).toEqual({ reason: ['This field is required'] });
      const res = await post(`/api/admin/users/${fresh.id}/restrict`, { reason: ' Unpaid invoices ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('The customer account has been restricted');
      expect(res.json().data).toMatchObject({
        restricted: true,
        restrictedReason: 'Unpaid invoices',
        state: 'approved',
      });
      const sent = await mail.waitFor(fresh.email);
      expect(sent.headers.get('x-shop-event')).toBe('account.restricted');
      expect(sent.subject).toBe('Your Test Wholesale account is restricted');
      expect(sent.html).toContain('https://shop.example.test/contact');
      const twice = await post(`/api/admin/users/${fresh.id}/restrict`, { reason: 'again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('The customer account is already restricted');

      const lifted = await post(`/api/admin/users/${fresh.id}/unrestrict`, undefined, 'ar');
      expect(lifted.statusCode).toBe(200);
      expect(lifted.json().message).toBe('تم رفع التقييد عن حساب العميل');
      expect(lifted.json().data).toMatchObject({ restricted: false, restrictedReason: null });
      const notRestricted = await post(`/api/admin/users/${fresh.id}/unrestrict`);
      expect(notRestricted.statusCode).toBe(409);
      expect(notRestricted.json().message).toBe('The customer account is not restricted');
    });

    it('can-see-prices toggles with a notice for each way', async () => {
      const fresh = await createCustomerRow(t.database.db);
      const off = await put(`/api/admin/users/${fresh.id}/can-see-prices`, { value: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().message).toBe('Prices are now hidden from this customer');
      expect(off.json().data.canSeePrices).toBe(false);
      const on = await put(`/api/admin/users/${fresh.id}/can-see-prices`, { value: true }, 'ar');
      expect(on.json().message).toBe('أصبح بإمكان العميل رؤية الأسعار');
      expect(on.json().data.canSeePrices).toBe(true);
      const bad = await put(`/api/admin/users/${fresh.id}/can-see-prices`, { value: 'yes' });
      expect(bad.statusCode).toBe(422);
      expect((await put('/api/admin/users/999999/can-see-prices', { value: true })).statusCode).toBe(404);
    });

    it('salesperson: assigns, refuses an unknown one on the field, unassigns with null', async () => {
      const fresh = await createCustomerRow(t.database.db);
      const res = await put(`/api/admin/users/${fresh.id}/salesperson`, { salespersonId: other.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('The salesperson has been assigned');
      expect(res.json().data.salesperson.id).toBe(other.id);
      const unknown = await put(`/api/admin/users/${fresh.id}/salesperson`, { salespersonId: 999999 }, 'ar');
      expectFieldErrors(unknown, { salespersonId: ['هذا المندوب غير موجود'] });
      const cleared = await put(`/api/admin/users/${fresh.id}/salesperson`, { salespersonId: null });
      expect(cleared.json().message).toBe('The customer no longer has a salesperson');
      expect(cleared.json().data.salesperson).toBeNull();
      const missing = await put(`/api/admin/users/${fresh.id}/salesperson`, {});
      expect(missing.json().errors).toEqual({ salespersonId: ['This field is required'] });
    });
  });

  it('site settings without a row fall back to the default admin page size', async () => {
    await t.database.db.delete(siteSettings);
    const res = await get('/api/admin/users');
    expect(res.json().data.meta.perPage).toBe(20);
  });
});
