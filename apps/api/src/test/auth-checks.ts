import type { LanguageCode } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authTokens } from '../db/schema/index.ts';
import type { TokenKind } from '../modules/auth/tokens.ts';
import { hashToken, issueToken } from '../modules/auth/tokens.ts';
import type { TestContext } from './app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The one refusal of a wrong password or an unknown account (SPEC 8), as each language words it. */
const LOGIN_INCORRECT: Record<LanguageCode, string> = {
  en: 'The Email or password is incorrect',
  ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
};

/** The sign-in was refused as incorrect, in `lang`, without saying which part was wrong. */
export function expectLoginIncorrect(res: LightMyRequestResponse, lang: LanguageCode = 'en'): void {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ code: 'loginIncorrect', message: LOGIN_INCORRECT[lang] });
}

/** The call was refused for want of a token the route accepts; `label` names the call in a loop. */
export function expectUnauthenticated(res: LightMyRequestResponse, label?: string): void {
  expect(res.statusCode, label).toBe(401);
  expect(res.json().code).toBe('unauthenticated');
}

/** No token, a header that is not a bearer token, and a token nobody issued are all 401 unauthenticated. */
export async function expectBearerNeeded(t: TestContext, method: Method, url: string): Promise<void> {
  for (const authorization of [undefined, 'Basic abc', 'Bearer not-a-real-token-at-all']) {
    const res = await t.api({ method, url, headers: authorization ? { authorization } : {} });
    expectUnauthenticated(res, authorization ?? 'no header');
  }
}

/** An issued token of `kind` for `subjectId` whose time has already run out. */
export async function expiredToken(t: TestContext, kind: TokenKind, subjectId: number): Promise<string> {
  const { token } = await issueToken(t.database.db, { kind, subjectId, ttlHours: 1 });
  await t.database.db
    .update(authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authTokens.tokenHash, hashToken(token)));
  return token;
}

/** The call was refused because the session has ended, in Arabic. */
export function expectSessionExpiredInArabic(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ code: 'sessionExpired', message: 'انتهت صلاحية الجلسة، سجّل الدخول مرة أخرى' });
}

/**
 * Signing out at `logout` revokes `token`: the area's `profile` then answers 401 sessionExpired,
 * and signing out again, with that token or none, is 401.
 */
export async function expectSignOutRevokes(
  t: TestContext,
  urls: { logout: string; profile: string },
  token: string,
): Promise<void> {
  const out = await t.api({ method: 'POST', url: urls.logout, token });
  expect(out.statusCode).toBe(200);
  expect(out.json()).toEqual({ data: null, message: 'Logged out successfully' });
  const after = await t.api({ method: 'GET', url: urls.profile, token });
  expect(after.statusCode).toBe(401);
  expect(after.json().code).toBe('sessionExpired');
  expect((await t.api({ method: 'POST', url: urls.logout, token })).statusCode).toBe(401);
  expect((await t.api({ method: 'POST', url: urls.logout })).statusCode).toBe(401);
}

/** One sign-in post to `url` with `payload`, in the language asked for: the unit of a rate-limit test. */
export function signInAttempt(t: TestContext, url: string, payload: object) {
  return (lang?: LanguageCode) => t.api({ method: 'POST', url, payload, lang });
}

/**
 * A first wrong sign-in is 401; after `more` further attempts (in Arabic) the limit answers 429
 * rateLimited, translated, with a Retry-After. Returns that last answer.
 */
export async function expectLoginRateLimited(
  attempt: (lang?: LanguageCode) => Promise<LightMyRequestResponse>,
  more: number,
): Promise<LightMyRequestResponse> {
  let last = await attempt();
  expect(last.statusCode).toBe(401);
  for (let i = 0; i < more; i += 1) last = await attempt('ar');
  expect(last.statusCode).toBe(429);
  expect(last.json().code).toBe('rateLimited');
  expect(last.json().message).toMatch(/^محاولات كثيرة جدًا/);
  expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  return last;
}
