import { runDatabaseCommand } from './command.ts';
import { runMigrations } from './migrate.ts';

// `npm run db:migrate` on the embedded server or DATABASE_URL. Seeding the demo shop
// (db:seed, db:reset) is the seed workspace's: the API holds no demo data (ADR 0042).
runDatabaseCommand(async ({ database, log }) => {
  await runMigrations(database.pool);
  log('Migrations applied.');
});
