import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, authTokens, users } from '../../db/schema/index.ts';
import { hashToken, issueToken } from '../../modules/auth/tokens.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import {
  expectLoginIncorrect,
  expectLoginRateLimited,
  expectSignOutRevokes,
  expectUnauthenticated,
  signInAttempt,
} from '../../test/auth-checks.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertAdmin } from '../../test/fixtures.ts';
import { linkIn, useMailCapture } from '../../test/mail-capture.ts';

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amira',
  lastName: 'Haddad',
  companyName: 'Haddad Fashion Retail Ltd',
  companyNumber: '12874563',
  email: 'amira@haddad.test',
  mobile: '07700 900 123',
  landline: '0121 496 0555',
  password: 'Amira-pass-1',
  passwordConfirmation: 'Amira-pass-1',
  preferredLanguage: 'en',
  ...overrides,
});

describe('customer registration, verification and sign-in', () => {
  const mail = useMailCapture();
  const t = useTestApp({
    env: mail.env({
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000',
      VERIFY_RESEND_COOLDOWN_SECONDS: '60',
      RESET_COOLDOWN_SECONDS: '60',
      PUBLIC_URL: 'https://shop.example.test',
    }),
  });

  const register = (body: Record<string, unknown>, lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url: '/api/auth/user/register', payload: body, lang });
  const login = (loginId: string, password: string, lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url: '/api/auth/user/login', payload: { login: loginId, password }, lang });

  describe('POST /api/auth/user/register', () => {
    it('registers a business account, answers the SPEC 8 notice and mails a verification link', async () => {
      const res = await register(registration());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        data: { email: 'amira@haddad.test', retryAfterSeconds: 60 },
        message: 'Registered successfully, please verify your account via the email we sent you',
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'amira@haddad.test'));
      expect(row).toMatchObject({
        type: 'business',
        mobile: '07700900123',
        landline: '01214960555',
        companyNumber: '12874563',
        emailVerifiedAt: null,
        approvedAt: null,
        preferredLanguage: 'en',
      });
      expect(row?.userCode).toBe(`CU-${String(row?.id).padStart(5, '0')}`);
      expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
      const sent = await mail.waitFor('amira@haddad.test');
      expect(sent.subject).toContain('trade account');
      expect(sent.html).toContain('Welcome, Amira Haddad');
      const link = linkIn(sent, '/verify-email/');
      expect(link.origin).toBe('https://shop.example.test');
      // Only the hash of the mailed token is stored.
      const token = decodeURIComponent(link.pathname.split('/')[2] ?? '');
      const tokens = await t.database.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.subjectId, row?.id ?? 0));
      expect(tokens.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
      expect(JSON.stringify(tokens)).not.toContain(token);
    });

    it('registers business accounts only: a personal type in the body is ignored', async () => {
      const res = await register(
        registration({
          email: 'biz@haddad.test',
          mobile: '07700900125',
          companyNumber: '12874599',
          type: 'personal',
        }),
      );
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'biz@haddad.test'));
      expect(row?.type).toBe('business');
    });

    it('is described in the OpenAPI document', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const paths = Object.keys(res.json().paths);
      for (const p of [
        '/api/auth/user/register',
        '/api/auth/user/verify',
        '/api/auth/user/verify/resend',
        '/api/auth/user/login',
        '/api/auth/user/logout',
        '/api/auth/user/password/forgot',
        '/api/auth/user/password/reset',
        '/api/user/profile',
        '/api/user/password',
        '/api/user/approval-form',
        '/api/user/addresses',
        '/api/user/addresses/{id}',
      ]) {
        expect(paths, p).toContain(p);
      }
    });

    it('mails in the preferred language (Arabic, right-to-left)', async () => {
      const res = await register(
        registration({
          email: 'ar@haddad.test',
          mobile: '07700900124',
          companyNumber: 'SC123456',
          preferredLanguage: undefined,
        }),
        'ar',
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(
        'تم التسجيل بنجاح، يرجى تأكيد حسابك عبر الرسالة التي أرسلناها إلى بريدك الإلكتروني',
      );
      const sent = await mail.waitFor('ar@haddad.test');
      expect(sent.subject).toContain('أكّد حسابك التجاري');
      expect(sent.html).toContain('dir="rtl"');
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ar@haddad.test'));
      expect(row?.preferredLanguage).toBe('ar');
    });

    it('reports every taken unique field at once, on its field, translated', async () => {
      const res = await register(
        registration({ email: 'AMIRA@haddad.test', mobile: '07700-900-123', companyNumber: '12 874 563' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'validation',
        message: 'Incorrect entry, Please verify your data is valid then try submitting again',
        errors: {
          email: ['The email has already been taken'],
          mobile: ['The phone has already been taken'],
          companyNumber: ['The company number has already been taken'],
        },
      });
      const ar = await register(registration({ email: 'new@haddad.test', mobile: '07700900999' }), 'ar');
      expect(ar.json().errors).toEqual({ companyNumber: ['رقم السجل التجاري مستخدم من قبل'] });
    });

    it('is race-safe: concurrent registrations with one e-mail create one account', async () => {
      const results = await Promise.all(
        [0, 1, 2].map((i) =>
          register(
            registration({
              email: 'race@haddad.test',
              mobile: `0770090050${i}`,
              companyNumber: `5555555${i}`,
            }),
          ),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 422, 422]);
      for (const r of results.filter((x) => x.statusCode === 422)) {
        expect(r.json().errors).toEqual({ email: ['The email has already been taken'] });
      }
      const rows = await t.database.db.select().from(users).where(eq(users.email, 'race@haddad.test'));
      expect(rows).toHaveLength(1);
    });

    it('applies the SPEC 5 rules with a translated message per field', async () => {
      const res = await register({
        firstName: '',
        email: 'nope',
        mobile: '12345',
        companyNumber: 'ABC',
        password: 'short',
        passwordConfirmation: 'other',
      });
      expectFieldErrors(res, {
        firstName: ['This field is required'],
        lastName: ['This field is required'],
        companyName: ['This field is required'],
        companyNumber: ['Enter a valid company number'],
        email: ['Enter a valid email address'],
        mobile: ['Phone must have at least 10 digits'],
        password: ['Password must be at least 8 characters'],
        passwordConfirmation: ['The passwords do not match'],
      });
      const ar = await register(
        { ...registration(), password: 'abcdefgh', passwordConfirmation: 'abcdefgx' },
        'ar',
      );
      expect(ar.json().errors).toEqual({ passwordConfirmation: ['كلمتا المرور غير متطابقتين'] });
    });
  });

  describe('e-mail verification', () => {
    it('follows the mailed link: verified once, awaiting approval; the link is single use', async () => {
      await register(
        registration({ email: 'verify@haddad.test', mobile: '07700900201', companyNumber: '20000001' }),
      );
      const link = linkIn(await mail.waitFor('verify@haddad.test'), '/verify-email/');
      const [, , token = '', email = ''] = link.pathname.split('/');
      const payload = { token: decodeURIComponent(token), email: decodeURIComponent(email) };
      const res = await t.api({ method: 'POST', url: '/api/auth/user/verify', payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { email: 'verify@haddad.test', state: 'awaiting_approval' },
        message: 'Your e-mail address has been verified',
      });
      const again = await t.api({ method: 'POST', url: '/api/auth/user/verify', payload, lang: 'ar' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        code: 'verifyLinkInvalid',
        message: 'رابط التأكيد هذا غير صالح أو سبق استخدامه',
      });
      const signedIn = await login('verify@haddad.test', 'Amira-pass-1');
      expect(signedIn.json().data.user).toMatchObject({
        state: 'awaiting_approval',
        emailVerified: true,
        approvalFormSubmitted: false,
        canSeePrices: false,
        canOrder: false,
      });
    });

    it('GET with token and email in the query works too; a wrong e-mail is refused', async () => {
      await register(
        registration({ email: 'get@haddad.test', mobile: '07700900202', companyNumber: '20000002' }),
      );
      const link = linkIn(await mail.waitFor('get@haddad.test'), '/verify-email/');
      const token = decodeURIComponent(link.pathname.split('/')[2] ?? '');
      const wrong = await t.api({
        method: 'GET',
        url: `/api/auth/user/verify?token=${encodeURIComponent(token)}&email=amira%40haddad.test`,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('verifyLinkInvalid');
      const ok = await t.api({
        method: 'GET',
        url: `/api/auth/user/verify?token=${encodeURIComponent(token)}&email=GET%40haddad.test`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.state).toBe('awaiting_approval');
      const missing = await t.api({ method: 'GET', url: '/api/auth/user/verify' });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(['token', 'email']);
    });

    it('refuses an expired link with its own message', async () => {
      await register(
        registration({ email: 'late@haddad.test', mobile: '07700900203', companyNumber: '20000003' }),
      );
      const link = linkIn(await mail.waitFor('late@haddad.test'), '/verify-email/');
      const token = decodeURIComponent(link.pathname.split('/')[2] ?? '');
      await t.database.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.tokenHash, hashToken(token)));
      const res = await t.api({
        method: 'POST',
        url: '/api/auth/user/verify',
        payload: { token, email: 'late@haddad.test' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'verifyLinkExpired',
        message: 'This verification link has expired, please ask for a new one',
      });
    });

    it('resend: a new link once the cooldown is over, replacing the old one; nothing sent meanwhile', async () => {
      await register(
        registration({ email: 'resend@haddad.test', mobile: '07700900204', companyNumber: '20000004' }),
      );
      const first = linkIn(await mail.waitFor('resend@haddad.test'), '/verify-email/');
      const resend = () =>
        t.api({
          method: 'POST',
          url: '/api/auth/user/verify/resend',
          payload: { email: 'resend@haddad.test' },
        });
      mail.clear();
      const early = await resend();
      expect(early.statusCode).toBe(200);
      expect(early.headers['retry-after']).toBeUndefined();
      // The cooldown is over (the last mail was sent a minute ago).
      await t.database.db
        .update(accountTokens)
        .set({ sentAt: new Date(Date.now() - 61_000) })
        .where(eq(accountTokens.email, 'resend@haddad.test'));
      const ok = await resend();
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        data: { retryAfterSeconds: 60 },
        message:
          'If this e-mail address belongs to an account that is not verified yet, we have sent it a new verification link',
      });
      const second = linkIn(await mail.waitFor('resend@haddad.test'), '/verify-email/');
      // One mail: the early ask sent none.
      expect(mail.to('resend@haddad.test')).toHaveLength(1);
      expect(second.pathname).not.toBe(first.pathname);
      const old = await t.api({
        method: 'POST',
        url: '/api/auth/user/verify',
        payload: {
          token: decodeURIComponent(first.pathname.split('/')[2] ?? ''),
          email: 'resend@haddad.test',
        },
      });
      expect(old.json().code).toBe('verifyLinkInvalid');
      const fresh = await t.api({
        method: 'POST',
        url: '/api/auth/user/verify',
        payload: {
          token: decodeURIComponent(second.pathname.split('/')[2] ?? ''),
          email: 'resend@haddad.test',
        },
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('resend answers alike for an unknown, unverified, cooling-down and verified address', async () => {
      await createCustomer(t.database.db, { email: 'unverified@haddad.test', state: 'unconfirmed' });
      await createCustomer(t.database.db, { email: 'verified@haddad.test', state: 'awaiting_approval' });
      mail.clear();
      const resend = (email: string, lang?: 'ar' | 'en') =>
        t.api({ method: 'POST', url: '/api/auth/user/verify/resend', payload: { email }, lang });
      const answers = [];
      for (const email of [
        'ghost@haddad.test',
        'unverified@haddad.test',
        // Cooling down: the mail just sent.
        'unverified@haddad.test',
        'verified@haddad.test',
      ]) {
        const res = await resend(email);
        answers.push({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] });
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]?.status).toBe(200);
      expect(answers[0]?.retryAfter).toBeUndefined();
      const ar = await resend('verified@haddad.test', 'ar');
      expect(ar.json().message).toBe(await resend('ghost@haddad.test', 'ar').then((r) => r.json().message));
      expect(ar.json().message).toMatch(/^إذا كان هذا البريد الإلكتروني لحساب لم يُؤكَّد بعد/);
      // Only the unverified account got a link, once.
      const links = async (email: string) =>
        (await t.database.db.select().from(accountTokens).where(eq(accountTokens.email, email))).length;
      expect(await links('unverified@haddad.test')).toBe(1);
      expect(await links('verified@haddad.test')).toBe(0);
      await mail.waitFor('unverified@haddad.test');
      expect(mail.to('unverified@haddad.test')).toHaveLength(1);
      expect(mail.to('verified@haddad.test')).toEqual([]);
      expect(mail.to('ghost@haddad.test')).toEqual([]);
    });
  });

  describe('POST /api/auth/user/login', () => {
    let approved: Awaited<ReturnType<typeof createCustomer>>;
    beforeAll(async () => {
      approved = await createCustomer(t.database.db, {
        email: 'approved@shop.test',
        mobile: '07700911111',
        state: 'approved',
      });
    });

    it('signs in by e-mail with the token, its expiry and the account state', async () => {
      const res = await login('Approved@Shop.test', approved.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Logged in successfully');
      expect(body.data.token.length).toBeGreaterThan(10);
      expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
      expect(body.data.user).toMatchObject({
        id: approved.id,
        email: 'approved@shop.test',
        state: 'approved',
        restricted: false,
        canSeePrices: true,
        canOrder: true,
      });
      const [stored] = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(body.data.token)));
      expect(stored?.kind).toBe('user');
      const profile = await t.api({ method: 'GET', url: '/api/user/profile', token: body.data.token });
      expect(profile.json().data.id).toBe(approved.id);
    });

    it('signs in by phone, separators ignored', async () => {
      const res = await login('07700 911 111', approved.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.id).toBe(approved.id);
    });

    it('an unconfirmed customer signs in and learns it must verify', async () => {
      const c = await createCustomer(t.database.db, { state: 'unconfirmed' });
      const res = await login(c.email, c.password);
      expect(res.json().data.user).toMatchObject({
        state: 'unconfirmed',
        emailVerified: false,
        canOrder: false,
      });
    });

    it('a restricted customer signs in but cannot order', async () => {
      const c = await createCustomer(t.database.db, { restricted: true });
      const res = await login(c.email, c.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({
        state: 'approved',
        restricted: true,
        canOrder: false,
        canSeePrices: true,
      });
    });

    it('refuses a wrong password, an unknown e-mail and an unknown phone alike (SPEC 8)', async () => {
      for (const [id, pw] of [
        ['approved@shop.test', 'wrong-password'],
        ['nobody@shop.test', approved.password],
        ['07000000000', approved.password],
      ] as const) {
        expectLoginIncorrect(await login(id, pw));
      }
      expectLoginIncorrect(await login('approved@shop.test', 'wrong-password', 'ar'), 'ar');
    });

    it('asks for the e-mail or phone and the password with the SPEC 8 texts', async () => {
      const res = await t.api({ method: 'POST', url: '/api/auth/user/login', payload: {} });
      expectFieldErrors(res, {
        login: ['Please enter email or phone number'],
        password: ['Please enter password'],
      });
      const ar = await t.api({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { login: ' ' },
        lang: 'ar',
      });
      expect(ar.json().errors).toEqual({
        login: ['يرجى إدخال البريد الإلكتروني أو رقم الهاتف'],
        password: ['يرجى إدخال كلمة المرور'],
      });
    });

    it('logout revokes the token', async () => {
      const { token } = (await login('approved@shop.test', approved.password)).json().data;
      await expectSignOutRevokes(t, { logout: '/api/auth/user/logout', profile: '/api/user/profile' }, token);
    });

    it('logout refuses an admin token', async () => {
      const admin = await insertAdmin(t.database.db);
      const { token } = await issueToken(t.database.db, { kind: 'admin', subjectId: admin.id, ttlHours: 1 });
      expectUnauthenticated(await t.api({ method: 'POST', url: '/api/auth/user/logout', token }));
    });
  });

  describe('password reset', () => {
    let customer: Awaited<ReturnType<typeof createCustomer>>;
    beforeAll(async () => {
      customer = await createCustomer(t.database.db, {
        email: 'forgetful@shop.test',
        preferredLanguage: 'ar',
      });
    });
    const forgot = (email: string) =>
      t.api({ method: 'POST', url: '/api/auth/user/password/forgot', payload: { email } });
    const reset = (payload: Record<string, string>, lang?: 'ar' | 'en') =>
      t.api({ method: 'POST', url: '/api/auth/user/password/reset', payload, lang });
    /** Sets `password` with the reset link's `token`, confirmed with `confirmation`. */
    const resetTo = (
      token: string,
      email: string,
      password: string,
      confirmation = password,
      lang?: 'ar' | 'en',
    ) => reset({ token, email, password, passwordConfirmation: confirmation }, lang);
    /** The token of the reset link last mailed to `email`. */
    const mailedResetToken = async (email: string) =>
      decodeURIComponent(linkIn(await mail.waitFor(email), '/password/reset/').pathname.split('/')[3] ?? '');

    it('answers the same whether or not the address exists; mails the link only to a customer', async () => {
      const known = await forgot('Forgetful@shop.test');
      const unknown = await forgot('nobody-here@shop.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({
        data: { retryAfterSeconds: 60 },
        message: 'If an account uses this e-mail address, we have sent it a password reset link',
      });
      const sent = await mail.waitFor('forgetful@shop.test');
      // In the customer's language.
      expect(sent.subject).toContain('إعادة تعيين كلمة المرور');
      expect(linkIn(sent, '/password/reset/').origin).toBe('https://shop.example.test');
      expect(mail.to('nobody-here@shop.test')).toEqual([]);
    });

    it('answers the same during the cooldown and sends nothing more', async () => {
      await mail.waitFor('forgetful@shop.test');
      const again = await forgot('forgetful@shop.test');
      const unknown = await forgot('nobody-at-all@shop.test');
      expect(again.statusCode).toBe(200);
      expect(again.headers['retry-after']).toBeUndefined();
      expect(again.json()).toEqual(unknown.json());
      expect(mail.to('forgetful@shop.test')).toHaveLength(1);
    });

    it('sets the new password with the link once; the e-mail must match; sessions end', async () => {
      const link = linkIn(await mail.waitFor('forgetful@shop.test'), '/password/reset/');
      const token = decodeURIComponent(link.pathname.split('/')[3] ?? '');
      expect(decodeURIComponent(link.pathname.split('/')[4] ?? '')).toBe('forgetful@shop.test');
      const session = (await login('forgetful@shop.test', customer.password)).json().data.token;

      const mismatch = await resetTo(token, 'approved@shop.test', 'Brand-new-pass');
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({
        code: 'resetLinkInvalid',
        message: 'This password reset link is not valid or has already been used',
      });
      const unconfirmed = await resetTo(token, 'forgetful@shop.test', 'Brand-new-pass', 'x');
      expectFieldErrors(unconfirmed, { passwordConfirmation: ['The passwords do not match'] });

      const ok = await resetTo(token, 'forgetful@shop.test', 'Brand-new-pass', 'Brand-new-pass', 'ar');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ data: null, message: 'تم تغيير كلمة المرور، ويمكنك الآن تسجيل الدخول' });
      expect((await login('forgetful@shop.test', customer.password)).statusCode).toBe(401);
      expect((await login('forgetful@shop.test', 'Brand-new-pass')).statusCode).toBe(200);
      expect((await t.api({ method: 'GET', url: '/api/user/profile', token: session })).statusCode).toBe(401);

      const twice = await resetTo(token, 'forgetful@shop.test', 'Another-pass-1');
      expect(twice.statusCode).toBe(400);
      expect(twice.json().code).toBe('resetLinkInvalid');
    });

    it('refuses an expired link', async () => {
      const c = await createCustomer(t.database.db);
      await forgot(c.email);
      const token = await mailedResetToken(c.email);
      await t.database.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(and(eq(accountTokens.tokenHash, hashToken(token))));
      const res = await resetTo(token, c.email, 'Brand-new-pass');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'resetLinkExpired',
        message: 'This password reset link has expired, please ask for a new one',
      });
    });

    it('a reset link proves the mailbox: an unconfirmed customer becomes verified', async () => {
      const c = await createCustomer(t.database.db, { state: 'unconfirmed' });
      await forgot(c.email);
      const token = await mailedResetToken(c.email);
      await resetTo(token, c.email, 'Brand-new-pass');
      const res = await login(c.email, 'Brand-new-pass');
      expect(res.json().data.user.state).toBe('awaiting_approval');
    });
  });
});

