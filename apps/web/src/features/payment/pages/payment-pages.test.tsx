import type { PaymentResult } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../../test/render.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz12';
const NEXT = 'tok_zyxwvutsrqponmlkjihgfedcba98';

const result = (overrides: Partial<PaymentResult> = {}): PaymentResult => ({
  status: 'authorized',
  orderId: 5,
  orderNumber: 'WS-2026-0042',
  amount: 12_000,
  currency: 'GBP',
  canRetry: false,
  ...overrides,
});
const answer = (data: PaymentResult) => route('GET', `/api/front/payments/${TOKEN}`, { body: { data } });

afterEach(async () => {
  await switchLanguage('en');
});

describe('/success/{token}', () => {
  it('shows the order, the amount and that the card is charged when the order ships', async () => {
    mockFetch([answer(result())]);
    renderApp(`/success/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment authorised' })).toBeInTheDocument();
    expect(screen.getByText('WS-2026-0042')).toBeInTheDocument();
    expect(screen.getByText('£120.00')).toBeInTheDocument();
    expect(
      screen.getByText('Your card has been authorised — we will charge it when we ship your order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/dashboard/orders/5',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('a payment the provider refused shows the failure view (providers that return here either way)', async () => {
    mockFetch([
      answer(
        result({
          status: 'failed',
          messageKey: 'paymentNotValidated',
          message: "Couldn't validate payment, Try a different payment method",
          canRetry: true,
        }),
      ),
    ]);
    renderApp(`/success/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Couldn't validate payment, Try a different payment method",
    );
  });

  it('an unknown token is the not-found page', async () => {
    mockFetch();
    renderApp(`/success/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });

  it('/success without a token thanks the customer', async () => {
    mockFetch();
    renderApp('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/dashboard/orders');
  });
});

describe('/failure/{token}', () => {
  it("shows SPEC 8's message; Try again starts a new attempt and follows it", async () => {
    const fetchMock = mockFetch([
      answer(
        result({
          status: 'failed',
          messageKey: 'paymentNotValidated',
          message: "Couldn't validate payment, Try a different payment method",
          canRetry: true,
        }),
      ),
      route('POST', `/api/front/payments/${TOKEN}/retry`, {
        body: { data: { redirectUrl: `/payment/test/${NEXT}` } },
      }),
      route('GET', `/api/front/payments/test/${NEXT}`, {
        body: {
          data: {
            orderNumber: 'WS-2026-0042',
            amount: 12_000,
            currency: 'GBP',
            open: true,
            status: 'pending',
          },
        },
      }),
    ]);
    const { router } = renderApp(`/failure/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't validate payment, Try a different payment method",
    );
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/test/${NEXT}`));
    expect(sentBody(fetchMock, 'POST', `/api/front/payments/${TOKEN}/retry`)).toBeUndefined();
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
  });

  it("an attempt the customer left at the provider's page reads 'Payment Cancelled'", async () => {
    mockFetch([answer(result({ status: 'pending', canRetry: true }))]);
    renderApp(`/failure/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment Cancelled');
  });

  it('an order that waits no more offers no new attempt', async () => {
    mockFetch([
      answer(result({ status: 'cancelled', messageKey: 'paymentCancelled', message: 'Payment Cancelled' })),
    ]);
    renderApp(`/failure/${TOKEN}`);
    expect(await screen.findByText('This order no longer waits for a payment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('/failure without a token shows the message and the way back to checkout', async () => {
    mockFetch();
    renderApp('/failure');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't validate payment, Try a different payment method",
    );
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toBeInTheDocument();
  });
});

describe('/payment/test/{token} (TEST MODE)', () => {
  const page = route('GET', `/api/front/payments/test/${TOKEN}`, {
    body: {
      data: { orderNumber: 'WS-2026-0042', amount: 12_000, currency: 'GBP', open: true, status: 'pending' },
    },
  });

  it('is labelled TEST MODE, lists the test cards and pays with the one chosen', async () => {
    const fetchMock = mockFetch([
      page,
      route('POST', `/api/front/payments/test/${TOKEN}`, {
        body: { data: { redirectUrl: `/success/${TOKEN}` } },
      }),
      answer(result()),
    ]);
    const { router } = renderApp(`/payment/test/${TOKEN}`);
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
    expect(screen.getByText(/no real money/)).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('Fails (insufficient funds)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use card 4242 4242 4242 4242' }));
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £120.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/success/${TOKEN}`));
    expect(sentBody(fetchMock, 'POST', `/api/front/payments/test/${TOKEN}`)).toEqual({
      action: 'pay',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment authorised' })).toBeInTheDocument();
  });

  it('refuses a malformed card number before sending; Cancel goes to the failure page', async () => {
    const fetchMock = mockFetch([
      page,
      route('POST', `/api/front/payments/test/${TOKEN}`, {
        body: { data: { redirectUrl: `/failure/${TOKEN}` } },
      }),
      answer(
        result({
          status: 'cancelled',
          messageKey: 'paymentCancelled',
          message: 'Payment Cancelled',
          canRetry: true,
        }),
      ),
    ]);
    const { router } = renderApp(`/payment/test/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText(/Card number/), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £120.00' }));
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/failure/${TOKEN}`));
    expect(sentBody(fetchMock, 'POST', `/api/front/payments/test/${TOKEN}`)).toEqual({ action: 'cancel' });
    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await switchLanguage('ar');
    mockFetch([page]);
    renderApp(`/payment/test/${TOKEN}`);
    expect(await screen.findByText('وضع الاختبار')).toBeInTheDocument();
    expect(screen.getByText('تُرفض')).toBeInTheDocument();
  });
});
