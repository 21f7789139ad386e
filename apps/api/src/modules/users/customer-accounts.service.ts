import { randomBytes } from 'node:crypto';
import {
  type CooldownResult,
  type CustomerLoginResult,
  type CustomerProfile,
  type CustomerRegisterData,
  type CustomerRegisterResult,
  isEmailLogin,
  type LanguageCode,
  normalisePhone,
  type UpdateProfileData,
  type VerifyEmailResult,
} from '@shop/shared';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accountTokens, authTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeAllFor, revokeToken } from '../auth/tokens.ts';
import type { BotCheck } from '../captcha/turnstile.ts';
import type { Mailer } from '../mail/mailer.ts';
import { consumeAccountToken, cooldownLeft, issueAccountToken } from './account-tokens.ts';
import { customerContact, mailLanguage, toCustomerProfile, type UserRow } from './customer-profile.ts';
import { USER_UNIQUE_FIELDS } from './db-errors.ts';

/** What the customer-account services need from the app (built once in the routes plugin). */
export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  botCheck: BotCheck;
  /** The shop's public address: e-mailed links point at the SPA there. */
  publicUrl: string;
  userTokenTtlHours: number;
  verifyTokenTtlHours: number;
  resetTokenTtlMinutes: number;
  verifyResendCooldownSeconds: number;
  resetCooldownSeconds: number;
}

/** Who asks: the request's language, address and browser. */
export interface RequestMeta {
  lang: LanguageCode;
  ip?: string;
  userAgent?: string;
  log?: FastifyBaseLogger;
}

const fieldFailure = (errors: Record<string, string[]>) => new AppError(422, 'validation', undefined, errors);

// ---------------------------------------------------------------------------------------------
// Helpers

