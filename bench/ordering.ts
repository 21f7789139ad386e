// The ordering benchmark (issue 10): on the embedded default with 10,000 products and 1,000
// customers, the checkout quote's latency, how many orders a second the shop places at 50
// connections, and the admin's order list over 100,000 orders with each filter; each beside the
// constant-JSON baseline measured in the same run.
//
//   npm run bench:ordering -w bench          (BENCH_PRODUCTS, BENCH_CUSTOMERS, BENCH_ORDERS to change sizes)
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { connect } from '../apps/api/src/db/client.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { makeOrders } from './orders-data.ts';
import { startShop } from './shop.ts';

const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const catalogueSize = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 1_000);
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const embeddedPgPort = 54_310;
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${embeddedPgPort}/shop`;
const headers = { 'x-api-key': 'testing_v2', accept: 'application/json', 'content-type': 'application/json' };

type Row = Record<string, string | number>;

const token = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function api(method: string, path: string, bearer: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { ...headers, authorization: `Bearer ${bearer}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown; code?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.code ?? ''}`);
  return json.data;
}

/** Customers with a sign-in token, an address and a cart of two lines ready to order. */
async function makeCustomers(db: ReturnType<typeof connect>['db'], count: number) {
  const stamp = String(Date.now());
  const phoneBase = Date.now() % 100_000_000;
  await db.execute(sql`
    insert into users (first_name, last_name, company_name, company_number, email, mobile, password_hash,
                       user_code, email_verified_at, approved_at, preferred_language)
    select 'Bench', 'Buyer ' || g, 'Bench Trading ' || g, 'BN' || ${stamp} || g, 'bench' || g || '-' || ${stamp} || '@example.test',
           '07' || lpad(((${phoneBase}::int + g) % 1000000000)::text, 9, '0'), 'x', 'BN-' || ${stamp} || '-' || g, now(), now(), 'en'
    from generate_series(1, ${count}) g`);
  const { rows: buyers } = await db.execute<{ id: number }>(
    sql`select id from users where email like ${`bench%-${stamp}@example.test`} order by id`,
  );
  await db.execute(sql`
    insert into addresses (user_id, country, city, address1, is_default)
    select id, 'United Kingdom', 'Manchester', id || ' Bench Street', true from users where email like ${`bench%-${stamp}@example.test`}`);
  const tokens = buyers.map(() => token());
  await db.execute(sql`
    insert into auth_tokens (kind, subject_id, token_hash, expires_at)
    values ${sql.join(
      buyers.map((b, i) => sql`('user', ${b.id}, ${sha256(tokens[i] ?? '')}, now() + interval '1 day')`),
      sql`, `,
    )}`);
  return tokens;
}

/** Variants any customer may order without options, with a stock no run exhausts. */
async function orderableLines(db: ReturnType<typeof connect>['db']) {
  const { rows } = await db.execute<{ product_id: number; variant_id: number }>(sql`
    select p.id as product_id, min(v.id) as variant_id
    from products p join product_variants v on v.product_id = p.id and v.status = 'available'
    where p.status = 'available' and p.has_variants
      and not exists (select 1 from product_option_groups pog join option_groups g on g.id = pog.option_group_id
                      where pog.product_id = p.id and (g.required or g.min_select > 0))
    group by p.id order by p.id limit 2000`);
  await db.execute(
    sql`update product_variants set qty = 10000000 where id in (${sql.join(
      rows.map((r) => sql`${r.variant_id}`),
      sql`, `,
    )})`,
  );
  await db.execute(
    sql`update products set qty = 10000000, max_per_product = null where id in (${sql.join(
      rows.map((r) => sql`${r.product_id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => ({ productId: r.product_id, variantId: r.variant_id }));
}

async function fillCarts(tokens: string[], lines: { productId: number; variantId: number }[]) {
  let next = 0;
  const work = async () => {
    for (;;) {
      const i = next++;
      const bearer = tokens[i];
      if (bearer === undefined) return;
      for (const line of [lines[(2 * i) % lines.length], lines[(2 * i + 1) % lines.length]]) {
        await api('POST', '/api/user/cart/items', bearer, { ...line, quantity: 3 });
      }
      const quote = (await api('GET', '/api/user/cart/quote', bearer)) as {
        deliveryOptions: { rateId: number }[];
        paymentMethods: { id: number; code: string; available: boolean }[];
      };
      const method =
        quote.paymentMethods.find((m) => m.code === 'bank_transfer' && m.available) ??
        quote.paymentMethods.find((m) => m.available);
      await api('PUT', '/api/user/cart/checkout', bearer, { rateId: quote.deliveryOptions[0]?.rateId });
      await api('PUT', '/api/user/cart/checkout', bearer, { paymentMethodId: method?.id });
    }
  };
  await Promise.all(Array.from({ length: 8 }, work));
}

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
    await generateCatalogue(databaseUrl, catalogueSize);
    const lines = await orderableLines(db);
    const tokens = await makeCustomers(db, customerCount);
    await fillCarts(tokens, lines);
    console.log(
      `Prepared ${catalogueSize} products, ${customerCount} customers with filled carts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const rows: Row[] = [];
    rows.push(await measure('constant JSON (/version.json, baseline)', { url: `${base}/version.json` }));

    let turn = 0;
    rows.push(
      await measure('checkout quote (1,000 customers in turn)', {
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
      }),
    );

    // Placement: every customer places its order once, 50 at a time; orders/s = orders ÷ time.
    let placedTurn = 0;
    started = Date.now();
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
        },
      ],
    });
    const seconds = (Date.now() - started) / 1000;
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
    for (const [name, query] of filters) {
      rows.push(
        await measure(`admin orders of ${orderCount}: ${name}`, {
          url: `${base}/api/admin/orders?${query}`,
          headers: admin,
        }),
      );
    }
    console.log(
      `\n${connections} connections, ${duration} s each (placement: one order per customer), against ${base}`,
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
