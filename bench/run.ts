// Load benchmark: starts the shop exactly as `npm start` does (fresh data dir, own ports), then
// measures each scenario with autocannon beside a constant-JSON route measured in the same run,
// so a slow machine shows as a slow baseline, not as a regression.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const headers = { 'x-api-key': process.env.BENCH_API_KEY ?? 'testing_v2', accept: 'application/json' };

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const scenarios: Scenario[] = [
  { name: 'constant JSON (/version.json, baseline)', path: '/version.json' },
  { name: 'site settings', path: '/api/front/settings', headers },
  {
    name: 'site settings (Arabic)',
    path: '/api/front/settings',
    headers: { ...headers, 'accept-language': 'ar' },
  },
  { name: 'company profile', path: '/api/front/site-profile', headers },
];

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

async function main() {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  if (!process.env.BENCH_URL) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
    child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        EMBEDDED_PG_PORT: String(port + 50_000 > 65_000 ? 54_349 : port + 50_000),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    });
  }
  try {
    await waitForHealth(base, child);
    const rows = [];
    for (const s of scenarios) {
      const result = await autocannon({ url: base + s.path, connections, duration, headers: s.headers });
      if (result.non2xx) throw new Error(`${s.name}: ${result.non2xx} answers were not 2xx`);
      rows.push({
        scenario: s.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
      });
    }
    console.log(`\n${connections} connections, ${duration} s each, against ${base}`);
    console.table(rows);
  } finally {
    child?.kill('SIGINT');
    if (child) await new Promise((r) => child.once('exit', r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
