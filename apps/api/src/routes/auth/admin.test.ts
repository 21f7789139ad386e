import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, authTokens } from '../../db/schema/index.ts';
import { hashToken, issueToken } from '../../modules/auth/tokens.ts';
import { useTestApp } from '../../test/app.ts';
import {
  expectBearerNeeded,
  expectLoginIncorrect,
  expectLoginRateLimited,
  expectSessionExpiredInArabic,
  expectSignOutRevokes,
  expiredToken,
  signInAttempt,
} from '../../test/auth-checks.ts';
import { insertAdmin } from '../../test/fixtures.ts';

describe('admin authentication', () => {
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' } });
  let admin: Awaited<ReturnType<typeof insertAdmin>>;
  let superAdmin: Awaited<ReturnType<typeof insertAdmin>>;

  beforeAll(async () => {
    admin = await insertAdmin(t.database.db, { name: 'Plain Admin', email: 'plain@shop.test' });
    superAdmin = await insertAdmin(t.database.db, {
      name: 'Root',
      email: 'root@shop.test',
      isSuperAdmin: true,
    });
  });

  const login = (email: string, password: string, lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password }, lang });
  const profile = (token: string, lang?: 'ar' | 'en') =>
    t.api({ method: 'GET', url: '/api/admin/profile/show', token, lang });
  /** A sign-in body sent as written, under its own content type. */
  const postRaw = (contentType: string, payload: string) =>
    t.api({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload,
      headers: { 'content-type': contentType },
    });

  describe('POST /api/auth/admin/login', () => {
    it('signs in with email and password and answers a token and the profile', async () => {
      const res = await login('ROOT@shop.test', superAdmin.password);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.token.length).toBeGreaterThan(10);
      expect(data.admin).toEqual({
        id: superAdmin.id,
        name: 'Root',
        email: 'root@shop.test',
        is_super_admin: true,
      });
      expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
      // Only the hash is stored; the token itself is nowhere in the database.
      const rows = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.subjectId, superAdmin.id));
      expect(rows.some((r) => r.tokenHash === hashToken(data.token))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(data.token);
      const [stored] = await t.database.db.select().from(admins).where(eq(admins.id, superAdmin.id));
      expect(stored?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(stored?.lastLoginAt).toBeInstanceOf(Date);
    });

    it('refuses a wrong password and an unknown email alike, translated', async () => {
      expectLoginIncorrect(await login('plain@shop.test', 'not-the-password'));
      expectLoginIncorrect(await login('nobody@shop.test', 'whatever-123', 'ar'), 'ar');
    });

    it('answers 422 with a translated message per field for a bad body', async () => {
      const res = await t.api({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'not-an-email' },
      });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.code).toBe('validation');
      expect(body.message).toBe(
        'Incorrect entry, Please verify your data is valid then try submitting again',
      );
      expect(body.errors).toEqual({
        email: ['Enter a valid email address'],
        password: ['This field is required'],
      });
      const ar = await t.api({ method: 'POST', url: '/api/auth/admin/login', payload: {}, lang: 'ar' });
      expect(ar.json().errors.password).toEqual(['هذا الحقل مطلوب']);
    });

    it('answers 415 for a body that is not JSON and 400 for broken JSON', async () => {
      const form = await postRaw('text/plain', 'email=a@b.c&password=x');
      expect(form.statusCode).toBe(415);
      expect(form.json().code).toBe('unsupportedMediaType');
      // SPEC 7's client may also post url-encoded forms: those are read like JSON.
      const encoded = await postRaw(
        'application/x-www-form-urlencoded',
        `email=plain%40shop.test&password=${encodeURIComponent(admin.password)}`,
      );
      expect(encoded.statusCode).toBe(200);
      const broken = await postRaw('application/json', '{"email":');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().code).toBe('badJson');
    });

    it('refuses a forged cross-site post: XSRF cookie without the matching header', async () => {
      const res = await t.api({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'plain@shop.test', password: admin.password },
        cookies: { 'XSRF-TOKEN': 'abc123abc123abc123abc' },
      });
      expect(res.statusCode).toBe(403);
      const ok = await t.api({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'plain@shop.test', password: admin.password },
        cookies: { 'XSRF-TOKEN': 'abc123abc123abc123abc' },
        headers: { 'x-xsrf-token': 'abc123abc123abc123abc' },
      });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('GET /api/admin/profile/show', () => {
    it('answers the profile with is_super_admin for a live token', async () => {
      const { token } = (await login('plain@shop.test', admin.password)).json().data;
      const res = await profile(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: admin.id,
        name: 'Plain Admin',
        email: 'plain@shop.test',
        is_super_admin: false,
      });
    });

    it('answers 401 without a token, with a malformed header, or with an unknown token', async () => {
      await expectBearerNeeded(t, 'GET', '/api/admin/profile/show');
    });

    it('answers 401 sessionExpired for an expired token', async () => {
      expectSessionExpiredInArabic(await profile(await expiredToken(t, 'admin', admin.id), 'ar'));
    });

    it('never accepts a customer or salesperson token in place of an admin token', async () => {
      for (const kind of ['user', 'salesperson'] as const) {
        const { token } = await issueToken(t.database.db, { kind, subjectId: admin.id, ttlHours: 1 });
        const res = await profile(token);
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('POST /api/auth/admin/logout', () => {
    it('revokes the token: the next profile call is refused', async () => {
      const { token } = (await login('plain@shop.test', admin.password)).json().data;
      await expectSignOutRevokes(
        t,
        { logout: '/api/auth/admin/logout', profile: '/api/admin/profile/show' },
        token,
      );
    });

    it('needs a token', async () => {
      const res = await t.api({ method: 'POST', url: '/api/auth/admin/logout' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('rate limit', () => {
    const limited = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '5' } });
    const attempt = signInAttempt(limited, '/api/auth/admin/login', {
      email: 'limited@shop.test',
      password: 'wrong-password',
    });

    it('answers 429 with a translated message after too many sign-in attempts', async () => {
      await expectLoginRateLimited(attempt, 6);
    });
  });

  describe('rate limit per address and account', () => {
    const limited = useTestApp({
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '6' },
    });
    let colleague: Awaited<ReturnType<typeof insertAdmin>>;
    beforeAll(async () => {
      colleague = await insertAdmin(limited.database.db, { email: 'colleague@shop.test' });
    });
    const attempt = (email: string, password: string, remoteAddress: string) =>
      limited.api({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email, password },
        remoteAddress,
      });

    it('one address guessing one admin does not lock the other admins out', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await attempt('Colleague@shop.test', 'wrong-password', '203.0.113.7')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // The same office signs in to another account; the guessed account is still reachable elsewhere.
      expect((await attempt('someone-else@shop.test', 'wrong-password', '203.0.113.7')).statusCode).toBe(401);
      expect((await attempt('colleague@shop.test', colleague.password, '198.51.100.4')).statusCode).toBe(200);
    });

    it('the higher per-address cap still stops one address trying many accounts', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1)
        statuses.push((await attempt(`nobody${i}@shop.test`, 'wrong-password', '203.0.113.9')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      const refused = await attempt('colleague@shop.test', colleague.password, '203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rateLimited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await attempt('colleague@shop.test', colleague.password, '198.51.100.5')).statusCode).toBe(200);
    });
  });
});
