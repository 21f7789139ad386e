import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { customer, page } from '../back-office/test-helpers.ts';
import { cartRecordFixture } from '../features/cart/test-fixtures.ts';
import { adminToken, salespersonToken, userToken } from '../lib/auth-tokens.ts';
import { salesCustomer } from '../lib/buyer.ts';
import { callsTo, mockFetch, route } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render.tsx';

beforeAll(async () => {
  await Promise.all([
    import('./salesperson-layout.tsx'),
    import('./my-customers-page.tsx'),
    import('./my-customer-page.tsx'),
  ]);
});

const TOKEN = 'sales-token-0123456789';
const me = {
  id: 3,
  firstName: 'Omar',
  lastName: 'Siddiqui',
  email: 'sales@wholesale.test',
  phone: '07700900456',
  code: 'SP-001',
};
const profile = route('GET', '/api/salesperson/profile', { body: { data: me } });

describe('salesperson area', () => {
  it("without a salesperson token goes to the shop's sign-in (an admin token is not enough)", async () => {
    adminToken.set('admin-token-0123456789');
    mockFetch();
    const { router } = renderApp('/salesperson/customers?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/salesperson/customers', search: '?page=2', hash: '' },
    });
  });

  it('a customer is no salesperson: its token does not open the area', async () => {
    userToken.set('customer-token-0123456789');
    mockFetch();
    const { router } = renderApp('/salesperson/customers');
    // The sign-in sends a signed-in customer home (SPEC 8).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lists only its customers with its own token; its sidebar is my customers, returns, collections', async () => {
    salespersonToken.set(TOKEN);
    const fetchMock = mockFetch([
      profile,
      route(
        'GET',
        '/api/salesperson/customers',
        page([customer({ id: 1, firstName: 'Amira', lastName: 'Haddad' })]),
      ),
    ]);
    const { router } = renderApp('/salesperson');
    expect(await screen.findByRole('link', { name: 'Amira Haddad' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/salesperson/customers');
    const [, init] = callsTo(fetchMock, '/api/salesperson/customers').at(-1) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);

    const nav = screen.getByRole('navigation', { name: 'Salesperson navigation' });
    expect(within(nav).getByRole('link', { name: 'My customers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My returns' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My collections' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in as Omar Siddiqui (SP-001)')).toBeInTheDocument();
  });

  it("opens its own customer; another salesperson's customer is not found", async () => {
    salespersonToken.set(TOKEN);
    mockFetch([
      profile,
      route('GET', '/api/salesperson/customers/1', {
        body: { data: customer({ id: 1, firstName: 'Amira', lastName: 'Haddad' }) },
      }),
      route('GET', '/api/salesperson/customers/2', {
        status: 404,
        body: { code: 'notFound', message: 'Not found' },
      }),
    ]);
    const { router } = renderApp('/salesperson/customers/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amira Haddad' })).toBeInTheDocument();
    expect(screen.getByText('CU-00002')).toBeInTheDocument();
    await router.navigate('/salesperson/customers/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('orders for one of its customers: the cart is then that customer’s', async () => {
    salespersonToken.set(TOKEN);
    mockFetch([
      profile,
      route('GET', '/api/salesperson/customers/1', {
        body: { data: customer({ id: 1, firstName: 'Amira', lastName: 'Haddad' }) },
      }),
      route('GET', '/api/salesperson/customers', {
        body: { data: page([customer({ id: 1, firstName: 'Amira', lastName: 'Haddad' })]) },
      }),
      route('GET', '/api/salesperson/customers/1/cart', {
        body: { data: cartRecordFixture([], { customer: { id: 1, name: 'Amira Haddad', companyName: '' } }) },
      }),
    ]);
    const { router } = renderApp('/salesperson/customers/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Order for this customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(salesCustomer.get()).toBe('1');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('an expired session goes back to the sign-in; signing out calls the server and forgets the token', async () => {
    salespersonToken.set(TOKEN);
    mockFetch([
      route('GET', '/api/salesperson/profile', {
        status: 401,
        body: { code: 'sessionExpired', message: 'Your session has expired, log in again' },
      }),
      route('GET', '/api/salesperson/customers', page([])),
    ]);
    const first = renderApp('/salesperson/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(salespersonToken.get()).toBeNull();
    first.unmount();

    salespersonToken.set(TOKEN);
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/salesperson/customers', page([])),
      route('POST', '/api/auth/salesperson/logout', {
        body: { data: null, message: 'Logged out successfully' },
      }),
    ]);
    const { router } = renderApp('/salesperson/customers');
    expect(await screen.findByText('No customers are assigned to you yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(salespersonToken.get()).toBeNull();
    expect(await screen.findByText('You have been signed out')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/api/auth/salesperson/logout', 'POST')[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it("my returns lists its customers' requests; my collections offers the record form", async () => {
    salespersonToken.set(TOKEN);
    const empty = { items: [], meta: { total: 0, page: 1, perPage: 20, pageCount: 0 } };
    mockFetch([
      profile,
      route('GET', '/api/salesperson/returns', { body: { data: empty } }),
      route('GET', '/api/salesperson/orders', { body: { data: empty } }),
    ]);
    renderApp('/salesperson/returns');
    expect(await screen.findByRole('heading', { level: 1, name: 'My returns' })).toBeInTheDocument();
    expect(await screen.findByText('There are no refund or return requests yet.')).toBeInTheDocument();
  });
});
