import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route } from '../../test/fetch-mock.ts';
import { fill } from '../../test/fill.ts';
import { adminScreenTests, invalid, openAdmin } from '../test-helpers.ts';
import { sizeAttribute, variant } from './test-fixtures.ts';

adminScreenTests(() => import('./product-variants-page.tsx'));

const PATH = '/api/admin/products/11/variants';

function setup(answer: Parameters<typeof route>[2]) {
  const { fetchMock } = openAdmin('/admin-panel/secure/product/variants/11', [
    route('GET', PATH, {
      body: {
        data: {
          product: {
            id: 11,
            title: { en: 'Navy Polo Shirt', ar: 'قميص بولو كحلي' },
            sku: 'POLO-NVY',
            qty: 40,
            hasVariants: true,
          },
          items: [variant()],
        },
      },
    }),
    route('GET', '/api/admin/variant-attributes', page([sizeAttribute])),
    route('POST', PATH, answer),
    route('DELETE', `${PATH}/31`, { body: { data: { productQty: 0 }, message: 'Deleted successfully' } }),
  ]);
  return fetchMock;
}

describe('product variants', () => {
  it('lists the variants; a new row refuses empty fields, then shows the server’s duplicate refusal on the row', async () => {
    const fetchMock = setup(invalid({ options: ['A variant with these options has already been added'] }));
    const table = await screen.findByRole('table', { name: 'Variants' });
    expect(within(table).getByRole('rowheader', { name: 'POLO-NVY-S' })).toBeInTheDocument();
    expect(within(table).getByText('Size: S')).toBeInTheDocument();
    expect(within(table).getByText('£12.99')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    const row = within(table).getByRole('row', { name: 'Edit variant New variant' });
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findAllByText('This field is required')).toHaveLength(4);
    expect(callsTo(fetchMock, PATH, 'POST')).toHaveLength(0);

    await fill(within(row).getByRole('textbox', { name: 'Code' }), 'POLO-NVY-S2');
    await fill(within(row).getByRole('textbox', { name: 'Qty' }), '10');
    await fill(within(row).getByRole('textbox', { name: 'Weight (g)' }), '250');
    await fill(within(row).getByRole('textbox', { name: 'Price (GBP)' }), '12.99');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Size' }));
    await userEvent.click(await screen.findByRole('option', { name: 'S' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A variant with these options has already been added',
    );
    const [, init] = callsTo(fetchMock, PATH, 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'POLO-NVY-S2',
      status: 'available',
      qty: 10,
      weight: 250,
      price: 1299,
      options: { size: 'S' },
    });
  });

  it('adds a variant and closes the row with a notice', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = setup({
      status: 201,
      body: {
        data: { variant: variant({ id: 32, code: 'POLO-NVY-M' }), productQty: 50 },
        message: 'Added successfully',
      },
    });
    const table = await screen.findByRole('table', { name: 'Variants' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    const row = within(table).getByRole('row', { name: 'Edit variant New variant' });
    await fill(within(row).getByRole('textbox', { name: 'Code' }), 'POLO-NVY-M');
    await fill(within(row).getByRole('textbox', { name: 'Qty' }), '10');
    await fill(within(row).getByRole('textbox', { name: 'Weight (g)' }), '250');
    await fill(within(row).getByRole('textbox', { name: 'Price (GBP)' }), '13');
    await userEvent.click(within(row).getByRole('combobox', { name: 'Size' }));
    await userEvent.click(await screen.findByRole('option', { name: 'M' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added successfully'));
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: 'Edit variant New variant' })).toBeNull(),
    );
    expect(callsTo(fetchMock, PATH, 'POST')).toHaveLength(1);
  });

  it('asks before deleting a variant: cancel keeps it, confirm deletes it', async () => {
    const fetchMock = setup({ status: 500 });
    const remove = await screen.findByRole('button', { name: 'Delete variant POLO-NVY-S' });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this variant?' });
    expect(dialog).toHaveTextContent('Variant POLO-NVY-S (Size: S) will be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(callsTo(fetchMock, `${PATH}/31`, 'DELETE')).toHaveLength(0);
    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Delete this variant?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete variant' }));
    await waitFor(() => expect(callsTo(fetchMock, `${PATH}/31`, 'DELETE')).toHaveLength(1));
  });
});
