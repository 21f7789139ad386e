import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { adminScreenTests, invalid, openAdmin } from '../test-helpers.ts';
import { variantAttribute } from './test-fixtures.ts';
import { cancelThenDelete, submitAndConfirm } from './test-flows.ts';

adminScreenTests(() => import('./variant-attribute-pages.tsx'));

describe('variants screens (variant attributes, ADR 0018)', () => {
  it('list: values shown; the kind filter in the URL reaches the API', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/variants?kind=size', [
      route('GET', '/api/admin/variant-attributes', page([variantAttribute()])),
    ]);
    const table = await screen.findByRole('table', { name: /Variant attributes/ });
    const row = (await within(table).findByRole('link', { name: 'Size' })).closest('tr');
    expect(row && within(row).getByText('Medium, Large')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/variant-attributes').at(-1)?.[0].searchParams.get('kind')).toBe(
      'size',
    );
  });

  it('add: a value code twice is refused in the form; the server\'s "code taken" goes under the code', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/variants/add', [
      route('POST', '/api/admin/variant-attributes', invalid({ code: ['This code has already been taken'] })),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a variant attribute' });
    await userEvent.type(
      within(form).getAllByRole('textbox', { name: /Name \(English\)/ })[0] as HTMLElement,
      'Size',
    );
    await userEvent.type(
      within(form).getAllByRole('textbox', { name: /Name \(Arabic\)/ })[0] as HTMLElement,
      'المقاس',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /^Code/ }), 'size');
    for (const [n, en, ar] of [
      [1, 'Medium', 'وسط'],
      [2, 'Large', 'كبير'],
    ] as const) {
      if (n === 2) await userEvent.click(within(form).getByRole('button', { name: 'Add a value' }));
      const value = within(form).getByRole('group', { name: `Value ${n}` });
      await userEvent.type(within(value).getByRole('textbox', { name: /Value code/ }), 'M');
      await userEvent.type(within(value).getByRole('textbox', { name: /Name \(English\)/ }), en);
      await userEvent.type(within(value).getByRole('textbox', { name: /Name \(Arabic\)/ }), ar);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Add attribute' }));
    expect(await within(form).findByText('Each item can be added only once')).toBeInTheDocument();

    const second = within(form).getByRole('group', { name: 'Value 2' });
    await userEvent.clear(within(second).getByRole('textbox', { name: /Value code/ }));
    await userEvent.type(within(second).getByRole('textbox', { name: /Value code/ }), 'L');
    await submitAndConfirm(form, 'Add attribute');
    expect(await within(form).findByText('This code has already been taken')).toBeInTheDocument();
    await noDialog();
    expect(sentBody(fetchMock, 'POST', '/api/admin/variant-attributes', -1)).toMatchObject({
      code: 'size',
      kind: 'size',
      values: [
        { code: 'M', name: { en: 'Medium', ar: 'وسط' } },
        { code: 'L', name: { en: 'Large', ar: 'كبير' } },
      ],
    });
  });

  it('edit: removing a value in use is refused above the form; delete asks first', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/variants/8', [
      route('GET', '/api/admin/variant-attributes/8', { body: { data: variantAttribute() } }),
      route('PUT', '/api/admin/variant-attributes/8', {
        status: 409,
        body: {
          code: 'variantAttributeInUse',
          message: 'This attribute or value is used by product variants and cannot be deleted',
        },
      }),
      route('DELETE', '/api/admin/variant-attributes/8', {
        status: 409,
        body: {
          code: 'variantAttributeInUse',
          message: 'This attribute or value is used by product variants and cannot be deleted',
        },
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit variant attribute' });
    await userEvent.click(within(form).getByRole('button', { name: 'Remove: Value 2' }));
    await submitAndConfirm(form, 'Save changes');
    expect(await screen.findByRole('alert')).toHaveTextContent('used by product variants');
    await noDialog();
    await cancelThenDelete(fetchMock, '/api/admin/variant-attributes/8');
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(1));
  });
});
