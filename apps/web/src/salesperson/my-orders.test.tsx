import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerFixture } from '../features/account/test-fixtures.ts';
import { orderDetailFixture, orderSummaryFixture } from '../features/orders/test-fixtures.ts';
import { salespersonToken, userToken } from '../lib/auth-tokens.ts';
import { salesCustomer } from '../lib/buyer.ts';
import { callsTo, mockFetch, route } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render.tsx';

beforeAll(async () => {
  await Promise.all([import('./salesperson-layout.tsx'), import('./my-orders-page.tsx')]);
});

const profile = route('GET', '/api/user/profile', { body: { data: customerFixture() } });
const page = <T,>(items: T[]) => ({
  body: { data: { items, meta: { total: items.length, page: 1, perPage: 20, pageCount: 1 } } },
});

describe('salesperson: my orders', () => {
  const TOKEN = 'sales-token-0123456789';
  const me = route('GET', '/api/salesperson/profile', {
    body: {
      data: { id: 3, firstName: 'Omar', lastName: 'Siddiqui', email: 's@x.test', phone: '1', code: 'SP-001' },
    },
  });

  it('lists the orders it placed, filtered by customer, and opens one without a cancel button', async () => {
    salespersonToken.set(TOKEN);
    const fetchMock = mockFetch([
      me,
      route(
        'GET',
        '/api/salesperson/customers',
        page([{ id: 7, firstName: 'Layla', lastName: 'Haddad', companyName: 'Haddad Textiles Ltd' }]),
      ),
      route(
        'GET',
        '/api/salesperson/orders',
        page([orderSummaryFixture({ salespersonName: 'Omar Siddiqui' })]),
      ),
      route('GET', '/api/salesperson/orders/41', { body: { data: orderDetailFixture() } }),
      route('POST', '/api/salesperson/customers/7/orders/41/reorder', {
        body: { data: { added: 1, skipped: [], cart: {} } },
      }),
    ]);
    const { router } = renderApp('/salesperson/orders');
    const nav = await screen.findByRole('navigation', { name: 'Salesperson navigation' });
    expect(within(nav).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    const row = await screen.findByRole('row', { name: /ORD-000041/ });
    expect(within(row).getByText('Layla Haddad')).toBeInTheDocument();

    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(within(customer).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(customer, '7');
    expect(router.state.location.search).toBe('?customerId=7');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/salesperson/orders').at(-1)?.[0].searchParams.get('customerId')).toBe(
        '7',
      ),
    );

    await userEvent.click(within(row).getByRole('link', { name: 'Open order ORD-000041' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/salesperson/orders/41');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const [, init] = callsTo(fetchMock, '/api/salesperson/orders/41').at(-1) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);

    // Ordering again fills the cart of the order's customer, who becomes the one it orders for.
    await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('1 item was added to your cart.')).toBeInTheDocument();
    expect(salesCustomer.get()).toBe('7');
  });

  it('a customer’s token does not open the salesperson’s orders', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([profile]);
    const { router } = renderApp('/salesperson/orders');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/salesperson/orders'));
    expect(callsTo(fetchMock, '/api/salesperson/orders')).toHaveLength(0);
  });
});
