// What the ordering benchmark and its profile prepare in the shop's database: customers with a
// sign-in token, an address and a two-line cart with its checkout choices made, orderable
// variants with stock no run exhausts, and a history of orders for the admin's list.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { connect } from '../apps/api/src/db/client.ts';
import { generateCatalogue } from './generate-catalogue.ts';

type BenchDb = ReturnType<typeof connect>['db'];

export const benchHeaders = {
  'x-api-key': 'testing_v2',
  accept: 'application/json',
  'content-type': 'application/json',
};

export const token = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function api(base: string, method: string, path: string, bearer: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { ...benchHeaders, authorization: `Bearer ${bearer}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown; code?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.code ?? ''}`);
  return json.data;
}

/** Customers with a sign-in token, an address and a cart of two lines ready to order. */
async function makeCustomers(db: BenchDb, count: number) {
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
async function orderableLines(db: BenchDb) {
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

async function fillCarts(base: string, tokens: string[], lines: { productId: number; variantId: number }[]) {
  let next = 0;
  const work = async () => {
    for (;;) {
      const i = next++;
      const bearer = tokens[i];
      if (bearer === undefined) return;
      for (const line of [lines[(2 * i) % lines.length], lines[(2 * i + 1) % lines.length]]) {
        await api(base, 'POST', '/api/user/cart/items', bearer, { ...line, quantity: 3 });
      }
      const quote = (await api(base, 'GET', '/api/user/cart/quote', bearer)) as {
        deliveryOptions: { rateId: number }[];
        paymentMethods: { id: number; code: string; available: boolean }[];
      };
      const method =
        quote.paymentMethods.find((m) => m.code === 'bank_transfer' && m.available) ??
        quote.paymentMethods.find((m) => m.available);
      await api(base, 'PUT', '/api/user/cart/checkout', bearer, { rateId: quote.deliveryOptions[0]?.rateId });
      await api(base, 'PUT', '/api/user/cart/checkout', bearer, { paymentMethodId: method?.id });
    }
  };
  await Promise.all(Array.from({ length: 8 }, work));
}

/**
 * What autovacuum does within a minute or two of the preparation's bulk writes (ADR 0053 "Sixth
 * pass"): statistics for the new customers, addresses, tokens, carts and lines, and the dead rows
 * of the stock updates above vacuumed. The catalogue's generator and the orders' do the same for
 * theirs. Without it, autovacuum and autoanalyze of these tables fell inside the measured seconds
 * of some runs and not others, and their quotes were the slow ones.
 */
async function settle(db: BenchDb) {
  await db.execute(
    sql`vacuum analyze products, product_variants, users, addresses, auth_tokens, carts, cart_items`,
  );
}

/**
 * Everything both ordering benchmarks measure against, in the shop at `base` on `databaseUrl`:
 * the catalogue, the orderable variants, the customers with their tokens (returned) and filled
 * carts, then the database settled.
 */
export async function prepareOrdering(
  base: string,
  databaseUrl: string,
  db: BenchDb,
  sizes: { products: number; customers: number },
): Promise<string[]> {
  await generateCatalogue(databaseUrl, sizes.products);
  const lines = await orderableLines(db);
  const tokens = await makeCustomers(db, sizes.customers);
  await fillCarts(base, tokens, lines);
  await settle(db);
  return tokens;
}
