import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/api/src/db/embedded.ts';
import { admins } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords.ts';
import { createTestDatabase, type TestDatabase } from '../../apps/api/src/test/db.ts';
import { DEMO_ACCOUNTS } from './index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The shop's process as `npm start` runs it (scripts/serve.mjs), on a test database, without seeding. */
function startServer(env: Record<string, string>): {
  child: ChildProcessWithoutNullStreams;
  output: { stdout: string; stderr: string };
  exited: Promise<number | null>;
} {
  const { HOST: _ignored, DEMO_ACCOUNTS_ON_NETWORK: _alsoIgnored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../../scripts/serve.mjs')], {
    env: { ...inherited, NODE_ENV: 'test', SEED_ON_START: 'false', LOG_LEVEL: 'info', ...env },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output, exited };
}

/** The machine's own addresses other machines could use (none on a machine without a network). */
function outwardAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((i): i is os.NetworkInterfaceInfo => Boolean(i) && !i?.internal && i?.family === 'IPv4')
    .map((i) => i.address);
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('npm start and the network (ADR 0029)', () => {
  let database: TestDatabase;
  let dataDir: string;
  const baseEnv = () => ({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-server-net-'));
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('listens on the loopback address only by default', async () => {
    const port = await freePort();
    const server = startServer({ ...baseEnv(), PORT: String(port) });
    try {
      await new Promise<void>((resolve, reject) => {
        server.child.stdout.on('data', () => {
          // The banner (console) and pino's log lines may arrive in either order.
          const { stdout } = server.output;
          if (stdout.includes('is running on') && stdout.includes('Server listening')) resolve();
        });
        server.exited.then((code) => reject(new Error(`exited with ${code}: ${server.output.stderr}`)));
      });
      const listening = [...server.output.stdout.matchAll(/Server listening at (\S+?)"/g)].map((m) => m[1]);
      expect(listening).toEqual([`http://127.0.0.1:${port}`]);
      expect(await connects('127.0.0.1', port)).toBe(true);
      for (const address of outwardAddresses()) expect(await connects(address, port), address).toBe(false);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses HOST=0.0.0.0 while a demo account has its printed password, naming the setting', async () => {
    const account = DEMO_ACCOUNTS[0];
    if (!account) throw new Error('no demo account');
    await database.db.insert(admins).values({
      name: 'Demo',
      email: account.login,
      passwordHash: await hashPassword(account.password),
      isSuperAdmin: true,
    });
    const port = await freePort();
    const server = startServer({ ...baseEnv(), PORT: String(port), HOST: '0.0.0.0' });
    expect(await server.exited).toBe(78);
    const said = server.output.stderr.trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toMatch(/^HOST=0\.0\.0\.0 lets other machines reach the shop/);
    expect(said).toContain(account.login);
    expect(server.output.stdout).not.toContain('Server listening');
  });
});
