import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Db } from './client.ts';
import { admins } from './schema/index.ts';
import { DEMO_ACCOUNTS, type DemoAccount, seed } from './seed/index.ts';

/**
 * Seeds the demo shop on a database without any admin (a fresh install). Returns the demo
 * accounts when the database is (still) the demo, so the server can print them.
 */
export async function seedIfEmpty(
  db: Db,
  config: AppConfig,
  log: (msg: string) => void,
): Promise<{ seeded: boolean; accounts: DemoAccount[] }> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  if ((row?.n ?? 0) > 0) {
    const [demo] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(admins)
      .where(sql`${admins.email} = ${DEMO_ACCOUNTS[0]?.login ?? ''}`);
    return { seeded: false, accounts: (demo?.n ?? 0) > 0 ? DEMO_ACCOUNTS : [] };
  }
  log('Empty database: seeding the demo shop…');
  const started = Date.now();
  await seed(db, { uploadsDir: config.uploadsDir, logger: log });
  log(`Seeded in ${Date.now() - started} ms`);
  return { seeded: true, accounts: DEMO_ACCOUNTS };
}
