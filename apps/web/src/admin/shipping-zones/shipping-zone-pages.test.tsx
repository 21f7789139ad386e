import { environments, type ShippingZoneRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import type { MapOptions } from '../../components/ui/map/leaflet-map.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, frontSettingsFixture, mockFetch, route, sentBody } from '../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { cancelThenDelete, submitAndConfirm } from '../taxonomy/test-flows.ts';
import { adminScreenTests, invalid, openAdmin, profileHandler } from '../test-helpers.ts';

// Leaflet needs a browser's layout: the map is a stand-in; its text list of points is real.
vi.mock('../../components/ui/map/leaflet-map.ts', () => ({
  createMap: (_element: HTMLElement, _options: MapOptions) => ({ setPoints: () => {}, destroy: () => {} }),
}));

adminScreenTests(() => import('./shipping-zone-pages.tsx'));

const LIST = '/admin-panel/secure/shipping-zones';
const API = '/api/admin/shipping-zones';

const zone = (overrides: Partial<ShippingZoneRecord> = {}): ShippingZoneRecord => ({
  id: 4,
  name: { en: 'UK Mainland', ar: 'البر الرئيسي للمملكة المتحدة' },
  image: null,
  areaMethod: 'general',
  includedCities: [],
  excludedCities: ['Belfast'],
  polygon: null,
  rateMode: 'many',
  taxRate: 20,
  status: 'active',
  position: 0,
  rates: [
    {
      id: 41,
      name: { en: 'Standard', ar: 'عادي' },
      minAmount: 0,
      maxAmount: 25_000,
      charge: 1_295,
      minDays: 2,
      maxDays: 3,
      position: 0,
    },
    {
      id: 42,
      name: { en: 'Trade', ar: 'تجاري' },
      minAmount: 25_001,
      maxAmount: 75_000,
      charge: 695,
      minDays: 1,
      maxDays: 2,
      position: 1,
    },
    {
      id: 43,
      name: { en: 'Free', ar: 'مجاني' },
      minAmount: 75_001,
      maxAmount: null,
      charge: 0,
      minDays: 1,
      maxDays: 2,
      position: 2,
    },
  ],
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

const rateGroup = (form: HTMLElement, n: number, lang: 'en' | 'ar' = 'en') =>
  within(form).getByRole('group', { name: lang === 'en' ? `Rate ${n}` : `السعر ${n}` });

/** Replaces a field's text at once (typing key by key into this long form is slow in jsdom). */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('shipping zone screens (ADR 0051)', () => {
  it('list: the bands of each zone; the status and area filters come from the URL and go to the API', async () => {
    const { fetchMock } = openAdmin(`${LIST}?status=active&areaMethod=general`, [
      route('GET', API, page([zone()])),
    ]);
    const table = await screen.findByRole('table', { name: /Shipping zones/ });
    const row = (await within(table).findByRole('link', { name: 'UK Mainland' })).closest('tr');
    expect(
      row && within(row).getByText(/Standard \(0–25000\) · Trade \(25001–75000\) · Free \(75001 and above\)/),
    ).toBeInTheDocument();
    expect(row && within(row).getByText('General')).toBeInTheDocument();
    const url = callsTo(fetchMock, API).at(-1)?.[0];
    expect(url?.searchParams.get('status')).toBe('active');
    expect(url?.searchParams.get('areaMethod')).toBe('general');
  });

  it('rates editor: no remove button on the first and the last of three rates; a new rate goes before the open-ended last', async () => {
    openAdmin(`${LIST}/add`);
    const form = await screen.findByRole('form', { name: 'Add a shipping zone' });
    expect(within(rateGroup(form, 1)).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Add a rate' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a rate' }));
    // Three rates: only the middle one can be removed.
    expect(within(rateGroup(form, 1)).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rateGroup(form, 3)).queryByRole('button', { name: /Remove/ })).toBeNull();
    // The new rates went after the first one, which keeps its minimum of 0.
    expect(within(rateGroup(form, 1)).getByRole('spinbutton', { name: /Minimum order/ })).toHaveValue(0);
    await userEvent.click(within(rateGroup(form, 2)).getByRole('button', { name: 'Remove: Rate 2' }));
    expect(within(form).queryByRole('group', { name: 'Rate 3' })).toBeNull();
    // Of two rates the second can go, back to one; a single-rate zone cannot add another.
    await userEvent.click(within(form).getByRole('combobox', { name: /^Rates/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'A single rate' }));
    await userEvent.click(within(rateGroup(form, 2)).getByRole('button', { name: 'Remove: Rate 2' }));
    expect(within(form).queryByRole('group', { name: 'Rate 2' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Add a rate' })).toBeDisabled();
  });

  it('add: the SPEC 5 band rules under their fields before anything is sent; then the body', async () => {
    const { fetchMock } = openAdmin(`${LIST}/add`, [
      route('POST', API, invalid({ 'name.en': ['This name has already been taken'] })),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a shipping zone' });
    await typeInto(within(form).getByRole('textbox', { name: 'Name (English)' }), 'Riyadh');
    await typeInto(within(form).getByRole('textbox', { name: 'Name (Arabic)' }), 'الرياض');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a rate' }));
    const [first, last] = [rateGroup(form, 1), rateGroup(form, 2)];
    await typeInto(within(first).getByRole('textbox', { name: 'Rate name (English)' }), 'Standard');
    await typeInto(within(first).getByRole('textbox', { name: 'Rate name (Arabic)' }), 'عادي');
    await typeInto(within(first).getByRole('spinbutton', { name: /Maximum order/ }), '5000');
    await typeInto(within(last).getByRole('textbox', { name: 'Rate name (English)' }), 'Free');
    await typeInto(within(last).getByRole('textbox', { name: 'Rate name (Arabic)' }), 'مجاني');
    await typeInto(within(last).getByRole('spinbutton', { name: /Minimum order/ }), '5000');
    await typeInto(within(last).getByRole('spinbutton', { name: /Maximum order/ }), '9000');
    await typeInto(within(last).getByRole('spinbutton', { name: /Delivery from/ }), '4');
    await typeInto(within(last).getByRole('spinbutton', { name: /Delivery up to/ }), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Add shipping zone' }));
    expect(
      await within(last).findByText("The minimum must be more than the previous rate's maximum (5000)"),
    ).toBeInTheDocument();
    expect(within(last).getByText('The last rate has no maximum: leave it empty')).toBeInTheDocument();
    expect(within(last).getByText('The minimum cannot be more than the maximum')).toBeInTheDocument();
    expect(callsTo(fetchMock, API, 'POST')).toHaveLength(0);

    await typeInto(within(last).getByRole('spinbutton', { name: /Minimum order/ }), '5001');
    await userEvent.clear(within(last).getByRole('spinbutton', { name: /Maximum order/ }));
    await typeInto(within(last).getByRole('spinbutton', { name: /Delivery up to/ }), '5');
    const excluded = within(form).getByRole('combobox', { name: 'Excluded cities' });
    await userEvent.type(excluded, 'Diriyah{Enter}');
    await typeInto(within(form).getByRole('textbox', { name: 'Tax on delivery (%)' }), '15');
    await submitAndConfirm(form, 'Add shipping zone');
    expect(await within(form).findByText('This name has already been taken')).toBeInTheDocument();
    await noDialog();
    expect(sentBody(fetchMock, 'POST', API, -1)).toEqual({
      name: { en: 'Riyadh', ar: 'الرياض' },
      image: null,
      areaMethod: 'general',
      includedCities: [],
      excludedCities: ['Diriyah'],
      polygon: null,
      rateMode: 'many',
      taxRate: 15,
      status: 'active',
      rates: [
        {
          name: { en: 'Standard', ar: 'عادي' },
          minAmount: 0,
          maxAmount: 5000,
          charge: 0,
          minDays: 1,
          maxDays: 3,
        },
        {
          name: { en: 'Free', ar: 'مجاني' },
          minAmount: 5001,
          maxAmount: null,
          charge: 0,
          minDays: 4,
          maxDays: 5,
        },
      ],
    });
  });

  it('in Arabic: a customized zone without cities is refused in Arabic, under the included cities', async () => {
    await switchLanguage('ar');
    openAdmin(`${LIST}/4`, [route('GET', `${API}/4`, { body: { data: zone() } })]);
    const form = await screen.findByRole('form', { name: 'تعديل منطقة الشحن' });
    await userEvent.click(within(form).getByRole('combobox', { name: /طريقة تحديد النطاق/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'مخصّصة' }));
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ التغييرات' }));
    expect(
      await within(form).findByText('المنطقة المخصّصة تحتاج إلى مدن مشمولة أو مضلّع على الخريطة'),
    ).toBeInTheDocument();
    // The UK deployment draws no polygon.
    expect(within(form).queryByRole('region', { name: 'الخريطة' })).toBeNull();
  });

  it('edit: saves the bands with their ids; a server error lands under its rate field; delete asks first', async () => {
    const { fetchMock, router } = openAdmin(`${LIST}/4`, [
      route('GET', `${API}/4`, { body: { data: zone() } }),
      route(
        'PUT',
        `${API}/4`,
        invalid({
          'rates.1.minAmount': ["The minimum must be more than the previous rate's maximum (25000)"],
        }),
      ),
      route('GET', API, page([])),
      route('DELETE', `${API}/4`, { body: { data: null } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit shipping zone' });
    await typeInto(within(rateGroup(form, 2)).getByRole('spinbutton', { name: /Charge/ }), '500');
    await submitAndConfirm(form, 'Save changes');
    const refusal = "The minimum must be more than the previous rate's maximum (25000)";
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    await noDialog();
    expect(
      within(rateGroup(form, 2)).getByRole('spinbutton', { name: /Minimum order/ }),
    ).toHaveAccessibleDescription(refusal);
    expect(sentBody(fetchMock, 'PUT', `${API}/4`, -1)).toMatchObject({
      excludedCities: ['Belfast'],
      rates: [{ id: 41 }, { id: 42, charge: 500 }, { id: 43, maxAmount: null }],
    });
    await cancelThenDelete(fetchMock, `${API}/4`);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('where the deployment draws on the map, a customized zone has the map and its list of points', async () => {
    const fetchMock = mockFetch(
      [
        profileHandler(false),
        route('GET', `${API}/4`, {
          body: {
            data: zone({
              areaMethod: 'customized',
              includedCities: ['Riyadh'],
              polygon: [
                [24.6, 46.6],
                [24.6, 46.8],
                [24.8, 46.8],
              ],
            }),
          },
        }),
        route('PUT', `${API}/4`, { body: { data: zone() } }),
      ],
      { settings: frontSettingsFixture({ environment: environments.testing_v1 }) },
    );
    await switchLanguage('en');
    renderApp(`${LIST}/4`);
    const form = await screen.findByRole('form', { name: 'Edit shipping zone' });
    expect(await within(form).findByRole('region', { name: 'Map' })).toHaveAttribute('dir', 'ltr');
    const points = within(form).getByRole('textbox', { name: /Points/ });
    expect(points).toHaveValue('24.6, 46.6\n24.6, 46.8\n24.8, 46.8');
    await userEvent.type(points, '{Enter}24.8, 46.6');
    await submitAndConfirm(form, 'Save changes');
    await waitFor(() => expect(callsTo(fetchMock, `${API}/4`, 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', `${API}/4`, -1)).toMatchObject({
      includedCities: ['Riyadh'],
      polygon: [
        [24.6, 46.6],
        [24.6, 46.8],
        [24.8, 46.8],
        [24.8, 46.6],
      ],
    });
  });
});
