import {
  type AdminCartRecord,
  type AdminOrderDetail,
  environments,
  type OrderSummaryRecord,
} from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, page } from '../../back-office/test-helpers.ts';
import { orderDetailFixture, orderSummaryFixture } from '../../features/orders/test-fixtures.ts';
import { callsTo, frontSettingsFixture, mockFetch, route, sentBody } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { adminScreenTests, conflict, openAdmin, profileHandler } from '../test-helpers.ts';

const notices = adminScreenTests(
  () => import('./orders-list-page.tsx'),
  () => import('./order-detail-page.tsx'),
);

const summary = (overrides: Partial<OrderSummaryRecord> = {}) =>
  orderSummaryFixture({ salespersonName: 'Omar Khalil', ...overrides });

const detail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...orderDetailFixture({ status: 'processing', paymentStatus: 'captured' }),
  customer: {
    id: 7,
    name: 'Layla Haddad',
    companyName: 'Haddad Textiles Ltd',
    email: 'layla@haddad.test',
    phone: '+447700900123',
  },
  salesperson: { id: 3, name: 'Omar Khalil' },
  nextStatuses: ['shipped', 'cancelled'],
  notes: [],
  ...overrides,
});

const cart = (overrides: Partial<AdminCartRecord> = {}): AdminCartRecord => ({
  id: 9,
  customerId: 7,
  customerName: 'Layla Haddad',
  companyName: 'Haddad Textiles Ltd',
  email: 'layla@haddad.test',
  salespersonName: null,
  items: 3,
  quantity: 24,
  value: 48000,
  updatedAt: '2026-11-12T09:00:00.000Z',
  reminderSentAt: null,
  ...overrides,
});

const orderList = (items: OrderSummaryRecord[], totals = { count: items.length, grandTotal: 0 }) => {
  const answer = page(items);
  return { body: { data: { ...answer.body.data, totals } } };
};

const detailRoutes = (order: AdminOrderDetail) => [
  route('GET', `/api/admin/orders/${order.id}`, { body: { data: order } }),
  route('GET', `/api/admin/orders/${order.id}/payments`, { body: { data: [] } }),
  route('GET', '/api/admin/invoices', page([])),
];

describe('admin orders list', () => {
  it('sends the filters of the URL, shows them back, and says how many orders and for how much', async () => {
    const { fetchMock, router } = openAdmin(
      '/admin-panel/secure/order?status=processing&from=2026-11-01&to=2026-11-30&customerId=7&search=ORD-0000',
      [
        route('GET', '/api/admin/orders', orderList([summary()], { count: 12, grandTotal: 1234500 })),
        route('GET', '/api/admin/users/7', {
          body: {
            data: { id: 7, firstName: 'Layla', lastName: 'Haddad', companyName: 'Haddad Textiles Ltd' },
          },
        }),
      ],
    );
    expect(await screen.findByRole('link', { name: 'ORD-000041' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/order/41',
    );
    const query = Object.fromEntries(callsTo(fetchMock, '/api/admin/orders').at(-1)?.[0].searchParams ?? []);
    expect(query).toMatchObject({
      status: 'processing',
      from: '2026-11-01',
      to: '2026-11-30',
      customerId: '7',
      search: 'ORD-0000',
      sort: '-createdAt',
    });
    expect(screen.getByText('12 orders · £12,345.00')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filter the orders' });
    expect(within(filters).getByLabelText('From')).toHaveValue('2026-11-01');
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Processing');
    expect(
      await within(filters).findByDisplayValue('Layla Haddad (Haddad Textiles Ltd)'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Orders/ });
    expect(within(table).getByRole('link', { name: 'Layla Haddad' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/users/7',
    );
    expect(within(table).getByText('Omar Khalil')).toBeInTheDocument();

    // A filter chosen goes to the URL (and back to the first page).
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Payment status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(router.state.location.search).toContain('paymentStatus=captured'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/orders').at(-1)?.[0].searchParams.get('paymentStatus')).toBe(
        'captured',
      ),
    );
  });

  it('finds a customer by name for the customer filter', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/order', [
      route('GET', '/api/admin/orders', orderList([summary()])),
      route('GET', '/api/admin/users', (url) =>
        page(
          url.searchParams.get('search') === 'Lay'
            ? [
                customer({
                  id: 7,
                  firstName: 'Layla',
                  lastName: 'Haddad',
                  companyName: 'Haddad Textiles Ltd',
                }),
              ]
            : [],
        ),
      ),
      route('GET', '/api/admin/users/7', {
        body: {
          data: customer({
            id: 7,
            firstName: 'Layla',
            lastName: 'Haddad',
            companyName: 'Haddad Textiles Ltd',
          }),
        },
      }),
    ]);
    await screen.findByRole('link', { name: 'ORD-000041' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'Lay');
    await userEvent.click(await screen.findByRole('option', { name: 'Layla Haddad (Haddad Textiles Ltd)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?customerId=7'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/orders').at(-1)?.[0].searchParams.get('customerId')).toBe('7'),
    );
  });

  it('says so when no order matches', async () => {
    openAdmin('/admin-panel/secure/order', [route('GET', '/api/admin/orders', orderList([]))]);
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('0 orders · £0.00')).toBeInTheDocument();
  });

  it('switches to the abandoned carts and back, keeping the choice in the URL', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/order?status=pending', [
      route('GET', '/api/admin/orders', orderList([summary()])),
      route('GET', '/api/admin/carts', page([cart()])),
    ]);
    await screen.findByRole('link', { name: 'ORD-000041' });
    await userEvent.click(screen.getByRole('button', { name: 'Abandoned carts' }));
    await waitFor(() => expect(router.state.location.search).toBe('?abandoned=true'));
    const table = await screen.findByRole('table', { name: /^Abandoned carts/ });
    expect(within(table).getByRole('link', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(within(table).getByText('£480.00')).toBeInTheDocument();
    expect(within(table).getByText('Not yet')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/carts').at(-1)?.[0].searchParams.get('abandoned')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Orders' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: /^Orders/ })).toBeInTheDocument();
  });
});

