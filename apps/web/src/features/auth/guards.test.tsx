import { environments } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminToken, userToken } from '../../lib/auth-tokens.ts';
import { frontSettingsFixture, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

describe('route guards (SPEC 2, 4)', () => {
  it('customer area without a user token → /login, remembering where the visitor was going', async () => {
    mockFetch();
    const { router } = renderApp('/dashboard/orders/7?tab=items');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard/orders/7', search: '?tab=items', hash: '' },
    });
  });

  it('admin area without an admin token → the admin login', async () => {
    mockFetch();
    const { router } = renderApp('/admin-panel/secure/users');
    expect(await screen.findByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-panel/secure/login');
  });

  it('/dashboard with the dashboard flag off is the not-found page', async () => {
    userToken.set('user-token');
    mockFetch([], { settings: frontSettingsFixture({ environment: environments.testing_v3 }) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('/dashboard with the flag on and a user token shows the dashboard', async () => {
    userToken.set('user-token');
    mockFetch();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
  });

  it('a logged-in customer opening /login goes home (SPEC 8)', async () => {
    userToken.set('user-token');
    mockFetch();
    const { router } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Atlas Wholesale' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('an admin holding a token who opens the admin login goes to the dashboard', async () => {
    adminToken.set('admin-token-0123456789');
    mockFetch([
      (url) =>
        url.pathname === '/api/admin/profile/show'
          ? { body: { data: { id: 1, name: 'Sara', email: 's@x.test', is_super_admin: true } } }
          : undefined,
    ]);
    const { router } = renderApp('/admin-panel/secure/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sara' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-panel/secure');
  });
});
