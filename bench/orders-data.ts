// Bench data beside the generated catalogue: orders over two years (bench/ordering.ts and
// bench/dashboards.ts measure on them), their lines, refund requests and carts.
import { sql } from 'drizzle-orm';
import type { connect } from '../apps/api/src/db/client.ts';

type Db = ReturnType<typeof connect>['db'];

/** `count` orders spread over two years, statuses, payment states, customers and salespeople. */
export async function makeOrders(db: Db, count: number) {
  await db.execute(sql`
    insert into salespeople (first_name, last_name, phone, email, password_hash, code)
    select 'Bench', 'Seller ' || g, '079' || lpad(g::text, 8, '0'), 'bench-seller' || g || '@example.test', 'x', 'BS' || g
    from generate_series(1, 20) g on conflict do nothing`);
  await db.execute(sql`
    with u as (select array_agg(id order by id) ids from users),
         s as (select array_agg(id order by id) ids from salespeople)
    insert into orders (order_number, status, payment_status, user_id, salesperson_id, customer_name, salesperson_name,
                        email, phone, payment_method_code, delivery_address, currency, unique_items, total_qty,
                        sub_total, vat_total, grand_total, created_at, updated_at)
    select 'B-' || lpad(g::text, 7, '0'),
           (array['pending','approved','processing','shipped','delivered','completed','cancelled','payment-pending'])[1 + g % 8]::order_status,
           (array['pending','authorized','captured','refunded','failed'])[1 + g % 5]::payment_status,
           u.ids[1 + g % array_length(u.ids, 1)],
           case when g % 5 = 0 then s.ids[1 + g % array_length(s.ids, 1)] end,
           'Bench Buyer ' || (g % 997), case when g % 5 = 0 then 'Bench Seller' end,
           'bench' || (g % 997) || '@example.test', '07000000000',
           (array['cash','bank_transfer','cheque','card'])[1 + g % 4]::payment_method_code,
           '{"country":"United Kingdom","city":"Leeds","address1":"1 Mill St"}'::jsonb, 'GBP', 2, 6,
           1000 + g % 90000, 200 + g % 18000, 1200 + g % 108000,
           now() - make_interval(mins => g * 10), now() - make_interval(mins => g * 10)
    from generate_series(1, ${count}) g, u, s`);
  // What autovacuum does after a bulk insert (PostgreSQL 13+ vacuums on inserts too): statistics,
  // and the visibility map the list's index-only totals rely on. A shop's orders arrive over months.
  await db.execute(sql`vacuum analyze orders`);
}

/**
 * One to three lines on every order without lines, from the catalogue's products in turn, so the
 * top products, categories and brands have something to rank (quantities 1–12).
 */
export async function makeOrderLines(db: Db) {
  await db.execute(sql`
    with p as (select array_agg(id order by id) ids from products)
    insert into order_items (order_id, product_id, title, sku, qty, unit_price, tax_rate, line_subtotal, line_total)
    select o.id, p.ids[1 + (o.id * 7 + n * 13) % array_length(p.ids, 1)], '{"en":"Bench line","ar":"سطر"}'::jsonb,
           'BENCH', 1 + (o.id + n) % 12, 500, 20, (1 + (o.id + n) % 12) * 500, (1 + (o.id + n) % 12) * 600
    from orders o, p, generate_series(1, 3) n
    where n <= 1 + o.id % 3 and not exists (select 1 from order_items i where i.order_id = o.id)`);
  await db.execute(sql`analyze order_items`);
}

/** A refund request on every 50th order (statuses in turn) and a cart with a line for every 3rd customer. */
export async function makeReturnsAndCarts(db: Db) {
  await db.execute(sql`
    insert into returns (return_number, order_id, user_id, reason, status, currency, created_at)
    select 'BR-' || o.id, o.id, o.user_id, 'Bench',
           (array['init','accepted','rejected','refused','approved'])[1 + (o.id / 50) % 5]::return_status, o.currency, o.created_at
    from orders o where o.id % 50 = 0
    on conflict do nothing`);
  await db.execute(sql`
    insert into carts (user_id, updated_at)
    select u.id, now() - make_interval(days => u.id % 20) from users u
    where u.id % 3 = 0 and not exists (select 1 from carts c where c.user_id = u.id)`);
  await db.execute(sql`
    insert into cart_items (cart_id, product_id, qty, line_key)
    select c.id, (select min(id) from products), 1, 'bench' from carts c
    where not exists (select 1 from cart_items i where i.cart_id = c.id)`);
  await db.execute(sql`analyze returns; analyze carts; analyze cart_items`);
}
