import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authTokens, salespeople } from '../../db/schema/index.ts';
import { hashToken } from '../../modules/auth/tokens.ts';
import { useTestApp } from '../../test/app.ts';
import { expectLoginIncorrect, expectSignOutRevokes, signInAttempt } from '../../test/auth-checks.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { createSalespersonRow } from '../../test/role-matrix-fixtures.ts';

describe('salesperson sign-in (/api/auth/salesperson)', () => {
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' } });
  let sp: Awaited<ReturnType<typeof createSalespersonRow>>;
  let inactive: Awaited<ReturnType<typeof createSalespersonRow>>;

  beforeAll(async () => {
    sp = await createSalespersonRow(t.database.db, {
      firstName: 'Omar',
      lastName: 'Siddiqui',
      email: 'sales@shop.test',
      phone: '07700900456',
      code: 'SP-001',
    });
    inactive = await createSalespersonRow(t.database.db, { email: 'gone@shop.test', active: false });
  });

  const login = (email: string, password: string, lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url: '/api/auth/salesperson/login', payload: { email, password }, lang });

  it('signs in with email (any case) and password: a salesperson token and the profile', async () => {
    const res = await login('SALES@shop.test', sp.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Logged in successfully');
    expect(body.data.salesperson).toEqual({
      id: sp.id,
      firstName: 'Omar',
      lastName: 'Siddiqui',
      email: 'sales@shop.test',
      phone: '07700900456',
      code: 'SP-001',
    });
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(body.data.token)));
    expect(stored?.kind).toBe('salesperson');
    expect(stored?.subjectId).toBe(sp.id);
    const [row] = await t.database.db.select().from(salespeople).where(eq(salespeople.id, sp.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong password and an unknown email alike, translated', async () => {
    expectLoginIncorrect(await login('sales@shop.test', 'nope-nope'));
    expectLoginIncorrect(await login('nobody@shop.test', 'whatever', 'ar'), 'ar');
  });

  it('refuses an inactive salesperson with a clear message (only after a correct password)', async () => {
    const res = await login('gone@shop.test', inactive.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'salespersonInactive',
      message: 'Your salesperson account is inactive. Please contact the shop administrator',
    });
    const ar = await login('gone@shop.test', inactive.password, 'ar');
    expect(ar.json().message).toBe('حساب المندوب الخاص بك غير مفعّل. يرجى التواصل مع مدير المتجر');
    expect((await login('gone@shop.test', 'wrong-password')).statusCode).toBe(401);
  });

  it('answers 422 per field for a bad body', async () => {
    const res = await t.api({ method: 'POST', url: '/api/auth/salesperson/login', payload: { email: 'x' } });
    expectFieldErrors(res, {
      email: ['Enter a valid email address'],
      password: ['This field is required'],
    });
  });

  it('logout revokes the token; a salesperson token is needed', async () => {
    const { token } = (await login('sales@shop.test', sp.password)).json().data;
    await expectSignOutRevokes(
      t,
      { logout: '/api/auth/salesperson/logout', profile: '/api/salesperson/profile' },
      token,
    );
  });

  describe('rate limit', () => {
    const limited = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3' } });
    it('answers 429 translated after too many attempts', async () => {
      const attempt = signInAttempt(limited, '/api/auth/salesperson/login', {
        email: 'limited@shop.test',
        password: 'wrong-password',
      });
      let last = await attempt();
      expect(last.statusCode).toBe(401);
      for (let i = 0; i < 3; i += 1) last = await attempt();
      expect(last.statusCode).toBe(429);
      expect(last.json().code).toBe('rateLimited');
      expect(last.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
      const ar = await attempt('ar');
      expect(ar.json().message).toMatch(/^محاولات كثيرة جدًا/);
      expect(Number(ar.headers['retry-after'])).toBeGreaterThan(0);
      // Another salesperson behind the same address is counted apart.
      const other = await limited.api({
        method: 'POST',
        url: '/api/auth/salesperson/login',
        payload: { email: 'other@shop.test', password: 'wrong-password' },
      });
      expect(other.statusCode).toBe(401);
    });
  });
});
