import { environments } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoice, summary } from '../back-office/invoices/test-fixtures.ts';
import { customer as customerSummary, page } from '../back-office/test-helpers.ts';
import { orderDetailFixture } from '../features/orders/test-fixtures.ts';
import { salespersonToken } from '../lib/auth-tokens.ts';
import { callsTo, frontSettingsFixture, mockFetch, route } from '../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../test/render.tsx';

beforeAll(async () => {
  await Promise.all([
    import('./salesperson-layout.tsx'),
    import('./invoices-pages.tsx'),
    import('./my-orders-page.tsx'),
    import('./my-customer-page.tsx'),
  ]);
}, 60_000);

const TOKEN = 'sales-token-0123456789';
const me = route('GET', '/api/salesperson/profile', {
  body: {
    data: { id: 3, firstName: 'Omar', lastName: 'Siddiqui', email: 's@x.test', phone: '1', code: 'SP-001' },
  },
});
const customers = route('GET', '/api/salesperson/customers', page([customerSummary({ id: 7 })]));
const printed = { status: 'printed' as const, printedAt: '2026-11-21T10:00:00.000Z' };
const withoutInvoices = frontSettingsFixture({
  environment: {
    ...environments.testing_v2,
    flags: { ...environments.testing_v2.flags, isInvoicesEnabled: false },
  },
});

describe("salesperson: its customers' invoices (ADR 0064)", () => {
  beforeEach(() => salespersonToken.set(TOKEN));
  afterEach(() => vi.restoreAllMocks());

  it('lists them from the sidebar, with the filters in the URL and its token on the call', async () => {
    const fetchMock = mockFetch([
      me,
      customers,
      route('GET', '/api/salesperson/invoices', page([summary(printed)])),
    ]);
    const { router } = renderApp('/salesperson/invoices?from=2026-11-01');
    const nav = await screen.findByRole('navigation', { name: 'Salesperson navigation' });
    expect(within(nav).getByRole('link', { name: 'My invoices' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'My invoices' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /INV-000005/ });
    expect(within(row).getByRole('link', { name: 'INV-000005' })).toHaveAttribute(
      'href',
      '/salesperson/invoices/5',
    );
    expect(within(row).getByRole('link', { name: 'Layla Haddad' })).toHaveAttribute(
      'href',
      '/salesperson/customers/7',
    );
    expect(within(row).getByText('ORD-000041')).toBeInTheDocument();
    const [url, init] = callsTo(fetchMock, '/api/salesperson/invoices').at(-1) ?? [];
    expect(url?.searchParams.get('from')).toBe('2026-11-01');
    expect(url?.searchParams.get('sort')).toBe('-invoiceNumber');
    expect(url?.searchParams.has('status')).toBe(false);
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);

    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Okafor Outfitters Ltd (Daniel Okafor)' }),
    );
    expect(router.state.location.search).toContain('customerId=7');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/salesperson/invoices').at(-1)?.[0].searchParams.get('customerId')).toBe(
        '7',
      ),
    );
  });

  it('says when none of its customers has a printed invoice', async () => {
    mockFetch([me, customers, route('GET', '/api/salesperson/invoices', page([]))]);
    renderApp('/salesperson/invoices');
    expect(
      await screen.findByText("None of your customers' orders has a printed invoice yet."),
    ).toBeInTheDocument();
  });

  it('shows one read-only, prints it and downloads its PDF with its token', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const fetchMock = mockFetch([
      me,
      route('GET', '/api/salesperson/invoices/5', { body: { data: invoice(printed) } }),
      route('GET', '/api/salesperson/invoices/5/pdf', { body: { pdf: true } }),
    ]);
    renderApp('/salesperson/invoices/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000005' })).toBeInTheDocument();
    // The paper scrolls in a frame of its own on a narrow screen, which the keyboard can reach.
    const sheet = screen.getByRole('region', { name: 'The invoice as printed' });
    expect(sheet).toHaveAttribute('tabindex', '0');
    const doc = sheet.querySelector('.invoice-document');
    expect(doc).toHaveAttribute('lang', 'en');
    expect(within(doc as HTMLElement).getByText('OIL-5L')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer: Layla Haddad' })).toHaveAttribute(
      'href',
      '/salesperson/customers/7',
    );
    // Nothing to edit or commit: no form, no admin action.
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /commit/i })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = callsTo(fetchMock, '/api/salesperson/invoices/5/pdf')[0] ?? [];
    expect(url?.search).toBe('');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(createObjectURL).toHaveBeenCalled();
  });

  it("in Arabic, and another salesperson's customer's invoice is not found", async () => {
    await switchLanguage('ar');
    mockFetch([
      me,
      route('GET', '/api/salesperson/invoices/6', {
        status: 404,
        body: { code: 'notFound', message: 'غير موجود' },
      }),
      route('GET', '/api/salesperson/invoices/5', {
        body: { data: invoice({ ...printed, language: 'ar', currency: 'SAR' }) },
      }),
    ]);
    const { router } = renderApp('/salesperson/invoices/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    await router.navigate('/salesperson/invoices/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'الفاتورة INV-000005' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل PDF' })).toBeInTheDocument();
    expect(document.querySelector('.invoice-document')).toHaveAttribute('dir', 'rtl');
    const nav = screen.getByRole('navigation', { name: 'تنقل المندوب' });
    expect(within(nav).getByRole('link', { name: 'فواتيري' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the invoice from the order it placed, and offers its customer’s invoices', async () => {
    mockFetch([
      me,
      route('GET', '/api/salesperson/orders/41', {
        body: { data: orderDetailFixture({ status: 'delivered' }) },
      }),
      route('GET', '/api/salesperson/invoices', (url) =>
        url.searchParams.get('orderId') === '41' ? page([summary(printed)]) : page([]),
      ),
      route('GET', '/api/salesperson/customers/7', { body: { data: customerSummary({ id: 7 }) } }),
    ]);
    const { router } = renderApp('/salesperson/orders/41');
    const link = await screen.findByRole('link', { name: 'Invoice INV-000005' });
    expect(link).toHaveAttribute('href', '/salesperson/invoices/5');
    await router.navigate('/salesperson/customers/7');
    expect(await screen.findByRole('link', { name: 'Invoices of this customer' })).toHaveAttribute(
      'href',
      '/salesperson/invoices?customerId=7',
    );
  });

  it('offers no invoice where the order has none printed', async () => {
    const fetchMock = mockFetch([
      me,
      route('GET', '/api/salesperson/orders/41', {
        body: { data: orderDetailFixture({ status: 'delivered' }) },
      }),
      route('GET', '/api/salesperson/invoices', page([])),
    ]);
    renderApp('/salesperson/orders/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/salesperson/invoices')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /^Invoice INV/ })).toBeNull();
  });

  it('has no invoices where the deployment has none: no sidebar entry, not found, none on an order', async () => {
    mockFetch(
      [
        me,
        route('GET', '/api/salesperson/orders/41', {
          body: { data: orderDetailFixture({ status: 'delivered' }) },
        }),
        // What the API of a deployment with invoices would say: the screens must not ask.
        route('GET', '/api/salesperson/invoices', page([summary(printed)])),
      ],
      { settings: withoutInvoices },
    );
    const { router } = renderApp('/salesperson/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Salesperson navigation' });
    expect(within(nav).queryByRole('link', { name: 'My invoices' })).toBeNull();
    await router.navigate('/salesperson/orders/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-000041' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Invoice INV/ })).toBeNull();
  });
});
