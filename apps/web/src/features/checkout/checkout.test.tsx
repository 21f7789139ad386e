import { type CheckoutQuote, environments, formatMoney } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { salespersonToken, userToken } from '../../lib/auth-tokens.ts';
import { salesCustomer } from '../../lib/buyer.ts';
import {
  callsTo,
  frontSettingsFixture,
  type Handler,
  mockFetch,
  route,
  sentBody,
} from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { paymentRedirect } from '../orders/payment-redirect.ts';
import { orderDetailFixture } from '../orders/test-fixtures.ts';
import { quoteFixture } from './test-fixtures.ts';

beforeAll(async () => {
  await Promise.all([
    import('./pages/checkout-page.tsx'),
    import('./pages/order-summary-page.tsx'),
    import('./pages/thank-you-page.tsx'),
  ]);
});

/** The deployment with or without the order summary step. */
const settings = (isOrderSummaryEnabled: boolean) =>
  frontSettingsFixture({
    environment: {
      ...environments.testing_v2,
      flags: { ...environments.testing_v2.flags, isOrderSummaryEnabled },
    },
  });

const placed = {
  order: { id: 41, orderNumber: 'ORD-000041', status: 'pending', grandTotal: 15600, currency: 'GBP' },
  payment: null,
};

/** The cart's server for a customer: the quote follows the choices put to it. */
function cartServer(initial: CheckoutQuote, prefix = '/api/user'): Handler[] {
  let quote = initial;
  return [
    route('GET', `${prefix}/cart/quote`, () => ({ body: { data: quote } })),
    route('PUT', `${prefix}/cart/checkout`, (_url, init) => {
      const body = JSON.parse(String(init.body)) as Partial<CheckoutQuote['choices']>;
      quote = { ...quote, choices: { ...quote.choices, ...body } };
      const message =
        body.addressId !== undefined
          ? 'Address applied'
          : body.rateId !== undefined
            ? 'Delivery method applied'
            : body.paymentMethodId !== undefined
              ? 'Payment method applied'
              : 'Note saved';
      return { body: { data: {}, message } };
    }),
  ];
}

