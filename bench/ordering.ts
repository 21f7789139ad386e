// The ordering benchmark (issue 10): on the embedded default with 10,000 products and 1,000
// customers, the checkout quote's latency, how many orders a second the shop places at 50
// connections, and the admin's order list over 100,000 orders with each filter; each beside the
// constant-JSON baseline measured in the same run.
//
//   npm run bench:ordering -w bench          (BENCH_PRODUCTS, BENCH_CUSTOMERS, BENCH_ORDERS to change sizes;
//   BENCH_ADMIN_CONNECTIONS for the admin list, 5 by default: a few admins, not 50 shoppers;
//   BENCH_WARMUP_SECONDS of unmeasured quotes before the quote's run, 2 by default, 0 for none)
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { connect } from '../apps/api/src/db/client.ts';
import { benchHeaders as headers, prepareOrdering, sha256, token } from './ordering-data.ts';
import { makeOrders } from './orders-data.ts';
import { startShop } from './shop.ts';

const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The back office's order list is read by a few admins, not 50 shoppers at once (ADR 0053 "Speed"):
// it is measured at this many connections, beside the constant-JSON baseline at the same count.
const adminConnections = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 5);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const catalogueSize = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 1_000);
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const embeddedPgPort = 54_310;
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${embeddedPgPort}/shop`;

type Row = Record<string, string | number>;

async function measure(name: string, opts: Parameters<typeof autocannon>[0]): Promise<Row> {
  const result = await autocannon({ connections, duration, ...opts });
  if (result.non2xx) throw new Error(`${name}: ${result.non2xx} answers were not 2xx`);
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
  };
}

async function main() {
  const shop = await startShop({
    base,
    external: false,
    port,
    pgPort: embeddedPgPort,
    name: 'bench-ordering',
    env: { MAX_CONNECTIONS_PER_ADDRESS: '0', ABANDONED_CART_CHECK_MINUTES: '0' },
  });
  const database = connect(databaseUrl, { max: 4 });
  const { db } = database;
  try {
    let started = Date.now();
    const tokens = await prepareOrdering(base, databaseUrl, db, {
      products: catalogueSize,
      customers: customerCount,
    });
    console.log(
      `Prepared ${catalogueSize} products, ${customerCount} customers with filled carts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const rows: Row[] = [];
    rows.push(await measure('constant JSON (/version.json, baseline)', { url: `${base}/version.json` }));

    let turn = 0;
    const quote: Parameters<typeof autocannon>[0] = {
      url: `${base}/api/user/cart/quote`,
      headers,
      requests: [
        {
          setupRequest: (request) => {
            turn += 1;
            return {
              ...request,
              headers: { ...headers, authorization: `Bearer ${tokens[turn % tokens.length]}` },
            };
          },
        },
      ],
    };
    // The quote is the first scenario to reach the database: unmeasured, the same load first opens
    // the pool's connections (each signs in with SCRAM) and prepares their statements, and lets V8
    // compile the route, so that its p99 is the steady state's, not the first 50 requests' wait.
    if (warmupSeconds > 0) await autocannon({ connections, ...quote, duration: warmupSeconds });
    rows.push(await measure('checkout quote (1,000 customers in turn)', quote));

    // Placement: every customer places its order once, 50 at a time; orders/s = orders ÷ time.
    let placedTurn = 0;
    started = Date.now();
    let lastAnswer = started;
    const placement = await autocannon({
      url: `${base}/api/user/orders`,
      connections,
      amount: tokens.length,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (request) => {
            const i = placedTurn++;
            return {
              ...request,
              method: 'POST',
              headers: { ...headers, authorization: `Bearer ${tokens[i % tokens.length]}` },
              body: JSON.stringify({ idempotencyKey: `bench-${i}-${Date.now()}` }),
            };
          },
          onResponse: () => {
            lastAnswer = Date.now();
          },
        },
      ],
    });
    // Until the last answer: autocannon itself ends a run only on its next one-second tick, so its
    // own duration is rounded up to whole seconds (1,000 orders in 3.1 s read as 4 s).
    const seconds = (lastAnswer - started) / 1000;
    const placed = placement['2xx'];
    if (placement.non2xx) throw new Error(`order placement: ${placement.non2xx} answers were not 2xx`);
    rows.push({
      scenario: `order placement (${placed} orders, 50 connections)`,
      'req/s': Math.round(placed / seconds),
      'p50 ms': placement.latency.p50,
      'p97.5 ms': placement.latency.p97_5,
      'p99 ms': placement.latency.p99,
    });

    if (orderCount === 0) {
      console.table(rows);
      return;
    }
    started = Date.now();
    await makeOrders(db, orderCount);
    console.log(`Generated ${orderCount} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const adminToken = token();
    await db.execute(sql`
      insert into auth_tokens (kind, subject_id, token_hash, expires_at)
      select 'admin', id, ${sha256(adminToken)}, now() + interval '1 day' from admins order by id limit 1`);
    const { rows: someone } = await db.execute<{ user_id: number; salesperson_id: number }>(
      sql`select user_id, salesperson_id from orders where salesperson_id is not null order by id desc limit 1`,
    );
    const admin = { ...headers, authorization: `Bearer ${adminToken}` };
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
    rows.push(
      await measure(`constant JSON (/version.json, baseline) at ${adminConnections} connections`, {
        url: `${base}/version.json`,
        connections: adminConnections,
      }),
    );
    for (const [name, query] of filters) {
      rows.push(
        await measure(`admin orders of ${orderCount}: ${name} (${adminConnections} connections)`, {
          url: `${base}/api/admin/orders?${query}`,
          headers: admin,
          connections: adminConnections,
        }),
      );
    }
    console.log(
      `\n${connections} connections (the admin list: ${adminConnections}, a few admins at once), ${duration} s each (placement: one order per customer), against ${base}`,
    );
    console.table(rows);
  } finally {
    await database.close();
    await shop.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
