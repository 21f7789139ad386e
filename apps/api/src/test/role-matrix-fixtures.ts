import type { Db } from '../db/client.ts';
import { salespeople, users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { issueToken } from '../modules/auth/tokens.ts';
import { createAdmin } from './fixtures.ts';

// Fixtures of the back-office and salesperson slice: customers, salespeople and a token per role.

let counter = 0;
const next = () => {
  counter += 1;
  return `${process.pid % 1000}${String(counter).padStart(4, '0')}`;
};

/** One argon2 hash reused by every fixture customer (hashing costs ~50 ms each). */
let sharedHash: Promise<string> | undefined;
const fixtureHash = () => {
  sharedHash ??= hashPassword('Customer-pass-1');
  return sharedHash;
};

export async function createCustomer(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Customer',
      lastName: `Number ${n}`,
      companyName: `Company ${n} Ltd`,
      companyNumber: `9${n.padStart(7, '0')}`.slice(-8),
      email: `customer${n}@example.test`,
      mobile: `0770${n.padStart(7, '0')}`,
      passwordHash: await fixtureHash(),
      userCode: `CU-${n}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('customer not created');
  return row;
}

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
      passwordHash: await hashPassword(password),
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
  const admin = await createAdmin(db, { name: 'Plain Admin' });
  const superAdmin = await createAdmin(db, { name: 'Super Admin', isSuperAdmin: true });
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
