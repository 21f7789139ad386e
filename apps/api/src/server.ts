import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { connect } from './db/client.ts';
import { type DatabaseServer, openDatabaseServer } from './db/database-server.ts';
import { startFailure } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import {
  type DemoData,
  DemoPasswordsExposedError,
  seedIfEmpty,
  servedDemoAccounts,
} from './db/seed-if-empty.ts';

/**
 * Starts the whole shop: database (embedded unless DATABASE_URL), migrations, seed, HTTP. The
 * demo shop comes from the caller (scripts/serve.mjs hands in the seed workspace's), so the API
 * holds no demo data (ADR 0042); without one, an empty database stays empty.
 */
export async function startShop(demo: DemoData | null): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = pino({
    level: config.env.LOG_LEVEL,
    // People read a terminal; log collectors read JSON lines.
    ...(process.stdout.isTTY && !config.isTest
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
  const log = (msg: string) => logger.info(msg);

  let server: DatabaseServer;
  try {
    server = await openDatabaseServer(config, log);
  } catch (error) {
    // One sentence that says what to do, never a stack trace (ADR 0028).
    console.error(startFailure(error, 'start', `${config.dataDir}/pg`).message);
    process.exit(1);
  }
  const database = connect(server.url, {
    onIdleError: (error) => logger.warn({ err: error }, 'Database connection lost; the pool reconnects'),
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    await server.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await runMigrations(database.pool);
    const seeded =
      demo && config.env.SEED_ON_START ? await seedIfEmpty(database.db, config, demo, log) : null;
    // Checked before listening: a reachable shop never serves the printed passwords (ADR 0029).
    const demoAccounts = seeded?.seeded
      ? seeded.accounts
      : await servedDemoAccounts(database.db, config, demo?.accounts ?? []);
    app = await buildApp({ config, db: database.db, logger: logger });
    await app.listen({ host: config.env.HOST, port: config.env.PORT });
    const lines = [
      '',
      `  Wholesale shop (${config.deployment.name}) is running on ${config.env.PUBLIC_URL}`,
      `  Database: ${server.embedded ? `embedded PostgreSQL, data in ${server.dataDir ?? `${config.dataDir}/pg`}` : 'DATABASE_URL'}`,
      `  Admin panel: ${config.env.PUBLIC_URL}/admin-panel/secure/login   API docs: ${config.env.PUBLIC_URL}/api/docs`,
    ];
    if (config.reachableFromNetwork) {
      lines.push(`  Listening on ${config.env.HOST}:${config.env.PORT}: other machines can reach this shop.`);
    }
    if (demoAccounts.length) {
      lines.push(
        seeded?.passwordsGenerated
          ? '  Demo accounts (random passwords, shown only this once: note them now):'
          : '  Demo accounts:',
      );
      for (const a of demoAccounts)
        lines.push(`    ${a.role.padEnd(22)} ${a.login.padEnd(28)} ${a.password}`);
    }
    console.log(lines.join('\n'));
  } catch (err) {
    if (err instanceof DemoPasswordsExposedError) console.error(err.message);
    else logger.error(err);
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    await server.stop().catch(() => {});
    process.exit(err instanceof DemoPasswordsExposedError ? 78 : 1);
  }
}

// Run as a process on its own (the API's tests of a failed start): the API without demo data.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startShop(null).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
