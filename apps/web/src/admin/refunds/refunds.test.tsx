import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import {
  adminReturnFixture,
  collectionFixture,
  returnSummaryFixture,
} from '../../features/returns/test-fixtures.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, routeInTurn, sentBody } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { adminScreenTests, conflict, openAdmin } from '../test-helpers.ts';

/*
 * The back office's refunds (list, detail with its moves and restock) and collections (review):
 * every move asks first, says what happens to the money, and shows the server's refusal, in Arabic
 * too (ADR 0057).
 */

const notices = adminScreenTests(
  () => import('./refunds-pages.tsx'),
  () => import('./collections-pages.tsx'),
);

describe('admin refunds', () => {
  it('lists the requests with their filters in the URL', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/refunds?status=init', [
      route('GET', '/api/admin/refunds', page([returnSummaryFixture()])),
    ]);
    expect(await screen.findByRole('link', { name: 'R-1005' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/refunds/5',
    );
    expect(callsTo(fetchMock, '/api/admin/refunds').at(-1)?.[0].searchParams.get('status')).toBe('init');
    expect(screen.getByRole('link', { name: 'Add a refund' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/refunds/add',
    );
  });

  it('accepts a request after asking, with the note for the customer', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/refunds/5', [
      routeInTurn('GET', '/api/admin/refunds/5', [
        { body: { data: adminReturnFixture() } },
        { body: { data: adminReturnFixture({ status: 'accepted', nextStatuses: ['approved', 'refused'] }) } },
      ]),
      route('POST', '/api/admin/refunds/5/status', {
        body: {
          data: adminReturnFixture({ status: 'accepted', nextStatuses: ['approved', 'refused'] }),
          message: 'The request has been updated',
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Request R-1005' })).toBeInTheDocument();
    expect(screen.getByText('The request is Requested.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept request R-1005?' });
    expect(dialog).toHaveTextContent('The customer is told by e-mail.');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note for the customer (optional)' }),
      'Send them back',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await noDialog();
    expect(notices.success).toHaveBeenCalledWith('The request has been updated');
    expect(sentBody(fetchMock, 'POST', '/api/admin/refunds/5/status')).toEqual({
      status: 'accepted',
      note: 'Send them back',
    });
    expect(await screen.findByRole('button', { name: 'Approve and refund' })).toBeInTheDocument();
  });

  it('approving says the money goes back to the card; a provider refusal stays in the dialog', async () => {
    const accepted = adminReturnFixture({ status: 'accepted', nextStatuses: ['approved', 'refused'] });
    openAdmin('/admin-panel/secure/refunds/5', [
      route('GET', '/api/admin/refunds/5', { body: { data: accepted } }),
      route('POST', '/api/admin/refunds/5/status', {
        status: 502,
        body: { code: 'paymentProviderError', message: 'The payment provider refused the request' },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve and refund request R-1005?' });
    expect(dialog).toHaveTextContent("£24.00 goes back to the customer's card through the payment provider.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The payment provider refused the request')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('puts returned goods back in stock once; a second time is refused, in Arabic', async () => {
    await switchLanguage('ar');
    const approved = adminReturnFixture({ status: 'approved', nextStatuses: [], canRestock: true });
    const { fetchMock } = openAdmin('/admin-panel/secure/refunds/5', [
      route('GET', '/api/admin/refunds/5', { body: { data: approved } }),
      route(
        'POST',
        '/api/admin/refunds/5/restock',
        conflict('returnAlreadyRestocked', 'أُعيدت بضائع هذا الطلب إلى المخزون بالفعل'),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'إعادة إلى المخزون' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'أُعيدت بضائع هذا الطلب إلى المخزون بالفعل',
    );
    expect(callsTo(fetchMock, '/api/admin/refunds/5/restock', 'POST')).toHaveLength(1);
    await switchLanguage('en');
  });
});

describe('admin collections', () => {
  it('lists the collections; confirms one as a payment after asking', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/collections/12', [
      routeInTurn('GET', '/api/admin/collections/12', [
        { body: { data: collectionFixture() } },
        { body: { data: collectionFixture({ status: 'confirmed', paymentId: 90 }) } },
      ]),
      route('POST', '/api/admin/collections/12/confirm', {
        body: {
          data: collectionFixture({
            status: 'confirmed',
            paymentId: 90,
            reviewedAt: '2026-11-22T09:00:00.000Z',
          }),
          message: 'The collection has been confirmed',
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Collection 12' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this collection of £30.00?' });
    expect(dialog).toHaveTextContent('It is recorded as a payment of order ORD-000041.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await noDialog();
    expect(notices.success).toHaveBeenCalledWith('The collection has been confirmed');
    expect(callsTo(fetchMock, '/api/admin/collections/12/confirm', 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument());
  });

  it('rejects with a note; one already reviewed is refused with the server’s message', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/collections/12', [
      route('GET', '/api/admin/collections/12', { body: { data: collectionFixture() } }),
      route(
        'POST',
        '/api/admin/collections/12/reject',
        conflict('collectionAlreadyReviewed', 'This collection has already been reviewed'),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this collection of £30.00?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'No receipt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This collection has already been reviewed',
    );
    expect(sentBody(fetchMock, 'POST', '/api/admin/collections/12/reject')).toEqual({ note: 'No receipt' });
  });

  it('the list links each collection and filters by status', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/collections?status=recorded', [
      route('GET', '/api/admin/collections', page([collectionFixture()])),
    ]);
    expect(await screen.findByText('Omar Khalil')).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting review').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /2026/ })).toHaveAttribute(
      'href',
      '/admin-panel/secure/collections/12',
    );
    expect(callsTo(fetchMock, '/api/admin/collections').at(-1)?.[0].searchParams.get('status')).toBe(
      'recorded',
    );
  });
});
