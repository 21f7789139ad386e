import { environments } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { frontSettingsFixture, mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { fill } from '../../../test/fill.ts';
import { renderApp } from '../../../test/render.tsx';

const TURNSTILE = 'script[src^="https://challenges.cloudflare.com/turnstile"]';

async function fillForm(values: Partial<Record<string, string>> = {}) {
  const v = {
    'First name': 'Layla',
    'Last name': 'Haddad',
    'Company name': 'Haddad Textiles Ltd',
    'Registered company number': '12345678',
    Email: 'layla@haddad.test',
    'Mobile phone': '07700 900123',
    Password: 'Trade-secret-1',
    'Confirm the password': 'Trade-secret-1',
    ...values,
  };
  for (const [label, value] of Object.entries(v)) {
    if (!value) continue;
    await fill(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create the account' }));

describe('/register', () => {
  it('checks every field with the shared schema before calling the server', async () => {
    const fetchMock = mockFetch();
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    await fillForm({
      'First name': '',
      Email: 'not-an-email',
      'Mobile phone': '0770 0',
      Password: 'short',
      'Confirm the password': 'different',
      'Registered company number': '123',
    });
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone must have at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid company number')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/user/register'))).toBe(false);
  });

  it('puts a taken e-mail, phone and company number under their fields', async () => {
    mockFetch([
      route('POST', '/api/auth/user/register', {
        status: 422,
        body: {
          code: 'validation',
          message: 'Incorrect entry, Please verify your data is valid then try submitting again',
          errors: {
            email: ['The email has already been taken'],
            mobile: ['The phone has already been taken'],
            companyNumber: ['The company number has already been taken'],
          },
        },
      }),
    ]);
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    await fillForm();
    await submit();
    expect(await screen.findByText('The email has already been taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('The email has already been taken');
    expect(screen.getByLabelText(/^Mobile phone/)).toHaveAccessibleDescription(
      'The phone has already been taken',
    );
    expect(screen.getByLabelText(/^Registered company number/)).toHaveAccessibleDescription(
      'The company number has already been taken',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('registers a business account, says so, then shows "check your e-mail" with the resend countdown', async () => {
    const fetchMock = mockFetch([
      route('POST', '/api/auth/user/register', {
        status: 201,
        body: {
          data: { email: 'layla@haddad.test', retryAfterSeconds: 60 },
          message: 'Registered successfully, please verify your account via the email we sent you',
        },
      }),
    ]);
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    await fillForm({ 'Registered company number': 'sc 123456' });
    await submit();
    expect(
      await screen.findByText(
        'Registered successfully, please verify your account via the email we sent you',
      ),
    ).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('layla@haddad.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the confirmation e-mail again' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/You can ask again in (60|59) s/);
    expect(sentBody(fetchMock, 'POST', '/api/auth/user/register')).toEqual({
      firstName: 'Layla',
      lastName: 'Haddad',
      companyName: 'Haddad Textiles Ltd',
      companyNumber: 'SC123456',
      email: 'layla@haddad.test',
      mobile: '07700900123',
      landline: null,
      password: 'Trade-secret-1',
      passwordConfirmation: 'Trade-secret-1',
      preferredLanguage: 'en',
      captchaToken: null,
    });
  });

  it('shows no bot check and loads no script when the deployment has no public key', async () => {
    mockFetch();
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
    expect(document.querySelector(TURNSTILE)).toBeNull();
  });

  it('with a public key, loads the bot-check script on the page and asks for it before sending', async () => {
    const fetchMock = mockFetch([], {
      settings: frontSettingsFixture({
        environment: { ...environments.testing_v2, botCheckPublicKey: '0x4AAAAAAA-test' },
      }),
    });
    renderApp('/register');
    const group = await screen.findByRole('group', { name: 'Security check' });
    await waitFor(() => expect(document.querySelector(TURNSTILE)).not.toBeNull());
    await fillForm();
    await submit();
    expect(await within(group).findByText('Please complete the bot check')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/user/register'))).toBe(false);
    document.querySelector(TURNSTILE)?.remove();
  });
});
