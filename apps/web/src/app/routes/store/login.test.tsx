import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerFixture, unconfirmedCustomerFixture } from '../../../features/account/test-fixtures.ts';
import { salespersonToken, userToken } from '../../../lib/auth-tokens.ts';
import { mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const TOKEN = 'u'.repeat(43);
const loginAnswer = (user = customerFixture()) =>
  route('POST', '/api/auth/user/login', {
    body: {
      data: { kind: 'customer', token: TOKEN, expiresAt: '2030-01-01T00:00:00Z', user },
      message: 'Logged in successfully',
    },
  });

const SALES_TOKEN = 's'.repeat(43);
const salesperson = {
  id: 3,
  firstName: 'Omar',
  lastName: 'Siddiqui',
  email: 'sales@wholesale.test',
  phone: '07700900456',
  code: 'SP-001',
};
const salespersonAnswer = route('POST', '/api/auth/user/login', {
  body: {
    data: { kind: 'salesperson', token: SALES_TOKEN, expiresAt: '2030-01-01T00:00:00Z', salesperson },
    message: 'Logged in successfully',
  },
});

async function signIn(login = 'layla@haddad.test', password = 'Trade-secret-1') {
  await userEvent.type(await screen.findByLabelText(/Email or phone number/), login);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

// The first test of a file transforms the lazy screens and MUI on demand: allow for a busy machine.
describe('/login', () => {
  it("says SPEC 8's messages when the fields are empty, without calling the server", async () => {
    const fetchMock = mockFetch();
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter email or phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email or phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/user/login'))).toBe(false);
  });

  it('shows the server refusal above the form and keeps no token', async () => {
    mockFetch([
      route('POST', '/api/auth/user/login', {
        status: 401,
        body: { code: 'loginIncorrect', message: 'The Email or password is incorrect' },
      }),
    ]);
    renderApp('/login');
    await signIn('07700 900123', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Email or password is incorrect');
    expect(userToken.get()).toBeNull();
  });

  it('signs in by phone; an approved customer returns to the page a guard sent them from', async () => {
    const fetchMock = mockFetch([loginAnswer()]);
    const { router } = renderApp('/login', {
      state: { from: { pathname: '/dashboard/addresses', search: '?x=1', hash: '' } },
    });
    await signIn('07700 900123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/addresses'));
    expect(router.state.location.search).toBe('?x=1');
    expect(userToken.get()).toBe(TOKEN);
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/auth/user/login')).toEqual({
      login: '07700 900123',
      password: 'Trade-secret-1',
    });
  });

  it('an approved customer without a remembered page goes home', async () => {
    mockFetch([loginAnswer()]);
    const { router } = renderApp('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('unconfirmed: the next step is the confirmation e-mail, with a resend button and its countdown', async () => {
    const user = unconfirmedCustomerFixture();
    const fetchMock = mockFetch([
      loginAnswer(user),
      route('GET', '/api/user/profile', { body: { data: user } }),
      route('POST', '/api/auth/user/verify/resend', {
        body: {
          data: { retryAfterSeconds: 60 },
          message:
            'If this e-mail address belongs to an account that is not verified yet, we have sent it a new verification link',
        },
      }),
    ]);
    const { router } = renderApp('/login', {
      state: { from: { pathname: '/dashboard/orders', search: '', hash: '' } },
    });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/approval-form'));
    expect(await screen.findByText('Your Account is not Confirmed...')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('You can ask again in 60 s');
    expect(screen.getByRole('button', { name: 'Send the confirmation e-mail again' })).toBeDisabled();
    expect(sentBody(fetchMock, 'POST', '/api/auth/user/verify/resend')).toEqual({
      email: 'layla@haddad.test',
    });
  });

  it('awaiting approval: the next step is to download the approval form and upload it', async () => {
    const user = customerFixture({
      state: 'awaiting_approval',
      approvedAt: null,
      approvalFormSubmitted: false,
      approvalFormSubmittedAt: null,
      canOrder: false,
    });
    mockFetch([
      loginAnswer(user),
      route('GET', '/api/user/profile', { body: { data: user } }),
      route('GET', '/api/user/approval-form', {
        body: {
          data: {
            formUrl: '/uploads/approval-form.pdf',
            submitted: false,
            submittedAt: null,
            data: null,
            canSubmit: true,
          },
        },
      }),
    ]);
    const { router } = renderApp('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/approval-form'));
    expect(
      await screen.findByText('Your Account has not been Approved by our Site Administrator...'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Download the approval form/ })).toHaveAttribute(
      'href',
      '/uploads/approval-form.pdf',
    );
    expect(screen.getByRole('button', { name: 'Send the approval form' })).toBeInTheDocument();
  });

  it('puts server field errors under their fields', async () => {
    mockFetch([
      route('POST', '/api/auth/user/login', {
        status: 422,
        body: { code: 'validation', message: 'Incorrect entry', errors: { login: ['No such phone number'] } },
      }),
    ]);
    renderApp('/login');
    await signIn('07700900000');
    expect(await screen.findByText('No such phone number')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('a salesperson signs in at the same /login (ADR 0030)', () => {
    it('lands in its area with its own token, which the area sends', async () => {
      const fetchMock = mockFetch([
        salespersonAnswer,
        route('GET', '/api/salesperson/profile', { body: { data: salesperson } }),
        route('GET', '/api/salesperson/customers', {
          body: { data: { items: [], meta: { total: 0, page: 1, perPage: 20, pageCount: 0 } } },
        }),
      ]);
      const { router } = renderApp('/login');
      await signIn('sales@wholesale.test', 'Sales-demo-2026');
      await waitFor(() => expect(router.state.location.pathname).toBe('/salesperson/customers'));
      expect(salespersonToken.get()).toBe(SALES_TOKEN);
      expect(userToken.get()).toBeNull();
      expect(await screen.findByText('Signed in as Omar Siddiqui (SP-001)')).toBeInTheDocument();
      expect(await screen.findByText('No customers are assigned to you yet.')).toBeInTheDocument();
      const calls = fetchMock.mock.calls.filter(([url]) =>
        String(url).includes('/api/salesperson/customers'),
      );
      expect(new Headers(calls.at(-1)?.[1]?.headers).get('authorization')).toBe(`Bearer ${SALES_TOKEN}`);
    });

    it('returns to the storefront page it came from, never into the customer area', async () => {
      for (const [from, login, landing] of [
        ['/productDetails/linen-shirt', '07700 900456', '/productDetails/linen-shirt'],
        ['/dashboard/orders', 'sales@wholesale.test', '/salesperson/customers'],
      ]) {
        salespersonToken.set(null);
        mockFetch([salespersonAnswer]);
        const { router, unmount } = renderApp('/login', {
          state: { from: { pathname: from, search: '', hash: '' } },
        });
        await signIn(login, 'Sales-demo-2026');
        await waitFor(() => expect(router.state.location.pathname).toBe(landing));
        unmount();
      }
    });

    it('a customer sent from the salesperson area goes home instead', async () => {
      mockFetch([loginAnswer()]);
      const { router } = renderApp('/login', {
        state: { from: { pathname: '/salesperson/customers', search: '', hash: '' } },
      });
      await signIn();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(userToken.get()).toBe(TOKEN);
    });

    it('the former /salesperson/login leads here, keeping where the visitor was going', async () => {
      mockFetch();
      const { router } = renderApp('/salesperson/login', {
        state: { from: { pathname: '/salesperson/returns', search: '', hash: '' } },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({
        from: { pathname: '/salesperson/returns', search: '', hash: '' },
      });
    });
  });
});
