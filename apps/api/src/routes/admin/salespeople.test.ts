import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, salespeople, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../modules/auth/passwords.ts';
import { insertOrder } from '../../modules/payments/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertAdmin } from '../../test/fixtures.ts';
import { createCustomerRow, createSalespersonRow, tokenFor } from '../../test/role-matrix-fixtures.ts';

describe('salespeople (/api/admin/salespeople)', () => {
  const t = useTestApp();
  let token: string;

  beforeAll(async () => {
    const admin = await insertAdmin(t.database.db);
    token = await tokenFor(t.database.db, 'admin', admin.id);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    lang?: 'ar' | 'en',
  ) => t.api({ method, url, payload, token, lang });
  const valid = {
    firstName: 'Omar',
    lastName: 'Siddiqui',
    phone: '07700 900-456',
    email: 'Omar@Sales.test',
    code: 'SP-100',
    password: '12345678',
    passwordConfirmation: '12345678',
  };
  const salesLogin = (email: string, password: string) =>
    t.api({ method: 'POST', url: '/api/auth/salesperson/login', payload: { email, password } });

  describe('POST', () => {
    it('creates a salesperson: phone normalised, password of 8 accepted and hashed, active by default', async () => {
      const res = await call('POST', '/api/admin/salespeople', valid);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Salesperson added successfully');
      expect(res.json().data).toEqual({
        id: expect.any(Number),
        firstName: 'Omar',
        lastName: 'Siddiqui',
        phone: '07700900456',
        email: 'Omar@Sales.test',
        code: 'SP-100',
        active: true,
        customerCount: 0,
        lastLoginAt: null,
        createdAt: expect.any(String),
      });
      const [row] = await t.database.db.select().from(salespeople).where(eq(salespeople.code, 'SP-100'));
      expect(await verifyPassword(row?.passwordHash, '12345678')).toBe(true);
      expect((await salesLogin('omar@sales.test', '12345678')).statusCode).toBe(200);
    });

    it('requires every SPEC 5 field, translated', async () => {
      const res = await call('POST', '/api/admin/salespeople', {}, 'ar');
      expectFieldErrors(res, {
        firstName: ['هذا الحقل مطلوب'],
        lastName: ['هذا الحقل مطلوب'],
        phone: ['هذا الحقل مطلوب'],
        email: ['هذا الحقل مطلوب'],
        code: ['هذا الحقل مطلوب'],
        password: ['هذا الحقل مطلوب'],
        passwordConfirmation: ['هذا الحقل مطلوب'],
      });
    });

    it('checks the phone, email, code and password rules', async () => {
      const bad = await call('POST', '/api/admin/salespeople', {
        ...valid,
        phone: '0770 900',
        email: 'not-email',
        code: 'SP 1',
        password: '1234567',
        passwordConfirmation: '1234567',
      });
      expect(bad.json().errors).toEqual({
        phone: ['Phone must have at least 10 digits'],
        email: ['Enter a valid email address'],
        code: ['This value is not valid'],
        password: ['Password must be at least 8 characters'],
      });
      const letters = await call('POST', '/api/admin/salespeople', { ...valid, phone: '07700abc456' });
      expect(letters.json().errors).toEqual({ phone: ['Enter a valid phone number'] });
      const mismatch = await call('POST', '/api/admin/salespeople', {
        ...valid,
        passwordConfirmation: 'other-one',
      });
      expect(mismatch.json().errors).toEqual({ passwordConfirmation: ['The passwords do not match'] });
    });

    it('email (any case), phone and code (any case) must be unique, each on its field', async () => {
      const res = await call(
        'POST',
        '/api/admin/salespeople',
        { ...valid, email: 'OMAR@sales.TEST', phone: '+07700900456'.slice(1), code: 'sp-100' },
        'ar',
      );
      expectFieldErrors(res, {
        email: ['البريد الإلكتروني مستخدم من قبل'],
        phone: ['رقم الهاتف مستخدم من قبل'],
        code: ['الرمز مستخدم من قبل'],
      });
      const en = await call('POST', '/api/admin/salespeople', {
        ...valid,
        email: 'x@sales.test',
        phone: '07000000001',
      });
      expect(en.json().errors).toEqual({ code: ['The code has already been taken'] });
    });
  });

  describe('GET list and one', () => {
    it('lists with customer counts, search, active filter, sort and pagination', async () => {
      const inactive = await createSalespersonRow(t.database.db, {
        firstName: 'Zed',
        lastName: 'Quiet',
        active: false,
      });
      const busy = await createSalespersonRow(t.database.db, {
        firstName: 'Busy',
        lastName: 'Bee',
        code: 'BUSY-1',
      });
      await createCustomerRow(t.database.db, { salespersonId: busy.id });
      await createCustomerRow(t.database.db, { salespersonId: busy.id });
      const all = await call('GET', '/api/admin/salespeople?perPage=100');
      expect(all.statusCode).toBe(200);
      const rows = all.json().data.items as { id: number; lastName: string; customerCount: number }[];
      expect(rows.map((r) => r.lastName)).toEqual([...rows.map((r) => r.lastName)].sort());
      expect(rows.find((r) => r.id === busy.id)?.customerCount).toBe(2);
      const off = await call('GET', '/api/admin/salespeople?active=false');
      expect(off.json().data.items.map((r: { id: number }) => r.id)).toEqual([inactive.id]);
      const found = await call('GET', '/api/admin/salespeople?search=busy-');
      expect(found.json().data.items.map((r: { id: number }) => r.id)).toEqual([busy.id]);
      const paged = await call('GET', '/api/admin/salespeople?perPage=1&page=2&sort=-code');
      expect(paged.json().data.meta).toEqual({ total: 3, page: 2, perPage: 1, pageCount: 3 });
      const one = await call('GET', `/api/admin/salespeople/${busy.id}`);
      expect(one.json().data).toMatchObject({ id: busy.id, code: 'BUSY-1', customerCount: 2 });
      expect((await call('GET', '/api/admin/salespeople/999999')).statusCode).toBe(404);
    });
  });

  describe('PUT', () => {
    it('edits fields, checks uniqueness against others only', async () => {
      const a = await createSalespersonRow(t.database.db);
      const same = await call('PUT', `/api/admin/salespeople/${a.id}`, {
        code: a.code.toLowerCase(),
        phone: a.phone,
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({
        data: { code: a.code.toLowerCase() },
        message: 'Salesperson updated successfully',
      });
      const taken = await call('PUT', `/api/admin/salespeople/${a.id}`, { email: 'omar@sales.test' });
      expect(taken.json().errors).toEqual({ email: ['The email has already been taken'] });
      expect((await call('PUT', '/api/admin/salespeople/999999', { firstName: 'X' })).statusCode).toBe(404);
    });

    it('deactivating or setting a password ends the salesperson’s sessions; inactive cannot sign in', async () => {
      const s = await createSalespersonRow(t.database.db);
      const sToken = await tokenFor(t.database.db, 'salesperson', s.id);
      const me = () => t.api({ method: 'GET', url: '/api/salesperson/profile', token: sToken });
      expect((await me()).statusCode).toBe(200);
      const off = await call('PUT', `/api/admin/salespeople/${s.id}`, { active: false });
      expect(off.json().data.active).toBe(false);
      expect((await me()).statusCode).toBe(401);
      expect((await salesLogin(s.email, s.password)).json().code).toBe('salespersonInactive');
      await call('PUT', `/api/admin/salespeople/${s.id}`, { active: true });
      const fresh = (await salesLogin(s.email, s.password)).json().data.token;
      const pw = await call('PUT', `/api/admin/salespeople/${s.id}`, {
        password: 'new-sales-pass',
        passwordConfirmation: 'new-sales-pass',
      });
      expect(pw.statusCode).toBe(200);
      const after = await t.api({ method: 'GET', url: '/api/salesperson/profile', token: fresh });
      expect(after.statusCode).toBe(401);
      expect((await salesLogin(s.email, 'new-sales-pass')).statusCode).toBe(200);
    });
  });

  describe('DELETE', () => {
    it('deletes: customers become unassigned, tokens revoked', async () => {
      const s = await createSalespersonRow(t.database.db);
      const sToken = await tokenFor(t.database.db, 'salesperson', s.id);
      const customer = await createCustomerRow(t.database.db, { salespersonId: s.id });
      const res = await call('DELETE', `/api/admin/salespeople/${s.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: null,
        message: 'Salesperson deleted successfully; their customers are now unassigned',
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
      expect(row?.salespersonId).toBeNull();
      const me = await t.api({ method: 'GET', url: '/api/salesperson/profile', token: sToken });
      expect(me.statusCode).toBe(401);
      expect((await call('DELETE', `/api/admin/salespeople/${s.id}`)).statusCode).toBe(404);
    });

    it('refuses with 409 while collections reference the salesperson', async () => {
      const s = await createSalespersonRow(t.database.db);
      const customer = await createCustomerRow(t.database.db, { salespersonId: s.id });
      const order = await insertOrder(t.database.db, { userId: customer.id, status: 'delivered' });
      await t.database.db.insert(collections).values({
        salespersonId: s.id,
        userId: customer.id,
        orderId: order.id,
        amount: 500,
        currency: 'GBP',
        method: 'cash',
        collectedOn: '2025-01-02',
      });
      const res = await call('DELETE', `/api/admin/salespeople/${s.id}`, undefined, 'ar');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'salespersonHasCollections',
        message: 'لدى هذا المندوب عمليات تحصيل مسجلة ولا يمكن حذفه؛ عطّل الحساب بدلًا من ذلك',
      });
      const [still] = await t.database.db.select().from(salespeople).where(eq(salespeople.id, s.id));
      expect(still).toBeDefined();
    });
  });

  describe('POST /:id/customers', () => {
    it('assigns many customers at once, replacing a previous salesperson', async () => {
      const s = await createSalespersonRow(t.database.db);
      const previous = await createSalespersonRow(t.database.db);
      const a = await createCustomerRow(t.database.db);
      const b = await createCustomerRow(t.database.db, { salespersonId: previous.id });
      const res = await call('POST', `/api/admin/salespeople/${s.id}/customers`, {
        userIds: [a.id, b.id, a.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { assigned: 2 },
        message: '2 customers assigned to the salesperson',
      });
      const rows = await t.database.db.select().from(users).where(eq(users.salespersonId, s.id));
      expect(rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
      const ar = await call('POST', `/api/admin/salespeople/${s.id}/customers`, { userIds: [a.id] }, 'ar');
      expect(ar.json().message).toBe('تم تعيين عميل واحد للمندوب');
    });

    it('is all or nothing: an unknown customer id changes nobody', async () => {
      const s = await createSalespersonRow(t.database.db);
      const a = await createCustomerRow(t.database.db);
      const res = await call('POST', `/api/admin/salespeople/${s.id}/customers`, { userIds: [a.id, 999999] });
      expectFieldErrors(res, { userIds: ['Some of the chosen customers do not exist'] });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, a.id));
      expect(row?.salespersonId).toBeNull();
      const empty = await call('POST', `/api/admin/salespeople/${s.id}/customers`, { userIds: [] });
      expect(empty.json().errors).toEqual({ userIds: ['This field is required'] });
      expect(
        (await call('POST', '/api/admin/salespeople/999999/customers', { userIds: [a.id] })).statusCode,
      ).toBe(404);
    });
  });
});
