import { addresses, admins, salespeople, users } from '../../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../../apps/api/src/modules/auth/passwords.ts';
import { ADMINS, CUSTOMERS, SALESPERSON } from '../data/accounts.ts';
import { must, type SeedContext } from './context.ts';

/** Every demo account's password hash, admins first, then the salesperson, then the customers. */
export type PasswordHashes = readonly string[];

/**
 * Hashes the demo passwords (argon2 is slow on purpose, so this runs beside the picture rendering,
 * before the transaction); `passwords` replaces the printed ones by e-mail.
 */
export function hashDemoPasswords(passwords?: ReadonlyMap<string, string>): Promise<PasswordHashes> {
  return Promise.all(
    [...ADMINS, SALESPERSON, ...CUSTOMERS].map((a) => hashPassword(passwords?.get(a.email) ?? a.password)),
  );
}

/** The two admins, the salesperson and the two customers (one approved) with their addresses. */
export async function seedAccounts({ tx, daysAgo }: SeedContext, hashes: PasswordHashes): Promise<void> {
  const hashOf = (index: number) => must(hashes[index], 'password');
  await tx.insert(admins).values(
    ADMINS.map((a, i) => ({
      name: a.name,
      email: a.email,
      passwordHash: hashOf(i),
      isSuperAdmin: a.isSuperAdmin,
    })),
  );
  const [salesperson] = await tx
    .insert(salespeople)
    .values({
      firstName: SALESPERSON.firstName,
      lastName: SALESPERSON.lastName,
      phone: SALESPERSON.phone,
      email: SALESPERSON.email,
      passwordHash: hashOf(ADMINS.length),
      code: SALESPERSON.code,
    })
    .returning({ id: salespeople.id });
  for (const [i, c] of CUSTOMERS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        firstName: c.firstName,
        lastName: c.lastName,
        companyName: c.companyName,
        companyNumber: c.companyNumber,
        email: c.email,
        mobile: c.mobile,
        landline: c.landline,
        passwordHash: hashOf(ADMINS.length + 1 + i),
        userCode: c.userCode,
        // Both demo customers confirmed their e-mail; only the first has been approved.
        emailVerifiedAt: daysAgo(30 - i * 25),
        approvedAt: c.approved ? daysAgo(29) : null,
        salespersonId: salesperson?.id ?? null,
        createdAt: daysAgo(30 - i * 25),
      })
      .returning({ id: users.id });
    await tx.insert(addresses).values({ userId: must(user, 'user').id, ...c.address, isDefault: true });
  }
}
