import { type AdminDashboard, dashboardBuckets, PLACED_ORDER_STATUSES, type StatusCount } from '@shop/shared';

/** Test fixtures of the dashboards (admin/dashboard and this feature's tests). */

export const statusCounts = (given: Partial<Record<string, number>>): StatusCount[] =>
  PLACED_ORDER_STATUSES.map((status) => ({ status, count: given[status] ?? 0 }));

const days = dashboardBuckets('2026-11-20', '2026-11-26', 'day');

export const adminDashboardFixture = (overrides: Partial<AdminDashboard> = {}): AdminDashboard => ({
  period: '7d',
  from: '2026-11-20',
  to: '2026-11-26',
  bucket: 'day',
  currency: 'GBP',
  topN: 5,
  sales: days.map((date, i) => ({ date, orders: i === 6 ? 2 : 0, total: i === 6 ? 1_250_000 : 0 })),
  ordersByStatus: statusCounts({ pending: 3, shipped: 1 }),
  topProducts: [{ id: 11, name: 'Oxford shirt', slug: 'oxford-shirt', quantity: 40, total: 800_000 }],
  topCategories: [{ id: 21, name: 'Shirts', slug: 'shirts', quantity: 40, total: 800_000 }],
  topBrands: [{ id: 31, name: 'North Mill', slug: 'north-mill', quantity: 12, total: 120_000 }],
  awaitingApproval: 4,
  abandonedCarts: 2,
  lowStock: 7,
  outOfStock: 3,
  lowStockThreshold: 10,
  ...overrides,
});
