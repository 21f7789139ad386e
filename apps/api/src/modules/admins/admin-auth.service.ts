import type { AdminLoginInput, AdminLoginResult, AdminProfile } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';

function toProfile(row: typeof admins.$inferSelect): AdminProfile {
  return { id: row.id, name: row.name, email: row.email, is_super_admin: row.isSuperAdmin };
}

export async function loginAdmin(
  db: Db,
  input: AdminLoginInput,
  meta: { ttlHours: number; userAgent?: string; ip?: string },
): Promise<AdminLoginResult> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) throw new AppError(401, 'loginIncorrect');
  const { token, expiresAt } = await issueToken(db, { kind: 'admin', subjectId: row.id, ...meta });
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, row.id));
  return { token, expiresAt: expiresAt.toISOString(), admin: toProfile(row) };
}

export async function getAdminProfile(db: Db, adminId: number): Promise<AdminProfile> {
  const [row] = await db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
  // The token outlived its admin (account removed): the session is over.
  if (!row) throw new AppError(401, 'sessionExpired');
  return toProfile(row);
}

export async function logoutAdmin(db: Db, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId);
}
