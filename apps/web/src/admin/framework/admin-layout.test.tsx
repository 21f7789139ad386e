import { environments } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminToken } from '../../lib/auth-tokens.ts';
import { frontSettingsFixture, type Handler, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';

const profile =
  (isSuper: boolean): Handler =>
  (url) =>
    url.pathname === '/api/admin/profile/show'
      ? { body: { data: { id: 2, name: 'Omar', email: 'o@x.test', is_super_admin: isSuper } } }
      : undefined;

function sidebar() {
  return screen.getByRole('navigation', { name: 'Admin navigation' });
}

describe('admin layout (SPEC 2)', () => {
  it('shows the admins section to super admins only', async () => {
    adminToken.set('admin-token-0123456789');
    mockFetch([profile(false)]);
    renderApp('/admin-panel/secure');
    await screen.findByRole('heading', { name: 'Welcome, Omar' });
    expect(within(sidebar()).queryByRole('link', { name: 'Admins' })).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it('super admins see it; refunds only when refunds are enabled', async () => {
    adminToken.set('admin-token-0123456789');
    mockFetch([profile(true)], { settings: frontSettingsFixture({ environment: environments.testing_v1 }) });
    renderApp('/admin-panel/secure');
    await screen.findByRole('heading', { name: 'Welcome, Omar' });
    expect(within(sidebar()).getByRole('link', { name: 'Admins' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(sidebar()).queryByRole('link', { name: 'Refunds' })).not.toBeInTheDocument(),
    );
  });

  it('highlights the active link and hides attributes/v_N in the breadcrumbs', async () => {
    adminToken.set('admin-token-0123456789');
    // The server decides whether the layout segment is the page's; here it is.
    const attributes: Handler = (url) =>
      url.pathname === '/api/admin/pages/15/attributes' && url.searchParams.get('layout') === 'v_2'
        ? {
            body: {
              data: {
                id: 15,
                url: 'terms',
                title: { en: 'Terms', ar: 'الشروط' },
                layout: 'v_2',
                priority: 'normal',
                metaTitle: null,
                keywords: null,
                description: null,
                body: { en: '', ar: '' },
                language: null,
                active: true,
                date: '2026-11-20T10:00:00.000Z',
                image: null,
                createdAt: '2026-11-20T10:00:00Z',
                updatedAt: '2026-11-20T10:00:00Z',
              },
            },
          }
        : undefined;
    mockFetch([profile(true), attributes]);
    renderApp('/admin-panel/secure/settings/attributes/v_2/15');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attributes of Terms' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dashboard', 'Settings', '15']);
    expect(within(crumbs).queryByText('attributes')).not.toBeInTheDocument();
  });

  it('marks one sidebar link as the page: a settings tab with its own entry, not Settings too', async () => {
    adminToken.set('admin-token-0123456789');
    mockFetch([profile(false)]);
    const { router } = renderApp('/admin-panel/secure/settings/payment-methods');
    await screen.findByRole('heading', { level: 1, name: 'Payment methods' });
    const current = () =>
      within(sidebar())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current()).toEqual(['Payment methods']);
    await router.navigate('/admin-panel/secure/settings/transactions');
    await screen.findByRole('heading', { level: 1, name: 'Transactions' });
    expect(current()).toEqual(['Settings']);
    await router.navigate('/admin-panel/secure');
    await screen.findByRole('heading', { name: 'Welcome, Omar' });
    expect(current()).toEqual(['Dashboard']);
  });

  it('the sidebar button points at the drawer only while it is open (it is in the page only then)', async () => {
    adminToken.set('admin-token-0123456789');
    mockFetch([profile(false)]);
    renderApp('/admin-panel/secure');
    await screen.findByRole('heading', { name: 'Welcome, Omar' });
    const button = screen.getByRole('button', { name: 'Open the admin menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    const drawer = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(drawer).not.toBeNull();
    expect(within(drawer as HTMLElement).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('log out: calls the server, clears the token, goes to the admin login and says so — even if the call fails', async () => {
    for (const status of [200, 500]) {
      adminToken.set('admin-token-0123456789');
      const fetchMock = mockFetch([
        profile(true),
        (url) =>
          url.pathname === '/api/auth/admin/logout'
            ? {
                status,
                body:
                  status === 200
                    ? { data: null, message: 'Logged out successfully' }
                    : { code: 'server', message: 'x' },
              }
            : undefined,
      ]);
      const { router, unmount } = renderApp('/admin-panel/secure/users');
      await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/login'));
      expect(adminToken.get()).toBeNull();
      expect(await screen.findByText('You have been logged out')).toBeInTheDocument();
      const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/admin/logout');
      expect(call?.[1]?.method).toBe('POST');
      expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer admin-token-0123456789');
      unmount();
    }
  });

  it("the header's account menu opens from the keyboard and leads to the admin's profile", async () => {
    adminToken.set('admin-token-0123456789');
    mockFetch([profile(false)]);
    const { router } = renderApp('/admin-panel/secure/users');
    const button = await screen.findByRole('button', { name: 'Account menu of Omar' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile info', 'Settings', 'Log out']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile info' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/settings/personal'));
  });

  it('refunds routes are not found when refunds are disabled', async () => {
    adminToken.set('admin-token-0123456789');
    mockFetch([profile(true)], { settings: frontSettingsFixture({ environment: environments.testing_v1 }) });
    renderApp('/admin-panel/secure/refunds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
