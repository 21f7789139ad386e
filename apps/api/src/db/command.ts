import { type AppConfig, loadConfig } from '../config/env.ts';
import { connect, type Database } from './client.ts';
import { openDatabaseServer } from './database-server.ts';

export interface DatabaseCommand {
  config: AppConfig;
  database: Database;
  log: (message: string) => void;
}

/**
 * Runs one `npm run db:*` command on the shop's database (the embedded server, attached to a
 * running shop's, or DATABASE_URL), then closes it; a failure is one line and exit code 1. The
 * API's db:migrate and the seed workspace's db:seed / db:reset share it (ADR 0042).
 */
export function runDatabaseCommand(work: (command: DatabaseCommand) => Promise<void>): void {
  const main = async () => {
    const config = loadConfig();
    const log = (message: string) => console.log(message);
    const server = await openDatabaseServer(config, log, { attach: true });
    const database = connect(server.url, { max: 2 });
    try {
      await work({ config, database, log });
    } finally {
      await database.close();
      await server.stop();
    }
  };
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
