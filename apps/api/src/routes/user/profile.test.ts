import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { issueToken } from '../../modules/auth/tokens.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import {
  expectBearerNeeded,
  expectSessionExpiredInArabic,
  expectUnauthenticated,
  expiredToken,
} from '../../test/auth-checks.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertAdmin } from '../../test/fixtures.ts';
import { linkIn, useMailCapture } from '../../test/mail-capture.ts';

describe('customer profile and password', () => {
  const mail = useMailCapture();
  const t = useTestApp({
    env: mail.env({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000' }),
  });
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let other: Awaited<ReturnType<typeof createCustomer>>;
  let token: string;

  const login = async (loginId: string, password: string) =>
    t.api({ method: 'POST', url: '/api/auth/user/login', payload: { login: loginId, password } });

  beforeAll(async () => {
    customer = await createCustomer(t.database.db, {
      firstName: 'Daniel',
      lastName: 'Okafor',
      email: 'daniel@okafor.test',
      mobile: '07700900789',
      companyNumber: '13550217',
    });
    other = await createCustomer(t.database.db, { email: 'other@okafor.test', mobile: '07700900790' });
    token = (await login('daniel@okafor.test', customer.password)).json().data.token;
  });

  const details = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Dan',
    lastName: 'Okafor',
    companyName: 'Okafor Outfitters Ltd',
    companyNumber: '13550217',
    email: 'daniel@okafor.test',
    mobile: '07700 900 789',
    landline: '',
    preferredLanguage: 'ar',
    ...overrides,
  });

  describe('the gate of /api/user/*', () => {
    it('needs a user token: none, malformed or unknown is 401 unauthenticated', async () => {
      await expectBearerNeeded(t, 'GET', '/api/user/profile');
    });

    it('refuses an admin or salesperson token, even one naming a customer id', async () => {
      const admin = await insertAdmin(t.database.db);
      for (const [kind, subjectId] of [
        ['admin', admin.id],
        ['admin', customer.id],
        ['salesperson', customer.id],
      ] as const) {
        const issued = await issueToken(t.database.db, { kind, subjectId, ttlHours: 1 });
        for (const [method, url] of [
          ['GET', '/api/user/profile'],
          ['GET', '/api/user/addresses'],
          ['GET', '/api/user/approval-form'],
          ['PUT', '/api/user/password'],
        ] as const) {
          const res = await t.api({
            method,
            url,
            token: issued.token,
            payload: method === 'PUT' ? {} : undefined,
          });
          expectUnauthenticated(res, `${kind} ${method} ${url}`);
        }
      }
    });

    it('an expired user token is 401 sessionExpired, translated', async () => {
      const expired = await expiredToken(t, 'user', customer.id);
      expectSessionExpiredInArabic(
        await t.api({ method: 'GET', url: '/api/user/profile', token: expired, lang: 'ar' }),
      );
    });

    it('a token that outlived its customer ends the session', async () => {
      const gone = await createCustomer(t.database.db);
      const issued = await issueToken(t.database.db, { kind: 'user', subjectId: gone.id, ttlHours: 1 });
      await t.database.db.delete(users).where(eq(users.id, gone.id));
      const res = await t.api({ method: 'GET', url: '/api/user/profile', token: issued.token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('sessionExpired');
    });
  });

  describe('GET /api/user/profile', () => {
    it('answers the details and account state', async () => {
      const res = await t.api({ method: 'GET', url: '/api/user/profile', token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: customer.id,
        userCode: customer.userCode,
        type: 'business',
        firstName: 'Daniel',
        email: 'daniel@okafor.test',
        mobile: '07700900789',
        landline: null,
        state: 'approved',
        emailVerified: true,
        approvalFormSubmitted: false,
        restricted: false,
        canSeePrices: true,
        canOrder: true,
      });
      expect(Number.isNaN(Date.parse(res.json().data.registeredAt))).toBe(false);
    });

    it('a customer the admin hides prices from sees canSeePrices false', async () => {
      const c = await createCustomer(t.database.db, { canSeePrices: false });
      const tok = (await login(c.email, c.password)).json().data.token;
      const res = await t.api({ method: 'GET', url: '/api/user/profile', token: tok });
      expect(res.json().data).toMatchObject({ canSeePrices: false, canOrder: true });
    });
  });

  describe('PUT /api/user/profile', () => {
    it('edits the details with the SPEC 8 notice', async () => {
      const res = await t.api({ method: 'PUT', url: '/api/user/profile', token, payload: details() });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Profile updated successfully');
      expect(res.json().data).toMatchObject({ firstName: 'Dan', preferredLanguage: 'ar', state: 'approved' });
    });

    it("refuses another customer's e-mail, mobile or company number on the field", async () => {
      const res = await t.api({
        method: 'PUT',
        url: '/api/user/profile',
        token,
        lang: 'ar',
        payload: details({
          email: 'OTHER@okafor.test',
          mobile: '07700900790',
          companyNumber: other.companyNumber,
        }),
      });
      expectFieldErrors(res, {
        email: ['البريد الإلكتروني مستخدم من قبل'],
        mobile: ['رقم الهاتف مستخدم من قبل'],
        companyNumber: ['رقم السجل التجاري مستخدم من قبل'],
      });
    });

    it('validates like registration', async () => {
      const res = await t.api({
        method: 'PUT',
        url: '/api/user/profile',
        token,
        payload: details({ mobile: '123', email: 'x', companyNumber: '' }),
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['companyNumber', 'email', 'mobile']);
    });

    it('a new e-mail address must be verified again; the link goes to the new address', async () => {
      const c = await createCustomer(t.database.db, { preferredLanguage: 'en' });
      const tok = (await login(c.email, c.password)).json().data.token;
      const res = await t.api({
        method: 'PUT',
        url: '/api/user/profile',
        token: tok,
        payload: details({
          email: 'moved@okafor.test',
          mobile: c.mobile,
          companyNumber: c.companyNumber,
          preferredLanguage: 'en',
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        'Profile updated successfully, please verify your new e-mail address via the email we sent you',
      );
      expect(res.json().data).toMatchObject({
        email: 'moved@okafor.test',
        state: 'unconfirmed',
        canOrder: false,
      });
      const link = linkIn(await mail.waitFor('moved@okafor.test'), '/verify-email/');
      const [, , tk = '', em = ''] = link.pathname.split('/');
      const verified = await t.api({
        method: 'POST',
        url: '/api/auth/user/verify',
        payload: { token: decodeURIComponent(tk), email: decodeURIComponent(em) },
      });
      // The approval was kept: verified again means approved again.
      expect(verified.json().data).toEqual({ email: 'moved@okafor.test', state: 'approved' });
    });
  });

  describe('PUT /api/user/password', () => {
    it('needs the old password', async () => {
      const res = await t.api({
        method: 'PUT',
        url: '/api/user/password',
        token,
        payload: {
          oldPassword: 'wrong-one',
          password: 'New-password-1',
          passwordConfirmation: 'New-password-1',
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'currentPasswordIncorrect',
        message: 'The current password is incorrect',
        errors: { oldPassword: ['The current password is incorrect'] },
      });
      const missing = await t.api({ method: 'PUT', url: '/api/user/password', token, payload: {} });
      expect(Object.keys(missing.json().errors).sort()).toEqual([
        'oldPassword',
        'password',
        'passwordConfirmation',
      ]);
    });

    it('changes it; this session stays, the others end', async () => {
      const second = (await login('daniel@okafor.test', customer.password)).json().data.token;
      const res = await t.api({
        method: 'PUT',
        url: '/api/user/password',
        token,
        payload: {
          oldPassword: customer.password,
          password: 'New-password-1',
          passwordConfirmation: 'New-password-1',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null, message: 'Password changed successfully' });
      expect((await t.api({ method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(200);
      expect((await t.api({ method: 'GET', url: '/api/user/profile', token: second })).statusCode).toBe(401);
      expect((await login('daniel@okafor.test', customer.password)).statusCode).toBe(401);
      expect((await login('daniel@okafor.test', 'New-password-1')).statusCode).toBe(200);
    });
  });
});
