import type { PaymentRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from '../../back-office/test-helpers.ts';
import { adminToken } from '../../lib/auth-tokens.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, mockFetch, route, sentBody } from '../../test/fetch-mock.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { PaymentActions } from './payment-actions.tsx';

const payment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 31,
  orderId: 9,
  method: 'card',
  provider: 'stripe',
  status: 'authorized',
  amount: 12_000,
  capturedAmount: 0,
  refundedAmount: 0,
  currency: 'GBP',
  failureReason: null,
  reference: null,
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const done = (p: PaymentRecord, message: string) => ({
  body: { data: { payment: p, orderPaymentStatus: p.status }, message },
});

beforeEach(async () => {
  adminToken.set(ADMIN_TOKEN);
  await switchLanguage('en');
});

describe('<PaymentActions>', () => {
  it('capture asks first, then captures and says so', async () => {
    const fetchMock = mockFetch([
      route(
        'POST',
        '/api/admin/payments/31/capture',
        done(payment({ status: 'captured' }), 'The payment has been captured'),
      ),
    ]);
    renderWithProviders(<PaymentActions orderId={9} payments={[payment()]} />);
    expect(screen.getByText('Authorised')).toBeInTheDocument();
    expect(screen.getByText('Stripe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Capture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Capture this payment?' });
    expect(dialog).toHaveTextContent("£120.00 will be taken from the customer's card.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Capture payment' }));
    expect(await screen.findByText('The payment has been captured')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/payments/31/capture', 'POST')).toHaveLength(1);
    expect(
      new Headers(callsTo(fetchMock, '/api/admin/payments/31/capture', 'POST')[0]?.[1].headers).get(
        'Authorization',
      ),
    ).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('cancel warns that it may incur fees and cannot be undone; closing it does nothing', async () => {
    const fetchMock = mockFetch([
      route(
        'POST',
        '/api/admin/payments/31/cancel',
        done(payment({ status: 'cancelled' }), 'The authorisation has been cancelled'),
      ),
    ]);
    renderWithProviders(<PaymentActions orderId={9} payments={[payment()]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this authorisation?' });
    expect(dialog).toHaveTextContent('Cancelling may incur fees and cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(callsTo(fetchMock, '/api/admin/payments/31/cancel', 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this authorisation?' })).getByRole('button', {
        name: 'Cancel authorisation',
      }),
    );
    expect(await screen.findByText('The authorisation has been cancelled')).toBeInTheDocument();
  });

  it('refund offers what is left, sends minor units, and shows the server refusal', async () => {
    const captured = payment({ status: 'partially_refunded', capturedAmount: 12_000, refundedAmount: 2_000 });
    const fetchMock = mockFetch([
      route('POST', '/api/admin/payments/31/refund', {
        status: 409,
        body: { code: 'refundTooLarge', message: 'You can refund at most £100.00 of this payment' },
      }),
    ]);
    renderWithProviders(<PaymentActions orderId={9} payments={[captured]} />);
    expect(screen.queryByRole('button', { name: 'Capture' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment' });
    expect(dialog).toHaveTextContent('At most £100.00 can be refunded.');
    const field = within(dialog).getByLabelText(/Amount to refund/);
    expect(field).toHaveValue('100.00');
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Must be a number')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/payments/31/refund', 'POST')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '25.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/You can refund at most £100.00 of this payment/)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/payments/31/refund')).toEqual({ amount: 2550 });
  });

  it('records an offline payment with its method, reference and note', async () => {
    const fetchMock = mockFetch([
      route(
        'POST',
        '/api/admin/orders/9/payments',
        done(
          payment({ id: 32, method: 'cheque', provider: 'offline', status: 'captured' }),
          'The payment has been recorded',
        ),
      ),
    ]);
    const { unmount } = renderWithProviders(
      <PaymentActions
        orderId={9}
        payments={[payment({ status: 'failed', failureReason: 'card_declined' })]}
      />,
    );
    expect(screen.getByText('card_declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Capture' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<PaymentActions orderId={9} payments={[]} currency="GBP" />);
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment received' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cheque' }));
    await userEvent.type(within(dialog).getByLabelText(/Amount received/), '450');
    await userEvent.type(within(dialog).getByLabelText(/Reference/), 'CHQ 001234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The payment has been recorded')).toBeInTheDocument();
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', '/api/admin/orders/9/payments')).toEqual({
        amount: 45_000,
        method: 'cheque',
        reference: 'CHQ 001234',
        note: null,
      }),
    );
  });

  it('reads in Arabic', async () => {
    await switchLanguage('ar');
    mockFetch();
    renderWithProviders(<PaymentActions orderId={9} payments={[payment()]} />);
    expect(screen.getByRole('heading', { name: 'المدفوعات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحصيل' })).toBeInTheDocument();
    expect(screen.getByText('مفوَّضة')).toBeInTheDocument();
  });
});
