import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminToken } from '../../lib/auth-tokens.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';

const expired = () =>
  mockFetch([
    (url) =>
      url.pathname === '/api/admin/profile/show'
        ? { status: 401, body: { code: 'sessionExpired', message: 'Your session has expired, log in again' } }
        : undefined,
  ]);

describe('admin session expiry (SPEC 4, 8)', () => {
  it('a 401 on the profile opens the Arabic dialog; confirm clears the token and goes to the admin login', async () => {
    adminToken.set('stale-admin-token-123');
    expired();
    const { router } = renderApp('/admin-panel/secure/users');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى')).toHaveAttribute(
      'lang',
      'ar',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدخول' }));
    expect(adminToken.get()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/login'));
    expect(await screen.findByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancel clears the token and stays where it is', async () => {
    adminToken.set('stale-admin-token-123');
    expired();
    const { router } = renderApp('/admin-panel/secure/users');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(adminToken.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/admin-panel/secure/users');
  });

  it('the cancel text follows the language (inline:cancel) while the rest stays Arabic', async () => {
    await switchLanguage('ar');
    adminToken.set('stale-admin-token-123');
    expired();
    renderApp('/admin-panel/secure');
    const dialog = await screen.findByRole('dialog', { name: 'خطأ' });
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});
