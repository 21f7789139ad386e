import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { adminScreenTests, invalid, openAdmin } from '../test-helpers.ts';
import { optionGroup } from './test-fixtures.ts';
import { cancelThenDelete, submitAndConfirm } from './test-flows.ts';

adminScreenTests(() => import('./option-group-pages.tsx'));

describe('options screens (option groups, ADR 0018)', () => {
  it('list: the choices and selection rule of each group; search in the URL', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/options?search=print', [
      route('GET', '/api/admin/option-groups', page([optionGroup()])),
    ]);
    const table = await screen.findByRole('table', { name: /Option groups/ });
    const row = (await within(table).findByRole('link', { name: 'Printing' })).closest('tr');
    expect(row && within(row).getByText('Front, Back')).toBeInTheDocument();
    expect(row && within(row).getByText('Required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/option-groups').at(-1)?.[0].searchParams.get('search')).toBe(
      'print',
    );
  });

  it('add: a required group needs a minimum of 1; choices are added; a taken name comes back under it', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/options/add', [
      route('POST', '/api/admin/option-groups', invalid({ 'name.en': ['This name has already been taken'] })),
    ]);
    const form = await screen.findByRole('form', { name: 'Add an option group' });
    await userEvent.type(
      within(form).getAllByRole('textbox', { name: /Name \(English\)/ })[0] as HTMLElement,
      'Printing',
    );
    await userEvent.type(
      within(form).getAllByRole('textbox', { name: /Name \(Arabic\)/ })[0] as HTMLElement,
      'الطباعة',
    );
    await userEvent.click(within(form).getByRole('switch', { name: 'The buyer must choose' }));
    const choice1 = within(form).getByRole('group', { name: 'Choice 1' });
    await userEvent.type(within(choice1).getByRole('textbox', { name: /Name \(English\)/ }), 'Front');
    await userEvent.type(within(choice1).getByRole('textbox', { name: /Name \(Arabic\)/ }), 'أمام');
    await userEvent.click(within(form).getByRole('button', { name: 'Add option group' }));
    expect(await within(form).findByText('Must be at least 1')).toBeInTheDocument();

    const min = within(form).getByRole('spinbutton', { name: 'Minimum choices' });
    await userEvent.clear(min);
    await userEvent.type(min, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a choice' }));
    const choice2 = within(form).getByRole('group', { name: 'Choice 2' });
    await userEvent.type(within(choice2).getByRole('textbox', { name: /Name \(English\)/ }), 'Back');
    await userEvent.type(within(choice2).getByRole('textbox', { name: /Name \(Arabic\)/ }), 'خلف');
    const price = within(choice2).getByRole('spinbutton', { name: /Extra price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '200');
    await submitAndConfirm(form, 'Add option group');
    expect(await within(form).findByText('This name has already been taken')).toBeInTheDocument();
    await noDialog();
    expect(sentBody(fetchMock, 'POST', '/api/admin/option-groups', -1)).toMatchObject({
      name: { en: 'Printing', ar: 'الطباعة' },
      minSelect: 1,
      maxSelect: 1,
      required: true,
      choices: [
        { name: { en: 'Front', ar: 'أمام' }, priceDelta: 0 },
        { name: { en: 'Back', ar: 'خلف' }, priceDelta: 200 },
      ],
    });
  });

  it('edit: max over the choices left is refused; the kept choice keeps its id; delete asks first', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/options/7', [
      route('GET', '/api/admin/option-groups/7', { body: { data: optionGroup() } }),
      route('PUT', '/api/admin/option-groups/7', { body: { data: optionGroup() } }),
      route('GET', '/api/admin/option-groups', page([])),
      route('DELETE', '/api/admin/option-groups/7', { body: { data: null } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit option' });
    await userEvent.click(within(form).getByRole('button', { name: 'Remove: Choice 2' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText('The maximum cannot be more than the number of choices'),
    ).toBeInTheDocument();
    const max = within(form).getByRole('spinbutton', { name: 'Maximum choices' });
    await userEvent.clear(max);
    await userEvent.type(max, '1');
    await submitAndConfirm(form, 'Save changes');
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/option-groups/7', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/option-groups/7', -1)).toMatchObject({
      choices: [{ id: 71, name: { en: 'Front', ar: 'أمام' }, priceDelta: 150 }],
    });
    await noDialog();
    await cancelThenDelete(fetchMock, '/api/admin/option-groups/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/options'));
  });
});
