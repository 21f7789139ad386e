// The dashboards' benchmark (issue 11, ADR 0060): on the embedded default with 10,000 products,
// 1,000 customers and 100,000 orders (with their lines, refund requests and carts), each figure's
// one SQL statement timed on its own (p50, p95 over sequential runs), then the two routes over
// HTTP beside the constant-JSON baseline measured the same way in the same run. The target is a
// p95 of at most 150 ms for every figure.
//
//   npm run bench:dashboards -w bench     (BENCH_PRODUCTS, BENCH_CUSTOMERS, BENCH_ORDERS, BENCH_RUNS)
import { createHash, randomBytes } from 'node:crypto';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_TOP_N } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import { connect } from '../apps/api/src/db/client.ts';
import { foldDailySales } from '../apps/api/src/modules/dashboards/daily-sales.ts';
import { adminFigures, customerFigures } from '../apps/api/src/modules/dashboards/dashboards.service.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { makeOrderLines, makeOrders, makeReturnsAndCarts } from './orders-data.ts';
import { startShop } from './shop.ts';

const port = Number(process.env.BENCH_PORT ?? 3750);
const base = `http://127.0.0.1:${port}`;
const catalogueSize = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 1_000);
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 100);
const embeddedPgPort = Number(process.env.BENCH_PG_PORT ?? 54_750);
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${embeddedPgPort}/shop`;
const headers = { 'x-api-key': 'testing_v2', accept: 'application/json' };
const TARGET_P95_MS = 150;

type Row = Record<string, string | number>;

const token = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, i)] ?? 0) * 10) / 10;
}

/** `run` a few times to warm up, then `runs` times one after the other: p50, p95 and max in ms. */
async function time(name: string, run: () => Promise<unknown>): Promise<Row> {
  for (let i = 0; i < 5; i += 1) await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const p95 = percentile(ms, 95);
  return {
    figure: name,
    'p50 ms': percentile(ms, 50),
    'p95 ms': p95,
    'max ms': percentile(ms, 100),
    within: p95 <= TARGET_P95_MS ? 'yes' : 'NO',
  };
}

async function get(path: string, bearer?: string) {
  const res = await fetch(base + path, {
    headers: bearer ? { ...headers, authorization: `Bearer ${bearer}` } : headers,
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  await res.arrayBuffer();
}

async function makeCustomers(db: ReturnType<typeof connect>['db'], count: number) {
  const stamp = String(Date.now());
  await db.execute(sql`
    insert into users (first_name, last_name, company_name, company_number, email, mobile, password_hash,
                       user_code, email_verified_at, approved_at, preferred_language)
    select 'Bench', 'Buyer ' || g, 'Bench Trading ' || g, 'BD' || ${stamp} || g, 'dash' || g || '-' || ${stamp} || '@example.test',
           '07' || lpad(g::text, 9, '0'), 'x', 'BD-' || ${stamp} || '-' || g, now(),
           case when g % 40 = 0 then null else now() end, 'en'
    from generate_series(1, ${count}) g`);
}

/**
 * `BENCH_EXPLAIN=1`: the plan of each 12-month figure as PostgreSQL ran it (EXPLAIN ANALYZE), to
 * check that it reads the indexes the ADR names.
 */
async function explain(db: ReturnType<typeof connect>['db'], options: { currency: string; topN: number }) {
  const plans: string[] = [];
  const explaining = {
    execute: async (query: SQL) => {
      const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
        sql`explain (analyze, buffers, costs off) ${query}`,
      );
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      return { rows: [] };
    },
  } as unknown as ReturnType<typeof connect>['db'];
  const { figures } = adminFigures(
    { db: explaining, lang: 'en', who: { kind: 'admin', id: 1 } },
    '12m',
    options,
  );
  for (const [name, run] of Object.entries(figures)) {
    plans.length = 0;
    await run().catch(() => undefined);
    console.log(`\n--- 12m ${name}\n${plans.join('\n')}`);
  }
}

async function main() {
  const shop = await startShop({
    base,
    external: false,
    port,
    pgPort: embeddedPgPort,
    name: 'bench-dashboards',
    env: { MAX_CONNECTIONS_PER_ADDRESS: '0', ABANDONED_CART_CHECK_MINUTES: '0' },
  });
  const database = connect(databaseUrl, { max: 4 });
  const { db } = database;
  try {
    const started = Date.now();
    await generateCatalogue(databaseUrl, catalogueSize);
    await makeCustomers(db, customerCount);
    await makeOrders(db, orderCount);
    await makeOrderLines(db);
    await makeReturnsAndCarts(db);
    // The orders and lines came in two statements, so the day tables hold their rows unfolded:
    // the first dashboard visit would fold them; autovacuum would then vacuum them.
    await foldDailySales(db);
    await db.execute(sql`vacuum analyze sales_daily, product_sales_daily`);
    const { rows: sizes } = await db.execute<{
      orders: number;
      lines: number;
      returns: number;
      carts: number;
      salesDaily: number;
      productSalesDaily: number;
    }>(sql`
      select (select count(*)::int from orders) orders, (select count(*)::int from order_items) lines,
             (select count(*)::int from returns) returns, (select count(*)::int from carts) carts,
             (select count(*)::int from sales_daily) "salesDaily",
             (select count(*)::int from product_sales_daily) "productSalesDaily"`);
    console.log(
      `Prepared ${catalogueSize} products, ${customerCount} customers, ${JSON.stringify(sizes[0])} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const options = { currency: 'GBP', topN: DEFAULT_DASHBOARD_TOP_N };
    const ctx = { db, lang: 'en' as const, who: { kind: 'admin' as const, id: 1 } };
    const rows: Row[] = [];
    for (const period of DASHBOARD_PERIODS) {
      const { figures } = adminFigures(ctx, period, options);
      for (const [name, run] of Object.entries(figures)) {
        // The figures that do not depend on the period are timed once.
        if (period !== '7d' && ['awaitingApproval', 'abandonedCarts', 'stock'].includes(name)) continue;
        rows.push(await time(`admin ${period}: ${name}`, run));
      }
    }
    if (process.env.BENCH_EXPLAIN) await explain(db, options);
    const { rows: busiest } = await db.execute<{ user_id: number; n: number }>(
      sql`select user_id, count(*)::int as n from orders group by user_id order by n desc limit 1`,
    );
    const customerId = busiest[0]?.user_id ?? 1;
    const { figures } = customerFigures(ctx, customerId, options);
    for (const [name, run] of Object.entries(figures)) {
      rows.push(await time(`customer (${busiest[0]?.n} orders): ${name}`, run));
    }

    const adminToken = token();
    const userToken = token();
    await db.execute(sql`
      insert into auth_tokens (kind, subject_id, token_hash, expires_at)
      select 'admin', id, ${sha256(adminToken)}, now() + interval '1 day' from admins order by id limit 1`);
    await db.execute(sql`
      insert into auth_tokens (kind, subject_id, token_hash, expires_at)
      values ('user', ${customerId}, ${sha256(userToken)}, now() + interval '1 day')`);
    const http: Row[] = [await time('constant JSON (/version.json, baseline)', () => get('/version.json'))];
    for (const period of DASHBOARD_PERIODS) {
      http.push(
        await time(`GET /api/admin/dashboard?period=${period}`, () =>
          get(`/api/admin/dashboard?period=${period}`, adminToken),
        ),
      );
    }
    http.push(await time('GET /api/user/dashboard', () => get('/api/user/dashboard', userToken)));

    console.log(
      `\nEach figure's one statement, ${runs} runs one after the other (target p95 ≤ ${TARGET_P95_MS} ms):`,
    );
    console.table(rows);
    console.log(`\nThe routes over HTTP (figures side by side), ${runs} requests one after the other:`);
    console.table(http);
  } finally {
    await database.close();
    await shop.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
