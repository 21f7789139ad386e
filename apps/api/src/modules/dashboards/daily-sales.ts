import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/*
 * The fold of sales_daily and product_sales_daily (ADR 0060 "Speed"). The triggers of migration
 * 0016 only ever insert signed differences, so that orders placed at once never wait on a shared
 * row; a figure sums whatever rows there are, so it is exact before and after a fold, and the fold
 * only keeps the rows few: every key (day, status, currency, and product) with unfolded rows
 * becomes one folded row, or none when its sums are zero.
 */

/** Unfolded rows either table may hold before the admin dashboard folds it. */
export const DAILY_SALES_FOLD_AFTER = 1_000;

/** Any fixed key: a fold already running makes another skip rather than wait. */
const FOLD_LOCK = sql`hashtext('daily_sales_fold')`;

const foldSales = sql`
  with fresh as (select distinct day, status, currency from sales_daily where not folded),
  gone as (
    delete from sales_daily t using fresh f
    where t.day = f.day and t.status = f.status and t.currency = f.currency
    returning t.day, t.status, t.currency, t.orders, t.amount)
  insert into sales_daily (day, status, currency, orders, amount, folded)
  select day, status, currency, sum(orders), sum(amount), true from gone
  group by day, status, currency
  having sum(orders) <> 0 or sum(amount) <> 0`;

const foldProducts = sql`
  with fresh as (select distinct currency, day, status, product_id from product_sales_daily where not folded),
  gone as (
    delete from product_sales_daily t using fresh f
    where t.currency = f.currency and t.day = f.day and t.status = f.status and t.product_id = f.product_id
    returning t.day, t.product_id, t.status, t.currency, t.units, t.amount)
  insert into product_sales_daily (day, product_id, status, currency, units, amount, folded)
  select day, product_id, status, currency, sum(units), sum(amount), true from gone
  group by day, product_id, status, currency
  having sum(units) <> 0 or sum(amount) <> 0`;

/**
 * Folds the unfolded rows of the tables named (both by default). Safe beside writers: rows not
 * yet committed are not seen, so not taken, and stay unfolded for the next fold. Two folds at once
 * could take the same rows in different orders and deadlock, so a fold takes a lock first and
 * returns false, doing nothing, when another fold holds it.
 */
export async function foldDailySales(
  db: Db,
  tables: { sales: boolean; products: boolean } = { sales: true, products: true },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`,
    );
    if (!rows[0]?.locked) return false;
    if (tables.sales) await tx.execute(foldSales);
    if (tables.products) await tx.execute(foldProducts);
    return true;
  });
}

/**
 * What the admin dashboard runs beside its figures: counts each table's unfolded rows (up to just
 * past the limit, on the partial indexes of unfolded rows) and folds a table that has too many.
 */
export async function foldDailySalesIfMany(db: Db): Promise<void> {
  const { rows } = await db.execute<{ sales: number; products: number }>(sql`
    select (select count(*) from (select from sales_daily where not folded
                                  limit ${DAILY_SALES_FOLD_AFTER + 1}) s)::int as sales,
           (select count(*) from (select from product_sales_daily where not folded
                                  limit ${DAILY_SALES_FOLD_AFTER + 1}) p)::int as products`);
  const sales = (rows[0]?.sales ?? 0) > DAILY_SALES_FOLD_AFTER;
  const products = (rows[0]?.products ?? 0) > DAILY_SALES_FOLD_AFTER;
  if (sales || products) await foldDailySales(db, { sales, products });
}
