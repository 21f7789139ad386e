import {
  type AdminDashboard,
  type CustomerDashboard,
  dashboardBuckets,
  PLACED_ORDER_STATUSES,
  type StatusCount,
} from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminScreenTests, openAdmin } from '../../admin/test-helpers.ts';
import { userToken } from '../../lib/auth-tokens.ts';
import { callsTo, mockFetch, route } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { customerFixture } from '../account/test-fixtures.ts';
import { orderSummaryFixture } from '../orders/test-fixtures.ts';

/*
 * Both dashboards (ADR 0060): the admin's home and the customer's /dashboard, on fixed figures.
 * The chart library draws in a browser only (it measures its box), so here the chart's table is
 * what is checked, and the chart's own chunk is loaded once to prove it renders without error.
 */

const counts = (given: Partial<Record<string, number>>): StatusCount[] =>
  PLACED_ORDER_STATUSES.map((status) => ({ status, count: given[status] ?? 0 }));

const days = dashboardBuckets('2026-11-20', '2026-11-26', 'day');

const adminFixture = (overrides: Partial<AdminDashboard> = {}): AdminDashboard => ({
  period: '7d',
  from: '2026-11-20',
  to: '2026-11-26',
  bucket: 'day',
  currency: 'GBP',
  topN: 5,
  sales: days.map((date, i) => ({ date, orders: i === 6 ? 2 : 0, total: i === 6 ? 1_250_000 : 0 })),
  ordersByStatus: counts({ pending: 3, shipped: 1 }),
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

describe('admin dashboard', () => {
  adminScreenTests(
    () => import('../../admin/dashboard/admin-dashboard-page.tsx'),
    () => import('./sales-chart.tsx'),
  );

  it('shows every figure as a link to the filtered list behind it', async () => {
    openAdmin('/admin-panel/secure?period=7d', [
      route('GET', '/api/admin/dashboard', { body: { data: adminFixture() } }),
    ]);
    const sales = await screen.findByRole('link', { name: /^Sales £12,500\.00/ });
    expect(sales).toHaveAttribute('href', '/admin-panel/secure/order?from=2026-11-20&to=2026-11-26');
    expect(screen.getByRole('link', { name: /^Customers awaiting approval 4/ })).toHaveAttribute(
      'href',
      '/admin-panel/secure/users?state=awaiting_approval',
    );
    expect(screen.getByRole('link', { name: /^Abandoned carts 2/ })).toHaveAttribute(
      'href',
      '/admin-panel/secure/order?abandoned=true',
    );
    expect(screen.getByRole('link', { name: /^Low stock \(1–10\) 7/ })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product?stock=low_stock',
    );
    expect(screen.getByRole('link', { name: /^Out of stock 3/ })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product?stock=out_of_stock',
    );
    const byStatus = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(byStatus).getByRole('link', { name: /^Pending review\s*:\s*3 orders$/ })).toHaveAttribute(
      'href',
      '/admin-panel/secure/order?status=pending&from=2026-11-20&to=2026-11-26',
    );
    // Statuses without orders are left out.
    expect(within(byStatus).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Oxford shirt' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product/11',
    );
    expect(screen.getByRole('link', { name: 'Shirts' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product?category_id=21',
    );
    expect(screen.getByRole('link', { name: 'North Mill' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product?brand_id=31',
    );
    expect(screen.getByRole('region', { name: 'Top 5 brands' })).toBeInTheDocument();
    // The chart's figures, for screen readers: one row a day.
    const table = screen.getByRole('table', { name: 'Sales from 20 Nov 2026 to 26 Nov 2026' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: '26 Nov 2026 2 £12,500.00' })).toBeInTheDocument();
  });

  it('keeps the period in the URL and asks the API for it', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure', [
      route('GET', '/api/admin/dashboard', (url) => ({
        body: { data: adminFixture({ period: (url.searchParams.get('period') ?? '30d') as '30d' }) },
      })),
    ]);
    const group = await screen.findByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, '/api/admin/dashboard')[0]?.[0].searchParams.get('period')).toBe('30d');
    await userEvent.click(within(group).getByRole('button', { name: '12 months' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=12m'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/dashboard').at(-1)?.[0].searchParams.get('period')).toBe('12m'),
    );
  });

  it('says when nothing was sold', async () => {
    openAdmin('/admin-panel/secure', [
      route('GET', '/api/admin/dashboard', {
        body: {
          data: adminFixture({
            ordersByStatus: counts({}),
            topProducts: [],
            topCategories: [],
            topBrands: [],
          }),
        },
      }),
    ]);
    expect(await screen.findByText('No orders in this period.')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing sold in this period yet.')).toHaveLength(3);
  });

  it('offers a retry when the figures cannot be read', async () => {
    openAdmin('/admin-panel/secure', [
      route('GET', '/api/admin/dashboard', { status: 500, body: { code: 'internal', message: 'Broken' } }),
    ]);
    expect(await screen.findByText("The dashboard's figures could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const customerFixtureData = (overrides: Partial<CustomerDashboard> = {}): CustomerDashboard => ({
  from: '2025-12-01',
  to: '2026-11-26',
  bucket: 'month',
  currency: 'GBP',
  topN: 5,
  spend: dashboardBuckets('2025-12-01', '2026-11-26', 'month').map((date, i) => ({
    date,
    orders: i === 11 ? 1 : 0,
    total: i === 11 ? 54_000 : 0,
  })),
  ordersByStatus: counts({ delivered: 1 }),
  openRefunds: 1,
  topCategories: [{ id: 21, name: 'Shirts', slug: 'shirts', quantity: 12, total: 54_000 }],
  topBrands: [{ id: 31, name: 'North Mill', slug: 'north-mill', quantity: 12, total: 54_000 }],
  recentOrders: [orderSummaryFixture({ id: 41, orderNumber: 'ORD-000041', status: 'delivered' })],
  ...overrides,
});

describe('customer dashboard (/dashboard)', () => {
  beforeAll(async () => {
    await Promise.all([import('./pages/customer-dashboard-page.tsx'), import('./sales-chart.tsx')]);
  }, 60_000);
  beforeEach(() => userToken.set('user-token-1'));

  const open = (data: CustomerDashboard) => {
    const fetchMock = mockFetch([
      route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
      route('GET', '/api/user/dashboard', { body: { data } }),
    ]);
    return { fetchMock, ...renderApp('/dashboard') };
  };

  it("shows the customer's own figures, each a link", async () => {
    open(customerFixtureData());
    expect(
      await screen.findByRole('link', { name: /^Spend in the last 12 months £540\.00/ }),
    ).toHaveAttribute('href', '/dashboard/orders');
    expect(screen.getByRole('link', { name: /^Open refund and return requests 1/ })).toHaveAttribute(
      'href',
      '/dashboard/refunds',
    );
    expect(screen.getByRole('link', { name: /^Delivered\s*:\s*1 order$/ })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=delivered',
    );
    expect(screen.getByRole('link', { name: 'Shirts' })).toHaveAttribute('href', '/category/shirts');
    expect(screen.getByRole('link', { name: 'North Mill' })).toHaveAttribute('href', '/brand/north-mill');
    expect(screen.getByRole('link', { name: 'Order ORD-000041' })).toHaveAttribute(
      'href',
      '/dashboard/orders/41',
    );
    const table = screen.getByRole('table', { name: /^Spend from/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  it('in Arabic, names the months in Arabic and keeps Western digits', async () => {
    open(customerFixtureData());
    await screen.findByRole('link', { name: /^Spend in the last 12 months/ });
    await switchLanguage('ar');
    const table = await screen.findByRole('table', { name: /^الإنفاق من/ });
    expect(within(table).getByRole('row', { name: /نوفمبر 2026/ })).toBeInTheDocument();
    await switchLanguage('en');
  });

  it('invites a customer without orders to browse', async () => {
    open(
      customerFixtureData({ ordersByStatus: counts({}), recentOrders: [], topBrands: [], topCategories: [] }),
    );
    expect(await screen.findByText(/You have not placed an order yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the products' })).toHaveAttribute('href', '/products');
  });
});

describe('sales chart', () => {
  it('renders in jsdom without error', async () => {
    const { SalesChart } = await import('./sales-chart.tsx');
    const { renderWithProviders } = await import('../../test/render.tsx');
    const points = adminFixture().sales;
    renderWithProviders(<SalesChart points={points} bucket="day" currency="GBP" lang="en" label="Sales" />);
    expect(screen.getByTestId('sales-chart')).toBeInTheDocument();
  });
});