const summary = () => screen.findByRole('region', { name: 'Order summary' });

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/checkout', () => {
  it('asks a visitor to log in, and a salesperson to pick a customer first', async () => {
    mockFetch([]);
    const first = renderApp('/checkout');
    expect(await screen.findByText('Please login to continue the procedure')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    first.unmount();

    salespersonToken.set('sales-token-0123456789');
    mockFetch([]);
    renderApp('/checkout');
    expect(await screen.findByText('Please select a customer first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a customer in the cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('shows the server’s quote and applies each choice with its notice', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch(cartServer(quoteFixture()), { settings: settings(false) });
    renderApp('/checkout');

    const totals = await summary();
    expect(within(totals).getByText('Linen shirt')).toBeInTheDocument();
    expect(within(totals).getByText('£156.00')).toBeInTheDocument();

    const address = screen.getByRole('radiogroup', { name: 'Delivery address' });
    expect(within(address).getByRole('radio', { name: /12 Mill Lane/ })).toBeChecked();
    await userEvent.click(within(address).getByRole('radio', { name: /4 Dock Road/ }));
    expect(await screen.findByText('Address applied')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/user/cart/checkout')).toEqual({ addressId: 2 });

    const delivery = screen.getByRole('radiogroup', { name: 'Delivery method' });
    expect(within(delivery).getByText(/£5\.00 · 2–4 days/)).toBeInTheDocument();
    await userEvent.click(within(delivery).getByRole('radio', { name: /Next day/ }));
    expect(await screen.findByText('Delivery method applied')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/user/cart/checkout', -1)).toEqual({ rateId: 6 });

    const payment = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(within(payment).getByText('Test mode')).toBeInTheDocument();
    // An unavailable method is offered disabled, with its reason.
    expect(within(payment).getByRole('radio', { name: /Cheque/ })).toBeDisabled();
    expect(
      within(payment).getByText('This payment method is not available for this order'),
    ).toBeInTheDocument();
    await userEvent.click(within(payment).getByRole('radio', { name: /Card/ }));
    expect(await screen.findByText('Payment method applied')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/user/cart/checkout', -1)).toEqual({ paymentMethodId: 2 });
    // Every choice asks the server for the quote again.
    await waitFor(() => expect(callsTo(fetchMock, '/api/user/cart/quote').length).toBeGreaterThanOrEqual(4));
  });

  it('saves the note when the field is left, and adds an address from a dialog', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch(
      [
        ...cartServer(quoteFixture()),
        route('POST', '/api/user/addresses', (_url, init) => ({
          status: 201,
          body: { data: { ...JSON.parse(String(init.body)), id: 9 }, message: 'Address added successfully' },
        })),
      ],
      { settings: settings(false) },
    );
    renderApp('/checkout');
    const note = await screen.findByRole('textbox', { name: 'Note (optional)' });
    await userEvent.type(note, 'Gate 3, ring twice');
    await userEvent.tab();
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/user/cart/checkout', -1)).toEqual({ note: 'Gate 3, ring twice' });

    const quotesBefore = callsTo(fetchMock, '/api/user/cart/quote').length;
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Address line 1/ }), '9 Quay Street');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /City/ }), 'York');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Country/ }), 'United Kingdom');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new address comes back with the quote.
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/user/cart/quote').length).toBeGreaterThan(quotesBefore),
    );
  });

  it('sends a customer whose account is not approved yet to what is missing', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      route('GET', '/api/user/cart/quote', {
        status: 403,
        body: {
          code: 'accountNotApproved',
          message: 'Your Account has not been Approved by our Site Administrator...',
        },
      }),
    ]);
    renderApp('/checkout');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Your Account has not been Approved by our Site Administrator...'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'See what is missing' })).toHaveAttribute(
      'href',
      '/dashboard/approval-form',
    );
  });

  it('says there is no delivery to the address, and lists the quote’s problems with Place disabled', async () => {
    userToken.set('u'.repeat(43));
    mockFetch(
      cartServer(
        quoteFixture({
          deliveryOptions: [],
          choices: { addressId: 1, rateId: null, paymentMethodId: 1, note: null },
          problems: [{ code: 'deliveryMethodRequired' }],
        }),
      ),
      { settings: settings(false) },
    );
    renderApp('/checkout');
    expect(
      await screen.findByText(
        'We do not deliver to this address yet. Please choose another address or contact us',
      ),
    ).toBeInTheDocument();
    const totals = await summary();
    expect(within(totals).getByText('Please choose a delivery method')).toBeInTheDocument();
    expect(within(totals).getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('shows the server’s coupon refusal, and applies and removes a coupon', async () => {
    userToken.set('u'.repeat(43));
    let quote = quoteFixture();
    const fetchMock = mockFetch(
      [
        route('GET', '/api/user/cart/quote', () => ({ body: { data: quote } })),
        route('POST', '/api/user/cart/coupon', (_url, init) => {
          const { code } = JSON.parse(String(init.body)) as { code: string };
          if (code !== 'SAVE10') {
            return {
              status: 422,
              body: {
                code: 'couponNotApplicable',
                message:
                  "Coupon Code Isn't Applicable, Check the Minimum Amount Required And The Expiration Date.",
              },
            };
          }
          quote = { ...quote, coupon: { code: 'SAVE10', discount: 1250 } };
          return { body: { data: {}, message: 'Coupon applied' } };
        }),
        route('DELETE', '/api/user/cart/coupon', () => {
          quote = { ...quote, coupon: null };
          return { body: { data: {}, message: 'Coupon removed' } };
        }),
      ],
      { settings: settings(false) },
    );
    renderApp('/checkout');
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        "Coupon Code Isn't Applicable, Check the Minimum Amount Required And The Expiration Date.",
      ),
    ).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'SAVE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE10 applied: £12.50 off')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/user/cart/coupon', -1)).toEqual({ code: 'SAVE10' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Coupon removed')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
  });

  it('places the order and shows the thank-you page with the bank details; the cart is asked again', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch(
      [
        ...cartServer(quoteFixture()),
        route('POST', '/api/user/orders', {
          status: 201,
          body: { data: placed, message: 'Order placed successfully' },
        }),
        route('GET', '/api/user/orders/41', { body: { data: orderDetailFixture() } }),
      ],
      { settings: settings(false) },
    );
    const { router, queryClient } = renderApp('/checkout');
    const totals = await summary();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(within(totals).getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(router.state.location.search).toBe('?order=41');
    expect(await screen.findByText('Your order ORD-000041 has been placed.')).toBeInTheDocument();
    expect(
      screen.getByText('Pay to Atlas Wholesale Ltd, sort code 12-34-56, account 12345678.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      '/dashboard/orders/41',
    );
    expect(screen.getByText('Order placed successfully')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
    expect(callsTo(fetchMock, '/api/user/orders', 'POST')).toHaveLength(1);
    // The attempt is over: the next checkout gets a new key.
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('sends the same idempotency key when the buyer retries after a network error', async () => {
    userToken.set('u'.repeat(43));
    let attempts = 0;
    const fetchMock = mockFetch(
      [
        ...cartServer(quoteFixture()),
        (url, init) => {
          if (url.pathname !== '/api/user/orders' || init.method !== 'POST') return undefined;
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return { status: 201, body: { data: placed, message: 'Order placed successfully' } };
        },
        route('GET', '/api/user/orders/41', { body: { data: orderDetailFixture() } }),
      ],
      { settings: settings(false) },
    );
    const { router } = renderApp('/checkout');
    const place = within(await summary()).getByRole('button', { name: 'Place order' });
    await userEvent.click(place);
    expect(await screen.findByText(/Please check your internet connection/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');

    await userEvent.click(within(await summary()).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    const first = sentBody(fetchMock, 'POST', '/api/user/orders', 0) as { idempotencyKey: string };
    const second = sentBody(fetchMock, 'POST', '/api/user/orders', 1) as { idempotencyKey: string };
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('sends a card order to the payment page', async () => {
    userToken.set('u'.repeat(43));
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    mockFetch(
      [
        ...cartServer(quoteFixture({ choices: { addressId: 1, rateId: 5, paymentMethodId: 2, note: null } })),
        route('POST', '/api/user/orders', {
          status: 201,
          body: {
            data: {
              ...placed,
              order: { ...placed.order, status: 'payment-pending' },
              payment: { redirectUrl: 'https://pay.test/session/abc' },
            },
          },
        }),
      ],
      { settings: settings(false) },
    );
    const { router } = renderApp('/checkout');
    await userEvent.click(within(await summary()).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.test/session/abc'));
    expect(await screen.findByRole('button', { name: 'Taking you to the payment page…' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('with the order summary step: Review order, then place from /order-summary (a salesperson for its customer)', async () => {
    salespersonToken.set('sales-token-0123456789');
    salesCustomer.set('7');
    const prefix = '/api/salesperson/customers/7';
    const fetchMock = mockFetch(
      [
        ...cartServer(
          quoteFixture({ choices: { addressId: 1, rateId: 5, paymentMethodId: 1, note: 'Gate 3' } }),
          prefix,
        ),
        route('POST', `${prefix}/orders`, { status: 201, body: { data: placed } }),
        route('GET', '/api/salesperson/orders/41', { body: { data: orderDetailFixture() } }),
      ],
      { settings: settings(true) },
    );
    const { router } = renderApp('/checkout');
    // A salesperson adds no address for its customer here.
    expect(await screen.findByRole('radiogroup', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
    await userEvent.click(within(await summary()).getByRole('link', { name: 'Review order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-summary');
    expect(screen.getByText('Gate 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/checkout');
    expect(callsTo(fetchMock, `${prefix}/orders`, 'POST')).toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=41'));
    expect(await screen.findByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      '/salesperson/orders/41',
    );
    const [, init] = callsTo(fetchMock, `${prefix}/orders`, 'POST')[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer sales-token-0123456789');
  });
});

describe('/checkout in Arabic', () => {
  it('reads right to left, with the texts and the money in Arabic', async () => {
    await switchLanguage('ar');
    userToken.set('u'.repeat(43));
    mockFetch(cartServer(quoteFixture()), { settings: settings(false) });
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'إتمام الطلب' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const totals = await screen.findByRole('region', { name: 'ملخص الطلب' });
    expect(
      within(totals).getByText(formatMoney(15600, 'GBP', 'ar').replace(/\s+/g, ' ')),
    ).toBeInTheDocument();
    expect(within(totals).getByRole('button', { name: 'تقديم الطلب' })).toBeEnabled();
    expect(screen.getByRole('radiogroup', { name: 'طريقة الدفع' })).toBeInTheDocument();
    expect(screen.getByText('وضع الاختبار')).toBeInTheDocument();
  });
});

describe('/thank-you', () => {
  it('is a friendly generic page without an order, or for one the buyer cannot see', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      route('GET', '/api/user/orders/999', { status: 404, body: { code: 'notFound', message: 'Not found' } }),
    ]);
    const first = renderApp('/thank-you');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/dashboard/orders');
    first.unmount();

    renderApp('/thank-you?order=999');
    expect(
      await screen.findByText('Your orders and their progress are in your account.'),
    ).toBeInTheDocument();
  });

  it('tells a card buyer whose payment is not confirmed yet what happens next', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      route('GET', '/api/user/orders/41', {
        body: { data: orderDetailFixture({ status: 'payment-pending', paymentMethodCode: 'card' }) },
      }),
    ]);
    renderApp('/thank-you?order=41');
    expect(
      await screen.findByText(/We are waiting for your bank to confirm the card payment/),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
  });
});
