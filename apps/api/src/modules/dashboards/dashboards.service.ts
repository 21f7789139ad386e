import {
  ABANDONED_CART_AFTER_MS,
  type AdminDashboard,
  type CustomerDashboard,
  DASHBOARD_RECENT_ORDERS,
  type DashboardPeriod,
  dashboardBuckets,
  dashboardWindow,
  type LanguageCode,
  LOW_STOCK_THRESHOLD,
  type Localized,
  PLACED_ORDER_STATUSES,
  pickLocalized,
  type RankedItem,
  SALES_STATUSES,
  type SalesPoint,
  type StatusCount,
} from '@shop/shared';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { orderSummary } from '../orders/orders.service.ts';
import type { RequestContext } from '../request-context.ts';
import { foldDailySalesIfMany } from './daily-sales.ts';

/*
 * The dashboards (docs/api/dashboards.md, ADR 0060). Every figure is ONE SQL statement on indexed
 * columns, and a dashboard runs its statements side by side: bench/dashboards.ts measures each on
 * 100,000 orders. Days and months are UTC, as the admin's order list filters read them, so a
 * figure's link opens exactly the orders it counted. The admin's period figures read the daily
 * tables the database keeps beside the orders (sales_daily, product_sales_daily: ADR 0060
 * "Speed"), so a year costs at most its days' rows, not its orders and lines; the customer's read
 * its own orders, a few hundred rows at most.
 */

/** What a dashboard needs beside the request: the deployment's currency and the `top N`. */
export interface DashboardOptions {
  currency: string;
  topN: number;
}

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const SALES = listOf(SALES_STATUSES);

/** The first UTC day of a window, as the daily tables' `day` and the orders' `created_at` compare. */
const dayOf = (from: string) => sql`${from}::date`;
const instantOf = (from: string) => sql`${`${from}T00:00:00Z`}::timestamptz`;

type Window = { from: string; to: string; bucket: 'day' | 'month' };

/** Rows of (bucket date, orders, total) as a series with every bucket of the window present. */
function series(rows: { d: string; orders: number; total: string }[], window: Window): SalesPoint[] {
  const byDate = new Map(rows.map((r) => [r.d, r]));
  return dashboardBuckets(window.from, window.to, window.bucket).map((date) => {
    const row = byDate.get(date);
    return { date, orders: row?.orders ?? 0, total: Number(row?.total ?? 0) };
  });
}

/** Sales by UTC day or month from the day table: the sales statuses, the dashboard's currency. */
async function shopSales(db: Queryable, window: Window, currency: string): Promise<SalesPoint[]> {
  const { rows } = await db.execute<{ d: string; orders: number; total: string }>(sql`
    select to_char(date_trunc(${window.bucket}, s.day::timestamp), 'YYYY-MM-DD') as d,
           sum(s.orders)::int as orders, coalesce(sum(s.amount), 0)::bigint as total
    from sales_daily s
    where s.day >= ${dayOf(window.from)} and s.status in (${SALES}) and s.currency = ${currency}
    group by 1`);
  return series(rows, window);
}

/** A customer's spend by UTC month, from its own orders. */
async function customerSpend(
  db: Queryable,
  customerId: number,
  window: Window,
  currency: string,
): Promise<SalesPoint[]> {
  const { rows } = await db.execute<{ d: string; orders: number; total: string }>(sql`
    select to_char(date_trunc(${window.bucket}, o.created_at at time zone 'UTC'), 'YYYY-MM-DD') as d,
           count(*)::int as orders, coalesce(sum(o.grand_total), 0)::bigint as total
    from orders o
    where o.user_id = ${customerId} and o.created_at >= ${instantOf(window.from)}
      and o.status in (${SALES}) and o.currency = ${currency}
    group by 1`);
  return series(rows, window);
}

