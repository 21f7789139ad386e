import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runDatabaseCommand } from '../../apps/api/src/db/command.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { seedIfEmpty } from '../../apps/api/src/db/seed-if-empty.ts';
import { demoData } from './index.ts';

/** `npm run db:seed | db:reset` on the embedded server or DATABASE_URL. */
const command = process.argv[2];
if (command !== 'seed' && command !== 'reset') {
  console.error('usage: db:seed | db:reset');
  process.exit(64);
}

runDatabaseCommand(async ({ config, database, log }) => {
  if (command === 'reset') {
    log('Dropping every table of the shop…');
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
    await rm(path.join(config.uploadsDir, 'seed'), { recursive: true, force: true });
  }
  await runMigrations(database.pool);
  log('Migrations applied.');
  const result = await seedIfEmpty(database.db, config, demoData, log);
  log(result.seeded ? 'Demo data seeded.' : 'The database already has data: nothing seeded (use db:reset).');
  // HOST is reachable: the demo accounts got random passwords, which nobody else will print.
  if (result.passwordsGenerated) {
    log('Demo accounts (random passwords, shown only this once: note them now):');
    for (const a of result.accounts) log(`  ${a.role.padEnd(22)} ${a.login.padEnd(28)} ${a.password}`);
  }
});