describe('customer auth rate limits', () => {
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_ACCOUNT_PER_MINUTE: '2' } });

  it('sign-in answers 429 with the translated message after too many attempts', async () => {
    const attempt = signInAttempt(t, '/api/auth/user/login', { login: 'x@y.test', password: 'nope' });
    await expectLoginRateLimited(attempt, 3);
    // Another account from the same address still has its own count.
    const other = await t.api({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { login: 'other@y.test', password: 'nope' },
    });
    expect(other.statusCode).toBe(401);
  });

  for (const [name, url, payload] of [
    ['registration', '/api/auth/user/register', {}],
    ['password forgot', '/api/auth/user/password/forgot', { email: 'a@b.test' }],
    ['password reset', '/api/auth/user/password/reset', {}],
    ['verification resend', '/api/auth/user/verify/resend', { email: 'a@b.test' }],
  ] as const) {
    it(`${name} answers 429 rateLimited past the limit`, async () => {
      const call = () => t.api({ method: 'POST', url, payload });
      await call();
      await call();
      const res = await call();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'rateLimited' });
      expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again$/);
    });
  }
});

describe('customer sign-in limits: per account whatever its spelling, and per address', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '6' },
  });
  const attempt = (login: string, remoteAddress: string) =>
    t.api({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { login, password: 'wrong-password' },
      remoteAddress,
    });

  it('spellings of one phone number or e-mail address share one count', async () => {
    await createCustomer(t.database.db, { email: 'spelt@shop.test', mobile: '07700900111' });
    const phone = ['07700900111', '0770 0900111', '(0770) 090-0111', ' 07700.900.111 '];
    const statuses = [];
    for (const login of phone) statuses.push((await attempt(login, '203.0.113.20')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const mail = ['spelt@shop.test', 'SPELT@shop.test', ' Spelt@Shop.Test ', 'spelt@SHOP.TEST'];
    statuses.length = 0;
    for (const login of mail) statuses.push((await attempt(login, '203.0.113.21')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('one address trying many accounts meets the per-address cap', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await attempt(`nobody${i}@shop.test`, '203.0.113.22')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const refused = await attempt('07700900999', '203.0.113.22');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rateLimited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('07700900999', '198.51.100.22')).statusCode).toBe(401);
  });
});
