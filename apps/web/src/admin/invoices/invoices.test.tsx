import { type AdminOrderDetail, environments, type InvoiceSummaryRecord, zatcaQrPayload } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { invoice, summary } from '../../back-office/invoices/test-fixtures.ts';
import { page } from '../../back-office/test-helpers.ts';
import { orderDetailFixture, orderSummaryFixture } from '../../features/orders/test-fixtures.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, frontSettingsFixture, mockFetch, route, sentBody } from '../../test/fetch-mock.ts';
import { fill } from '../../test/fill.ts';
import { renderApp } from '../../test/render.tsx';
import { adminScreenTests, conflict, invalid, openAdmin, profileHandler } from '../test-helpers.ts';

const notices = adminScreenTests(
  () => import('./invoices-list-page.tsx'),
  () => import('./invoice-detail-page.tsx'),
  () => import('../orders/order-detail-page.tsx'),
);

describe('admin invoices list', () => {
  it('sends the filters of the URL and links each invoice, its order and its customer', async () => {
    const { fetchMock } = openAdmin(
      '/admin-panel/secure/invoices?status=printed&from=2026-11-01&search=INV',
      [
        route(
          'GET',
          '/api/admin/invoices',
          page([summary({ status: 'printed', printedAt: '2026-11-21T10:00:00Z' })]),
        ),
      ],
    );
    expect(await screen.findByRole('link', { name: 'INV-000005' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/invoices/5',
    );
    expect(screen.getByRole('link', { name: 'ORD-000041' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/order/41',
    );
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getByText('£299.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Invoices/ });
    expect(within(table).getByText('Printed')).toBeInTheDocument();
    const query = Object.fromEntries(
      callsTo(fetchMock, '/api/admin/invoices').at(-1)?.[0].searchParams ?? [],
    );
    expect(query).toMatchObject({
      status: 'printed',
      from: '2026-11-01',
      search: 'INV',
      sort: '-invoiceNumber',
    });
  });

  it('says so when there are none', async () => {
    openAdmin('/admin-panel/secure/invoices', [route('GET', '/api/admin/invoices', page([]))]);
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  });

  it('creates an invoice from a chosen order, after saying an order must be chosen and the date format', async () => {
    const made = invoice({ id: 9, invoiceNumber: 'INV-000009' });
    const { fetchMock, router } = openAdmin('/admin-panel/secure/invoices', [
      route('GET', '/api/admin/invoices', page([])),
      route('GET', '/api/admin/orders', {
        body: { data: { ...page([orderSummaryFixture()]).body.data, totals: { count: 1, grandTotal: 0 } } },
      }),
      route('POST', '/api/admin/invoices', {
        status: 201,
        body: { data: made, message: 'Invoice INV-000009 created' },
      }),
      route('GET', '/api/admin/invoices/9', { body: { data: made } }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an invoice' });
    const date = within(dialog).getByRole('textbox', { name: /^Invoice date/ });
    await userEvent.clear(date);
    await fill(date, '2026-11-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByText('An order must be chosen')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Wrong Date Format, Enter Date in DD/MM/YYYY Format'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/invoices', 'POST')).toHaveLength(0);

    await userEvent.clear(date);
    await fill(date, '20/11/2026');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Order/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^ORD-000041/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/invoices/9'));
    // What was typed: the API reads the date with the same schema.
    expect(sentBody(fetchMock, 'POST', '/api/admin/invoices')).toEqual({
      orderId: 41,
      invoiceDate: '20/11/2026',
      note: '',
    });
    expect(notices.success).toHaveBeenCalledWith('Invoice INV-000009 created');
  });
});

describe('admin invoice screen', () => {
  it('shows the document with every field, saves an edit, and prints only after asking', async () => {
    const draft = invoice();
    const printed = invoice({ status: 'printed', printedAt: '2026-11-21T10:00:00.000Z' });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { fetchMock } = openAdmin('/admin-panel/secure/invoices/5', [
      route('GET', '/api/admin/invoices/5', { body: { data: draft } }),
      route('PUT', '/api/admin/invoices/5', {
        body: {
          data: invoice({ invoiceDate: '2026-11-22', taxPoint: '2026-11-22' }),
          message: 'Invoice updated',
        },
      }),
      route('POST', '/api/admin/invoices/5/print', {
        body: { data: printed, message: 'Invoice INV-000005 printed and committed' },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000005' })).toBeInTheDocument();
    // HMRC's fields: supplier, VAT number, number, date, tax point, customer, lines, rates, totals.
    const doc = screen
      .getByRole('heading', { name: 'VAT invoice' })
      .closest('.invoice-document') as HTMLElement;
    for (const text of [
      'Wholesale Ltd',
      'GB123456789',
      'Invoice number',
      'Tax point',
      'Unit price (ex VAT)',
      'VAT rate',
      'Olive oil 5 l',
      '£100.00',
      '£42.00',
      '£252.00',
      '12-34-56',
      'Draft: not yet committed',
    ]) {
      expect(within(doc).getAllByText(text, { exact: false }).length, text).toBeGreaterThan(0);
    }

    const form = screen.getByRole('form', { name: 'Edit the invoice' });
    const date = within(form).getByRole('textbox', { name: /^Invoice date/ });
    await userEvent.clear(date);
    await fill(date, '22/11/2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Invoice updated'));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/invoices/5')).toMatchObject({
      invoiceDate: '22/11/2026',
      address: 'Layla Haddad\nHaddad Textiles Ltd\n1 Mill Street\nLeeds',
      bankSortCode: '12-34-56',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print invoice INV-000005?' });
    expect(within(dialog).getByText(/can no longer be edited/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/invoices/5/print', 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print and commit' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    // The dialog hides the page from assistive technology until it has closed.
    await noDialog();
    expect(
      await screen.findByText("You Can't Edit this Invoice as it's Already Been Committed"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit the invoice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print again' })).toBeInTheDocument();
    print.mockRestore();
  });

  it('says why the server refuses an edit', async () => {
    openAdmin('/admin-panel/secure/invoices/5', [
      route('GET', '/api/admin/invoices/5', { body: { data: invoice() } }),
      route(
        'PUT',
        '/api/admin/invoices/5',
        conflict('invoiceCommitted', "You Can't Edit this Invoice as it's Already Been Committed"),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit the invoice' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("You Can't Edit this Invoice as it's Already Been Committed"),
    ).toBeInTheDocument();
  });

  it('puts a field error of the server under its field', async () => {
    openAdmin('/admin-panel/secure/invoices/5', [
      route('GET', '/api/admin/invoices/5', { body: { data: invoice() } }),
      route('PUT', '/api/admin/invoices/5', invalid({ address: ['This field is required'] })),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit the invoice' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
  });

  it('writes an Arabic customer’s invoice right to left, with the ZATCA QR code', async () => {
    const zatcaQr = zatcaQrPayload({
      sellerName: 'شركة الجملة',
      vatNumber: '310122393500003',
      timestamp: '2026-11-20T09:00:00Z',
      totalWithVat: 25200,
      vatTotal: 4200,
    });
    openAdmin('/admin-panel/secure/invoices/5', [
      route('GET', '/api/admin/invoices/5', {
        body: { data: invoice({ language: 'ar', currency: 'SAR', zatcaQr }) },
      }),
    ]);
    const title = await screen.findByRole('heading', { name: 'فاتورة ضريبية مبسطة' });
    const doc = title.closest('.invoice-document') as HTMLElement;
    expect(doc).toHaveAttribute('dir', 'rtl');
    expect(doc).toHaveAttribute('lang', 'ar');
    expect(within(doc).getByText('زيت زيتون ٥ لتر')).toBeInTheDocument();
    expect(within(doc).getByText('الإجمالي المستحق')).toBeInTheDocument();
    const qr = within(doc).getByRole('img', { name: 'فاتورة ضريبية مبسطة' });
    expect(qr).toHaveAttribute('data-payload', zatcaQr);
  });

  it('an unknown invoice is not found', async () => {
    openAdmin('/admin-panel/secure/invoices/99', [
      route('GET', '/api/admin/invoices/99', {
        status: 404,
        body: { code: 'notFound', message: 'Not found' },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('invoices from the order screen', () => {
  const order = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
    ...orderDetailFixture({ status: 'delivered', paymentStatus: 'captured' }),
    customer: {
      id: 7,
      name: 'Layla Haddad',
      companyName: 'Haddad Textiles Ltd',
      email: 'l@h.test',
      phone: '+447700900123',
    },
    salesperson: null,
    nextStatuses: [],
    notes: [],
    ...overrides,
  });
  const orderRoutes = (invoices: InvoiceSummaryRecord[]) => [
    route('GET', '/api/admin/orders/41', { body: { data: order() } }),
    route('GET', '/api/admin/orders/41/payments', { body: { data: [] } }),
    route('GET', '/api/admin/invoices', page(invoices)),
  ];

  it('offers Create invoice with the order already chosen', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/order/41', [
      ...orderRoutes([]),
      route(
        'POST',
        '/api/admin/invoices',
        conflict('orderAlreadyInvoiced', 'This order already has an invoice'),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an invoice' });
    expect(within(dialog).getByRole('combobox', { name: /^Order/ })).toHaveValue('ORD-000041');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByText('This order already has an invoice')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/invoices')).toMatchObject({ orderId: 41 });
    expect(callsTo(fetchMock, '/api/admin/invoices').at(-1)?.[0].searchParams.get('orderId')).toBe('41');
  });

  it('links the order’s invoice once it has one', async () => {
    openAdmin('/admin-panel/secure/order/41', orderRoutes([summary()]));
    expect(await screen.findByRole('link', { name: 'Invoice INV-000005' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/invoices/5',
    );
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
  });

  it('offers nothing where the deployment has no invoices', async () => {
    mockFetch([profileHandler(false), ...orderRoutes([])], {
      settings: frontSettingsFixture({
        environment: {
          ...environments.testing_v2,
          flags: { ...environments.testing_v2.flags, isInvoicesEnabled: false },
        },
      }),
    });
    renderApp('/admin-panel/secure/order/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
  });
});
