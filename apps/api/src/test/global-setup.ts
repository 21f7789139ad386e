import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/client.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * One PostgreSQL server for the whole run: the embedded one (no system server needed), or the
 * server of TEST_DATABASE_URL. A migrated template database is made once; each test file then
 * clones it (`createTestDatabase`), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-pg-'));
    const server = await startEmbeddedPostgres({
      databaseDir: path.join(tempDir, 'pg'),
      port: await freePort(),
      persistent: false,
    });
    adminUrl = server.adminUrl;
    stopServer = () => server.stop();
  }
  const template = `shop_tpl_${process.pid}_${Date.now().toString(36)}`;
  await ensureDatabase(adminUrl, template);
  const database = connect(databaseUrl(adminUrl, template), { max: 1 });
  await runMigrations(database.pool);
  await database.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 't\\_${process.pid}\\_%' or datname = $1`,
      [template],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.end();
    await stopServer();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
