import type { AdminRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitConfirmed } from '../../back-office/form-test-helpers.ts';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, routeInTurn } from '../../test/fetch-mock.ts';
import { adminScreenTests, conflict, invalid, openAdmin, profileHandler } from '../test-helpers.ts';

adminScreenTests(
  () => import('./admins-list-page.tsx'),
  () => import('./admin-form-page.tsx'),
);

const record = (overrides: Partial<AdminRecord> = {}): AdminRecord => ({
  id: 2,
  name: 'James Carter',
  email: 'admin@wholesale.test',
  is_super_admin: false,
  lastLoginAt: null,
  createdAt: '2026-10-01T09:00:00Z',
  ...overrides,
});
const me = record({ id: 1, name: 'Sarah Whitfield', email: 'super@wholesale.test', is_super_admin: true });

describe('admins screens (super admins only)', () => {
  it.each(['/admin-panel/secure/admins', '/admin-panel/secure/admins/add', '/admin-panel/secure/admins/2'])(
    'a plain admin gets the not-allowed page on %s and no admins request is made',
    async (path) => {
      const { fetchMock } = openAdmin(path, [], profileHandler(false, 2));
      expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
      expect(screen.getByText('You Are Not Elligible to View This Page.')).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/admins'))).toBe(false);
    },
  );

  it('lists the admins with their role, "you" marked, search in the URL', async () => {
    const { fetchMock, router } = openAdmin(
      '/admin-panel/secure/admins',
      [route('GET', '/api/admin/admins', page([me, record()]))],
      profileHandler(true, 1),
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'James Carter' })).toBeInTheDocument();
    expect(within(table).getByText('You')).toBeInTheDocument();
    expect(within(table).getAllByText('Super admin')).toHaveLength(1);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'james{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=james'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/admins').at(-1)?.[0].searchParams.get('search')).toBe('james'),
    );
  });

  it('add: validates with the shared schema, puts "email taken" under the field, then creates after confirming', async () => {
    const { fetchMock, router } = openAdmin(
      '/admin-panel/secure/admins/add',
      [
        routeInTurn('POST', '/api/admin/admins', [
          invalid({ email: ['The email has already been taken'] }),
          {
            status: 201,
            body: { data: record({ id: 5, name: 'Nadia' }), message: 'The admin has been created' },
          },
        ]),
        route('GET', '/api/admin/admins/5', { body: { data: record({ id: 5, name: 'Nadia' }) } }),
      ],
      profileHandler(true, 1),
    );
    const form = await screen.findByRole('form', { name: 'Add an admin' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create admin' }));
    expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Nadia');
    await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'admin@wholesale.test');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'short');
    await userEvent.type(within(form).getByLabelText(/Confirm the password/), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Create admin' }));
    expect(await within(form).findByText('Password must be more than 8 characters')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText(/^Password/));
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Long-enough-1');
    await userEvent.clear(within(form).getByLabelText(/Confirm the password/));
    await userEvent.type(within(form).getByLabelText(/Confirm the password/), 'Long-enough-1');
    await userEvent.click(within(form).getByRole('switch', { name: 'Super admin' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create admin' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Nadia will be able to sign in to the back office as Super admin.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Create admin' }));
    expect(await within(form).findByText('The email has already been taken')).toBeInTheDocument();

    await noDialog();
    await submitConfirmed(form, 'Create admin');
    expect(await screen.findByText('The admin has been created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/admins/5'));
    const [, init] = callsTo(fetchMock, '/api/admin/admins', 'POST').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Nadia',
      email: 'admin@wholesale.test',
      password: 'Long-enough-1',
      passwordConfirmation: 'Long-enough-1',
      is_super_admin: true,
    });
  });

  it('edit: demoting the last super admin is refused clearly; delete asks and then goes back to the list', async () => {
    const { fetchMock, router } = openAdmin(
      '/admin-panel/secure/admins/9',
      [
        route('GET', '/api/admin/admins/9', {
          body: { data: record({ id: 9, name: 'Lina', is_super_admin: true }) },
        }),
        route(
          'PUT',
          '/api/admin/admins/9',
          conflict('lastSuperAdmin', 'The last super admin cannot be removed or demoted'),
        ),
        route('DELETE', '/api/admin/admins/9', {
          body: { data: null, message: 'The admin has been deleted' },
        }),
        route('GET', '/api/admin/admins', page([me])),
      ],
      profileHandler(true, 1),
    );
    const form = await screen.findByRole('form', { name: 'Edit admin' });
    await userEvent.click(within(form).getByRole('switch', { name: 'Super admin' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('They will no longer be a super admin');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last super admin cannot be removed or demoted',
    );
    const [, put] = callsTo(fetchMock, '/api/admin/admins/9', 'PUT')[0] ?? [];
    expect(JSON.parse(String(put?.body))).toEqual({
      name: 'Lina',
      email: 'admin@wholesale.test',
      is_super_admin: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete admin' }));
    const del = await screen.findByRole('dialog', { name: 'Delete this admin?' });
    await userEvent.click(within(del).getByRole('button', { name: 'Delete admin' }));
    expect(await screen.findByText('The admin has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/admins'));
    expect(callsTo(fetchMock, '/api/admin/admins/9', 'DELETE')).toHaveLength(1);
  });

  it('a super admin cannot delete its own account from the screen', async () => {
    openAdmin(
      '/admin-panel/secure/admins/1',
      [route('GET', '/api/admin/admins/1', { body: { data: me } })],
      profileHandler(true, 1),
    );
    expect(await screen.findByRole('button', { name: 'Delete admin' })).toBeDisabled();
    expect(screen.getByText('You cannot delete your own account.')).toBeInTheDocument();
  });
});