/** Rows of (status, count) with every placed-order status present (zeros included). */
function byStatus(rows: { status: string; n: number }[]): StatusCount[] {
  const counts = new Map(rows.map((r) => [r.status, r.n]));
  return PLACED_ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

type RankKind = 'products' | 'categories' | 'brands';

/** What each ranking groups the products by, and where its names are. */
const RANKINGS: Record<RankKind, { key: string; table: string; name: string }> = {
  products: { key: 'id', table: 'products', name: 'title' },
  categories: { key: 'category_id', table: 'categories', name: 'name' },
  brands: { key: 'brand_id', table: 'brands', name: 'name' },
};

/**
 * The top `n` products, categories or brands (the `kinds` asked) of `perProduct` (units and
 * amount by product_id, in the sales statuses and the dashboard's currency), with their names now,
 * in one statement: the products' sums are computed once and every ranking is cut from them, so
 * the three rankings cost about one. A product deleted, or one without a category or brand,
 * counts for no one there: the products are joined before the cut. Ties go by id.
 */
async function rankings<K extends RankKind>(
  db: Queryable,
  perProduct: SQL,
  kinds: readonly K[],
  topN: number,
  lang: LanguageCode,
): Promise<Record<K, RankedItem[]>> {
  const parts = kinds.map((kind) => {
    const { key, table, name } = RANKINGS[kind];
    const column = sql.raw(key);
    const grouped =
      kind === 'products'
        ? sql`select id as key, quantity, total from sold`
        : sql`select ${column} as key, sum(quantity)::int as quantity, sum(total)::bigint as total
              from sold where ${column} is not null group by ${column}`;
    return sql`(select ${kind}::text as kind, x.id, x.${sql.raw(name)} as name, x.slug, t.quantity, t.total
      from (${grouped} order by quantity desc, key limit ${topN}) t
      join ${sql.raw(table)} x on x.id = t.key)`;
  });
  const { rows } = await db.execute<{
    kind: K;
    id: number;
    name: Localized;
    slug: string;
    quantity: number;
    total: string;
  }>(sql`
    with sold as materialized (
      select p.id, p.category_id, p.brand_id, q.quantity, q.total
      from (${perProduct}) q join products p on p.id = q.product_id)
    ${sql.join(parts, sql` union all `)}
    order by kind, quantity desc, id`);
  const out = Object.fromEntries(kinds.map((kind) => [kind, [] as RankedItem[]])) as Record<K, RankedItem[]>;
  for (const r of rows) {
    out[r.kind].push({
      id: r.id,
      name: pickLocalized(r.name, lang),
      slug: r.slug,
      quantity: r.quantity,
      total: Number(r.total),
    });
  }
  return out;
}

/** Units and amount by product over the shop's window, from the day table. */
function shopProductSales(from: string, currency: string): SQL {
  // A product whose units there all left the sales statuses (cancelled, moved) has none to rank.
  return sql`select s.product_id, sum(s.units)::int as quantity, sum(s.amount)::bigint as total
    from product_sales_daily s
    where s.currency = ${currency} and s.day >= ${dayOf(from)} and s.status in (${SALES})
    group by s.product_id
    having sum(s.units) > 0`;
}

/** Units and amount by product over one customer's orders, from its lines. */
function customerProductSales(customerId: number, currency: string): SQL {
  return sql`select oi.product_id, sum(oi.qty)::int as quantity, sum(oi.line_total)::bigint as total
    from order_items oi join orders o on o.id = oi.order_id
    where o.user_id = ${customerId} and o.status in (${SALES}) and o.currency = ${currency}
      and oi.product_id is not null
    group by oi.product_id`;
}

async function one<T>(db: Queryable, query: SQL): Promise<T> {
  const { rows } = await db.execute<Record<string, unknown>>(query);
  return rows[0] as T;
}

/** The admin dashboard's figures, each one statement, by name (bench/dashboards.ts times each). */
export function adminFigures(ctx: RequestContext, period: DashboardPeriod, options: DashboardOptions) {
  const window = dashboardWindow(period);
  const perProduct = shopProductSales(window.from, options.currency);
  const abandonedBefore = new Date(Date.now() - ABANDONED_CART_AFTER_MS).toISOString();
  return {
    window,
    figures: {
      sales: () => shopSales(ctx.db, window, options.currency),
      // Every order placed in the window, whatever its currency.
      ordersByStatus: async () =>
        byStatus(
          (
            await ctx.db.execute<{ status: string; n: number }>(sql`
              select s.status, sum(s.orders)::int as n from sales_daily s
              where s.day >= ${dayOf(window.from)} group by s.status`)
          ).rows,
        ),
      top: () => rankings(ctx.db, perProduct, ['products', 'categories', 'brands'], options.topN, ctx.lang),
      // The users list's `state=awaiting_approval` (index users_state_idx).
      awaitingApproval: async () =>
        (
          await one<{ n: number }>(
            ctx.db,
            sql`select count(*)::int as n from users where approved_at is null and email_verified_at is not null`,
          )
        ).n,
      // The orders list's abandoned carts (index carts_updated_idx).
      abandonedCarts: async () =>
        (
          await one<{ n: number }>(
            ctx.db,
            sql`select count(*)::int as n from carts c
                where c.updated_at < ${abandonedBefore}::timestamptz
                  and exists (select 1 from cart_items i where i.cart_id = c.id)`,
          )
        ).n,
      // The products list's `stock=low_stock` and `stock=out_of_stock` (index products_qty_idx).
      stock: () =>
        one<{ low: number; out: number }>(
          ctx.db,
          sql`select count(*) filter (where qty >= 1)::int as low, count(*) filter (where qty = 0)::int as out
              from products where qty <= ${LOW_STOCK_THRESHOLD}`,
        ),
    },
  };
}

/** GET /api/admin/dashboard: the shop over the period, and what waits for the admin now. */
export async function adminDashboard(
  ctx: RequestContext,
  period: DashboardPeriod,
  options: DashboardOptions,
): Promise<AdminDashboard> {
  const { window, figures: f } = adminFigures(ctx, period, options);
  const [sales, ordersByStatus, top, awaitingApproval, abandonedCarts, stock] = await Promise.all([
    f.sales(),
    f.ordersByStatus(),
    f.top(),
    f.awaitingApproval(),
    f.abandonedCarts(),
    f.stock(),
    // Keeps the day tables' rows few for the next visit; the figures are exact either way.
    foldDailySalesIfMany(ctx.db),
  ]);
  return {
    period,
    ...window,
    currency: options.currency,
    topN: options.topN,
    sales,
    ordersByStatus,
    topProducts: top.products,
    topCategories: top.categories,
    topBrands: top.brands,
    awaitingApproval,
    abandonedCarts,
    lowStock: stock.low,
    outOfStock: stock.out,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
  };
}

/** The customer dashboard's figures, each one statement, by name. */
export function customerFigures(ctx: RequestContext, customerId: number, options: DashboardOptions) {
  const window = dashboardWindow('12m');
  const perProduct = customerProductSales(customerId, options.currency);
  return {
    window,
    figures: {
      spend: () => customerSpend(ctx.db, customerId, window, options.currency),
      ordersByStatus: async () =>
        byStatus(
          (
            await ctx.db.execute<{ status: string; n: number }>(sql`
              select o.status, count(*)::int as n from orders o where o.user_id = ${customerId}
              group by o.status`)
          ).rows,
        ),
      // Open requests: the refunds list's init and accepted (index returns_user_idx).
      openRefunds: async () =>
        (
          await one<{ n: number }>(
            ctx.db,
            sql`select count(*)::int as n from returns
                where user_id = ${customerId} and status in ('init', 'accepted')`,
          )
        ).n,
      top: () => rankings(ctx.db, perProduct, ['categories', 'brands'], options.topN, ctx.lang),
      recentOrders: async () =>
        (
          await ctx.db
            .select()
            .from(orders)
            .where(eq(orders.userId, customerId))
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .limit(DASHBOARD_RECENT_ORDERS)
        ).map(orderSummary),
    },
  };
}

/** GET /api/user/dashboard: the customer's own orders, spend, refunds and favourite taxa. */
export async function customerDashboard(
  ctx: RequestContext,
  customerId: number,
  options: DashboardOptions,
): Promise<CustomerDashboard> {
  const { window, figures: f } = customerFigures(ctx, customerId, options);
  const [spend, ordersByStatus, openRefunds, top, recentOrders] = await Promise.all([
    f.spend(),
    f.ordersByStatus(),
    f.openRefunds(),
    f.top(),
    f.recentOrders(),
  ]);
  return {
    ...window,
    currency: options.currency,
    topN: options.topN,
    spend,
    ordersByStatus,
    openRefunds,
    topCategories: top.categories,
    topBrands: top.brands,
    recentOrders,
  };
}
