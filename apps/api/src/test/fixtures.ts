import { defaultThemeSettings } from '@shop/shared';
import type { Db } from '../db/client.ts';
import { admins, siteSettings } from '../db/schema/index.ts';
import { fixturePasswordHash } from './password-hashes.ts';

let counter = 0;

export async function insertAdmin(
  db: Db,
  input: { name?: string; email?: string; password?: string; isSuperAdmin?: boolean } = {},
) {
  counter += 1;
  const password = input.password ?? 'Correct-horse-1';
  const [row] = await db
    .insert(admins)
    .values({
      name: input.name ?? `Admin ${counter}`,
      email: input.email ?? `admin${counter}-${Date.now()}@example.test`,
      passwordHash: await fixturePasswordHash(password),
      isSuperAdmin: input.isSuperAdmin ?? false,
    })
    .returning();
  if (!row) throw new Error('admin not created');
  return { ...row, password };
}

export async function insertSiteSettings(db: Db, overrides: Partial<typeof siteSettings.$inferInsert> = {}) {
  await db.insert(siteSettings).values({
    projectName: 'Test Wholesale',
    siteName: { en: 'Test Wholesale', ar: 'تست للجملة' },
    theme: defaultThemeSettings,
    ...overrides,
  });
}
