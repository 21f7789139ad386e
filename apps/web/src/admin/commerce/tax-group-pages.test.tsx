import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { cancelThenDelete, submitAndConfirm } from '../taxonomy/test-flows.ts';
import { adminScreenTests, conflict, invalid, openAdmin } from '../test-helpers.ts';
import { taxGroup } from './test-fixtures.ts';

adminScreenTests(() => import('./tax-group-pages.tsx'));

describe('tax group screens', () => {
  it('list: the default group is marked; search and sort come from the URL and go to the API', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/tax-groups?search=rate&sort=-rate', [
      route(
        'GET',
        '/api/admin/tax-groups',
        page([
          taxGroup({
            id: 1,
            name: { en: 'Standard rate', ar: 'النسبة الأساسية' },
            rate: 20,
            isDefault: true,
          }),
          taxGroup(),
        ]),
      ),
    ]);
    const table = await screen.findByRole('table', { name: /Tax groups/ });
    const standard = (await within(table).findByRole('link', { name: 'Standard rate' })).closest('tr');
    expect(standard && within(standard).getByText('Default')).toBeInTheDocument();
    expect(standard && within(standard).getByText('20 %')).toBeInTheDocument();
    const reduced = within(table).getByRole('link', { name: 'Reduced rate' }).closest('tr');
    expect(reduced && within(reduced).queryByText('Default')).toBeNull();
    const url = callsTo(fetchMock, '/api/admin/tax-groups').at(-1)?.[0];
    expect(url?.searchParams.get('search')).toBe('rate');
    expect(url?.searchParams.get('sort')).toBe('-rate');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-rate'));
  });

  it('add: a rate with three decimals is refused in the form, then saved as a number', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/tax-groups/add', [
      route('POST', '/api/admin/tax-groups', invalid({ 'name.en': ['This name has already been taken'] })),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a tax group' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add tax group' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);

    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'Reduced rate');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(Arabic\)/ }), 'النسبة المخفضة');
    await userEvent.type(within(form).getByRole('textbox', { name: /Rate/ }), '5.125');
    await userEvent.click(within(form).getByRole('button', { name: 'Add tax group' }));
    expect(await within(form).findByText('Use at most 2 decimal places')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/tax-groups', 'POST')).toHaveLength(0);

    await userEvent.clear(within(form).getByRole('textbox', { name: /Rate/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Rate/ }), '5.5');
    await userEvent.click(within(form).getByRole('switch', { name: 'Default group' }));
    await submitAndConfirm(form, 'Add tax group');
    expect(await within(form).findByText('This name has already been taken')).toBeInTheDocument();
    await noDialog();
    expect(sentBody(fetchMock, 'POST', '/api/admin/tax-groups', -1)).toEqual({
      name: { en: 'Reduced rate', ar: 'النسبة المخفضة' },
      rate: 5.5,
      isDefault: true,
    });
  });

  it('add in Arabic: the form says what is wrong in Arabic', async () => {
    await switchLanguage('ar');
    openAdmin('/admin-panel/secure/tax-groups/add');
    const form = await screen.findByRole('form', { name: 'إضافة مجموعة ضريبية' });
    await userEvent.type(within(form).getByRole('textbox', { name: /النسبة/ }), '120');
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة المجموعة الضريبية' }));
    expect(await within(form).findByText('يجب ألا يزيد عن 100')).toBeInTheDocument();
    expect(within(form).getAllByText('هذا الحقل مطلوب')).toHaveLength(2);
  });

  it("edit saves with PUT; delete asks, and a group in use is refused with the API's message", async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/tax-groups/4', [
      route('GET', '/api/admin/tax-groups/4', { body: { data: taxGroup() } }),
      route('PUT', '/api/admin/tax-groups/4', {
        body: { data: taxGroup({ rate: 7.5 }), message: 'Saved successfully' },
      }),
      route(
        'DELETE',
        '/api/admin/tax-groups/4',
        conflict(
          'taxGroupInUse',
          'This tax group is used by 3 products; choose another group for them first',
        ),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit tax group' });
    const rate = within(form).getByRole('textbox', { name: /Rate/ });
    expect(rate).toHaveValue('5');
    await userEvent.clear(rate);
    await userEvent.type(rate, '7.5');
    await submitAndConfirm(form, 'Save changes');
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/tax-groups/4', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/tax-groups/4', -1)).toMatchObject({
      rate: 7.5,
      isDefault: false,
    });
    await noDialog();

    await cancelThenDelete(fetchMock, '/api/admin/tax-groups/4');
    expect(await screen.findByRole('alert')).toHaveTextContent('This tax group is used by 3 products');
  });
});
