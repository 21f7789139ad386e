import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerFixture } from '../../features/account/test-fixtures.ts';
import { userToken } from '../../lib/auth-tokens.ts';
import { mockFetch, route } from '../../test/fetch-mock.ts';
import { linkTargets } from '../../test/links.ts';
import { renderApp } from '../../test/render.tsx';

describe('customer sidebar (SPEC 2)', () => {
  beforeEach(() => userToken.set('u'.repeat(43)));

  it('has the sections utils, profile, orders and approval with their links', async () => {
    mockFetch([route('GET', '/api/user/profile', { body: { data: customerFixture() } })]);
    renderApp('/dashboard/orders');
    const nav = await screen.findByRole('navigation', { name: 'Customer area' });
    for (const section of ['Utilities', 'Profile', 'Orders', 'Approval']) {
      expect(within(nav).getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(linkTargets(within(nav).getAllByRole('link'))).toEqual([
      ['Dashboard', '/dashboard'],
      ['My profile', '/dashboard/profile'],
      ['My address', '/dashboard/addresses'],
      ['My orders', '/dashboard/orders'],
      ['My refunds', '/dashboard/refunds'],
      ['Approval form', '/dashboard/approval-form'],
    ]);
    expect(within(nav).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Haddad Textiles Ltd')).toBeInTheDocument();
  });

  it('searching from the sidebar opens the catalogue with the term', async () => {
    mockFetch([route('GET', '/api/user/profile', { body: { data: customerFixture() } })]);
    const { router } = renderApp('/dashboard/profile');
    const search = await screen.findByRole('search', { name: 'Search products' });
    await userEvent.type(within(search).getByRole('searchbox'), 'linen{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?search=linen');
  });

  it('signs out: the server first, then the token is cleared and the visitor goes home', async () => {
    const fetchMock = mockFetch([
      route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
      route('POST', '/api/auth/user/logout', { body: { data: null, message: 'Logged out successfully' } }),
    ]);
    const { router } = renderApp('/dashboard/profile');
    await screen.findByRole('navigation', { name: 'Customer area' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(userToken.get()).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    const logout = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/user/logout');
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toBe(`Bearer ${'u'.repeat(43)}`);
  });

  it('signs out even when the server cannot be reached', async () => {
    mockFetch([
      route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
      route('POST', '/api/auth/user/logout', { status: 500, body: { code: 'server', message: 'Server' } }),
    ]);
    const { router } = renderApp('/dashboard/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(userToken.get()).toBeNull();
  });

  it('an expired session goes back to the login, remembering the page', async () => {
    mockFetch([
      route('GET', '/api/user/profile', {
        status: 401,
        body: { code: 'sessionExpired', message: 'Your session has expired, log in again' },
      }),
    ]);
    const { router } = renderApp('/dashboard/addresses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard/addresses', search: '', hash: '' },
    });
    expect(userToken.get()).toBeNull();
    expect(await screen.findByText('Your session has expired, log in again')).toBeInTheDocument();
  });

  it("the header's account menu leads to the customer area and signs out", async () => {
    mockFetch([
      route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
      route('POST', '/api/auth/user/logout', { body: { data: null, message: 'Logged out successfully' } }),
    ]);
    const { router } = renderApp('/about-us');
    const banner = await screen.findByRole('banner');
    const trigger = within(banner).getAllByRole('button', { name: 'My account' })[0] as HTMLElement;
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    // The token is cleared and the way home taken in one step, but the router's location reaches
    // the test only when React renders next: waiting on the token alone raced it on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(userToken.get()).toBeNull();
  });
});
