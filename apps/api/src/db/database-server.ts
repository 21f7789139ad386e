import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import {
  DatabaseStartError,
  ensureDatabase,
  isAlive,
  startEmbeddedPostgres,
  startFailure,
} from './embedded.ts';

export interface DatabaseServer {
  url: string;
  embedded: boolean;
  /** The embedded server's data folder (null for DATABASE_URL or a server attached to). */
  dataDir: string | null;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = 'shop';
const PASSWORD_URL = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;

/** The pid of the live shop process that owns the embedded server in `dataDir`, if any. */
function liveOwner(ownerFile: string): number | null {
  if (!existsSync(ownerFile)) return null;
  const [pidText, portText] = readFileSync(ownerFile, 'utf8').split('\n');
  const pid = Number.parseInt(pidText ?? '', 10);
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) && portText ? pid : null;
}

/**
 * `DATABASE_URL` when set; otherwise the embedded PostgreSQL with its data under `<DATA_DIR>/pg`.
 * With `attach`, a command (db:seed, db:reset) run beside a running shop uses that shop's server
 * instead of starting a second one on the same data directory.
 */
export async function openDatabaseServer(
  config: AppConfig,
  log: (msg: string) => void,
  options: { attach?: boolean } = {},
): Promise<DatabaseServer> {
  if (config.env.DATABASE_URL) {
    return { url: config.env.DATABASE_URL, embedded: false, dataDir: null, stop: async () => {} };
  }
  const ownerFile = path.join(config.dataDir, 'shop.pid');
  const owner = liveOwner(ownerFile);
  if (owner) {
    if (!options.attach) {
      throw new DatabaseStartError(
        `Another shop process (pid ${owner}) is already running on ${config.dataDir}: stop it, or set DATA_DIR to another folder.`,
      );
    }
    const port = Number.parseInt(readFileSync(ownerFile, 'utf8').split('\n')[1] ?? '', 10);
    log(`Using the embedded PostgreSQL of the running shop (pid ${owner}) on port ${port}`);
    return { url: PASSWORD_URL(port), embedded: true, dataDir: null, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres({
    databaseDir: path.join(config.dataDir, 'pg'),
    port: config.env.EMBEDDED_PG_PORT,
    log,
  });
  try {
    await writeFile(ownerFile, `${process.pid}\n${config.env.EMBEDDED_PG_PORT}\n`);
    await ensureDatabase(server.adminUrl, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop().catch(() => {});
    throw startFailure(error, `open the shop's database`, config.dataDir);
  }
  return {
    url: server.urlFor(EMBEDDED_DATABASE),
    embedded: true,
    dataDir: server.dataDir,
    stop: async () => {
      await server.stop();
      await rm(ownerFile, { force: true });
    },
  };
}
