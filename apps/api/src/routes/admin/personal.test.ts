import type { LanguageCode } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/index.ts';
import { verifyPassword } from '../../modules/auth/passwords.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertAdmin } from '../../test/fixtures.ts';
import { tokenFor } from '../../test/role-matrix-fixtures.ts';

describe('settings/personal (/api/admin/personal)', () => {
  const t = useTestApp();
  let me: Awaited<ReturnType<typeof insertAdmin>>;
  let token: string;

  beforeAll(async () => {
    me = await insertAdmin(t.database.db, { name: 'Me', email: 'me@shop.test' });
    token = await tokenFor(t.database.db, 'admin', me.id);
    await insertAdmin(t.database.db, { email: 'taken@shop.test' });
  });

  const profile = (tok: string) => t.api({ method: 'GET', url: '/api/admin/profile/show', token: tok });

  it('GET answers the signed-in admin', async () => {
    const res = await t.api({ method: 'GET', url: '/api/admin/personal', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: me.id, name: 'Me', email: 'me@shop.test', is_super_admin: false });
  });

  const putPersonal = (payload: object, lang?: 'ar') =>
    t.api({ method: 'PUT', url: '/api/admin/personal', token, payload, lang });

  it('PUT changes the own name and email; the email must be free (any case)', async () => {
    const res = await putPersonal({ name: ' Me Again ', email: 'me2@shop.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: me.id, name: 'Me Again', email: 'me2@shop.test', is_super_admin: false },
      message: 'Profile updated successfully',
    });
    // Keeping one's own email is fine.
    const same = await putPersonal({ name: 'Me', email: 'ME2@shop.test' });
    expect(same.statusCode).toBe(200);
    const taken = await putPersonal({ name: 'Me', email: 'TAKEN@shop.test' }, 'ar');
    expectFieldErrors(taken, { email: ['البريد الإلكتروني مستخدم من قبل'] });
    const empty = await putPersonal({});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name']);
  });

  it('PUT password: current one required and checked, new over 8 with confirmation', async () => {
    const url = '/api/admin/personal/password';
    const refused: [LanguageCode, object, Record<string, string[]>][] = [
      [
        'en',
        { currentPassword: 'not-it', password: 'another-pass', passwordConfirmation: 'another-pass' },
        { currentPassword: ['The current password is incorrect'] },
      ],
      [
        'ar',
        { currentPassword: 'not-it', password: 'another-pass', passwordConfirmation: 'another-pass' },
        { currentPassword: ['كلمة المرور الحالية غير صحيحة'] },
      ],
      [
        'en',
        { currentPassword: me.password, password: '12345678', passwordConfirmation: '12345678' },
        { password: ['Password must be more than 8 characters'] },
      ],
      [
        'en',
        { currentPassword: me.password, password: '123456789', passwordConfirmation: '987654321' },
        { passwordConfirmation: ['The passwords do not match'] },
      ],
    ];
    for (const [lang, payload, errors] of refused) {
      expectFieldErrors(await t.api({ method: 'PUT', url, token, lang, payload }), errors);
    }
    const missing = await t.api({ method: 'PUT', url, token, payload: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'currentPassword',
      'password',
      'passwordConfirmation',
    ]);
  });

  it('changing the password keeps this session and signs out the others', async () => {
    const otherSession = await tokenFor(t.database.db, 'admin', me.id);
    const res = await t.api({
      method: 'PUT',
      url: '/api/admin/personal/password',
      token,
      payload: {
        currentPassword: me.password,
        password: 'fresh-password-1',
        passwordConfirmation: 'fresh-password-1',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: null,
      message: 'Password changed successfully; your other sessions were signed out',
    });
    expect((await profile(token)).statusCode).toBe(200);
    const other = await profile(otherSession);
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('sessionExpired');
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, me.id));
    expect(await verifyPassword(row?.passwordHash, 'fresh-password-1')).toBe(true);
    const login = await t.api({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: row?.email, password: 'fresh-password-1' },
    });
    expect(login.statusCode).toBe(200);
  });
});
