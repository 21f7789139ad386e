import {
  isEmailLogin,
  normalisePhone,
  type SalespersonLoginInput,
  type SalespersonLoginResult,
  type SalespersonProfile,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salespeople } from '../../db/schema/index.ts';
import { AppError, sessionExpired } from '../../lib/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { columnsOf } from '../records.ts';

export type SalespersonRow = typeof salespeople.$inferSelect;

function toProfile(row: SalespersonRow): SalespersonProfile {
  return columnsOf(row, ['id', 'firstName', 'lastName', 'email', 'phone', 'code']);
}

/** The salesperson who signs in with `login`: an e-mail address (any case) or a phone number. */
export async function findSalespersonByLogin(db: Db, login: string): Promise<SalespersonRow | undefined> {
  const value = login.trim();
  const [row] = await db
    .select()
    .from(salespeople)
    .where(
      isEmailLogin(value)
        ? sql`lower(${salespeople.email}) = ${value.toLowerCase()}`
        : eq(salespeople.phone, normalisePhone(value)),
    )
    .limit(1);
  return row;
}

/** A `salesperson` token for an account whose password was checked; an inactive one is refused. */
export async function startSalespersonSession(
  db: Db,
  row: SalespersonRow,
  meta: { ttlHours: number; userAgent?: string | undefined; ip?: string | undefined },
): Promise<SalespersonLoginResult> {
  if (!row.active) throw new AppError(403, 'salespersonInactive');
  const { token, expiresAt } = await issueToken(db, { kind: 'salesperson', subjectId: row.id, ...meta });
  await db.update(salespeople).set({ lastLoginAt: new Date() }).where(eq(salespeople.id, row.id));
  return { token, expiresAt: expiresAt.toISOString(), salesperson: toProfile(row) };
}

/** Email + password → a `salesperson` token. An inactive account is refused after the password. */
export async function loginSalesperson(
  db: Db,
  input: SalespersonLoginInput,
  meta: { ttlHours: number; userAgent?: string; ip?: string },
): Promise<SalespersonLoginResult> {
  const row = await findSalespersonByLogin(db, input.email);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) throw new AppError(401, 'loginIncorrect');
  return startSalespersonSession(db, row, meta);
}

export async function logoutSalesperson(db: Db, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId);
}

/**
 * The signed-in salesperson; every salesperson route checks it. A removed account's token is
 * over (401), a deactivated one is refused (403).
 */
export async function activeSalesperson(db: Db, id: number): Promise<SalespersonProfile> {
  const [row] = await db.select().from(salespeople).where(eq(salespeople.id, id)).limit(1);
  if (!row) throw sessionExpired();
  if (!row.active) throw new AppError(403, 'salespersonInactive');
  return toProfile(row);
}
