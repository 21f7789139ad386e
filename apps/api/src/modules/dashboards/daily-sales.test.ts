import {
  type AdminDashboard,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  dashboardBuckets,
  dashboardWindow,
  ORDER_STATUSES,
  PLACED_ORDER_STATUSES,
  pickLocalized,
  type RankedItem,
  SALES_STATUSES,
} from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { insertBuyer, insertOrderingShop, placeThroughCheckout } from '../orders/checkout-fixtures.ts';
import { DAILY_SALES_FOLD_AFTER, foldDailySales } from './daily-sales.ts';
import { type Line, mainCategory, one, order, orderLine, product, taxon } from './test-fixtures.ts';

/*
 * The admin dashboard's period figures read sales_daily and product_sales_daily, which the
 * database's triggers keep (migration 0016, ADR 0060 "Speed"). Here every figure of every period
 * is compared with the statements that read the orders and their lines directly (the figures'
 * statements before the day tables), after each kind of write the shop or anyone could make, and
 * after a fold.
 */

type Figures = Pick<
  AdminDashboard,
  'sales' | 'ordersByStatus' | 'topProducts' | 'topCategories' | 'topBrands'
>;

const CURRENCY = 'GBP';
const TOP_N = 50;
const SALES = sql.join(
  SALES_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The figures straight from orders and order_items, as they were computed before the day tables. */
async function direct(db: Db, period: DashboardPeriod): Promise<Figures> {
  const window = dashboardWindow(period);
  const since = sql`o.created_at >= ${`${window.from}T00:00:00Z`}::timestamptz`;
  const { rows: sales } = await db.execute<{ d: string; orders: number; total: string }>(sql`
    select to_char(date_trunc(${window.bucket}, o.created_at at time zone 'UTC'), 'YYYY-MM-DD') as d,
           count(*)::int as orders, coalesce(sum(o.grand_total), 0)::bigint as total
    from orders o
    where ${since} and o.status in (${SALES}) and o.currency = ${CURRENCY}
    group by 1`);
  const byDate = new Map(sales.map((r) => [r.d, r]));
  const { rows: statuses } = await db.execute<{ status: string; n: number }>(
    sql`select o.status, count(*)::int as n from orders o where ${since} group by o.status`,
  );
  const byStatus = new Map(statuses.map((r) => [r.status, r.n]));
  const perProduct = sql`select oi.product_id, sum(oi.qty)::int as quantity, sum(oi.line_total)::bigint as total
    from order_items oi join orders o on o.id = oi.order_id
    where ${since} and o.status in (${SALES}) and o.currency = ${CURRENCY} and oi.product_id is not null
    group by oi.product_id`;
  const ranked = async (kind: 'products' | 'categories' | 'brands'): Promise<RankedItem[]> => {
    const column = sql.raw(kind === 'categories' ? 'category_id' : 'brand_id');
    const inner: SQL =
      kind === 'products'
        ? sql`select s.product_id as key, s.quantity, s.total from (${perProduct}) s`
        : sql`select p.${column} as key, sum(s.quantity)::int as quantity, sum(s.total)::bigint as total
              from (${perProduct}) s join products p on p.id = s.product_id
              where p.${column} is not null group by p.${column}`;
    const { rows } = await db.execute<{
      id: number;
      name: { en: string; ar: string };
      slug: string;
      quantity: number;
      total: string;
    }>(sql`
      select x.id, x.${sql.raw(kind === 'products' ? 'title' : 'name')} as name, x.slug, t.quantity, t.total
      from (${inner} order by quantity desc, key limit ${TOP_N}) t
      join ${sql.raw(kind)} x on x.id = t.key
      order by t.quantity desc, x.id`);
    return rows.map((r) => ({
      id: r.id,
      name: pickLocalized(r.name, 'en'),
      slug: r.slug,
      quantity: r.quantity,
      total: Number(r.total),
    }));
  };
  return {
    sales: dashboardBuckets(window.from, window.to, window.bucket).map((date) => ({
      date,
      orders: byDate.get(date)?.orders ?? 0,
      total: Number(byDate.get(date)?.total ?? 0),
    })),
    ordersByStatus: PLACED_ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    topProducts: await ranked('products'),
    topCategories: await ranked('categories'),
    topBrands: await ranked('brands'),
  };
}

const idsOf = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** A small seeded generator: the same orders on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.floor((state / 2 ** 32) * below);
  };
}

