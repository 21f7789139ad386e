import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/env.ts';
import { connect } from './client.ts';
import { openDatabaseServer } from './database-server.ts';
import { runMigrations } from './migrate.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

/** `npm run db:migrate | db:seed | db:reset` on the embedded server or DATABASE_URL. */
async function main(command: string | undefined) {
  if (!command || !['migrate', 'seed', 'reset'].includes(command)) {
    console.error('usage: db:migrate | db:seed | db:reset');
    process.exit(64);
  }
  const config = loadConfig();
  const log = (msg: string) => console.log(msg);
  const server = await openDatabaseServer(config, log, { attach: true });
  const database = connect(server.url, { max: 2 });
  try {
    if (command === 'reset') {
      log('Dropping every table of the shop…');
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
      await rm(path.join(config.uploadsDir, 'seed'), { recursive: true, force: true });
    }
    await runMigrations(database.pool);
    log('Migrations applied.');
    if (command !== 'migrate') {
      const result = await seedIfEmpty(database.db, config, log);
      log(
        result.seeded ? 'Demo data seeded.' : 'The database already has data: nothing seeded (use db:reset).',
      );
      // HOST is reachable: the demo accounts got random passwords, which nobody else will print.
      if (result.passwordsGenerated) {
        log('Demo accounts (random passwords, shown only this once: note them now):');
        for (const a of result.accounts) log(`  ${a.role.padEnd(22)} ${a.login.padEnd(28)} ${a.password}`);
      }
    }
  } finally {
    await database.close();
    await server.stop();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
