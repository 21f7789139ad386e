import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
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

/**
 * The embedded server's URL through its Unix-domain socket when it has one (Linux, macOS): the
 * same server, database and password, but each round trip skips the TCP stack, about a third
 * less CPU per statement on both sides (ADR 0053 "Speed"). Elsewhere, or when the socket is not
 * where the server says, the TCP URL as it is.
 */
async function localSocketUrl(adminUrl: string, tcpUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ dirs: string; port: string }>(
      "select current_setting('unix_socket_directories') as dirs, current_setting('port') as port",
    );
    const dir = rows[0]?.dirs.split(',')[0]?.trim() ?? '';
    const port = rows[0]?.port ?? '';
    if (!path.isAbsolute(dir) || !existsSync(path.join(dir, `.s.PGSQL.${port}`))) return tcpUrl;
    const url = new URL(tcpUrl);
    url.searchParams.set('host', dir);
    return url.toString();
  } catch {
    return tcpUrl;
  } finally {
    await client.end().catch(() => {});
  }
}

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
    url: await localSocketUrl(server.adminUrl, server.urlFor(EMBEDDED_DATABASE)),
    embedded: true,
    dataDir: server.dataDir,
    stop: async () => {
      await server.stop();
      await rm(ownerFile, { force: true });
    },
  };
}
