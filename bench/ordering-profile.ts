// The cost of one checkout quote, one order placement and one admin order list, measured in
// what does not depend on the machine's load: the API's CPU time, the database backend's CPU time
// and the round trips to the database per request. The ordering benchmark (ordering.ts) gives
// the latency and throughput; this says where they go, and stays comparable on a busy machine.
//
// It starts the shop as the benchmark does (embedded default, same data), then builds a second
// copy of the API in this process on the same database with a pool of one connection, so that
// each request's statements, and that connection's backend, are its own. Requests run one at a
// time through `app.inject` (no HTTP): the API's CPU is the handler's, hooks and serialisation
// included.
//
//   npm run bench:ordering-profile -w bench   (BENCH_PRODUCTS, BENCH_CUSTOMERS, BENCH_ORDERS, PROFILE_REQUESTS,
//   BENCH_PORT, BENCH_PG_PORT;
//   PROFILE_CPU_DIR=<folder> also writes a V8 CPU profile of each scenario there, for Chrome's DevTools)
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { connect } from '../apps/api/src/db/client.ts';
import { benchHeaders, prepareOrdering, sha256, token } from './ordering-data.ts';
import { makeOrders } from './orders-data.ts';
import { startShop } from './shop.ts';

const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const catalogueSize = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 1_000);
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const requests = Number(process.env.PROFILE_REQUESTS ?? 300);
const cpuProfileDir = process.env.PROFILE_CPU_DIR;
const embeddedPgPort = Number(process.env.BENCH_PG_PORT ?? 54_310);
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${embeddedPgPort}/shop`;

// Every statement the in-process API sends goes through Client#query (a pool's query included).
let roundTrips = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  roundTrips += 1;
  // biome-ignore lint/suspicious/noExplicitAny: forwards whatever overload the caller used.
  return (clientQuery as any).apply(this, args);
} as typeof clientQuery;

const TICK_MS = 1000 / 100; // USER_HZ: /proc's CPU times are in 1/100 s on Linux.

/** User + system CPU of a process in ms, from /proc (the database backend is another process). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

type Row = Record<string, string | number>;

async function main() {
  const shop = await startShop({
    base,
    external: false,
    port,
    pgPort: embeddedPgPort,
    name: 'bench-ordering-profile',
    env: { MAX_CONNECTIONS_PER_ADDRESS: '0', ABANDONED_CART_CHECK_MINUTES: '0' },
  });
  const helper = connect(databaseUrl, { max: 4 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-profile-'));
  const measured = connect(databaseUrl, { max: 1 });
  try {
    const tokens = await prepareOrdering(base, databaseUrl, helper.db, {
      products: catalogueSize,
      customers: customerCount,
    });

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      ABANDONED_CART_CHECK_MINUTES: '0',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    });
    const app = await buildApp({ config, db: measured.db });
    await app.ready();
    // The pool's one connection (reopened after an idle pause): its backend's CPU is the requests'.
    const backendPid = async () => {
      const { rows } = await measured.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      return rows[0]?.pid ?? 0;
    };

    const profile = async (name: string, count: number, request: (i: number) => InjectOptions) => {
      // One unmeasured request warms the route (JIT, prepared plans of the connection).
      await app.inject(request(count));
      const pid = await backendPid();
      const inspector = cpuProfileDir ? new Session() : null;
      if (inspector) {
        inspector.connect();
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.start');
      }
      roundTrips = 0;
      const cpu = process.cpuUsage();
      const dbCpu = processCpuMs(pid);
      const started = performance.now();
      for (let i = 0; i < count; i += 1) {
        const res = await app.inject(request(i));
        if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (inspector && cpuProfileDir) {
        const { profile: taken } = await inspector.post('Profiler.stop');
        inspector.disconnect();
        const file = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`;
        writeFileSync(path.join(cpuProfileDir, file), JSON.stringify(taken));
      }
      const row = {
        scenario: `${name} (${count} requests, one at a time)`,
        'API CPU ms/req': Number(((used.user + used.system) / 1000 / count).toFixed(2)),
        'DB CPU ms/req': Number(((processCpuMs(pid) - dbCpu) / count).toFixed(2)),
        'round trips/req': Number((roundTrips / count).toFixed(1)),
        'wall ms/req': Number((wall / count).toFixed(2)),
      } satisfies Row;
      console.log(JSON.stringify(row));
      return row;
    };

    const rows: Row[] = [];
    const asCustomer = (i: number) => ({
      ...benchHeaders,
      authorization: `Bearer ${tokens[i % tokens.length]}`,
    });
    const n = Math.min(requests, tokens.length - 1);
    rows.push(
      await profile('checkout quote', n, (i) => ({
        method: 'GET',
        url: '/api/user/cart/quote',
        headers: asCustomer(i),
      })),
    );
    rows.push(
      await profile('order placement', n, (i) => ({
        method: 'POST',
        url: '/api/user/orders',
        headers: asCustomer(i),
        payload: { idempotencyKey: `profile-${i}-${Date.now()}` },
      })),
    );

    if (orderCount > 0) {
      await makeOrders(helper.db, orderCount);
      const adminToken = token();
      await helper.db.execute(sql`
        insert into auth_tokens (kind, subject_id, token_hash, expires_at)
        select 'admin', id, ${sha256(adminToken)}, now() + interval '1 day' from admins order by id limit 1`);
      const { rows: someone } = await helper.db.execute<{ user_id: number; salesperson_id: number }>(
        sql`select user_id, salesperson_id from orders where salesperson_id is not null order by id desc limit 1`,
      );
      const admin = { ...benchHeaders, authorization: `Bearer ${adminToken}` };
      const month = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      const today = new Date().toISOString().slice(0, 10);
      const filters: [string, string][] = [
        ['no filter', ''],
        ['status', 'status=shipped'],
        ['payment status', 'paymentStatus=refunded'],
        ['date range (30 days)', `from=${month}&to=${today}`],
        ['customer', `customerId=${someone[0]?.user_id}`],
        ['salesperson', `salespersonId=${someone[0]?.salesperson_id}`],
        ['search', 'search=B-00421'],
      ];
      for (const [name, query] of filters) {
        rows.push(
          await profile(`admin orders of ${orderCount}: ${name}`, 50, () => ({
            method: 'GET',
            url: `/api/admin/orders?${query}`,
            headers: admin,
          })),
        );
      }
    }
    await app.close();
    console.log(
      `\nload average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} CPUs`,
    );
    console.table(rows);
  } finally {
    await measured.close().catch(() => {});
    await helper.close();
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
