import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, customerDetail, page, salesperson } from '../../back-office/test-helpers.ts';
import { adminToken } from '../../lib/auth-tokens.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, routeInTurn } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { invalid, openAdmin, preload } from '../test-helpers.ts';

beforeAll(() => preload(() => import('./user-detail-page.tsx')), 60_000);

const PATH = '/admin-panel/secure/users/7';

beforeEach(() => adminToken.set(ADMIN_TOKEN));
afterEach(() => vi.restoreAllMocks());

/** The open confirm dialog, once a closing one (from the previous action) has gone. */
async function dialog(name: string) {
  return screen.findByRole('dialog', { name });
}

describe('admin customer detail', () => {
  it('approve: asks first, then calls the API, says so and shows the new state', async () => {
    const { fetchMock } = openAdmin(PATH, [
      route('GET', '/api/admin/users/7', { body: { data: customerDetail() } }),
      route('POST', '/api/admin/users/7/approve', {
        body: {
          data: customerDetail({ state: 'approved', approvedAt: '2026-11-20T10:00:00Z' }),
          message: 'The customer account has been approved',
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting approval').length).toBeGreaterThan(0);

    // Cancel leaves everything as it was.
    await userEvent.click(screen.getByRole('button', { name: 'Approve account' }));
    await userEvent.click(
      within(await dialog('Approve this account?')).getByRole('button', { name: 'Cancel' }),
    );
    await noDialog();
    expect(callsTo(fetchMock, '/api/admin/users/7/approve', 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Approve account' }));
    await userEvent.click(
      within(await dialog('Approve this account?')).getByRole('button', { name: 'Approve account' }),
    );
    expect(await screen.findByText('The customer account has been approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/users/7/approve', 'POST')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve account' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
  });

  it('an unverified customer is verified first; approval waits for it', async () => {
    const { fetchMock } = openAdmin(PATH, [
      route('GET', '/api/admin/users/7', {
        body: { data: customerDetail({ verified: false, emailVerifiedAt: null, state: 'unconfirmed' }) },
      }),
      route('POST', '/api/admin/users/7/verify', {
        body: { data: customerDetail(), message: "The customer's e-mail has been verified" },
      }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Daniel Okafor' });
    expect(screen.getByRole('button', { name: 'Approve account' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await userEvent.click(
      within(await dialog('Verify this e-mail address?')).getByRole('button', { name: 'Verify e-mail' }),
    );
    expect(await screen.findByText("The customer's e-mail has been verified")).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/users/7/verify', 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve account' })).toBeEnabled());
  });

  it('restrict needs a reason (checked here and by the server) and then says so', async () => {
    const { fetchMock } = openAdmin(PATH, [
      route('GET', '/api/admin/users/7', { body: { data: customerDetail() } }),
      routeInTurn('POST', '/api/admin/users/7/restrict', [
        invalid({ reason: ['Too vague'] }),
        {
          body: {
            data: customerDetail({ restricted: true, restrictedReason: 'Unpaid invoices' }),
            message: 'The customer has been restricted',
          },
        },
      ]),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Daniel Okafor' });
    await userEvent.click(screen.getByRole('button', { name: 'Restrict' }));
    const restrict = await dialog('Restrict this customer?');
    await userEvent.click(within(restrict).getByRole('button', { name: 'Restrict' }));
    expect(await within(restrict).findByText('This field is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/users/7/restrict', 'POST')).toHaveLength(0);

    await userEvent.type(within(restrict).getByRole('textbox', { name: /Reason/ }), 'Unpaid');
    await userEvent.click(within(restrict).getByRole('button', { name: 'Restrict' }));
    expect(await within(restrict).findByText('Too vague')).toBeInTheDocument();
    await userEvent.type(within(restrict).getByRole('textbox', { name: /Reason/ }), ' invoices');
    await userEvent.click(within(restrict).getByRole('button', { name: 'Restrict' }));
    expect(await screen.findByText('The customer has been restricted')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/api/admin/users/7/restrict', 'POST').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Unpaid invoices' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Lift the restriction' })).toBeInTheDocument(),
    );
  });

  it('hides prices and assigns a salesperson, each after a confirmation', async () => {
    const { fetchMock } = openAdmin(PATH, [
      route('GET', '/api/admin/users/7', { body: { data: customerDetail() } }),
      route('PUT', '/api/admin/users/7/can-see-prices', {
        body: {
          data: customerDetail({ canSeePrices: false }),
          message: 'Prices are now hidden from the customer',
        },
      }),
      route('GET', '/api/admin/salespeople', page([salesperson()])),
      route('PUT', '/api/admin/users/7/salesperson', {
        body: {
          data: customerDetail({
            salesperson: { id: 3, firstName: 'Omar', lastName: 'Siddiqui', code: 'SP-001' },
          }),
          message: 'The salesperson has been assigned',
        },
      }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Daniel Okafor' });
    await userEvent.click(screen.getByRole('button', { name: 'Hide prices' }));
    await userEvent.click(
      within(await dialog('Hide prices from this customer?')).getByRole('button', { name: 'Hide prices' }),
    );
    expect(await screen.findByText('Prices are now hidden from the customer')).toBeInTheDocument();
    const [, priceInit] = callsTo(fetchMock, '/api/admin/users/7/can-see-prices', 'PUT')[0] ?? [];
    expect(JSON.parse(String(priceInit?.body))).toEqual({ value: false });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show prices' })).toBeInTheDocument());

    await noDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Change salesperson' }));
    const assign = await dialog('Change the salesperson?');
    await userEvent.click(within(assign).getByRole('combobox', { name: 'Salesperson' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Omar Siddiqui (SP-001)' }));
    await userEvent.click(within(assign).getByRole('button', { name: 'Save salesperson' }));
    expect(await screen.findByText('The salesperson has been assigned')).toBeInTheDocument();
    const [, assignInit] = callsTo(fetchMock, '/api/admin/users/7/salesperson', 'PUT')[0] ?? [];
    expect(JSON.parse(String(assignInit?.body))).toEqual({ salespersonId: 3 });
  });

  it('previews the approval form fetched with the admin token, with a download link', async () => {
    const createObjectURL = vi.fn(() => 'blob:approval-form');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { fetchMock } = openAdmin(PATH, [
      route('GET', '/api/admin/users/7', {
        body: {
          data: customerDetail({
            approvalForm: {
              submitted: true,
              submittedAt: '2026-11-02T09:00:00Z',
              hasFile: true,
              data: { expectedMonthlySpend: '1200' },
            },
          }),
        },
      }),
      route('GET', '/api/admin/users/7/approval-form', { body: '%PDF-1.4' }),
    ]);
    const frame = await screen.findByTitle('Approval form preview');
    expect(frame).toHaveAttribute('src', 'blob:approval-form');
    expect(screen.getByRole('link', { name: 'Download the approval form' })).toHaveAttribute(
      'download',
      'approval-form-CU-00002.pdf',
    );
    const [, init] = callsTo(fetchMock, '/api/admin/users/7/approval-form')[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(screen.getByText('Expected monthly spend (GBP)')).toBeInTheDocument();
  });

  /** The value shown beside a label of a detail card (a description list). */
  const shownFor = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  /** Shows customer 7 as given (a typed approval form sent) and waits for its screen. */
  async function showCustomer(overrides: Parameters<typeof customerDetail>[0]) {
    openAdmin(PATH, [
      route('GET', '/api/admin/users/7', {
        body: {
          data: customerDetail({
            ...overrides,
            approvalForm: {
              submitted: true,
              submittedAt: '2026-11-02T09:00:00Z',
              hasFile: false,
              data: { expectedMonthlySpend: '2500' },
            },
          }),
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeInTheDocument();
  }

  it('says what a customer awaiting approval really sees, and why; typed form fields by name', async () => {
    // The admin's switch is on, yet the customer sees no prices until approved.
    await showCustomer({
      canSeePrices: true,
      priceVisibility: { visible: false, reason: 'awaiting_approval' },
    });
    expect(shownFor('Sees prices')).toHaveTextContent('No — awaiting approval');
    expect(shownFor('Prices allowed by an admin')).toHaveTextContent('Yes');
    expect(shownFor('Expected monthly spend (GBP)')).toHaveTextContent('2500');
    expect(screen.queryByText(/expectedMonthlySpend|priceVisibility|users\./)).not.toBeInTheDocument();
  });

  it('in Arabic too: the answer and its reason, the typed fields by their Arabic names', async () => {
    await switchLanguage('ar');
    await showCustomer({
      state: 'approved',
      approvedAt: '2026-11-03T09:00:00Z',
      canSeePrices: false,
      priceVisibility: { visible: false, reason: 'hidden_by_admin' },
    });
    expect(shownFor('يرى الأسعار')).toHaveTextContent('لا — أخفى المشرف الأسعار');
    expect(shownFor('سماح المشرف بالأسعار')).toHaveTextContent('لا');
    expect(shownFor('المشتريات الشهرية المتوقعة (GBP)')).toHaveTextContent('2500');
    expect(screen.queryByText(/expectedMonthlySpend|priceVisibility|users\./)).not.toBeInTheDocument();
  });

  it('an unknown customer is the not-found page', async () => {
    openAdmin('/admin-panel/secure/users/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
