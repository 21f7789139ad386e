import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/ui/toast/notify.ts';
import { userToken } from '../../lib/auth-tokens.ts';
import { callsTo, mockFetch, route, sentBody } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { customerFixture } from '../account/test-fixtures.ts';
import { returnableOrderFixture, returnDetailFixture, returnSummaryFixture } from './test-fixtures.ts';

/*
 * The customer's /dashboard/refunds (SPEC 2, ADR 0057): its requests with the status filter, and
 * the request form of one order (`?order=`) that asks the server what is allowed, checks the form
 * with the route's schema and shows the server's refusals.
 */

beforeAll(async () => {
  await import('./pages/refunds-page.tsx');
}, 60_000);

beforeEach(async () => {
  userToken.set('u'.repeat(43));
  await switchLanguage('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const profile = route('GET', '/api/user/profile', { body: { data: customerFixture() } });
const page = <T,>(items: T[], meta: Partial<{ total: number; page: number; pageCount: number }> = {}) => ({
  body: { data: { items, meta: { total: items.length, page: 1, perPage: 20, pageCount: 1, ...meta } } },
});

describe('/dashboard/refunds', () => {
  it('lists the requests with their status and refund total; the status filter goes to the URL', async () => {
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/user/refunds', (url) =>
        url.searchParams.get('status') === 'approved'
          ? page([])
          : page([
              returnSummaryFixture(),
              returnSummaryFixture({ id: 6, returnNumber: 'R-1006', kind: 'refund', status: 'rejected' }),
            ]),
      ),
    ]);
    const { router } = renderApp('/dashboard/refunds');
    const table = await screen.findByRole('table', { name: 'Refund and return requests' });
    const first = within(table).getByRole('row', { name: /R-1005/ });
    expect(within(first).getByText('Requested')).toBeInTheDocument();
    expect(within(first).getByText('Return the goods')).toBeInTheDocument();
    expect(within(first).getByText('£24.00')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /R-1006/ })).getByText('Rejected'),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    expect(await screen.findByText('No request matches this filter.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/user/refunds').at(-1)?.[0].searchParams.get('status')).toBe('approved');
    await userEvent.click(screen.getByRole('link', { name: 'Show all requests' }));
    expect(await screen.findByRole('row', { name: /R-1005/ })).toBeInTheDocument();
  });

  it('says so when there is no request yet, and offers a retry when the list fails', async () => {
    mockFetch([profile, route('GET', '/api/user/refunds', page([]))]);
    const { unmount } = renderApp('/dashboard/refunds');
    expect(await screen.findByText('There are no refund or return requests yet.')).toBeInTheDocument();
    unmount();
    let calls = 0;
    mockFetch([
      profile,
      route('GET', '/api/user/refunds', () =>
        ++calls === 1
          ? { status: 500, body: { code: 'internal', message: 'Server error' } }
          : page([returnSummaryFixture()]),
      ),
    ]);
    renderApp('/dashboard/refunds');
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('row', { name: /R-1005/ })).toBeInTheDocument();
  });

  it('files a request: units within what is left, the estimate, and the server notice', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/user/refunds/order/41', { body: { data: returnableOrderFixture() } }),
      route('GET', '/api/user/refunds', page([])),
      route('POST', '/api/user/refunds', {
        status: 201,
        body: { data: returnDetailFixture(), message: 'Your request has been sent' },
      }),
    ]);
    const { router } = renderApp('/dashboard/refunds?order=41');
    const form = await screen.findByRole('region', { name: 'Request a return for order ORD-000041' });
    expect(within(form).getByText(/The refund period ends on/)).toBeInTheDocument();
    // The socks were all returned already: their field is off.
    expect(within(form).getByRole('spinbutton', { name: 'Units of Work socks' })).toBeDisabled();
    expect(within(form).getByText('Already returned')).toBeInTheDocument();
    expect(within(form).getByText('Up to 3 of 3 bought')).toBeInTheDocument();

    // Nothing chosen and no reason: the route's schema answers in the form.
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Choose at least one unit to return')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/user/refunds', 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Units of Oxford shirt' }), '2');
    expect(within(form).getByText('Refund estimate: £24.00')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Wrong size delivered');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your request has been sent'));
    expect(sentBody(fetchMock, 'POST', '/api/user/refunds')).toMatchObject({
      orderId: 41,
      kind: 'return',
      reason: 'Wrong size delivered',
      lines: [{ orderItemId: 301, qty: 2 }],
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows the server's refusal of the request (too many units), and keeps the form", async () => {
    mockFetch([
      profile,
      route('GET', '/api/user/refunds/order/41', { body: { data: returnableOrderFixture() } }),
      route('GET', '/api/user/refunds', page([])),
      route('POST', '/api/user/refunds', {
        status: 409,
        body: { code: 'returnTooManyUnits', message: 'You can return at most 1 of Oxford shirt' },
      }),
    ]);
    renderApp('/dashboard/refunds?order=41');
    const form = await screen.findByRole('region', { name: 'Request a return for order ORD-000041' });
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Units of Oxford shirt' }), '2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Wrong size');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You can return at most 1 of Oxford shirt',
    );
    expect(within(form).getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('after the refund days the form says why it cannot be sent, in Arabic too', async () => {
    const closed = returnableOrderFixture({ allowed: false, refusal: 'returnWindowClosed' });
    mockFetch([
      profile,
      route('GET', '/api/user/refunds/order/41', { body: { data: closed } }),
      route('GET', '/api/user/refunds', page([])),
    ]);
    renderApp('/dashboard/refunds?order=41');
    expect(await screen.findByRole('alert')).toHaveTextContent('The refund period of this order has ended');
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    await switchLanguage('ar');
    expect(await screen.findByText('انتهت مدة الاسترجاع لهذا الطلب')).toBeInTheDocument();
    // The order number keeps its own direction inside the Arabic sentence.
    const title = screen.getByRole('heading', { name: 'طلب إرجاع للطلبية ORD-000041' });
    expect(title.querySelector('bdi')).toHaveTextContent('ORD-000041');
  });

  it('an order that is not the customer’s is not found: the error is shown with a retry', async () => {
    mockFetch([profile, route('GET', '/api/user/refunds', page([]))]);
    renderApp('/dashboard/refunds?order=999');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
