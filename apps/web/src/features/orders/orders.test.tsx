import { environments, formatMoney } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userToken } from '../../lib/auth-tokens.ts';
import { callsTo, frontSettingsFixture, mockFetch, route } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { customerFixture } from '../account/test-fixtures.ts';
import { paymentRedirect } from './payment-redirect.ts';
import { orderDetailFixture, orderSummaryFixture } from './test-fixtures.ts';

beforeAll(async () => {
  await Promise.all([import('./pages/orders-page.tsx'), import('./pages/order-page.tsx')]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const profile = route('GET', '/api/user/profile', { body: { data: customerFixture() } });
const page = <T,>(items: T[], meta: Partial<{ total: number; page: number; pageCount: number }> = {}) => ({
  body: { data: { items, meta: { total: items.length, page: 1, perPage: 20, pageCount: 1, ...meta } } },
});

describe('/dashboard/orders', () => {
  it('lists the orders; the status filter and the page live in the URL', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/user/orders', (url) =>
        url.searchParams.get('status') === 'shipped'
          ? page([orderSummaryFixture({ id: 42, orderNumber: 'ORD-000042', status: 'shipped' })])
          : page([orderSummaryFixture()], {
              total: 25,
              pageCount: 2,
              page: Number(url.searchParams.get('page') ?? 1),
            }),
      ),
    ]);
    const { router } = renderApp('/dashboard/orders?page=2');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(table).getByRole('row', { name: /ORD-000041/ });
    expect(within(row).getByText('Pending review')).toBeInTheDocument();
    expect(within(row).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(row).getByText('10 items')).toBeInTheDocument();
    expect(within(row).getByText('£156.00')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open order ORD-000041' })).toHaveAttribute(
      'href',
      '/dashboard/orders/41',
    );
    expect(callsTo(fetchMock, '/api/user/orders').at(-1)?.[0].searchParams.get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    expect(await screen.findByRole('row', { name: /ORD-000042/ })).toBeInTheDocument();
    // A new filter starts at the first page.
    expect(router.state.location.search).toBe('?status=shipped');
    const [url, init] = callsTo(fetchMock, '/api/user/orders').at(-1) ?? [];
    expect(url?.searchParams.get('status')).toBe('shipped');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${'u'.repeat(43)}`);
  });

  it('names the statuses and the money in Arabic', async () => {
    await switchLanguage('ar');
    userToken.set('u'.repeat(43));
    mockFetch([
      profile,
      route('GET', '/api/user/orders', page([orderSummaryFixture({ status: 'shipped' })])),
    ]);
    renderApp('/dashboard/orders');
    const row = await screen.findByRole('row', { name: /ORD-000041/ });
    expect(within(row).getByText('تم الشحن')).toBeInTheDocument();
    expect(within(row).getByText('لم يُدفع بعد')).toBeInTheDocument();
    expect(within(row).getByText('10 قطع')).toBeInTheDocument();
    expect(within(row).getByText(formatMoney(15600, 'GBP', 'ar').replace(/\s+/g, ' '))).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([profile, route('GET', '/api/user/orders', page([]))]);
    renderApp('/dashboard/orders');
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/products');
  });
});

describe('/dashboard/orders/{id}', () => {
  it('shows the order and cancels it after a confirmation', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/user/orders/41', { body: { data: orderDetailFixture() } }),
      route('POST', '/api/user/orders/41/cancel', {
        body: {
          data: orderDetailFixture({
            status: 'cancelled',
            canCancel: false,
            history: [
              ...orderDetailFixture().history,
              {
                fromStatus: 'pending',
                toStatus: 'cancelled',
                note: null,
                actorKind: 'customer',
                createdAt: '2026-11-21T09:00:00.000Z',
              },
            ],
          }),
          message: 'The order has been cancelled',
        },
      }),
    ]);
    renderApp('/dashboard/orders/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' })).toBeInTheDocument();
    expect(screen.getByText('Leave at the loading bay')).toBeInTheDocument();
    expect(screen.getByText('Mainland UK: Standard · 2–4 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order ORD-000041?' });
    // Keeping the order calls nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/user/orders/41/cancel', 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the order' }),
    );
    expect(await screen.findByText('The order has been cancelled')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Order progress' });
    expect(within(history).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(callsTo(fetchMock, '/api/user/orders/41/cancel', 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal to cancel', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      profile,
      route('GET', '/api/user/orders/41', { body: { data: orderDetailFixture() } }),
      route('POST', '/api/user/orders/41/cancel', {
        status: 409,
        body: { code: 'orderNotCancellable', message: 'This order can no longer be cancelled' },
      }),
    ]);
    renderApp('/dashboard/orders/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the order' }),
    );
    expect(await screen.findByText(/This order can no longer be cancelled/)).toBeInTheDocument();
  });

  it('orders again: says what went back in the cart and what could not, and why', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/user/orders/41', { body: { data: orderDetailFixture({ canCancel: false }) } }),
      route('POST', '/api/user/orders/41/reorder', {
        body: {
          data: {
            added: 1,
            skipped: [
              {
                title: 'Wool scarf',
                sku: 'WS-9',
                problem: { code: 'unavailable', params: { value: 'Wool scarf' } },
              },
            ],
            cart: {},
          },
        },
      }),
    ]);
    const { queryClient } = renderApp('/dashboard/orders/41');
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    const notice = await screen.findByText('1 item was added to your cart.');
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByText('Wool scarf (WS-9): This Wool scarf is Unavailable.')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
    expect(callsTo(fetchMock, '/api/user/orders/41/reorder', 'POST')).toHaveLength(1);
  });

  it('pays a card order waiting for its payment again', async () => {
    userToken.set('u'.repeat(43));
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    mockFetch([
      profile,
      route('GET', '/api/user/orders/41', {
        body: {
          data: orderDetailFixture({
            status: 'payment-pending',
            paymentMethodCode: 'card',
            paymentToken: 'tok_abc',
          }),
        },
      }),
      route('POST', '/api/front/payments/tok_abc/retry', {
        body: { data: { redirectUrl: 'https://pay.test/s/2' } },
      }),
    ]);
    renderApp('/dashboard/orders/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.test/s/2'));
  });

  it('shows the shipment with its tracking link; no Print where the deployment prints no orders', async () => {
    userToken.set('u'.repeat(43));
    mockFetch(
      [
        profile,
        route('GET', '/api/user/orders/41', {
          body: {
            data: orderDetailFixture({
              status: 'shipped',
              canCancel: false,
              shipmentName: 'Parcelforce',
              shipmentUrl: 'https://track.test/PF123',
              shippedAt: '2026-11-22T09:00:00.000Z',
            }),
          },
        }),
      ],
      {
        settings: frontSettingsFixture({
          environment: {
            ...environments.testing_v2,
            flags: { ...environments.testing_v2.flags, isOrderPrintable: false },
          },
        }),
      },
    );
    renderApp('/dashboard/orders/41');
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText(/Parcelforce/)).toBeInTheDocument();
    expect(within(shipment).getByRole('link', { name: 'Track the shipment' })).toHaveAttribute(
      'href',
      'https://track.test/PF123',
    );
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('offers the printed invoice as a PDF, fetched with the customer’s token', async () => {
    userToken.set('u'.repeat(43));
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/user/orders/41', { body: { data: orderDetailFixture({ status: 'delivered' }) } }),
      route('GET', '/api/user/orders/41/invoice', {
        body: { data: { id: 5, invoiceNumber: 'INV-000005', invoiceDate: '2026-11-20' } },
      }),
      route('GET', '/api/user/orders/41/invoice.pdf', { body: { pdf: true } }),
    ]);
    renderApp('/dashboard/orders/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice INV-000005 (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [, init] = callsTo(fetchMock, '/api/user/orders/41/invoice.pdf')[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${'u'.repeat(43)}`);
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('another customer’s order is not found', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      profile,
      route('GET', '/api/user/orders/77', { status: 404, body: { code: 'notFound', message: 'Not found' } }),
    ]);
    renderApp('/dashboard/orders/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
