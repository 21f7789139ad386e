import type { LeadRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, page } from '../../back-office/test-helpers.ts';
import { adminToken } from '../../lib/auth-tokens.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route } from '../../test/fetch-mock.ts';
import { openAdmin, preload } from '../test-helpers.ts';

beforeAll(() => preload(() => import('./leads-pages.tsx')), 60_000);

const lead = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  id: 5,
  companyName: 'Noor Boutique Ltd',
  contactName: 'Fatima Al-Rashid',
  email: 'fatima@noor.test',
  phone: '07700900123',
  city: 'Leeds',
  businessType: 'boutique',
  monthlyVolume: '100-500',
  interests: ['womenswear', 'kidswear'],
  message: 'Spring dresses, sizes 8 to 18.',
  language: 'ar',
  handled: false,
  handledAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('admin wholesale leads', () => {
  it('lists leads with filters from the URL sent to the API', async () => {
    adminToken.set(ADMIN_TOKEN);
    const { fetchMock } = openAdmin(
      '/admin-panel/secure/leads?handled=false&businessType=boutique&search=noor',
      [
        route(
          'GET',
          '/api/admin/leads',
          page([lead(), lead({ id: 6, companyName: 'Price Contractors', handled: true })]),
        ),
      ],
    );
    expect(await screen.findByRole('link', { name: 'Noor Boutique Ltd' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/leads/5',
    );
    const query = Object.fromEntries(callsTo(fetchMock, '/api/admin/leads').at(-1)?.[0].searchParams ?? []);
    expect(query).toMatchObject({
      handled: 'false',
      businessType: 'boutique',
      search: 'noor',
      sort: '-created_at',
    });
    const table = screen.getByRole('table', { name: /^Wholesale quote requests/ });
    expect(within(table).getAllByText('Boutique or clothing shop')).toHaveLength(2);
    expect(within(table).getByText('Handled')).toBeInTheDocument();
  });

  it('says so when there are no leads', async () => {
    adminToken.set(ADMIN_TOKEN);
    openAdmin('/admin-panel/secure/leads', [route('GET', '/api/admin/leads', page([]))]);
    expect(await screen.findByText('No quote requests yet.')).toBeInTheDocument();
  });

  it('shows a lead, marks it handled after confirming, and deletes it after confirming', async () => {
    adminToken.set(ADMIN_TOKEN);
    const { fetchMock, router } = openAdmin('/admin-panel/secure/leads/5', [
      route('GET', '/api/admin/leads/5', { body: { data: lead() } }),
      route('PUT', '/api/admin/leads/5/handled', {
        body: {
          data: lead({ handled: true, handledAt: '2026-11-21T09:00:00.000Z' }),
          message: 'The request is marked as handled',
        },
      }),
      route('DELETE', '/api/admin/leads/5', { body: { data: null, message: 'Deleted successfully' } }),
      route('GET', '/api/admin/leads', page([])),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Noor Boutique Ltd' })).toBeInTheDocument();
    expect(screen.getByText('Womenswear, Kidswear')).toBeInTheDocument();
    expect(screen.getByText('Spring dresses, sizes 8 to 18.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this lead handled?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('The request is marked as handled')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/leads/5/handled', 'PUT')).toHaveLength(1);
    // The dialog fades out over the page, which stays hidden from assistive technology until it has.
    await noDialog();
    expect(screen.getByRole('button', { name: 'Mark open again' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete this lead' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this lead?' });
    await userEvent.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/leads'));
    expect(callsTo(fetchMock, '/api/admin/leads/5', 'DELETE')).toHaveLength(1);
  });
});