/** SPA pages the e-mailed links open (docs/api/customer-accounts.md "E-mailed links"). */
function accountLink(
  publicUrl: string,
  page: 'verify-email' | 'password/reset',
  token: string,
  email: string,
) {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/${page}/${encodeURIComponent(token)}/${encodeURIComponent(email)}`;
}

async function findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Loads the signed-in customer; a token that outlived its account ends the session. */
export async function getCustomer(db: DbOrTx, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError(401, 'sessionExpired');
  return row;
}

/** Every unique field (e-mail, mobile, company number) already used by another customer. */
async function takenFields(
  db: DbOrTx,
  input: { email: string; mobile: string; companyNumber: string },
  exceptUserId?: number,
): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ email: users.email, mobile: users.mobile, companyNumber: users.companyNumber })
    .from(users)
    .where(
      and(
        or(
          sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
          eq(users.mobile, input.mobile),
          sql`upper(${users.companyNumber}) = ${input.companyNumber.toUpperCase()}`,
        ),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(3);
  const errors: Record<string, string[]> = {};
  for (const row of rows) {
    if (row.email.toLowerCase() === input.email.toLowerCase()) errors.email = ['emailTaken'];
    if (row.mobile === input.mobile) errors.mobile = ['phoneTaken'];
    if (row.companyNumber.toUpperCase() === input.companyNumber.toUpperCase())
      errors.companyNumber = ['companyNumberTaken'];
  }
  return errors;
}

/** A unique violation raced past the check: the same 422 on the field its index guards. */
function uniqueViolation(error: unknown): AppError | null {
  const pg = pgError(error);
  if (pg.code !== '23505') return null;
  const unique = pg.constraint ? USER_UNIQUE_FIELDS[pg.constraint] : undefined;
  return unique ? fieldFailure({ [unique.field]: [unique.message] }) : null;
}

/** Sends a mail after the data is committed; a failing mail server is logged, never fatal. */
async function sendQuietly(deps: AccountsDeps, meta: RequestMeta, message: Parameters<Mailer['send']>[0]) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    meta.log?.error({ err: error, event: message.event }, 'mail could not be sent');
  }
}

async function sendVerification(
  deps: AccountsDeps,
  meta: RequestMeta,
  row: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'preferredLanguage'>,
  token: string,
) {
  await sendQuietly(deps, meta, {
    to: row.email,
    event: 'account.verify_email',
    lang: mailLanguage(row, meta.lang),
    variables: {
      name: `${row.firstName} ${row.lastName}`,
      link: accountLink(deps.publicUrl, 'verify-email', token, row.email),
    },
  });
}

/** `CU-00042` from the id; when a hand-made code already uses it, a random suffix. */
async function assignUserCode(tx: DbOrTx, id: number): Promise<void> {
  const code = `CU-${String(id).padStart(5, '0')}`;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.update(users).set({ userCode: code }).where(eq(users.id, id));
    });
  } catch (error) {
    if (pgError(error).code !== '23505') throw error;
    const fallback = `CU-${id}-${randomBytes(3).toString('hex').toUpperCase()}`;
    await tx.update(users).set({ userCode: fallback }).where(eq(users.id, id));
  }
}

// ---------------------------------------------------------------------------------------------
// Registration and verification

export async function registerCustomer(
  deps: AccountsDeps,
  input: CustomerRegisterData,
  meta: RequestMeta,
): Promise<CustomerRegisterResult> {
  const check = await deps.botCheck.verify(input.captchaToken, meta.ip);
  if (!check.ok) {
    if (check.reason === 'missing') throw fieldFailure({ captchaToken: ['validation.captchaRequired'] });
    meta.log?.warn(
      { reason: check.reason, errorCodes: check.errorCodes },
      'bot check refused a registration',
    );
    throw new AppError(422, 'captchaFailed', undefined, { captchaToken: ['captchaFailed'] });
  }
  const { db } = deps;
  const clash = await takenFields(db, input);
  if (Object.keys(clash).length) throw fieldFailure(clash);
  const passwordHash = await hashPassword(input.password);
  const preferredLanguage = input.preferredLanguage ?? meta.lang;

  let created: { row: UserRow; token: string };
  try {
    created = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({
          ...customerContact(input),
          passwordHash,
          // SPEC 1: registration is for business accounts only.
          type: 'business',
          userCode: `TMP-${randomBytes(8).toString('hex')}`,
          preferredLanguage,
        })
        .returning({ id: users.id });
      if (!inserted) throw new Error('user not created');
      await assignUserCode(tx, inserted.id);
      const { token } = await issueAccountToken(tx, {
        purpose: 'verify_email',
        userId: inserted.id,
        email: input.email,
        ttlMs: deps.verifyTokenTtlHours * 3_600_000,
      });
      return { row: await getCustomer(tx, inserted.id), token };
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  await sendVerification(deps, meta, created.row, created.token);
  return { email: created.row.email, retryAfterSeconds: deps.verifyResendCooldownSeconds };
}

export async function verifyEmail(
  deps: AccountsDeps,
  input: { token: string; email: string },
): Promise<VerifyEmailResult> {
  return deps.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, { purpose: 'verify_email', ...input });
    if (!used.ok)
      throw new AppError(400, used.reason === 'expired' ? 'verifyLinkExpired' : 'verifyLinkInvalid');
    const [row] = await tx.select().from(users).where(eq(users.id, used.userId)).for('update').limit(1);
    // The address changed since the link was sent: the link no longer proves anything.
    if (!row || row.email.toLowerCase() !== input.email.toLowerCase())
      throw new AppError(400, 'verifyLinkInvalid');
    const [updated] = await tx
      .update(users)
      .set({ emailVerifiedAt: row.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, row.id))
      .returning();
    const profile = toCustomerProfile(updated ?? row);
    return { email: profile.email, state: profile.state };
  });
}

/**
 * Finds the customer of `email`, locks it, checks the cooldown of `purpose`, and issues a new
 * link; the mail goes out after the commit. Two clicks at once cannot both pass the cooldown.
 * `null`: nothing to send (no such customer, cooling down, or `wanted` says this account needs no
 * such mail).
 */
async function issueWithCooldown(
  deps: AccountsDeps,
  email: string,
  input: {
    purpose: 'verify_email' | 'reset_password';
    cooldownSeconds: number;
    ttlMs: number;
    wanted?: (row: UserRow) => boolean;
  },
): Promise<{ row: UserRow; token: string } | null> {
  const found = await findByEmail(deps.db, email);
  if (!found) return null;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, found.id)).for('update').limit(1);
    if (!row || (input.wanted && !input.wanted(row))) return null;
    const left = await cooldownLeft(tx, {
      purpose: input.purpose,
      userId: row.id,
      cooldownSeconds: input.cooldownSeconds,
    });
    if (left > 0) return null;
    const { token } = await issueAccountToken(tx, {
      purpose: input.purpose,
      userId: row.id,
      email: row.email,
      ttlMs: input.ttlMs,
    });
    return { row, token };
  });
}

/**
 * "Send the verification mail again". The answer is the same for an unknown address, an
 * unverified, a verified and a cooling-down account (docs/decisions/0033): only the mail differs,
 * and it is sent after the answer so its delay tells nothing either.
 */
export async function resendVerification(
  deps: AccountsDeps,
  email: string,
  meta: RequestMeta,
): Promise<CooldownResult> {
  const issued = await issueWithCooldown(deps, email, {
    purpose: 'verify_email',
    cooldownSeconds: deps.verifyResendCooldownSeconds,
    ttlMs: deps.verifyTokenTtlHours * 3_600_000,
    wanted: (r) => !r.emailVerifiedAt,
  });
  if (issued) void sendVerification(deps, meta, issued.row, issued.token);
  return { retryAfterSeconds: deps.verifyResendCooldownSeconds };
}

// ---------------------------------------------------------------------------------------------
// Sign-in

/** The customer who signs in with `login`: an e-mail address (any case) or a mobile number. */
export async function findCustomerByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  const value = login.trim();
  if (isEmailLogin(value)) return findByEmail(db, value);
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.mobile, normalisePhone(value)))
    .limit(1);
  return row;
}

/** A `user` token for a customer whose password was checked, with the account's state. */
export async function startCustomerSession(
  deps: AccountsDeps,
  row: UserRow,
  meta: RequestMeta,
): Promise<CustomerLoginResult> {
  const { db } = deps;
  const { token, expiresAt } = await issueToken(db, {
    kind: 'user',
    subjectId: row.id,
    ttlHours: deps.userTokenTtlHours,
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, row.id))
    .returning();
  return { token, expiresAt: expiresAt.toISOString(), user: toCustomerProfile(updated ?? row) };
}

export async function logoutCustomer(db: Db, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId);
}

// ---------------------------------------------------------------------------------------------
// Password reset

/** "Forgot password": the same answer for every address, like `resendVerification`. */
export async function forgotPassword(
  deps: AccountsDeps,
  email: string,
  meta: RequestMeta,
): Promise<CooldownResult> {
  const issued = await issueWithCooldown(deps, email, {
    purpose: 'reset_password',
    cooldownSeconds: deps.resetCooldownSeconds,
    ttlMs: deps.resetTokenTtlMinutes * 60_000,
  });
  if (issued) {
    const { row, token } = issued;
    void sendQuietly(deps, meta, {
      to: row.email,
      event: 'account.reset_password',
      lang: mailLanguage(row, meta.lang),
      variables: {
        name: `${row.firstName} ${row.lastName}`,
        link: accountLink(deps.publicUrl, 'password/reset', token, row.email),
      },
    });
  }
  return { retryAfterSeconds: deps.resetCooldownSeconds };
}

export async function resetPassword(
  deps: AccountsDeps,
  input: { token: string; email: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, {
      purpose: 'reset_password',
      token: input.token,
      email: input.email,
    });
    if (!used.ok)
      throw new AppError(400, used.reason === 'expired' ? 'resetLinkExpired' : 'resetLinkInvalid');
    const [row] = await tx.select().from(users).where(eq(users.id, used.userId)).for('update').limit(1);
    if (!row || row.email.toLowerCase() !== input.email.toLowerCase())
      throw new AppError(400, 'resetLinkInvalid');
    await tx
      .update(users)
      // The link reached this mailbox, which proves the address as a verification link would.
      .set({ passwordHash, emailVerifiedAt: row.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, row.id));
    return row.id;
  });
  // Whoever knew the old password is signed out everywhere.
  await revokeAllFor(deps.db, 'user', userId);
}

// ---------------------------------------------------------------------------------------------
// Profile and password (signed in)

export async function updateProfile(
  deps: AccountsDeps,
  userId: number,
  input: UpdateProfileData,
  meta: RequestMeta,
): Promise<{ profile: CustomerProfile; emailChanged: boolean }> {
  const { db } = deps;
  const current = await getCustomer(db, userId);
  const clash = await takenFields(db, input, userId);
  if (Object.keys(clash).length) throw fieldFailure(clash);
  const emailChanged = current.email.toLowerCase() !== input.email.toLowerCase();
  let result: { row: UserRow; token: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...customerContact(input),
          preferredLanguage: input.preferredLanguage ?? current.preferredLanguage,
          // A new address must be verified again (the approval stays).
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new AppError(401, 'sessionExpired');
      if (!emailChanged) return { row, token: null };
      const { token } = await issueAccountToken(tx, {
        purpose: 'verify_email',
        userId,
        email: row.email,
        ttlMs: deps.verifyTokenTtlHours * 3_600_000,
      });
      // Reset links sent to the old address stop working.
      await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.purpose, 'reset_password'),
            eq(accountTokens.subjectKind, 'user'),
            eq(accountTokens.subjectId, userId),
            isNull(accountTokens.usedAt),
          ),
        );
      return { row, token };
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  if (result.token) await sendVerification(deps, meta, result.row, result.token);
  return { profile: toCustomerProfile(result.row), emailChanged };
}

export async function changePassword(
  deps: AccountsDeps,
  principal: { id: number; tokenId: number },
  input: { oldPassword: string; password: string },
): Promise<void> {
  const { db } = deps;
  const row = await getCustomer(db, principal.id);
  if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
    throw new AppError(422, 'currentPasswordIncorrect', undefined, {
      oldPassword: ['currentPasswordIncorrect'],
    });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
    // Other sessions end; the one that changed the password stays signed in.
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authTokens.kind, 'user'),
          eq(authTokens.subjectId, row.id),
          ne(authTokens.id, principal.tokenId),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, new Date()),
        ),
      );
  });
}
