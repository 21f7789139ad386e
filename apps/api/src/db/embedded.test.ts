import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DatabaseStartError,
  failureFromOutput,
  freePort,
  PortTakenError,
  packagedPrograms,
  reachableDataDir,
  startEmbeddedPostgres,
} from './embedded.ts';

const isRoot = os.userInfo().uid === 0;
const here = path.dirname(fileURLToPath(import.meta.url));

/** One sentence: a single line, no stack frames, saying what to do. */
function expectOneSentence(message: string) {
  expect(message.trim().split('\n')).toHaveLength(1);
  expect(message).not.toMatch(/\n\s+at /);
  expect(message.trim()).toMatch(/: .+\.$/);
}

describe('embedded PostgreSQL', () => {
  const made: string[] = [];
  const tempDir = async (prefix: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix)); // mode 0700
    made.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it('keeps the data folder unless root runs it from a folder the postgres user cannot enter', async () => {
    const privateDir = await tempDir('shop-private-');
    await mkdir(path.join(privateDir, 'project', 'data'), { recursive: true });
    const wanted = path.join(privateDir, 'project', 'data', 'pg');
    expect(reachableDataDir(wanted, false)).toBe(wanted);
    const moved = reachableDataDir(wanted, true);
    // Under /var/lib, which no temp cleaner empties, named after the project's folder.
    expect(moved).toMatch(/^\/var\/lib\/wholesale-shop\/pg-[0-9a-f]{12}$/);
    // The same project always lands in the same folder, so its data survives restarts.
    expect(reachableDataDir(wanted, true)).toBe(moved);
    expect(reachableDataDir(path.join(os.tmpdir(), 'open', 'pg'), true)).toBe(
      path.join(os.tmpdir(), 'open', 'pg'),
    );
  });

  it('keeps using the /var/tmp data folder an earlier version made', async () => {
    const privateDir = await tempDir('shop-private-legacy-');
    const wanted = path.join(privateDir, 'data', 'pg');
    const id = /pg-([0-9a-f]{12})$/.exec(reachableDataDir(wanted, true))?.[1];
    const legacy = `/var/tmp/wholesale-shop-pg-${id}`;
    made.push(legacy);
    await mkdir(legacy, { recursive: true });
    expect(reachableDataDir(wanted, true)).not.toBe(legacy); // an empty folder is not a database
    await writeFile(path.join(legacy, 'PG_VERSION'), '18\n');
    expect(reachableDataDir(wanted, true)).toBe(legacy);
  });

  it('says clearly when its port is taken by another program', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dir = await tempDir('shop-port-');
    try {
      const error = await startEmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port }).catch((e) => e);
      expect(error).toBeInstanceOf(PortTakenError);
      expect(error).toBeInstanceOf(DatabaseStartError);
      expect(error.message).toContain(`Port ${port} is already taken`);
      expect(error.message).toContain('EMBEDDED_PG_PORT');
      expectOneSentence(error.message);
    } finally {
      blocker.close();
    }
  });

  it('as root, starts from a clone in a folder only root may enter, reusing one copy of the programs', {
    skip: !isRoot,
  }, async () => {
    // A clone in /root or a `mktemp -d` folder: node_modules (the programs) and data inside it.
    const privateDir = await tempDir('shop-clone-');
    const packaged = packagedPrograms();
    const programs = { dir: path.join(privateDir, 'shop', 'native'), version: packaged.version };
    await cp(packaged.dir, programs.dir, { recursive: true, verbatimSymlinks: true });
    const rootFolders = { data: await tempDir('shop-var-lib-'), programs: await tempDir('shop-var-tmp-') };
    await chmod(rootFolders.data, 0o755);
    await chmod(rootFolders.programs, 0o755);
    const databaseDir = path.join(privateDir, 'shop', 'data', 'pg');
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);

    const start = async () => {
      const messages: string[] = [];
      const server = await startEmbeddedPostgres({
        databaseDir,
        port: await freePort(),
        programs,
        rootFolders,
        log: (m) => messages.push(m),
      });
      const client = new pg.Client({ connectionString: server.adminUrl });
      try {
        await client.connect();
        const { rows } = await client.query<{ user: string; version: string }>(
          'select current_user as user, current_setting($1) as version',
          ['server_version_num'],
        );
        expect(rows[0]?.user).toBe('postgres');
        expect(rows[0]?.version.slice(0, 2)).toBe(packaged.version.split('.')[0]);
      } finally {
        await client.end();
        await server.stop();
      }
      return messages;
    };

    const first = await start();
    expect(first.some((m) => m.includes(`copying PostgreSQL's programs to ${rootFolders.programs}`))).toBe(
      true,
    );
    expect(first.some((m) => m.includes(`keeps its data in ${rootFolders.data}`))).toBe(true);
    // The private folder itself stays private.
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);

    // The next start finds the same copy, intact, and uses it as it is.
    const second = await start();
    expect(second.some((m) => m.includes('copying'))).toBe(false);
  });

  it('turns programs that cannot be run into one sentence, not an unhandled spawn error', async () => {
    const dir = await tempDir('shop-broken-');
    const programs = { dir: path.join(dir, 'native'), version: '18.0.0' };
    await mkdir(path.join(programs.dir, 'bin'), { recursive: true });
    for (const name of ['initdb', 'postgres']) {
      await writeFile(path.join(programs.dir, 'bin', name), '#!/bin/sh\n', { mode: 0o644 });
    }
    const folders = { data: await tempDir('shop-var-lib-'), programs: await tempDir('shop-var-tmp-') };
    await chmod(folders.programs, 0o755);
    const error = await startEmbeddedPostgres({
      databaseDir: path.join(dir, 'data', 'pg'),
      port: await freePort(),
      programs,
      rootFolders: folders,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartError);
    const { message } = error as Error;
    expect(message).toMatch(/cannot run .*initdb \(EACCES\)/);
    expect(message).toContain('npm ci');
    expect(message).toContain('DATABASE_URL');
    expectOneSentence(message);
  });

  it('refuses the data of another PostgreSQL version in one sentence, before running anything', async () => {
    const dir = await tempDir('shop-old-data-');
    await mkdir(path.join(dir, 'pg'), { recursive: true });
    await writeFile(path.join(dir, 'pg', 'PG_VERSION'), '9.6\n');
    const error = await startEmbeddedPostgres({
      databaseDir: path.join(dir, 'pg'),
      port: await freePort(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseStartError);
    expect((error as Error).message).toMatch(
      /made by PostgreSQL 9\.6, but the embedded server is PostgreSQL \d+/,
    );
    expectOneSentence((error as Error).message);
  });

  it('reads why PostgreSQL stopped and says what to do', () => {
    const log = (line: string) => `2026-11-25 10:00:00.000 UTC [4242] ${line}\n`;
    const full = failureFromOutput(
      `${log('LOG:  starting PostgreSQL')}${log('PANIC:  could not write to file "pg_wal/xlogtemp.1": No space left on device')}`,
      'start',
      '/srv/data/pg',
    );
    expect(full.message).toMatch(/no space left on the disk that holds \/srv\/data\/pg.*free some space/);
    const notEmpty = failureFromOutput(
      'initdb: error: directory "/srv/data/pg" exists but is not empty\n',
      'prepare',
      '/srv/data/pg',
    );
    expect(notEmpty.message).toMatch(/is not empty but holds no database: empty or remove that folder/);
    const owner = failureFromOutput(
      log('FATAL:  data directory "/srv/data/pg" has wrong ownership'),
      'start',
      '/srv/data/pg',
    );
    expect(owner.message).toContain('(data directory "/srv/data/pg" has wrong ownership)');
    const other = failureFromOutput(
      `${log('LOG:  starting')}${log('FATAL:  invalid value for parameter "shared_buffers"')}`,
      'start',
      '/srv/data/pg',
    );
    expect(other.message).toMatch(/stopped while starting \(invalid value for parameter "shared_buffers"\)/);
    for (const error of [full, notEmpty, owner, other]) expectOneSentence(error.message);
  });

  it('the shop prints a failed start as one sentence and exits non-zero', async () => {
    const dir = await tempDir('shop-server-');
    await mkdir(path.join(dir, 'pg'), { recursive: true });
    await writeFile(path.join(dir, 'pg', 'PG_VERSION'), '9.6\n');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../server.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dir,
        DATABASE_URL: '',
        EMBEDDED_PG_PORT: String(await freePort()),
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^The data in .* was made by PostgreSQL 9\.6/);
    expectOneSentence(stderr);
    expect(existsSync(path.join(dir, 'shop.pid'))).toBe(false);
  });
});