describe('admin order detail', () => {
  it('shows the order and offers only its next statuses; a refused move says why', async () => {
    const order = detail();
    const { fetchMock } = openAdmin('/admin-panel/secure/order/41', [
      ...detailRoutes(order),
      route(
        'POST',
        '/api/admin/orders/41/status',
        conflict('shipmentRequired', 'Enter the shipping information before marking the order as shipped'),
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Omar Khalil' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/salespeople/3',
    );
    expect(screen.getByText('Leave at the loading bay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    const moves = screen.getAllByRole('button', { name: /^Mark as / }).map((b) => b.textContent);
    expect(moves).toEqual(['Mark as Shipped', 'Mark as Cancelled']);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order ORD-000041 as Shipped?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note for the history (optional)' }),
      'DPD',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the status' }));
    expect(
      await within(dialog).findByText('Enter the shipping information before marking the order as shipped'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/orders/41/status')).toEqual({
      status: 'shipped',
      note: 'DPD',
    });
  });

  it('cancelling warns that card authorisations are released, then shows the new status', async () => {
    const order = detail();
    const { fetchMock } = openAdmin('/admin-panel/secure/order/41', [
      ...detailRoutes(order),
      route('POST', '/api/admin/orders/41/status', {
        body: {
          data: detail({ status: 'cancelled', nextStatuses: [] }),
          message: 'The order is now Cancelled',
        },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Cancelled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order ORD-000041 as Cancelled?' });
    expect(within(dialog).getByText(/releases any card authorisation/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the status' }));
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('The order is now Cancelled'));
    expect(await screen.findByText('This order cannot move to another status.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/orders/41/status')).toEqual({
      status: 'cancelled',
      note: null,
    });
  });

  it('checks the shipment form before sending it, then saves it', async () => {
    const order = detail();
    const { fetchMock } = openAdmin('/admin-panel/secure/order/41', [
      ...detailRoutes(order),
      route('PUT', '/api/admin/orders/41/shipment', {
        body: {
          data: detail({
            status: 'shipped',
            shipmentName: 'DPD',
            shipmentUrl: 'https://track.dpd.test/1',
            nextStatuses: ['delivered'],
          }),
          message: 'The order is now Shipped',
        },
      }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' });
    expect(screen.getByText('Saving marks this order as shipped.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save the shipment' });
    await userEvent.click(save);
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: /Carrier/ }), 'DPD');
    await userEvent.type(screen.getByRole('textbox', { name: /Tracking address/ }), 'track.dpd.test/1');
    await userEvent.click(save);
    expect(
      await screen.findByText('Enter the tracking address, starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/orders/41/shipment', 'PUT')).toHaveLength(0);

    const url = screen.getByRole('textbox', { name: /Tracking address/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://track.dpd.test/1');
    await userEvent.click(save);
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('The order is now Shipped'));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/orders/41/shipment')).toEqual({
      name: 'DPD',
      url: 'https://track.dpd.test/1',
    });
    expect(await screen.findByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track the shipment' })).toHaveAttribute(
      'href',
      'https://track.dpd.test/1',
    );
  });

  it('says what is wrong with the shipment in Arabic', async () => {
    await switchLanguage('ar');
    openAdmin('/admin-panel/secure/order/41', detailRoutes(detail()));
    const save = await screen.findByRole('button', { name: 'حفظ بيانات الشحن' });
    await userEvent.type(screen.getByRole('textbox', { name: /رابط التتبع/ }), 'ftp://x.test');
    await userEvent.click(save);
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeInTheDocument();
    expect(screen.getByText('أدخل رابط التتبّع، ويبدأ بـ http:// أو https://')).toBeInTheDocument();
  });

  it('adds an internal note and shows it', async () => {
    const note = {
      id: 1,
      body: 'Customer asked for a call before delivery',
      adminName: 'Sarah Whitfield',
      createdAt: '2026-11-21T09:00:00.000Z',
    };
    const { fetchMock } = openAdmin('/admin-panel/secure/order/41', [
      ...detailRoutes(detail()),
      route('POST', '/api/admin/orders/41/notes', {
        body: { data: detail({ notes: [note] }), message: 'Note added' },
      }),
    ]);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /New note/ }), note.body);
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText(note.body)).toBeInTheDocument();
    expect(screen.getByText(/^Sarah Whitfield · /)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/orders/41/notes')).toEqual({ body: note.body });
  });

  it('an unknown order is not found', async () => {
    openAdmin('/admin-panel/secure/order/99', [
      route('GET', '/api/admin/orders/99', { status: 404, body: { code: 'notFound', message: 'Not found' } }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers no Print where the deployment does not print orders', async () => {
    mockFetch([profileHandler(false), ...detailRoutes(detail())], {
      settings: frontSettingsFixture({
        environment: {
          ...environments.testing_v2,
          flags: { ...environments.testing_v2.flags, isOrderPrintable: false },
        },
      }),
    });
    renderApp('/admin-panel/secure/order/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
