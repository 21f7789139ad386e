import type { ReturnOrderChoice } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '../back-office/test-helpers.ts';
import { notify } from '../components/ui/toast/notify.ts';
import {
  collectableOrderFixture,
  collectionFixture,
  returnableOrderFixture,
  returnDetailFixture,
  returnSummaryFixture,
} from '../features/returns/test-fixtures.ts';
import { salespersonToken } from '../lib/auth-tokens.ts';
import { callsTo, mockFetch, route, sentBody } from '../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../test/render.tsx';

/*
 * The salesperson's "my returns" and "my collections" (SPEC 2, ADR 0057): a request filed for one
 * of its customers from any of their delivered orders, and money collected recorded against an
 * order that still owes it; the server's refusals shown, in Arabic too.
 */

beforeAll(async () => {
  await Promise.all([import('./salesperson-layout.tsx'), import('./returns-pages.tsx')]);
}, 60_000);

beforeEach(async () => {
  salespersonToken.set('sales-token-0123456789');
  await switchLanguage('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const profile = route('GET', '/api/salesperson/profile', {
  body: {
    data: {
      id: 3,
      firstName: 'Omar',
      lastName: 'Khalil',
      email: 'sales@wholesale.test',
      phone: '07700900456',
      code: 'SP-001',
    },
  },
});

const AR_AMOUNT_POSITIVE = 'يجب أن يكون المبلغ أكبر من صفر';

const choice = (overrides: Partial<ReturnOrderChoice> = {}): ReturnOrderChoice => ({
  orderId: 41,
  orderNumber: 'ORD-000041',
  customerId: 7,
  customerName: 'Layla Haddad',
  status: 'delivered',
  createdAt: '2026-11-10T10:00:00.000Z',
  ...overrides,
});

describe('/salesperson/returns', () => {
  it("offers every delivered order of its customers, files a return for one, and lists its customers' requests", async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/salesperson/returns/orders', {
        body: {
          data: [choice(), choice({ orderId: 44, orderNumber: 'ORD-000044', customerName: 'Sami Nasser' })],
        },
      }),
      route('GET', '/api/salesperson/returns/order/44', {
        body: {
          data: returnableOrderFixture({
            orderId: 44,
            orderNumber: 'ORD-000044',
            customerName: 'Sami Nasser',
          }),
        },
      }),
      route(
        'GET',
        '/api/salesperson/returns',
        page([returnSummaryFixture({ customerName: 'Layla Haddad' })]),
      ),
      route('POST', '/api/salesperson/returns', {
        status: 201,
        body: {
          data: returnDetailFixture({ filedBy: 'salesperson' }),
          message: 'The request has been filed',
        },
      }),
    ]);
    const { router } = renderApp('/salesperson/returns');
    const table = await screen.findByRole('table', { name: 'Refund and return requests' });
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /R-1005.*Layla Haddad/ })).toBeInTheDocument();

    const picker = await screen.findByRole('combobox', { name: 'Choose a delivered order' });
    expect(within(picker).getByRole('option', { name: 'ORD-000041 · Layla Haddad' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, '44');
    await waitFor(() => expect(router.state.location.search).toBe('?order=44'));
    const form = await screen.findByRole('region', { name: 'Request a return for order ORD-000044' });
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Units of Oxford shirt' }), '1');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Wrong colour for one team');
    await userEvent.click(within(form).getByRole('radio', { name: 'Refund only' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The request has been filed'));
    expect(sentBody(fetchMock, 'POST', '/api/salesperson/returns')).toMatchObject({
      orderId: 44,
      kind: 'refund',
      lines: [{ orderItemId: 301, qty: 1 }],
    });
    const [, init] = callsTo(fetchMock, '/api/salesperson/returns', 'POST')[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer sales-token-0123456789');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when none of its customers has a delivered order', async () => {
    mockFetch([
      profile,
      route('GET', '/api/salesperson/returns/orders', { body: { data: [] } }),
      route('GET', '/api/salesperson/returns', page([])),
    ]);
    renderApp('/salesperson/returns');
    expect(
      await screen.findByText("None of your customers' orders can be returned at the moment."),
    ).toBeInTheDocument();
    expect(await screen.findByText('There are no refund or return requests yet.')).toBeInTheDocument();
  });
});

describe('/salesperson/collections', () => {
  const collectionRoutes = (post: Parameters<typeof route>[2]) => [
    profile,
    route('GET', '/api/salesperson/collections/orders', { body: { data: [collectableOrderFixture()] } }),
    route(
      'GET',
      '/api/salesperson/collections',
      page([collectionFixture({ status: 'rejected', reviewNote: 'No receipt' })]),
    ),
    route('POST', '/api/salesperson/collections', post),
  ];

  async function fillIn(amount: string) {
    const form = await screen.findByRole('region', { name: 'Record a collection' });
    await userEvent.click(within(form).getByRole('combobox', { name: /^Order/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'ORD-000041 · Layla Haddad · owes £42.00' }),
    );
    expect(within(form).getByText('At most £42.00, what the order still owes')).toBeInTheDocument();
    const field = within(form).getByRole('textbox', { name: /^Amount/ });
    await userEvent.clear(field);
    if (amount) await userEvent.type(field, amount);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Reference/ }), 'RC-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Record collection' }));
    return form;
  }

  it('records money collected against an order that owes it, in minor units, and lists what it recorded', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = mockFetch(
      collectionRoutes({
        status: 201,
        body: { data: collectionFixture({ amount: 1250 }), message: 'The collection has been recorded' },
      }),
    );
    renderApp('/salesperson/collections');
    const table = await screen.findByRole('table', { name: 'Collections' });
    const row = within(table).getByRole('row', { name: /ORD-000041/ });
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).getByText('No receipt')).toBeInTheDocument();
    expect(within(row).getByText('£30.00')).toBeInTheDocument();

    await fillIn('12.50');
    await waitFor(() => expect(success).toHaveBeenCalledWith('The collection has been recorded'));
    expect(sentBody(fetchMock, 'POST', '/api/salesperson/collections')).toMatchObject({
      orderId: 41,
      amount: 1250,
      method: 'cash',
      reference: 'RC-2',
    });
  });

  it('refuses a zero amount in the form, and shows the server’s refusal of more than is owed', async () => {
    const fetchMock = mockFetch(
      collectionRoutes({
        status: 409,
        body: {
          code: 'collectionExceedsBalance',
          message: 'The amount is more than the £42.00 still owed on this order',
        },
      }),
    );
    renderApp('/salesperson/collections');
    const form = await fillIn('0');
    expect(await within(form).findByText('The amount must be more than zero')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/salesperson/collections', 'POST')).toHaveLength(0);

    const amount = within(form).getByRole('textbox', { name: /^Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Record collection' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The amount is more than the £42.00 still owed on this order',
    );
  });

  it('in Arabic: the form and its zero-amount refusal are translated', async () => {
    await switchLanguage('ar');
    const fetchMock = mockFetch(collectionRoutes({ status: 500, body: {} }));
    renderApp('/salesperson/collections');
    const form = await screen.findByRole('region', { name: 'تسجيل تحصيل' });
    const amount = within(form).getByRole('textbox', { name: /^المبلغ/ });
    await userEvent.type(amount, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'تسجيل التحصيل' }));
    expect(await within(form).findByText(AR_AMOUNT_POSITIVE)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/salesperson/collections', 'POST')).toHaveLength(0);
  });
});
