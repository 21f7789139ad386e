import { z } from 'zod';
import type { OrderStatus } from '../enums.ts';
import { ORDER_STATUSES } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { orderSummaryRecord } from './checkout.ts';

// ---------------------------------------------------------------------------------------------
// The dashboards (SPEC 2 "Dashboard" and /dashboard; SPEC 9 "top N categories and brands").
// Contract: docs/api/dashboards.md; choices: docs/decisions/0060-dashboards.md.
// ---------------------------------------------------------------------------------------------

/** The admin dashboard's period selector: the last 7, 30 or 90 days (by day) or 12 months (by month). */
export const DASHBOARD_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30d';

/** How many of the latest orders the customer's dashboard lists. */
export const DASHBOARD_RECENT_ORDERS = 5;
/** How many top products, categories and brands the dashboards list until the admin sets it (settings/site). */
export const DEFAULT_DASHBOARD_TOP_N = 5;
/** A product with this many units or fewer (but some) is low on stock (the products list's `stock=low_stock`). */
export const LOW_STOCK_THRESHOLD = 10;

/**
 * The orders that count as sales and as spend: placed and not turned down. `payment-pending` (a card
 * not yet authorised), `cancelled`, `rejected` and `refused` are left out.
 */
export const SALES_STATUSES = [
  'pending',
  'approved',
  'processing',
  'shipped',
  'delivered',
  'completed',
] as const satisfies readonly OrderStatus[];

/** The statuses an order can be in, in the order of its life (`init` and `accepted` label returns only). */
export const PLACED_ORDER_STATUSES = [
  'payment-pending',
  'pending',
  'approved',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'rejected',
  'refused',
] as const satisfies readonly OrderStatus[];

export const adminDashboardQuery = z.object({
  period: z
    .enum(DASHBOARD_PERIODS, { error: validationMessage('invalid') })
    .default(DEFAULT_DASHBOARD_PERIOD),
});
export type AdminDashboardQuery = z.input<typeof adminDashboardQuery>;

/** One bucket of a sales (or spend) series: a UTC day or month (`YYYY-MM-DD`, its first day). */
export const salesPoint = z.object({
  date: z.string(),
  orders: z.number(),
  /** Sum of the orders' grand totals, minor units of the dashboard's currency. */
  total: z.number(),
});
export type SalesPoint = z.infer<typeof salesPoint>;

export const statusCount = z.object({ status: z.enum(ORDER_STATUSES), count: z.number() });
export type StatusCount = z.infer<typeof statusCount>;

/** A product, category or brand ranked by units sold, in the reader's language. */
export const rankedItem = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  quantity: z.number(),
  total: z.number(),
});
export type RankedItem = z.infer<typeof rankedItem>;

/** The window a dashboard covers: whole UTC days, both ends included, and its buckets' size. */
const coverage = {
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'month']),
  /** Sums are over orders in this currency (the deployment's). */
  currency: z.string(),
  /** How many top products, categories and brands are listed (the site setting, settings/site). */
  topN: z.number(),
};

export const adminDashboard = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  ...coverage,
  /** Every bucket of the window, empty ones as zero. */
  sales: z.array(salesPoint),
  /** Orders placed in the window by status (every one of PLACED_ORDER_STATUSES, zeros included). */
  ordersByStatus: z.array(statusCount),
  topProducts: z.array(rankedItem),
  topCategories: z.array(rankedItem),
  topBrands: z.array(rankedItem),
  /** Now, whatever the period: customers verified and awaiting approval (SPEC 4). */
  awaitingApproval: z.number(),
  /** Carts with lines left a week (SPEC 4). */
  abandonedCarts: z.number(),
  lowStock: z.number(),
  outOfStock: z.number(),
  lowStockThreshold: z.number(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

export const customerDashboard = z.object({
  /** Spend: the last 12 months by month. */
  ...coverage,
  spend: z.array(salesPoint),
  /** All the customer's orders by status (every one of PLACED_ORDER_STATUSES, zeros included). */
  ordersByStatus: z.array(statusCount),
  /** Refund and return requests still open (init or accepted). */
  openRefunds: z.number(),
  topCategories: z.array(rankedItem),
  topBrands: z.array(rankedItem),
  recentOrders: z.array(orderSummaryRecord),
});
export type CustomerDashboard = z.infer<typeof customerDashboard>;

/** The first day (UTC, `YYYY-MM-DD`) of a period ending today, and its bucket size. */
export function dashboardWindow(
  period: DashboardPeriod,
  today: Date = new Date(),
): { from: string; to: string; bucket: 'day' | 'month' } {
  const to = today.toISOString().slice(0, 10);
  if (period === '12m') {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
    return { from: first.toISOString().slice(0, 10), to, bucket: 'month' };
  }
  const days = Number(period.slice(0, -1));
  const first = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)),
  );
  return { from: first.toISOString().slice(0, 10), to, bucket: 'day' };
}

/** Every bucket from `from` to `to` (inclusive), so a chart shows the empty days or months too. */
export function dashboardBuckets(from: string, to: string, bucket: 'day' | 'month'): string[] {
  const out: string[] = [];
  const end = new Date(`${to}T00:00:00Z`).getTime();
  const at = new Date(`${from}T00:00:00Z`);
  while (at.getTime() <= end) {
    out.push(at.toISOString().slice(0, 10));
    if (bucket === 'day') at.setUTCDate(at.getUTCDate() + 1);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return out;
}
