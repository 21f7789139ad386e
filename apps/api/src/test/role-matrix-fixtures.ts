import type { Db } from '../db/client.ts';
import { salespeople, type users } from '../db/schema/index.ts';
import { issueToken } from '../modules/auth/tokens.ts';
import { createCustomer } from '../modules/users/test-fixtures.ts';
import { insertAdmin } from './fixtures.ts';
import { fixturePasswordHash } from './password-hashes.ts';

// Fixtures of the back-office and salesperson slice: customers, salespeople and a token per role.

let counter = 0;
const next = () => {
  counter += 1;
  return `${process.pid % 1000}${String(counter).padStart(4, '0')}`;
};

/** A customer row as the overrides leave it: by default not yet confirmed, nor approved. */
export const createCustomerRow = (db: Db, overrides: Partial<typeof users.$inferInsert> = {}) =>
  createCustomer(db, { state: 'unconfirmed', ...overrides });

export async function createSalespersonRow(
  db: Db,
  overrides: Partial<typeof salespeople.$inferInsert> & { password?: string } = {},
) {
  const n = next();
  const { password = 'Sales-pass-1', ...rest } = overrides;
  const [row] = await db
    .insert(salespeople)
    .values({
      firstName: 'Sales',
      lastName: `Person ${n}`,
      phone: `0780${n.padStart(7, '0')}`,
      email: `sales${n}@example.test`,
      code: `SP-${n}`,
      passwordHash: await fixturePasswordHash(password),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('salesperson not created');
  return { ...row, password };
}

export async function tokenFor(db: Db, kind: 'admin' | 'user' | 'salesperson', subjectId: number) {
  return (await issueToken(db, { kind, subjectId, ttlHours: 1 })).token;
}

/** A principal of every role, each with a live token of its own kind. */
export async function createRoles(db: Db) {
  const admin = await insertAdmin(db, { name: 'Plain Admin' });
  const superAdmin = await insertAdmin(db, { name: 'Super Admin', isSuperAdmin: true });
  const salesperson = await createSalespersonRow(db);
  const customer = await createCustomer(db, {
    emailVerifiedAt: new Date(),
    approvedAt: new Date(),
    salespersonId: salesperson.id,
  });
  return {
    admin,
    superAdmin,
    salesperson,
    customer,
    tokens: {
      admin: await tokenFor(db, 'admin', admin.id),
      superAdmin: await tokenFor(db, 'admin', superAdmin.id),
      salesperson: await tokenFor(db, 'salesperson', salesperson.id),
      customer: await tokenFor(db, 'user', customer.id),
    },
  };
}
