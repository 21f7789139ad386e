import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminToken } from '../../lib/auth-tokens.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { invalid } from '../test-helpers.ts';

const admin = { id: 1, name: 'Sara Admin', email: 'super@wholesale.test', is_super_admin: true };

describe('admin login page', () => {
  it('validates with the shared schema before calling the server', async () => {
    const fetchMock = mockFetch();
    renderApp('/admin-panel/secure/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/admin/login'))).toBe(false);
  });

  it("shows the server's message when the credentials are refused", async () => {
    mockFetch([
      (url) =>
        url.pathname === '/api/auth/admin/login'
          ? { status: 401, body: { code: 'loginIncorrect', message: 'The Email or password is incorrect' } }
          : undefined,
    ]);
    renderApp('/admin-panel/secure/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'super@wholesale.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Email or password is incorrect');
    expect(adminToken.get()).toBeNull();
  });

  it('puts server field errors under their fields', async () => {
    mockFetch([
      (url) =>
        url.pathname === '/api/auth/admin/login' ? invalid({ email: ['Unknown domain'] }) : undefined,
    ]);
    renderApp('/admin-panel/secure/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'super@wholesale.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Unknown domain')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores the token and opens the dashboard', async () => {
    const fetchMock = mockFetch([
      (url) =>
        url.pathname === '/api/auth/admin/login'
          ? { body: { data: { token: 'a'.repeat(43), expiresAt: '2030-01-01T00:00:00Z', admin } } }
          : undefined,
      (url) => (url.pathname === '/api/admin/profile/show' ? { body: { data: admin } } : undefined),
    ]);
    const { router } = renderApp('/admin-panel/secure/login');
    await userEvent.type(await screen.findByLabelText(/Email/), 'super@wholesale.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'Super-admin-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sara Admin' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure'));
    expect(adminToken.get()).toBe('a'.repeat(43));
    const login = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/admin/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      email: 'super@wholesale.test',
      password: 'Super-admin-2026',
    });
  });
});
