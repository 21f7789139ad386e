import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { renderApp } from '../../../test/render.tsx';

const SENT = 'If an account uses this e-mail address, we have sent it a password reset link';

describe('/reset and /password/reset/:token/:email', () => {
  it('asks for a valid address, then gives the same answer for any address and counts down', async () => {
    const fetchMock = mockFetch([
      route('POST', '/api/auth/user/password/forgot', {
        body: { data: { retryAfterSeconds: 60 }, message: SENT },
      }),
    ]);
    renderApp('/reset');
    const email = await screen.findByLabelText(/^Email/);
    await fill(email, 'nobody@nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'nobody@nowhere.test{Enter}');
    expect(await within(screen.getByRole('main')).findByText(SENT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/You can ask again in (60|59) s/);
    expect(sentBody(fetchMock, 'POST', '/api/auth/user/password/forgot')).toEqual({
      email: 'nobody@nowhere.test',
    });
  });

  it("a rate-limit answer (429) starts the count from the server's seconds", async () => {
    mockFetch([
      route('POST', '/api/auth/user/password/forgot', {
        status: 429,
        body: { code: 'rateLimited', message: 'Too many attempts. Please wait 42 seconds and try again' },
      }),
    ]);
    renderApp('/reset');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'layla@haddad.test{Enter}');
    expect(await screen.findByRole('timer')).toHaveTextContent(/You can ask again in (42|41) s/);
  });

  it('sets a new password from the link, then offers to log in', async () => {
    const fetchMock = mockFetch([
      route('POST', '/api/auth/user/password/reset', {
        body: { data: null, message: 'Your password has been changed, you can now log in' },
      }),
    ]);
    renderApp('/password/reset/tok123/layla%40haddad.test');
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('layla@haddad.test');
    await fill(screen.getByLabelText(/^New password/), 'short');
    await fill(screen.getByLabelText(/^Confirm the password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm the password/));
    await fill(screen.getByLabelText(/^New password/), 'New-secret-2026');
    await fill(screen.getByLabelText(/^Confirm the password/), 'New-secret-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been changed, you can now log in')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(sentBody(fetchMock, 'POST', '/api/auth/user/password/reset')).toEqual({
      token: 'tok123',
      email: 'layla@haddad.test',
      password: 'New-secret-2026',
      passwordConfirmation: 'New-secret-2026',
    });
  });

  it('a used or expired link says so and offers a new one', async () => {
    mockFetch([
      route('POST', '/api/auth/user/password/reset', {
        status: 400,
        body: {
          code: 'resetLinkInvalid',
          message: 'This password reset link is not valid or has already been used',
        },
      }),
    ]);
    renderApp('/password/reset/used/layla%40haddad.test');
    await fill(await screen.findByLabelText(/^New password/), 'New-secret-2026');
    await fill(screen.getByLabelText(/^Confirm the password/), 'New-secret-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is not valid or has already been used'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset');
  });
});

describe('/verify-email/:token/:email', () => {
  it('confirms once, then points to the approval form (log in first when signed out)', async () => {
    const fetchMock = mockFetch([
      route('POST', '/api/auth/user/verify', {
        body: {
          data: { email: 'layla@haddad.test', state: 'awaiting_approval' },
          message: 'Your e-mail address has been verified',
        },
      }),
    ]);
    const { router } = renderApp('/verify-email/tok456/layla%40haddad.test');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address has been verified')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Next step: the approval form' }),
    ).toBeInTheDocument();
    const verifyCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth/user/verify'));
    expect(verifyCalls).toHaveLength(1);
    expect(sentBody(fetchMock, 'POST', '/api/auth/user/verify')).toEqual({
      token: 'tok456',
      email: 'layla@haddad.test',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Log in to upload the form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard/approval-form', search: '', hash: '' },
    });
  });

  it('an expired link offers a new confirmation e-mail', async () => {
    mockFetch([
      route('POST', '/api/auth/user/verify', {
        status: 400,
        body: {
          code: 'verifyLinkExpired',
          message: 'This verification link has expired, please ask for a new one',
        },
      }),
    ]);
    renderApp('/verify-email/old/layla%40haddad.test');
    expect(
      await screen.findByText('This verification link has expired, please ask for a new one'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the confirmation e-mail again' })).toBeEnabled();
  });
});
