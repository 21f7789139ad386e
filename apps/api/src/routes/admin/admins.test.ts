import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/index.ts';
import { verifyPassword } from '../../modules/auth/passwords.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertAdmin } from '../../test/fixtures.ts';
import { tokenFor } from '../../test/role-matrix-fixtures.ts';

describe('admins (/api/admin/admins, super admins only)', () => {
  const t = useTestApp();
  let root: Awaited<ReturnType<typeof insertAdmin>>;
  let rootToken: string;
  let plainToken: string;

  beforeAll(async () => {
    root = await insertAdmin(t.database.db, { name: 'Root', email: 'root@shop.test', isSuperAdmin: true });
    rootToken = await tokenFor(t.database.db, 'admin', root.id);
    const plain = await insertAdmin(t.database.db, { name: 'Plain', email: 'plain@shop.test' });
    plainToken = await tokenFor(t.database.db, 'admin', plain.id);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    opts: { token?: string; lang?: 'ar' | 'en' } = {},
  ) => t.api({ method, url, payload, token: opts.token ?? rootToken, lang: opts.lang });
  const profile = (token: string) => t.api({ method: 'GET', url: '/api/admin/profile/show', token });
  const valid = {
    name: 'New Admin',
    email: 'new@shop.test',
    password: 'nine-char',
    passwordConfirmation: 'nine-char',
  };

  it('refuses a plain admin with 403 forbidden on every route, translated', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/admins'],
      ['POST', '/api/admin/admins'],
      ['GET', `/api/admin/admins/${root.id}`],
      ['PUT', `/api/admin/admins/${root.id}`],
      ['DELETE', `/api/admin/admins/${root.id}`],
    ] as const) {
      const res = await call(method, url, method === 'POST' || method === 'PUT' ? valid : undefined, {
        token: plainToken,
        lang: 'ar',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', message: 'أنت غير مؤهل لعرض هذه الصفحة.' });
    }
  });

  describe('POST /api/admin/admins', () => {
    it('creates an admin (argon2 hash, not super unless asked) with a notice', async () => {
      const res = await call('POST', '/api/admin/admins', valid);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Admin added successfully');
      expect(res.json().data).toMatchObject({
        name: 'New Admin',
        email: 'new@shop.test',
        is_super_admin: false,
      });
      const [row] = await t.database.db.select().from(admins).where(eq(admins.email, 'new@shop.test'));
      expect(await verifyPassword(row?.passwordHash, 'nine-char')).toBe(true);
      const login = await t.api({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'new@shop.test', password: 'nine-char' },
      });
      expect(login.statusCode).toBe(200);
      const superOne = await call('POST', '/api/admin/admins', {
        ...valid,
        email: 'second-root@shop.test',
        is_super_admin: true,
      });
      expect(superOne.json().data.is_super_admin).toBe(true);
    });

    it('requires a name, a valid unique email (any case) and a password over 8 with confirmation', async () => {
      const empty = await call('POST', '/api/admin/admins', {}, { lang: 'ar' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toMatchObject({
        name: ['هذا الحقل مطلوب'],
        email: ['هذا الحقل مطلوب'],
        password: ['هذا الحقل مطلوب'],
      });
      const eight = await call('POST', '/api/admin/admins', {
        ...valid,
        email: 'eight@shop.test',
        password: '12345678',
        passwordConfirmation: '12345678',
      });
      expectFieldErrors(eight, { password: ['Password must be more than 8 characters'] });
      const mismatch = await call('POST', '/api/admin/admins', {
        ...valid,
        email: 'mm@shop.test',
        passwordConfirmation: 'other-one',
      });
      expect(mismatch.json().errors).toEqual({ passwordConfirmation: ['The passwords do not match'] });
      const blankName = await call('POST', '/api/admin/admins', {
        ...valid,
        name: '  ',
        email: 'b@shop.test',
      });
      expect(blankName.json().errors).toEqual({ name: ['This field is required'] });
      const badEmail = await call('POST', '/api/admin/admins', { ...valid, email: 'nope' });
      expect(badEmail.json().errors).toEqual({ email: ['Enter a valid email address'] });
      const taken = await call(
        'POST',
        '/api/admin/admins',
        { ...valid, email: 'ROOT@Shop.test' },
        { lang: 'ar' },
      );
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toMatchObject({
        code: 'validation',
        errors: { email: ['البريد الإلكتروني مستخدم من قبل'] },
      });
    });
  });

  describe('GET /api/admin/admins', () => {
    it('lists paginated with search and sort', async () => {
      const res = await call('GET', '/api/admin/admins?perPage=2');
      expect(res.statusCode).toBe(200);
      const { items, meta } = res.json().data;
      expect(meta).toMatchObject({ page: 1, perPage: 2 });
      expect(meta.total).toBeGreaterThanOrEqual(4);
      expect(items).toHaveLength(2);
      expect(items[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        email: expect.any(String),
        is_super_admin: expect.any(Boolean),
        // "New Admin" signed in above.
        lastLoginAt: expect.any(String),
        createdAt: expect.any(String),
      });
      const found = await call('GET', '/api/admin/admins?search=PLAIN');
      expect(found.json().data.items.map((a: { email: string }) => a.email)).toEqual(['plain@shop.test']);
      const sorted = await call('GET', '/api/admin/admins?sort=-email&perPage=100');
      const emails = sorted.json().data.items.map((a: { email: string }) => a.email);
      expect(emails).toEqual([...emails].sort().reverse());
    });

    it('GET /:id answers one admin; 404 for an unknown one', async () => {
      const res = await call('GET', `/api/admin/admins/${root.id}`);
      expect(res.json().data).toMatchObject({ id: root.id, name: 'Root', is_super_admin: true });
      expect((await call('GET', '/api/admin/admins/999999')).statusCode).toBe(404);
    });
  });

  describe('PUT and DELETE', () => {
    it('edits name/email/password; a new password ends the admin’s sessions', async () => {
      const a = await insertAdmin(t.database.db, { email: 'edit@shop.test' });
      const aToken = await tokenFor(t.database.db, 'admin', a.id);
      const res = await call('PUT', `/api/admin/admins/${a.id}`, {
        name: 'Edited',
        email: 'Edited@shop.test',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { name: 'Edited', email: 'Edited@shop.test' },
        message: 'Admin updated successfully',
      });
      expect((await profile(aToken)).statusCode).toBe(200);
      const taken = await call('PUT', `/api/admin/admins/${a.id}`, { email: 'root@SHOP.test' });
      expect(taken.json().errors).toEqual({ email: ['The email has already been taken'] });
      const short = await call('PUT', `/api/admin/admins/${a.id}`, {
        password: 'short',
        passwordConfirmation: 'short',
      });
      expect(short.statusCode).toBe(422);
      const pw = await call('PUT', `/api/admin/admins/${a.id}`, {
        password: 'brand-new-pass',
        passwordConfirmation: 'brand-new-pass',
      });
      expect(pw.statusCode).toBe(200);
      expect((await profile(aToken)).json().code).toBe('sessionExpired');
    });

    it('promotes and demotes; demoting revokes the tokens; the last super admin cannot be demoted', async () => {
      const b = await insertAdmin(t.database.db, { email: 'promote@shop.test' });
      const bToken = await tokenFor(t.database.db, 'admin', b.id);
      const up = await call('PUT', `/api/admin/admins/${b.id}`, { is_super_admin: true });
      expect(up.json().data.is_super_admin).toBe(true);
      // Promotion keeps the session; the promoted admin now reaches the admins section.
      expect((await call('GET', '/api/admin/admins', undefined, { token: bToken })).statusCode).toBe(200);
      const down = await call('PUT', `/api/admin/admins/${b.id}`, { is_super_admin: false });
      expect(down.statusCode).toBe(200);
      expect((await profile(bToken)).statusCode).toBe(401);

      // Leave exactly one super admin: demote every other one.
      const supers = await t.database.db.select().from(admins).where(eq(admins.isSuperAdmin, true));
      for (const s of supers.filter((x) => x.id !== root.id)) {
        expect((await call('PUT', `/api/admin/admins/${s.id}`, { is_super_admin: false })).statusCode).toBe(
          200,
        );
      }
      const last = await call('PUT', `/api/admin/admins/${root.id}`, { is_super_admin: false });
      expect(last.statusCode).toBe(409);
      expect(last.json()).toEqual({
        code: 'lastSuperAdmin',
        message: 'The last super admin cannot be removed or demoted',
      });
      const lastAr = await call(
        'PUT',
        `/api/admin/admins/${root.id}`,
        { is_super_admin: false },
        { lang: 'ar' },
      );
      expect(lastAr.json().message).toBe('لا يمكن حذف آخر مدير عام أو إلغاء صلاحياته');
      const [still] = await t.database.db.select().from(admins).where(eq(admins.id, root.id));
      expect(still?.isSuperAdmin).toBe(true);
    });

    it('a super admin may demote itself while another super admin remains (and is signed out)', async () => {
      const other = await insertAdmin(t.database.db, { email: 'self-demote@shop.test', isSuperAdmin: true });
      const otherToken = await tokenFor(t.database.db, 'admin', other.id);
      const res = await call(
        'PUT',
        `/api/admin/admins/${other.id}`,
        { is_super_admin: false },
        { token: otherToken },
      );
      expect(res.statusCode).toBe(200);
      expect((await profile(otherToken)).statusCode).toBe(401);
    });

    it('deletes an admin and revokes its tokens; not oneself; 404 for unknown', async () => {
      const d = await insertAdmin(t.database.db, { email: 'delete-me@shop.test' });
      const dToken = await tokenFor(t.database.db, 'admin', d.id);
      const res = await call('DELETE', `/api/admin/admins/${d.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null, message: 'Admin deleted successfully' });
      expect((await profile(dToken)).statusCode).toBe(401);
      expect((await t.database.db.select().from(admins).where(eq(admins.id, d.id))).length).toBe(0);
      const self = await call('DELETE', `/api/admin/admins/${root.id}`, undefined, { lang: 'ar' });
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ code: 'cannotDeleteSelf', message: 'لا يمكنك حذف حسابك بنفسك' });
      expect((await call('DELETE', '/api/admin/admins/999999')).statusCode).toBe(404);
    });

    it('two super admins demoting each other at once: one wins, one super admin always remains', async () => {
      await t.database.db.update(admins).set({ isSuperAdmin: false });
      const x = await insertAdmin(t.database.db, { email: 'race-x@shop.test', isSuperAdmin: true });
      const y = await insertAdmin(t.database.db, { email: 'race-y@shop.test', isSuperAdmin: true });
      const [xToken, yToken] = [
        await tokenFor(t.database.db, 'admin', x.id),
        await tokenFor(t.database.db, 'admin', y.id),
      ];
      const results = await Promise.all([
        call('PUT', `/api/admin/admins/${y.id}`, { is_super_admin: false }, { token: xToken }),
        call('PUT', `/api/admin/admins/${x.id}`, { is_super_admin: false }, { token: yToken }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      // The loser is refused either by the last-super rule (409) or, signed out by the winner's
      // demotion, by the gate (401/403); never are both demoted.
      expect(codes[0]).toBe(200);
      expect([401, 403, 409]).toContain(codes[1]);
      const supers = await t.database.db.select().from(admins).where(eq(admins.isSuperAdmin, true));
      expect(supers).toHaveLength(1);
    });

    it('deleting the last super admin is refused (the service guards it whoever asks)', async () => {
      await t.database.db.update(admins).set({ isSuperAdmin: false });
      const only = await insertAdmin(t.database.db, { email: 'only-super@shop.test', isSuperAdmin: true });
      const { deleteAdmin } = await import('../../modules/admins/admins.service.ts');
      const asRoot = { db: t.database.db, lang: 'en', who: { kind: 'admin', id: root.id } } as const;
      await expect(deleteAdmin(asRoot, only.id)).rejects.toMatchObject({
        statusCode: 409,
        code: 'lastSuperAdmin',
      });
      const second = await insertAdmin(t.database.db, {
        email: 'second-super@shop.test',
        isSuperAdmin: true,
      });
      const secondToken = await tokenFor(t.database.db, 'admin', second.id);
      const res = await call('DELETE', `/api/admin/admins/${only.id}`, undefined, { token: secondToken });
      expect(res.statusCode).toBe(200);
    });
  });
});
