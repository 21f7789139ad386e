import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitConfirmed } from '../../back-office/form-test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, type MockResponse, route, routeInTurn } from '../../test/fetch-mock.ts';
import { adminScreenTests, invalid, openAdmin, profileHandler } from '../test-helpers.ts';

adminScreenTests(() => import('./personal-page.tsx'));

const me = { id: 2, name: 'James Carter', email: 'admin@wholesale.test', is_super_admin: false };

/** The screen, signed in as `me`, the API answering a save to `path` with `answers` in turn. */
const openPersonal = (path: string, answers: MockResponse[]) =>
  openAdmin(
    '/admin-panel/secure/settings/personal',
    [route('GET', '/api/admin/personal', { body: { data: me } }), routeInTurn('PUT', path, answers)],
    profileHandler(false, 2),
  );

describe('settings/personal', () => {
  it('saves the name and email after confirming; a taken email goes under its field', async () => {
    const { fetchMock } = openPersonal('/api/admin/personal', [
      invalid({ email: ['The email has already been taken'] }),
      { body: { data: { ...me, name: 'James C.' }, message: 'Profile updated successfully' } },
    ]);
    const form = await screen.findByRole('form', { name: 'Your details' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('James Carter');
    await userEvent.clear(name);
    await userEvent.type(name, 'James C.');
    await submitConfirmed(form, 'Save details');
    expect(await within(form).findByText('The email has already been taken')).toBeInTheDocument();
    await noDialog();
    await submitConfirmed(form, 'Save details');
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/api/admin/personal', 'PUT').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'James C.', email: 'admin@wholesale.test' });
  });

  it('changes the password: current + new + confirmation; a wrong current password is said under it', async () => {
    const { fetchMock } = openPersonal('/api/admin/personal/password', [
      invalid({ currentPassword: ['The current password is incorrect'] }),
      { body: { data: null, message: 'Your password has been changed' } },
    ]);
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/Current password/), 'old-pass');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'New-password-1');
    await userEvent.type(within(form).getByLabelText(/Confirm the new password/), 'New-password-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/personal/password', 'PUT')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/Confirm the new password/));
    await userEvent.type(within(form).getByLabelText(/Confirm the new password/), 'New-password-1');
    await submitConfirmed(form, 'Change password');
    expect(await within(form).findByText('The current password is incorrect')).toBeInTheDocument();
    await noDialog();
    await submitConfirmed(form, 'Change password');
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Current password/)).toHaveValue(''));
  });
});