const unfolded = async (db: Db) =>
  one<{ sales: number; products: number }>(
    db,
    sql`select (select count(*) from sales_daily where not folded)::int as sales,
               (select count(*) from product_sales_daily where not folded)::int as products`,
  );

/** Rows beyond one per key: zero right after a fold. */
const extraRows = async (db: Db) =>
  one<{ sales: number; products: number }>(
    db,
    sql`select (select count(*) - count(distinct (day, status, currency)) from sales_daily)::int as sales,
               (select count(*) - count(distinct (day, product_id, status, currency)) from product_sales_daily)::int as products`,
  );

describe('the admin dashboard’s day tables (ADR 0060 "Speed")', () => {
  const { t, call } = useAdminApi();
  const db = () => t.database.db;
  let shop: Awaited<ReturnType<typeof insertOrderingShop>>;
  let buyer: Awaited<ReturnType<typeof insertBuyer>>;
  const goods: number[] = [];
  const placed: number[] = [];
  const written: number[] = [];

  const dashboard = async (period: DashboardPeriod): Promise<Figures> => {
    const res = await call('GET', `/api/admin/dashboard?period=${period}`);
    expect(res.statusCode).toBe(200);
    const { sales, ordersByStatus, topProducts, topCategories, topBrands } = res.json()
      .data as AdminDashboard;
    return { sales, ordersByStatus, topProducts, topCategories, topBrands };
  };

  /** Every figure of every period equals the direct aggregate; returns the 12 months' for comparisons. */
  const expectExact = async () => {
    let year: Figures | undefined;
    for (const period of DASHBOARD_PERIODS) {
      const truth = await direct(db(), period);
      expect(await dashboard(period), period).toEqual(truth);
      year = truth;
    }
    return year as Figures;
  };

  beforeAll(async () => {
    shop = await insertOrderingShop(db());
    // Every ranked item compared, not only the first five.
    await db().update(siteSettings).set({ dashboardTopN: TOP_N });
    const main = await mainCategory(db());
    const shirts = await taxon(db(), 'categories', 'Shirts', 'قمصان', main);
    const hosiery = await taxon(db(), 'categories', 'Hosiery', 'جوارب', main);
    const north = await taxon(db(), 'brands', 'North', 'الشمال');
    const south = await taxon(db(), 'brands', 'South', 'الجنوب');
    await db().execute(
      sql`update products set category_id = ${hosiery}, brand_id = ${south} where id = ${shop.products.socks.id}`,
    );
    await db().execute(
      sql`update products set category_id = ${shirts}, brand_id = ${north} where id = ${shop.products.shirt.id}`,
    );
    goods.push(
      await product(db(), 'Oxford shirt', 'قميص أكسفورد', 50, shirts, north),
      await product(db(), 'Linen shirt', 'قميص كتان', 50, shirts, south),
      await product(db(), 'Wool socks', 'جوارب صوف', 50, hosiery, south),
      await product(db(), 'Silk socks', 'جوارب حرير', 50, hosiery, north),
      await product(db(), 'Field coat', 'معطف ميداني', 50, shirts, null),
      await product(db(), 'Gift card', 'بطاقة هدية', 50, null, north),
      await product(db(), 'Scarf', 'وشاح', 50, null, null),
    );
    buyer = await insertBuyer(db());
  });

  it('equals the direct aggregate for orders of every status, currency and day, and real placements', async () => {
    const next = random(11);
    // Days on both sides of each window's first day, and a year and more back.
    const daysAgo = [0, 1, 3, 6, 7, 8, 20, 29, 30, 31, 60, 89, 90, 91, 150, 250, 330, 340, 370, 420];
    for (let i = 0; i < 60; i += 1) {
      const lines: Line[] = [];
      for (let l = 0; l <= next(3); l += 1) {
        const qty = 1 + next(5);
        lines.push({ productId: goods[next(goods.length)] as number, qty, total: qty * (100 + next(900)) });
      }
      const status = ORDER_STATUSES[i % ORDER_STATUSES.length] as string;
      const currency = i % 5 === 4 ? 'SAR' : CURRENCY;
      written.push(
        (await order(db(), buyer.user.id, status, daysAgo[next(daysAgo.length)] as number, lines, currency))
          .id,
      );
    }
    // Each window's first instant, and the second before it, in a sales status.
    for (const period of DASHBOARD_PERIODS) {
      const first = new Date(`${dashboardWindow(period).from}T00:00:00Z`);
      for (const at of [first, new Date(first.getTime() - 1000)]) {
        written.push(
          (
            await order(db(), buyer.user.id, 'approved', at, [
              { productId: goods[0] as number, qty: 2, total: 900 },
            ])
          ).id,
        );
      }
    }
    // Through the checkout: the order and its lines in one statement, as the shop writes them.
    for (let i = 0; i < 2; i += 1) {
      const result = await placeThroughCheckout(
        t,
        shop,
        buyer,
        [
          { productId: shop.products.socks.id, quantity: 3 + i },
          { productId: shop.products.shirt.id, quantity: 1 },
        ],
        `daily-sales-test-order-${i}`,
      );
      placed.push(result.order.id);
    }
    const year = await expectExact();
    expect(year.topProducts.map((p) => p.id)).toEqual(expect.arrayContaining([shop.products.socks.id]));
    expect(year.topCategories.length).toBe(2);
    expect((await unfolded(db())).products).toBeGreaterThan(0);
  });

  it('follows status moves, through the API and many orders in one statement', async () => {
    const before = await direct(db(), '12m');
    const [a, b] = placed as [number, number];
    // Sold once, then turned down: ranked nowhere, though its rows are there until a fold.
    const once = await product(db(), 'Beret', 'بيريه', 5, null, null);
    const onceOrder = await order(db(), buyer.user.id, 'pending', 1, [
      { productId: once, qty: 1, total: 100 },
    ]);
    await db().execute(sql`update orders set status = 'rejected' where id = ${onceOrder.id}`);
    for (const status of ['approved', 'processing']) {
      expect((await call('POST', `/api/admin/orders/${a}/status`, { status })).statusCode).toBe(200);
    }
    // Cancelled: a turned-down order leaves the sales, and its stock goes back.
    expect((await call('POST', `/api/admin/orders/${b}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    await db().execute(
      sql`update orders set status = case when id % 2 = 0 then 'completed' else 'refused' end::order_status
          where id in ${idsOf(written.slice(0, 20))}`,
    );
    // A statement that changes none of the figures' columns adds nothing.
    const rowsBefore = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from product_sales_daily`,
    );
    await db().execute(
      sql`update orders set payment_status = 'captured', note = 'checked' where id in ${idsOf(written)}`,
    );
    expect(await one<{ n: number }>(db(), sql`select count(*)::int as n from product_sales_daily`)).toEqual(
      rowsBefore,
    );
    const year = await expectExact();
    expect(year).not.toEqual(before);
    expect(year.topProducts.map((p) => p.id)).not.toContain(once);
  });

  /** An order every figure counts (a sales status, the dashboard's currency, `daysAgo` days ago). */
  const counted = async (daysAgo: number, currency = CURRENCY) =>
    (
      await order(
        db(),
        buyer.user.id,
        'approved',
        daysAgo,
        [
          { productId: goods[0] as number, qty: 2, total: 800 },
          { productId: goods[1] as number, qty: 1, total: 300 },
        ],
        currency,
      )
    ).id;
  const firstLine = (orderId: number) => sql`(select min(id) from order_items where order_id = ${orderId})`;

  it('follows edits of a total, a currency, a day, and of lines: added, changed, moved, returned', async () => {
    const [a, b, c, d, e] = [
      await counted(5),
      await counted(5),
      await counted(5),
      await counted(5),
      await counted(2),
    ];
    const foreign = await counted(4, 'SAR');
    await expectExact();
    await db().execute(sql`update orders set grand_total = grand_total + 250 where id = ${a}`);
    await db().execute(sql`update orders set currency = 'SAR' where id = ${b}`);
    await db().execute(sql`update orders set currency = ${CURRENCY} where id = ${foreign}`);
    // Out of the 7 days, and by an hour within the same UTC day.
    await db().execute(sql`update orders set created_at = created_at - interval '40 days' where id = ${c}`);
    await db().execute(
      sql`update orders set created_at = date_trunc('day', created_at) + interval '1 hour' where id = ${d}`,
    );
    // Status and day in one statement.
    await db().execute(
      sql`update orders set status = 'delivered', created_at = now() - interval '12 days' where id = ${e}`,
    );
    await orderLine(db(), a, { productId: goods[3] as number, qty: 4, total: 1600 });
    await db().execute(
      sql`update order_items set qty = qty + 3, line_total = line_total + 900 where id = ${firstLine(d)}`,
    );
    await db().execute(
      sql`update order_items set product_id = ${goods[6] as number} where id = ${firstLine(c)}`,
    );
    // A line moved to another order: from 5 days ago to 12.
    await db().execute(sql`update order_items set order_id = ${e} where id = ${firstLine(a)}`);
    // A return's units change no figure, and add no row.
    const rows = await one<{ n: number }>(db(), sql`select count(*)::int as n from product_sales_daily`);
    await db().execute(sql`update order_items set returned_qty = 1 where order_id = ${placed[0] as number}`);
    expect(await one<{ n: number }>(db(), sql`select count(*)::int as n from product_sales_daily`)).toEqual(
      rows,
    );
    await expectExact();
  });

  it('follows deletes: a line, an order with its lines, and a product (its lines then count for no one)', async () => {
    const [a, b] = [await counted(3), await counted(3)];
    await db().execute(sql`delete from order_items where id = ${firstLine(a)}`);
    await db().execute(sql`delete from order_status_history where order_id = ${b}`);
    await db().execute(sql`delete from orders where id = ${b}`);
    await expectExact();
    const best = (await direct(db(), '12m')).topProducts[0];
    if (!best) throw new Error('no product sold');
    await db().execute(sql`delete from cart_items where product_id = ${best.id}`);
    await db().execute(sql`delete from products where id = ${best.id}`);
    const year = await expectExact();
    expect(year.topProducts.map((p) => p.id)).not.toContain(best.id);
    // Taken out of the table itself, not only hidden by the figures' join to the products.
    expect(
      await one<{ units: number }>(
        db(),
        sql`select coalesce(sum(units), 0)::int as units from product_sales_daily where product_id = ${best.id}`,
      ),
    ).toEqual({ units: 0 });
  });

  it('keeps every figure through a fold, which leaves one row per key, and after writes that follow it', async () => {
    const before = await expectExact();
    expect(await foldDailySales(db())).toBe(true);
    expect(await unfolded(db())).toEqual({ sales: 0, products: 0 });
    expect(await extraRows(db())).toEqual({ sales: 0, products: 0 });
    // Keys whose sums came to nothing (orders moved away, deleted) are gone.
    expect(
      await one<{ n: number }>(
        db(),
        sql`select count(*)::int as n from product_sales_daily where units = 0 and amount = 0`,
      ),
    ).toEqual({ n: 0 });
    expect(await expectExact()).toEqual(before);
    // Folded and unfolded rows side by side.
    await db().execute(sql`update orders set status = 'shipped' where id in ${idsOf(written.slice(20, 30))}`);
    await order(db(), buyer.user.id, 'pending', 0, [{ productId: goods[1] as number, qty: 7, total: 7000 }]);
    await expectExact();
  });

  it('is folded by the dashboard when a reader finds too many unfolded rows', async () => {
    // Differences that cancel out, as many moves back and forth would leave.
    const [good] = goods as [number];
    await db().execute(sql`
      insert into sales_daily (day, status, currency, orders, amount)
      select current_date, 'pending', ${CURRENCY}, (case when g % 2 = 0 then 1 else -1 end), (case when g % 2 = 0 then 5 else -5 end)
      from generate_series(1, ${DAILY_SALES_FOLD_AFTER + 2}) g`);
    await db().execute(sql`
      insert into product_sales_daily (day, product_id, status, currency, units, amount)
      select current_date, ${good}, 'pending', ${CURRENCY}, (case when g % 2 = 0 then 1 else -1 end), (case when g % 2 = 0 then 5 else -5 end)
      from generate_series(1, ${DAILY_SALES_FOLD_AFTER + 2}) g`);
    await dashboard('7d');
    expect(await unfolded(db())).toEqual({ sales: 0, products: 0 });
    await expectExact();
  });

  it('lets orders placed at once write without waiting, beside a fold that neither waits nor takes them', async () => {
    // Every statement on this handle fails rather than wait 10 s for a lock it should never need.
    const watchful = connect(`${t.database.url}?options=${encodeURIComponent('-c lock_timeout=10s')}`, {
      max: 2,
    });
    const [x, y] = goods.slice(1, 3) as [number, number];
    try {
      await db().transaction(async (tx) => {
        // Open: an order of x and y, not committed.
        const { rows } = await tx.execute<{ id: number }>(sql`
          insert into orders (order_number, status, user_id, customer_name, email, phone, payment_method_code,
                              delivery_address, currency, unique_items, total_qty, grand_total)
          values ('OPEN-1', 'pending', ${buyer.user.id}, 'Open', 'open@example.test', '07000000000', 'cash',
                  '{}'::jsonb, ${CURRENCY}, 2, 3, 3000)
          returning id`);
        await orderLine(tx, rows[0]?.id as number, { productId: x, qty: 1, total: 1000 });
        await orderLine(tx, rows[0]?.id as number, { productId: y, qty: 2, total: 2000 });
        // Another of the same products, and its status moved, committed meanwhile.
        const other = await order(watchful.db, buyer.user.id, 'pending', 0, [
          { productId: y, qty: 1, total: 500 },
          { productId: x, qty: 3, total: 1500 },
        ]);
        await watchful.db.execute(sql`update orders set status = 'approved' where id = ${other.id}`);
        expect(await foldDailySales(watchful.db)).toBe(true);
      });
      // The open order's rows were not the fold's to take: they are still there, unfolded.
      expect((await unfolded(db())).products).toBe(2);
      await expectExact();
    } finally {
      await watchful.close();
    }
  });

  it('skips a fold while another holds the fold’s lock, rather than wait', async () => {
    await order(db(), buyer.user.id, 'pending', 0, [{ productId: goods[2] as number, qty: 1, total: 100 }]);
    await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('daily_sales_fold'))`);
      expect(await foldDailySales(db())).toBe(false);
    });
    expect((await unfolded(db())).sales).toBeGreaterThan(0);
    expect(await foldDailySales(db())).toBe(true);
    expect(await unfolded(db())).toEqual({ sales: 0, products: 0 });
    await expectExact();
  });

  // Last: it empties the shop's orders.
  it('is emptied with the orders by TRUNCATE', async () => {
    await db().execute(sql`truncate orders cascade`);
    expect(
      await one<{ n: number }>(
        db(),
        sql`select (select count(*) from sales_daily) + (select count(*) from product_sales_daily) as n`,
      ),
    ).toEqual({ n: 0 });
    await expectExact();
  });
});
