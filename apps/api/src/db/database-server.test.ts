import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { openDatabaseServer } from './database-server.ts';
import { freePort, isAlive } from './embedded.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A separate Node process that opens the embedded server and says when it is ready. */
function startShopLikeProcess(dataDir: string, port: number): Promise<ChildProcess> {
  const script = `
    import { loadConfig } from ${JSON.stringify(path.join(here, '../config/env.ts'))};
    import { openDatabaseServer } from ${JSON.stringify(path.join(here, 'database-server.ts'))};
    const config = loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)}, EMBEDDED_PG_PORT: '${port}', NODE_ENV: 'test' });
    const server = await openDatabaseServer(config, () => {});
    process.on('SIGINT', async () => { await server.stop(); process.exit(0); });
    console.log('ready');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

describe('the embedded database server of the shop', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts again after the shop was killed with SIGKILL and left PostgreSQL running', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-killed-'));
    const port = await freePort();
    const child = await startShopLikeProcess(dataDir, port);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    // The orphaned postmaster still holds the data directory and the port.
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/shop` });
    await client.connect();
    await client.end();

    const config = loadConfig({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), NODE_ENV: 'test' });
    const messages: string[] = [];
    const server = await openDatabaseServer(config, (m) => messages.push(m));
    try {
      expect(messages.some((m) => m.includes('still running'))).toBe(true);
      const pool = new pg.Pool({ connectionString: server.url });
      const { rows } = await pool.query('select 1 as ok');
      expect(rows[0].ok).toBe(1);
      await pool.end();
    } finally {
      await server.stop();
    }
  });

  it('refuses a second shop process on the same data folder, but lets a command attach to it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-twice-'));
    const port = await freePort();
    const child = await startShopLikeProcess(dir, port);
    try {
      const config = loadConfig({ DATA_DIR: dir, EMBEDDED_PG_PORT: String(port), NODE_ENV: 'test' });
      await expect(openDatabaseServer(config, () => {})).rejects.toThrow(/already running/);
      const attached = await openDatabaseServer(config, () => {}, { attach: true });
      expect(attached.url).toContain(`:${port}/shop`);
    } finally {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      if (child.pid) expect(isAlive(child.pid)).toBe(false);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
