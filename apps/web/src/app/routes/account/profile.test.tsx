import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerFixture } from '../../../features/account/test-fixtures.ts';
import { userToken } from '../../../lib/auth-tokens.ts';
import { mockFetch, route, routeInTurn, sentBody } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

describe('/dashboard/profile', () => {
  beforeEach(() => userToken.set('u'.repeat(43)));

  it('saves the details and says so; a taken e-mail goes under its field', async () => {
    const fetchMock = mockFetch([
      route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
      routeInTurn('PUT', '/api/user/profile', [
        {
          status: 422,
          body: {
            code: 'validation',
            message: 'Incorrect entry',
            errors: { email: ['The email has already been taken'] },
          },
        },
        {
          body: {
            data: customerFixture({ companyName: 'Haddad & Sons Ltd' }),
            message: 'Profile updated successfully',
          },
        },
      ]),
    ]);
    renderApp('/dashboard/profile');
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(within(form).getByLabelText(/^Company name/)).toHaveValue('Haddad Textiles Ltd');
    const company = within(form).getByLabelText(/^Company name/);
    await userEvent.clear(company);
    await userEvent.type(company, 'Haddad & Sons Ltd');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the details' }));
    expect(await within(form).findByText('The email has already been taken')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/user/profile')).toMatchObject({
      companyName: 'Haddad & Sons Ltd',
      email: 'layla@haddad.test',
      preferredLanguage: 'en',
    });
  });

  it('changes the password with the old one; a wrong old password is said under it', async () => {
    mockFetch([
      route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
      routeInTurn('PUT', '/api/user/password', [
        {
          status: 422,
          body: {
            code: 'currentPasswordIncorrect',
            message: 'The current password is incorrect',
            errors: { oldPassword: ['The current password is incorrect'] },
          },
        },
        { body: { data: null, message: 'Password changed successfully' } },
      ]),
    ]);
    renderApp('/dashboard/profile');
    const form = await screen.findByRole('form', { name: 'Change the password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change the password' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'not-it');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'New-secret-2026');
    await userEvent.type(within(form).getByLabelText(/^Confirm the password/), 'New-secret-2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Change the password' }));
    expect(await within(form).findByText('The current password is incorrect')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });
});
