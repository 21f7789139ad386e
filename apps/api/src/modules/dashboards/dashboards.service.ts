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

/*
 * The dashboards (docs/api/dashboards.md, ADR 0060). Every figure is ONE SQL statement on indexed
 * columns, and a dashboard runs its statements side by side: bench/dashboards.ts measures each on
 * 100,000 orders. Days and months are UTC, as the admin's order list filters read them, so a
 * figure's link opens exactly the orders it counted.
 */

/** What a dashboard needs beside the request: the deployment's currency and the `top N`. */
export interface DashboardOptions {
  currency: string;
  topN: number;
}

/** Which orders a figure reads: placed since a UTC day (the admin's period) or one customer's. */
type OrderScope = { since: string } | { customerId: number };

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const SALES = listOf(SALES_STATUSES);

function scopeOf(scope: OrderScope): SQL {
  return 'since' in scope
    ? sql`o.created_at >= ${`${scope.since}T00:00:00Z`}::timestamptz`
    : sql`o.user_id = ${scope.customerId}`;
}

/** Sales (or a customer's spend) by UTC day or month, every bucket of the window present. */
async function salesSeries(
  db: Queryable,
  where: SQL,
  window: { from: string; to: string; bucket: 'day' | 'month' },
  currency: string,
): Promise<SalesPoint[]> {
  const { rows } = await db.execute<{ d: string; orders: number; total: string }>(sql`
    select to_char(date_trunc(${window.bucket}, o.created_at at time zone 'UTC'), 'YYYY-MM-DD') as d,
           count(*)::int as orders, coalesce(sum(o.grand_total), 0)::bigint as total
    from orders o
    where ${where} and o.created_at >= ${`${window.from}T00:00:00Z`}::timestamptz
      and o.status in (${SALES}) and o.currency = ${currency}
    group by 1`);
  const byDate = new Map(rows.map((r) => [r.d, r]));
  return dashboardBuckets(window.from, window.to, window.bucket).map((date) => {
    const row = byDate.get(date);
    return { date, orders: row?.orders ?? 0, total: Number(row?.total ?? 0) };
  });
}

/** Orders by status, every placed-order status present (zeros included). */
async function statusCounts(db: Queryable, where: SQL): Promise<StatusCount[]> {
  const { rows } = await db.execute<{ status: string; n: number }>(sql`
    select o.status, count(*)::int as n from orders o where ${where} group by o.status`);
  const byStatus = new Map(rows.map((r) => [r.status, r.n]));
  return PLACED_ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

type RankKind = 'products' | 'categories' | 'brands';

/**
 * The top `n` products, categories or brands by units sold on the scope's orders (the sales
 * statuses, the dashboard's currency), with their names now. A line whose product was deleted, or
 * a product without a category or brand, counts for no one.
 */
async function ranked(
  db: Queryable,
  kind: RankKind,
  where: SQL,
  options: DashboardOptions,
  lang: LanguageCode,
): Promise<RankedItem[]> {
  // Units and amount per product first (a few thousand groups), then per category or brand: the
  // products are joined to the groups, not to every line.
  const perProduct = sql`select oi.product_id, sum(oi.qty)::int as quantity, sum(oi.line_total)::bigint as total
    from order_items oi join orders o on o.id = oi.order_id
    where ${where} and o.status in (${SALES}) and o.currency = ${options.currency}
      and oi.product_id is not null
    group by oi.product_id`;
  const column = sql.raw(kind === 'categories' ? 'category_id' : 'brand_id');
  const inner =
    kind === 'products'
      ? sql`select s.product_id as key, s.quantity, s.total from (${perProduct}) s`
      : sql`select p.${column} as key, sum(s.quantity)::int as quantity, sum(s.total)::bigint as total
            from (${perProduct}) s join products p on p.id = s.product_id
            where p.${column} is not null
            group by p.${column}`;
  const named = sql.raw(kind);
  const nameColumn = sql.raw(kind === 'products' ? 'title' : 'name');
  const { rows } = await db.execute<{
    id: number;
    name: Localized;
    slug: string;
    quantity: number;
    total: string;
  }>(sql`
    select x.id, x.${nameColumn} as name, x.slug, t.quantity, t.total
    from (${inner} order by quantity desc, key limit ${options.topN}) t
    join ${named} x on x.id = t.key
    order by t.quantity desc, x.id`);
  return rows.map((r) => ({
    id: r.id,
    name: pickLocalized(r.name, lang),
    slug: r.slug,
    quantity: r.quantity,
    total: Number(r.total),
  }));
}

async function one<T>(db: Queryable, query: SQL): Promise<T> {
  const { rows } = await db.execute<Record<string, unknown>>(query);
  return rows[0] as T;
}

/** The admin dashboard's figures, each one statement, by name (bench/dashboards.ts times each). */
export function adminFigures(ctx: RequestContext, period: DashboardPeriod, options: DashboardOptions) {
  const window = dashboardWindow(period);
  const scope = scopeOf({ since: window.from });
  const abandonedBefore = new Date(Date.now() - ABANDONED_CART_AFTER_MS).toISOString();
  return {
    window,
    figures: {
      sales: () => salesSeries(ctx.db, sql`true`, window, options.currency),
      ordersByStatus: () => statusCounts(ctx.db, scope),
      topProducts: () => ranked(ctx.db, 'products', scope, options, ctx.lang),
      topCategories: () => ranked(ctx.db, 'categories', scope, options, ctx.lang),
      topBrands: () => ranked(ctx.db, 'brands', scope, options, ctx.lang),
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
  const [
    sales,
    ordersByStatus,
    topProducts,
    topCategories,
    topBrands,
    awaitingApproval,
    abandonedCarts,
    stock,
  ] = await Promise.all([
    f.sales(),
    f.ordersByStatus(),
    f.topProducts(),
    f.topCategories(),
    f.topBrands(),
    f.awaitingApproval(),
    f.abandonedCarts(),
    f.stock(),
  ]);
  return {
    period,
    ...window,
    currency: options.currency,
    topN: options.topN,
    sales,
    ordersByStatus,
    topProducts,
    topCategories,
    topBrands,
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
  const scope = scopeOf({ customerId });
  return {
    window,
    figures: {
      spend: () => salesSeries(ctx.db, scope, window, options.currency),
      ordersByStatus: () => statusCounts(ctx.db, scope),
      // Open requests: the refunds list's init and accepted (index returns_user_idx).
      openRefunds: async () =>
        (
          await one<{ n: number }>(
            ctx.db,
            sql`select count(*)::int as n from returns
                where user_id = ${customerId} and status in ('init', 'accepted')`,
          )
        ).n,
      topCategories: () => ranked(ctx.db, 'categories', scope, options, ctx.lang),
      topBrands: () => ranked(ctx.db, 'brands', scope, options, ctx.lang),
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
  const [spend, ordersByStatus, openRefunds, topCategories, topBrands, recentOrders] = await Promise.all([
    f.spend(),
    f.ordersByStatus(),
    f.openRefunds(),
    f.topCategories(),
    f.topBrands(),
    f.recentOrders(),
  ]);
  return {
    ...window,
    currency: options.currency,
    topN: options.topN,
    spend,
    ordersByStatus,
    openRefunds,
    topCategories,
    topBrands,
    recentOrders,
  };
}
