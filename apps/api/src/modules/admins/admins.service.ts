import type {
  AdminCreateInput,
  AdminListQuery,
  AdminProfile,
  AdminRecord,
  AdminUpdateInput,
  ListMeta,
  PersonalPasswordInput,
  PersonalUpdateInput,
} from '@shop/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { admins } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound, sessionExpired, validationFailed } from '../../lib/errors.ts';
import { uniqueRace } from '../../lib/pg-errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeAllFor } from '../auth/tokens.ts';
import { columnsOf, isoOrNull } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { containsPattern, orderOf, readTablePage } from './list-page.ts';

type AdminRow = typeof admins.$inferSelect;
function toRecord(row: AdminRow): AdminRecord {
  return {
    ...columnsOf(row, ['id', 'name', 'email']),
    is_super_admin: row.isSuperAdmin,
    lastLoginAt: isoOrNull(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
  };
}

function toProfile(row: AdminRow): AdminProfile {
  return { id: row.id, name: row.name, email: row.email, is_super_admin: row.isSuperAdmin };
}

/** preHandler check: the signed-in admin must be a super admin (SPEC 2, 6), else 403. */
export async function assertSuperAdmin(db: Db, adminId: number): Promise<void> {
  const [row] = await db
    .select({ isSuperAdmin: admins.isSuperAdmin })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  if (!row) throw sessionExpired();
  if (!row.isSuperAdmin) throw forbidden();
}

const sameEmail = (email: string) => sql`lower(${admins.email}) = ${email.toLowerCase()}`;

async function assertEmailFree(db: Db | Tx, email: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(sameEmail(email), exceptId === undefined ? undefined : ne(admins.id, exceptId)))
    .limit(1);
  if (taken) throw validationFailed({ email: ['emailTaken'] });
}

/** A unique violation on the email index that slipped past the check (two saves at once). */
const emailRace = uniqueRace({ admins_email_unique: ['email', 'emailTaken'] });

export async function listAdmins(
  { db }: RequestContext,
  query: AdminListQuery,
): Promise<{ items: AdminRecord[]; meta: ListMeta }> {
  const where = query.search
    ? sql`(${admins.name} ilike ${containsPattern(query.search)} or ${admins.email} ilike ${containsPattern(query.search)})`
    : undefined;
  const order = orderOf(query.sort, admins.id, {
    name: admins.name,
    email: sql`lower(${admins.email})`,
    created_at: admins.createdAt,
  });
  return readTablePage(db, query, admins, where, order, (rows) => rows.map(toRecord));
}

async function loadAdmin(db: Db | Tx, id: number, lock = false): Promise<AdminRow> {
  const query = db.select().from(admins).where(eq(admins.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getAdmin({ db }: RequestContext, id: number): Promise<AdminRecord> {
  return toRecord(await loadAdmin(db, id));
}

export async function createAdmin({ db }: RequestContext, input: AdminCreateInput): Promise<AdminRecord> {
  await assertEmailFree(db, input.email);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(admins)
    .values({ name: input.name, email: input.email, passwordHash, isSuperAdmin: input.is_super_admin })
    .returning()
    .catch(emailRace);
  if (!row) throw new Error('admin not inserted');
  return toRecord(row);
}

/**
 * Locks every super admin row, so two super admins demoting or deleting each other at once are
 * serialised and one of them always remains.
 */
async function lockSuperAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.isSuperAdmin, true))
    .orderBy(asc(admins.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateAdmin(
  { db }: RequestContext,
  id: number,
  input: AdminUpdateInput,
): Promise<AdminRecord> {
  if (input.email !== undefined) await assertEmailFree(db, input.email, id);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const row = await db
    .transaction(async (tx) => {
      const supers = await lockSuperAdmins(tx);
      const current = await loadAdmin(tx, id, true);
      const demoting = current.isSuperAdmin && input.is_super_admin === false;
      if (demoting && supers.length <= 1) throw new AppError(409, 'lastSuperAdmin');
      const [updated] = await tx
        .update(admins)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.is_super_admin !== undefined ? { isSuperAdmin: input.is_super_admin } : {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
        })
        .where(eq(admins.id, id))
        .returning();
      // A demoted admin, or one whose password was set by someone else, signs in again.
      if (demoting || passwordHash !== undefined) await revokeAllFor(tx, 'admin', id);
      return updated;
    })
    .catch(emailRace);
  if (!row) throw notFound();
  return toRecord(row);
}

/** Deletes an admin and ends its sessions; never the one asking, never the last super admin. */
export async function deleteAdmin({ db, who }: RequestContext, id: number): Promise<void> {
  if (id === who.id) throw new AppError(409, 'cannotDeleteSelf');
  await db.transaction(async (tx) => {
    const supers = await lockSuperAdmins(tx);
    const current = await loadAdmin(tx, id, true);
    if (current.isSuperAdmin && supers.length <= 1) throw new AppError(409, 'lastSuperAdmin');
    await tx.delete(admins).where(eq(admins.id, id));
    await revokeAllFor(tx, 'admin', id);
  });
}

// settings/personal: the signed-in admin's own account.

export async function updatePersonal(
  db: Db,
  adminId: number,
  input: PersonalUpdateInput,
): Promise<AdminProfile> {
  await assertEmailFree(db, input.email, adminId);
  const [row] = await db
    .update(admins)
    .set({ name: input.name, email: input.email })
    .where(eq(admins.id, adminId))
    .returning()
    .catch(emailRace);
  if (!row) throw sessionExpired();
  return toProfile(row);
}

/** Changes the own password (current one required); every other session of the admin ends. */
export async function changePersonalPassword(
  db: Db,
  principal: { id: number; tokenId: number },
  input: PersonalPasswordInput,
): Promise<void> {
  const [row] = await db.select().from(admins).where(eq(admins.id, principal.id)).limit(1);
  if (!row) throw sessionExpired();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw validationFailed({ currentPassword: ['currentPasswordIncorrect'] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, principal.id));
    await revokeAllFor(tx, 'admin', principal.id, principal.tokenId);
  });
}
