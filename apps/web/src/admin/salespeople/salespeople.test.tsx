import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitConfirmed } from '../../back-office/form-test-helpers.ts';
import { customer, page, salesperson } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, routeInTurn } from '../../test/fetch-mock.ts';
import { adminScreenTests, conflict, invalid, openAdmin } from '../test-helpers.ts';

adminScreenTests(
  () => import('./salespeople-list-page.tsx'),
  () => import('./salesperson-form-page.tsx'),
);

describe('salespeople screens', () => {
  it('are in the sidebar under users; the list keeps its status filter in the URL', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/salespeople?active=true', [
      route('GET', '/api/admin/salespeople', page([salesperson()])),
    ]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Omar Siddiqui' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Salespeople' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(callsTo(fetchMock, '/api/admin/salespeople').at(-1)?.[0].searchParams.get('active')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('add: field errors from the server (code taken) go under the fields; success opens the new salesperson', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/salespeople/add', [
      routeInTurn('POST', '/api/admin/salespeople', [
        invalid({ code: ['The code has already been taken'] }),
        {
          status: 201,
          body: {
            data: salesperson({ id: 8, code: 'SP-002' }),
            message: 'The salesperson has been created',
          },
        },
      ]),
      route('GET', '/api/admin/salespeople/8', { body: { data: salesperson({ id: 8, code: 'SP-002' }) } }),
      route('GET', '/api/admin/users', page([])),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a salesperson' });
    await userEvent.type(within(form).getByRole('textbox', { name: /First name/ }), 'Layla');
    await userEvent.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Hassan');
    await userEvent.type(within(form).getByRole('textbox', { name: /Email/ }), 'layla@wholesale.test');
    await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), '123');
    await userEvent.type(within(form).getByRole('textbox', { name: /Code/ }), 'SP-001');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Sales-pass-1');
    await userEvent.type(within(form).getByLabelText(/Confirm the password/), 'Sales-pass-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Create salesperson' }));
    expect(await within(form).findByText('Phone must have at least 10 digits')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), '4567890');
    await submitConfirmed(form, 'Create salesperson');
    expect(await within(form).findByText('The code has already been taken')).toBeInTheDocument();
    await noDialog();
    await submitConfirmed(form, 'Create salesperson');
    expect(await screen.findByText('The salesperson has been created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/salespeople/8'));
    const [, init] = callsTo(fetchMock, '/api/admin/salespeople', 'POST').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      phone: '1234567890',
      code: 'SP-001',
      active: true,
    });
  });

  it('assigns customers by searching and ticking, then removes one — each confirmed and announced', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/salespeople/3', [
      route('GET', '/api/admin/salespeople/3', { body: { data: salesperson() } }),
      route('GET', '/api/admin/users', (url) =>
        url.searchParams.get('salesperson_id') === '3'
          ? page([
              customer({
                id: 1,
                firstName: 'Amira',
                lastName: 'Haddad',
                salesperson: { id: 3, firstName: 'Omar', lastName: 'Siddiqui', code: 'SP-001' },
              }),
            ])
          : page([customer({ id: 7 })]),
      ),
      route('POST', '/api/admin/salespeople/3/customers', {
        body: { data: { assigned: 1 }, message: '1 customers assigned to Omar' },
      }),
      route('PUT', '/api/admin/users/1/salesperson', {
        body: { data: customer({ id: 1 }), message: 'The customer no longer has a salesperson' },
      }),
    ]);
    expect(await screen.findByRole('link', { name: 'Amira Haddad' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Assign customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign customers to Omar Siddiqui' });
    expect(within(dialog).getByRole('button', { name: 'Assign (0)' })).toBeDisabled();
    await userEvent.click(await within(dialog).findByText('Daniel Okafor · Okafor Outfitters Ltd'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign (1)' }));
    expect(await screen.findByText('1 customers assigned to Omar')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/api/admin/salespeople/3/customers', 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ userIds: [7] });
    await noDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Amira Haddad' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove this customer?' });
    await userEvent.click(within(remove).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The customer no longer has a salesperson')).toBeInTheDocument();
    const [, put] = callsTo(fetchMock, '/api/admin/users/1/salesperson', 'PUT')[0] ?? [];
    expect(JSON.parse(String(put?.body))).toEqual({ salespersonId: null });
  });

  it('delete: a refusal (collections) is said on the page', async () => {
    openAdmin('/admin-panel/secure/salespeople/3', [
      route('GET', '/api/admin/salespeople/3', { body: { data: salesperson() } }),
      route('GET', '/api/admin/users', page([])),
      route(
        'DELETE',
        '/api/admin/salespeople/3',
        conflict('salespersonHasCollections', 'This salesperson has collections; deactivate them instead'),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete salesperson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this salesperson?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete salesperson' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This salesperson has collections; deactivate them instead',
    );
  });
});
