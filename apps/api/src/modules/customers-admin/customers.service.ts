import {
  type AdminUserDetail,
  type CustomerListQuery,
  type CustomerState,
  type CustomerSummary,
  type LanguageCode,
  type ListMeta,
  normalisePhone,
} from '@shop/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, salespeople, users } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { containsPattern, parseSort, readListPage } from '../admins/list-page.ts';
import { customerContact } from '../users/customer-profile.ts';
import { customerPriceVisibility } from '../users/price-visibility.ts';

type UserRow = typeof users.$inferSelect;
type SalespersonRow = Pick<typeof salespeople.$inferSelect, 'id' | 'firstName' | 'lastName' | 'code'>;

/** SPEC 4 account state, derived from the two timestamps (db/schema/users.ts). */
export function customerState(row: Pick<UserRow, 'emailVerifiedAt' | 'approvedAt'>): CustomerState {
  if (!row.emailVerifiedAt) return 'unconfirmed';
  if (!row.approvedAt) return 'awaiting_approval';
  return 'approved';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSummary(row: UserRow, salesperson: SalespersonRow | null): CustomerSummary {
  return {
    id: row.id,
    ...customerContact(row),
    type: row.type,
    userCode: row.userCode,
    verified: row.emailVerifiedAt !== null,
    emailVerifiedAt: iso(row.emailVerifiedAt),
    state: customerState(row),
    approvedAt: iso(row.approvedAt),
    canSeePrices: row.canSeePrices,
    priceVisibility: customerPriceVisibility(row),
    restricted: row.restricted,
    restrictedReason: row.restrictedReason,
    salesperson: salesperson?.id ? salesperson : null,
    preferredLanguage:
      row.preferredLanguage === 'ar' || row.preferredLanguage === 'en' ? row.preferredLanguage : null,
    registeredAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
  };
}

const salespersonColumns = {
  id: salespeople.id,
  firstName: salespeople.firstName,
  lastName: salespeople.lastName,
  code: salespeople.code,
};

/** The expression the `users_search_trgm_idx` GIN index is built on: ILIKE on it uses the index. */
const searchText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.companyName} || ' ' || ${users.email})`;

function searchCondition(term: string): SQL {
  const phone = normalisePhone(term);
  const compact = term.replace(/\s/g, '').toUpperCase();
  // Each branch has an index: trigram for the text, the unique indexes for the identifiers.
  return sql`(${searchText} ilike ${containsPattern(term)}
    or ${users.mobile} = ${phone}
    or upper(${users.companyNumber}) = ${compact}
    or ${users.userCode} = ${term}
    or ${users.userCode} = ${term.toUpperCase()})`;
}

function stateCondition(state: CustomerState): SQL | undefined {
  switch (state) {
    case 'unconfirmed':
      return isNull(users.emailVerifiedAt);
    case 'awaiting_approval':
      return and(isNotNull(users.emailVerifiedAt), isNull(users.approvedAt));
    case 'approved':
      return and(isNotNull(users.emailVerifiedAt), isNotNull(users.approvedAt));
  }
}

type SortKey = 'created_at' | 'name' | 'company' | 'email' | 'user_code' | 'last_login_at';

function orderBy(sort: CustomerListQuery['sort']): SQL[] {
  const { key, desc: descending } = parseSort<SortKey>(sort);
  const dir = descending ? desc : asc;
  const columns: Record<SortKey, SQL[]> = {
    created_at: [dir(users.createdAt)],
    name: [dir(users.lastName), dir(users.firstName)],
    company: [dir(users.companyName)],
    email: [dir(sql`lower(${users.email})`)],
    user_code: [dir(users.userCode)],
    last_login_at: [
      descending ? sql`${users.lastLoginAt} desc nulls last` : sql`${users.lastLoginAt} asc nulls first`,
    ],
  };
  return [...columns[key], dir(users.id)];
}

/**
 * The WHERE of the customer list. `scope.salespersonId` limits it to one salesperson's customers
 * (the salesperson area); the `salesperson_id` filter is then ignored.
 */
export function customerFilter(query: CustomerListQuery, scope: { salespersonId?: number } = {}) {
  const conditions: (SQL | undefined)[] = [];
  if (scope.salespersonId !== undefined) {
    conditions.push(eq(users.salespersonId, scope.salespersonId));
  } else if (query.salesperson_id === 'none') {
    conditions.push(isNull(users.salespersonId));
  } else if (query.salesperson_id !== undefined) {
    conditions.push(eq(users.salespersonId, query.salesperson_id));
  }
  if (query.state) conditions.push(stateCondition(query.state));
  if (query.restricted !== undefined) conditions.push(eq(users.restricted, query.restricted));
  if (query.can_see_prices !== undefined) conditions.push(eq(users.canSeePrices, query.can_see_prices));
  if (query.search) conditions.push(searchCondition(query.search));
  return and(...conditions);
}

/** Customers matching the filters, one page (see `customerFilter` for the scope). */
export async function listCustomers(
  db: Db,
  query: CustomerListQuery,
  scope: { salespersonId?: number } = {},
): Promise<{ items: CustomerSummary[]; meta: ListMeta }> {
  const where = customerFilter(query, scope);
  return readListPage(
    db,
    query,
    { table: users, where },
    (window) =>
      db
        .select({ user: users, salesperson: salespersonColumns })
        .from(users)
        .leftJoin(salespeople, eq(salespeople.id, users.salespersonId))
        .where(where)
        .orderBy(...orderBy(query.sort))
        .limit(window.perPage)
        .offset(window.offset),
    (rows) => rows.map((r) => toSummary(r.user, r.salesperson)),
  );
}

async function loadUser(db: Db, id: number, scope: { salespersonId?: number } = {}) {
  const [row] = await db
    .select({ user: users, salesperson: salespersonColumns, approver: { id: admins.id, name: admins.name } })
    .from(users)
    .leftJoin(salespeople, eq(salespeople.id, users.salespersonId))
    .leftJoin(admins, eq(admins.id, users.approvedByAdminId))
    .where(
      and(
        eq(users.id, id),
        scope.salespersonId !== undefined ? eq(users.salespersonId, scope.salespersonId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One customer with the approval-form information (back office). */
export async function getCustomerDetail(db: Db, id: number): Promise<AdminUserDetail> {
  const { user, salesperson, approver } = await loadUser(db, id);
  return {
    ...toSummary(user, salesperson),
    approvedBy: approver?.id ? approver : null,
    approvalForm: {
      submitted: user.approvalFormSubmittedAt !== null || user.approvalFormFile !== null,
      submittedAt: iso(user.approvalFormSubmittedAt),
      hasFile: user.approvalFormFile !== null,
      data: user.approvalFormData ?? null,
    },
  };
}

/** One of a salesperson's own customers; another salesperson's customer is 404. */
export async function getOwnCustomer(db: Db, salespersonId: number, id: number): Promise<CustomerSummary> {
  const { user, salesperson } = await loadUser(db, id, { salespersonId });
  return toSummary(user, salesperson);
}

/** What a mail to the customer needs. */
export interface MailRecipient {
  email: string;
  name: string;
  preferredLanguage: LanguageCode | null;
}

export function recipientOf(detail: CustomerSummary): MailRecipient {
  return {
    email: detail.email,
    name: `${detail.firstName} ${detail.lastName}`.trim(),
    preferredLanguage: detail.preferredLanguage,
  };
}

/**
 * Applies a conditional update; when no row changed, tells apart an unknown customer (404) from
 * one in the wrong state (`conflict`).
 */
async function guardedUpdate(
  db: Db,
  id: number,
  set: Partial<typeof users.$inferInsert>,
  guard: SQL | undefined,
  conflict: () => Promise<AppError>,
): Promise<void> {
  const changed = await db
    .update(users)
    .set(set)
    .where(and(eq(users.id, id), guard))
    .returning({ id: users.id });
  if (changed.length) return;
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!exists) throw notFound();
  throw await conflict();
}

/** Manual e-mail verification by an admin. */
export async function verifyCustomer(db: Db, id: number): Promise<AdminUserDetail> {
  await guardedUpdate(
    db,
    id,
    { emailVerifiedAt: new Date() },
    isNull(users.emailVerifiedAt),
    async () => new AppError(409, 'userAlreadyVerified'),
  );
  return getCustomerDetail(db, id);
}

/** Approval: only a verified, not yet approved account; records the approving admin. */
export async function approveCustomer(db: Db, id: number, adminId: number): Promise<AdminUserDetail> {
  await guardedUpdate(
    db,
    id,
    { approvedAt: new Date(), approvedByAdminId: adminId },
    and(isNotNull(users.emailVerifiedAt), isNull(users.approvedAt)),
    async () => {
      const [row] = await db
        .select({ verified: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.verified ? new AppError(409, 'userAlreadyApproved') : new AppError(409, 'userNotVerified');
    },
  );
  return getCustomerDetail(db, id);
}

/** Restricts the account with `reason`, or lifts the restriction (null); 409 when it already is so. */
async function setRestriction(db: Db, id: number, reason: string | null): Promise<AdminUserDetail> {
  const restricting = reason !== null;
  await guardedUpdate(
    db,
    id,
    { restricted: restricting, restrictedReason: reason },
    eq(users.restricted, !restricting),
    async () => new AppError(409, restricting ? 'userAlreadyRestricted' : 'userNotRestricted'),
  );
  return getCustomerDetail(db, id);
}

export const restrictCustomer = (db: Db, id: number, reason: string) => setRestriction(db, id, reason);
export const unrestrictCustomer = (db: Db, id: number) => setRestriction(db, id, null);

export async function setCanSeePrices(db: Db, id: number, value: boolean): Promise<AdminUserDetail> {
  await guardedUpdate(db, id, { canSeePrices: value }, undefined, async () => notFound());
  return getCustomerDetail(db, id);
}

/** Assigns (or, with null, removes) the customer's salesperson. */
export async function setCustomerSalesperson(
  db: Db,
  id: number,
  salespersonId: number | null,
): Promise<AdminUserDetail> {
  if (salespersonId !== null) {
    const [exists] = await db
      .select({ id: salespeople.id })
      .from(salespeople)
      .where(eq(salespeople.id, salespersonId))
      .limit(1);
    if (!exists) throw validationFailed({ salespersonId: ['salespersonNotFound'] });
  }
  try {
    await guardedUpdate(db, id, { salespersonId }, undefined, async () => notFound());
  } catch (error) {
    // The salesperson was deleted between the check and the update.
    if (pgError(error).code === '23503') {
      throw validationFailed({ salespersonId: ['salespersonNotFound'] });
    }
    throw error;
  }
  return getCustomerDetail(db, id);
}

/** Assigns many customers to one salesperson at once: all or nothing. */
export async function assignCustomers(db: Db, salespersonId: number, userIds: number[]): Promise<number> {
  const ids = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    // Locks the salesperson row so a concurrent delete cannot leave customers pointing at nobody.
    const [owner] = await tx
      .select({ id: salespeople.id })
      .from(salespeople)
      .where(eq(salespeople.id, salespersonId))
      .for('update');
    if (!owner) throw notFound();
    const changed = await tx
      .update(users)
      .set({ salespersonId })
      .where(inArray(users.id, ids))
      .returning({ id: users.id });
    if (changed.length !== ids.length) throw validationFailed({ userIds: ['usersNotFound'] });
    return changed.length;
  });
}

/** The storage key of the customer's uploaded approval form, or a 404 saying there is none. */
export async function approvalFormKey(db: Db, id: number): Promise<{ key: string; userCode: string }> {
  const [row] = await db
    .select({ key: users.approvalFormFile, userCode: users.userCode })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound();
  if (!row.key) throw new AppError(404, 'approvalFormMissing');
  return { key: row.key, userCode: row.userCode };
}
