import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, route } from '../../test/fetch-mock.ts';
import { adminScreenTests, openAdmin } from '../test-helpers.ts';

adminScreenTests(() => import('./product-attributes-page.tsx'));

const PATH = '/api/admin/products/attributes/2/11';
const data = {
  version: 2,
  productId: 11,
  title: { en: 'Navy Polo Shirt', ar: 'قميص بولو كحلي' },
  fields: ['material', 'care_instructions', 'origin_country', 'gender', 'season', 'pack_size', 'size_range'],
  attributes: {
    material: { en: '100% cotton', ar: 'قطن 100%' },
    care_instructions: null,
    origin_country: 'TR',
    gender: 'men',
    season: null,
    pack_size: 6,
    size_range: null,
  },
};

describe('product attributes (version of the deployment: testing_v2 runs 2)', () => {
  it('edits the version’s fields, validates them with the shared schema and saves', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/product/attributes/v_2/11', [
      route('GET', PATH, { body: { data } }),
      route('PUT', PATH, { body: { data, message: 'Saved successfully' } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Attributes: Navy Polo Shirt' });
    expect(within(form).getByRole('textbox', { name: 'Material (English)' })).toHaveValue('100% cotton');
    expect(within(form).getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Men');
    const pack = within(form).getByRole('textbox', { name: 'Pieces per pack' });
    await userEvent.clear(pack);
    await userEvent.type(pack, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save attributes' }));
    expect(await within(form).findByText('Must be at least 1')).toBeInTheDocument();
    await userEvent.clear(pack);
    await userEvent.type(pack, '12');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Size range' }), 'S–XXL');
    await userEvent.click(within(form).getByRole('button', { name: 'Save attributes' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save attributes' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, PATH, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, PATH, 'PUT')[0]?.[1].body))).toMatchObject({
      material: { en: '100% cotton', ar: 'قطن 100%' },
      origin_country: 'TR',
      gender: 'men',
      pack_size: '12',
      size_range: 'S–XXL',
      season: '',
    });
  });

  it('another version’s screen points to the one this shop uses and asks the API nothing', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/product/attributes/v_3/11');
    expect(await screen.findByRole('link', { name: 'Open version 2' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product/attributes/v_2/11',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/attributes/'))).toBe(false);
  });
});
