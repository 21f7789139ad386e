import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminDashboardFixture, statusCounts } from '../../features/dashboards/test-fixtures.ts';
import { callsTo, route } from '../../test/fetch-mock.ts';
import { adminScreenTests, openAdmin } from '../test-helpers.ts';

/*
 * The admin's home (ADR 0060) on fixed figures. The chart library draws in a browser only (it
 * measures its box): here the chart's table is what is checked.
 */

describe('admin dashboard', () => {
  adminScreenTests(
    () => import('../../admin/dashboard/admin-dashboard-page.tsx'),
    () => import('../../features/dashboards/sales-chart.tsx'),
  );

  it('shows every figure as a link to the filtered list behind it', async () => {
    openAdmin('/admin-panel/secure?period=7d', [
      route('GET', '/api/admin/dashboard', { body: { data: adminDashboardFixture() } }),
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
        body: { data: adminDashboardFixture({ period: (url.searchParams.get('period') ?? '30d') as '30d' }) },
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
          data: adminDashboardFixture({
            ordersByStatus: statusCounts({}),
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
