import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A shop the measurement started, or one already running (`stop` then does nothing). */
export interface MeasuredShop {
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child && child.exitCode !== null) throw new Error('the shop exited before it was ready');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the shop did not become healthy in 5 minutes');
}

/**
 * Starts the shop as `npm start` does, in a fresh data folder on its own ports, and waits until it
 * answers; with `external` set, only waits for that running shop. The benchmarks measure what a
 * newcomer runs, never a special build.
 */
export async function startShop(options: {
  base: string;
  external: boolean;
  port: number;
  pgPort: number;
  name: string;
  env?: Record<string, string>;
}): Promise<MeasuredShop> {
  if (options.external) {
    await waitForHealth(options.base);
    return { stop: async () => {} };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-${options.name}-`));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(options.port),
      EMBEDDED_PG_PORT: String(options.pgPort),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(options.base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
