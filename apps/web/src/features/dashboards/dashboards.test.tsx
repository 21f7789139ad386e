import { type CustomerDashboard, dashboardBuckets } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userToken } from '../../lib/auth-tokens.ts';
import { mockFetch, route } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { customerFixture } from '../account/test-fixtures.ts';
import { orderSummaryFixture } from '../orders/test-fixtures.ts';
import { adminDashboardFixture, statusCounts } from './test-fixtures.ts';

/*
 * The customer's /dashboard (ADR 0060) on fixed figures; the admin's is tested in
 * admin/dashboard. The chart library draws in a browser only (it measures its box), so here the
 * chart's table is what is checked, and the chart's own chunk is rendered once to prove it loads.
 */

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
  ordersByStatus: statusCounts({ delivered: 1 }),
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
      customerFixtureData({
        ordersByStatus: statusCounts({}),
        recentOrders: [],
        topBrands: [],
        topCategories: [],
      }),
    );
    expect(await screen.findByText(/You have not placed an order yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the products' })).toHaveAttribute('href', '/products');
  });
});

describe('sales chart', () => {
  it('renders in jsdom without error', async () => {
    const { SalesChart } = await import('./sales-chart.tsx');
    const { renderWithProviders } = await import('../../test/render.tsx');
    const points = adminDashboardFixture().sales;
    renderWithProviders(<SalesChart points={points} bucket="day" currency="GBP" lang="en" label="Sales" />);
    expect(screen.getByTestId('sales-chart')).toBeInTheDocument();
  });
});
