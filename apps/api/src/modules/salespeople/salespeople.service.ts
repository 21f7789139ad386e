import type {
  ListMeta,
  SalespersonCreateInput,
  SalespersonListQuery,
  SalespersonRecord,
  SalespersonUpdateInput,
} from '@shop/shared';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { salespeople, users } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { containsPattern, parseSort, readListPage } from '../admins/list-page.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllFor } from '../auth/tokens.ts';
import { columnsOf, isoOrNull } from '../records.ts';
import type { RequestContext } from '../request-context.ts';

type SalespersonRow = typeof salespeople.$inferSelect;

// Qualified by hand: drizzle leaves columns unqualified in single-table selects, which would make
// `id` inside the subquery mean users.id.
const customerCount = sql<number>`(select count(*)::int from ${users} as u where u.salesperson_id = "salespeople"."id")`;

function toRecord(row: SalespersonRow, count: number): SalespersonRecord {
  return {
    ...columnsOf(row, ['id', 'firstName', 'lastName', 'phone', 'email', 'code', 'active']),
    customerCount: count,
    lastLoginAt: isoOrNull(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The unique fields already used by another salesperson, as field errors (422). */
async function assertUnique(
  db: Db,
  input: { email?: string; phone?: string; code?: string },
  exceptId?: number,
): Promise<void> {
  const other = exceptId === undefined ? undefined : ne(salespeople.id, exceptId);
  const errors: Record<string, string[]> = {};
  const checks: [keyof typeof input, SQL, string][] = [];
  if (input.email !== undefined)
    checks.push(['email', sql`lower(${salespeople.email}) = ${input.email.toLowerCase()}`, 'emailTaken']);
  if (input.phone !== undefined) checks.push(['phone', eq(salespeople.phone, input.phone), 'phoneTaken']);
  if (input.code !== undefined)
    checks.push(['code', sql`upper(${salespeople.code}) = ${input.code.toUpperCase()}`, 'codeTaken']);
  for (const [field, condition, message] of checks) {
    const [taken] = await db
      .select({ id: salespeople.id })
      .from(salespeople)
      .where(and(condition, other))
      .limit(1);
    if (taken) errors[field] = [message];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** A unique violation that slipped past the checks (two saves at once) as the field's error. */
function uniqueRace(error: unknown): never {
  const byConstraint: Record<string, [string, string]> = {
    salespeople_email_unique: ['email', 'emailTaken'],
    salespeople_phone_unique: ['phone', 'phoneTaken'],
    salespeople_code_unique: ['code', 'codeTaken'],
  };
  const hit = byConstraint[pgError(error).constraint ?? ''];
  if (hit) throw validationFailed({ [hit[0]]: [hit[1]] });
  throw error;
}

type SortKey = 'name' | 'code' | 'email' | 'created_at';

export async function listSalespeople(
  { db }: RequestContext,
  query: SalespersonListQuery,
): Promise<{ items: SalespersonRecord[]; meta: ListMeta }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.active !== undefined) conditions.push(eq(salespeople.active, query.active));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(${salespeople.firstName} || ' ' || ${salespeople.lastName} ilike ${pattern}
        or ${salespeople.email} ilike ${pattern} or ${salespeople.phone} ilike ${pattern}
        or ${salespeople.code} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const { key, desc: descending } = parseSort<SortKey>(query.sort);
  const dir = descending ? desc : asc;
  const order: Record<SortKey, SQL[]> = {
    name: [dir(salespeople.lastName), dir(salespeople.firstName)],
    code: [dir(salespeople.code)],
    email: [dir(sql`lower(${salespeople.email})`)],
    created_at: [dir(salespeople.createdAt)],
  };
  return readListPage(
    db,
    query,
    { table: salespeople, where },
    (window) =>
      db
        .select({ row: salespeople, count: customerCount })
        .from(salespeople)
        .where(where)
        .orderBy(...order[key], dir(salespeople.id))
        .limit(window.perPage)
        .offset(window.offset),
    (rows) => rows.map((r) => toRecord(r.row, r.count)),
  );
}

export async function getSalesperson({ db }: RequestContext, id: number): Promise<SalespersonRecord> {
  const [found] = await db
    .select({ row: salespeople, count: customerCount })
    .from(salespeople)
    .where(eq(salespeople.id, id))
    .limit(1);
  if (!found) throw notFound();
  return toRecord(found.row, found.count);
}

export async function createSalesperson(
  { db }: RequestContext,
  input: SalespersonCreateInput,
): Promise<SalespersonRecord> {
  await assertUnique(db, input);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(salespeople)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      email: input.email,
      code: input.code,
      passwordHash,
      active: input.active,
    })
    .returning()
    .catch(uniqueRace);
  if (!row) throw new Error('salesperson not inserted');
  return toRecord(row, 0);
}

export async function updateSalesperson(
  ctx: RequestContext,
  id: number,
  input: SalespersonUpdateInput,
): Promise<SalespersonRecord> {
  const { db } = ctx;
  await assertUnique(db, input, id);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const { password: _password, passwordConfirmation: _confirmation, ...fields } = input;
  await db
    .transaction(async (tx: Tx) => {
      const [row] = await tx
        .update(salespeople)
        .set({ ...fields, ...(passwordHash !== undefined ? { passwordHash } : {}) })
        .where(eq(salespeople.id, id))
        .returning({ id: salespeople.id });
      if (!row) throw notFound();
      // Deactivated, or a password set by an admin: the salesperson's sessions end.
      if (input.active === false || passwordHash !== undefined) await revokeAllFor(tx, 'salesperson', id);
    })
    .catch(uniqueRace);
  return getSalesperson(ctx, id);
}

/** Deletes a salesperson: their customers become unassigned (FK set null), their sessions end. */
export async function deleteSalesperson({ db }: RequestContext, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(salespeople)
        .where(eq(salespeople.id, id))
        .returning({ id: salespeople.id });
      if (!deleted.length) throw notFound();
      await revokeAllFor(tx, 'salesperson', id);
    });
  } catch (error) {
    // Collections keep their salesperson (on delete restrict): deactivate instead. PostgreSQL 18
    // reports a RESTRICT action as 23001, older servers as 23503.
    const { code } = pgError(error);
    if (code === '23001' || code === '23503') throw new AppError(409, 'salespersonHasCollections');
    throw error;
  }
}
