import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';

/*
 * The dashboards' test data, written as it stands in the database (the checkout has its own
 * tests): categories, brands, products, and orders with their lines at a chosen time.
 */

const DAY = 86_400_000;
let seq = 0;

export async function one<T>(db: Db, query: SQL): Promise<T> {
  const { rows } = await db.execute<Record<string, unknown>>(query);
  return rows[0] as T;
}

export async function taxon(db: Db, table: 'brands' | 'categories', en: string, ar: string, mainId?: number) {
  seq += 1;
  const slug = `${en.toLowerCase()}-${seq}`;
  const names = JSON.stringify({ en, ar });
  const row =
    table === 'brands'
      ? await one<{ id: number }>(
          db,
          sql`insert into brands (name, slug, image) values (${names}::jsonb, ${slug}, 'x.png') returning id`,
        )
      : await one<{ id: number }>(
          db,
          sql`insert into categories (main_category_id, name, slug, image)
              values (${mainId}, ${names}::jsonb, ${slug}, 'x.png') returning id`,
        );
  return row.id;
}

export async function mainCategory(db: Db) {
  seq += 1;
  const row = await one<{ id: number }>(
    db,
    sql`insert into main_categories (name, slug, image)
        values ('{"en":"Clothing","ar":"ملابس"}'::jsonb, ${`clothing-${seq}`}, 'x.png') returning id`,
  );
  return row.id;
}

export async function product(
  db: Db,
  en: string,
  ar: string,
  qty: number,
  categoryId: number | null,
  brandId: number | null,
) {
  seq += 1;
  const row = await one<{ id: number }>(
    db,
    sql`insert into products (title, slug, sku, price, qty, category_id, brand_id)
        values (${JSON.stringify({ en, ar })}::jsonb, ${`dash-${seq}`}, ${`DSH${seq}`}, 1000, ${qty}, ${categoryId}, ${brandId})
        returning id`,
  );
  return row.id;
}

export interface Line {
  productId: number;
  qty: number;
  total: number;
}

/**
 * An order as checkout leaves it, placed `at` a time or `daysAgo` days ago (a minute earlier than
 * now), its grand total the sum of its lines.
 */
export async function order(
  db: Db,
  userId: number,
  status: string,
  when: number | Date,
  lines: Line[],
  currency = 'GBP',
): Promise<{ id: number; createdAt: Date }> {
  seq += 1;
  const grand = lines.reduce((s, l) => s + l.total, 0);
  const createdAt = typeof when === 'number' ? new Date(Date.now() - when * DAY - 60_000) : when;
  const row = await one<{ id: number }>(
    db,
    sql`insert into orders (order_number, status, user_id, customer_name, email, phone, payment_method_code,
                            delivery_address, currency, unique_items, total_qty, sub_total, grand_total,
                            created_at, updated_at)
        values (${`D-${seq}`}, ${status}::order_status, ${userId}, 'Dash Buyer', 'dash@example.test', '07000000000',
                'cash', '{"country":"United Kingdom","city":"Leeds","address1":"1 Mill St"}'::jsonb, ${currency},
                ${lines.length}, ${lines.reduce((s, l) => s + l.qty, 0)}, ${grand}, ${grand},
                ${createdAt.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz)
        returning id`,
  );
  for (const line of lines) await orderLine(db, row.id, line);
  return { id: row.id, createdAt };
}

/** A line on an order (a line added later, as no checkout does, is one the day tables must follow). */
export async function orderLine(db: Queryable, orderId: number, line: Line) {
  await db.execute(sql`
    insert into order_items (order_id, product_id, title, sku, qty, unit_price, tax_rate, line_subtotal, line_total)
    values (${orderId}, ${line.productId}, '{"en":"Line","ar":"سطر"}'::jsonb, 'SKU1', ${line.qty},
            ${Math.floor(line.total / line.qty)}, 0, ${line.total}, ${line.total})`);
}
