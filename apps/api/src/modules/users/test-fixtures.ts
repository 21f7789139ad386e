import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { fixturePasswordHash } from '../../test/password-hashes.ts';

let counter = 0;

const DEFAULT_PASSWORD = 'Customer-pass-1';

/** Test data: a customer in the state asked for (default: verified and approved). */
export async function createCustomer(
  db: Db,
  input: Partial<typeof users.$inferInsert> & {
    password?: string;
    state?: 'unconfirmed' | 'awaiting_approval' | 'approved';
  } = {},
) {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(6, '0').slice(-6);
  const { password = DEFAULT_PASSWORD, state = 'approved', ...values } = input;
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `Customer ${counter}`,
      companyName: `Test Company ${counter}`,
      companyNumber: `12${n}`,
      email: `customer${counter}-${n}@example.test`,
      mobile: `0770${n}${String(counter % 10)}`,
      passwordHash: await fixturePasswordHash(password),
      userCode: `CU-T${n}`,
      emailVerifiedAt: state === 'unconfirmed' ? null : now,
      approvedAt: state === 'approved' ? now : null,
      preferredLanguage: 'en',
      ...values,
    })
    .returning();
  if (!row) throw new Error('customer not created');
  return { ...row, password };
}
