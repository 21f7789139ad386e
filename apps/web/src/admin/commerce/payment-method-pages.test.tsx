import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { galleryImage } from '../../back-office/gallery/test-fixtures.ts';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { cancelThenDelete, submitAndConfirm } from '../taxonomy/test-flows.ts';
import { adminScreenTests, conflict, invalid, openAdmin, pickGalleryImage } from '../test-helpers.ts';
import { paymentMethod } from './test-fixtures.ts';

adminScreenTests(
  () => import('./payment-method-pages.tsx'),
  () => import('./assign-zones-page.tsx'),
);

const zones = {
  assigned: [3],
  zones: [
    { id: 3, name: 'UK Mainland' },
    { id: 5, name: 'Highlands and Islands' },
  ],
};

describe('payment method screens', () => {
  it('list (settings tab): name, kind, limits, zones and state; the search goes to the API', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/settings/payment-methods?search=cash', [
      route(
        'GET',
        '/api/admin/payment-methods',
        page([
          paymentMethod(),
          paymentMethod({
            id: 4,
            code: 'card',
            name: { en: 'Card payment', ar: 'الدفع بالبطاقة' },
            enabled: false,
            minLimit: 100,
            maxLimit: null,
            zoneCount: 2,
          }),
        ]),
      ),
    ]);
    const table = await screen.findByRole('table', { name: /Payment methods/ });
    const cash = (await within(table).findByRole('link', { name: 'Cash' })).closest('tr');
    expect(cash && within(cash).getByText('£0.00 – £5,000.00')).toBeInTheDocument();
    expect(cash && within(cash).getByText('All zones')).toBeInTheDocument();
    expect(cash && within(cash).getByText('Enabled')).toBeInTheDocument();
    const card = within(table).getByRole('link', { name: 'Card payment' }).closest('tr');
    expect(card && within(card).getByText('£1.00 – no maximum')).toBeInTheDocument();
    expect(card && within(card).getByText('2 zones')).toBeInTheDocument();
    expect(card && within(card).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Cash' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/settings/payment-methods/2',
    );
    expect(callsTo(fetchMock, '/api/admin/payment-methods').at(-1)?.[0].searchParams.get('search')).toBe(
      'cash',
    );
  });

  it('add: limits are sent in minor units; a max under the min and a taken code are refused', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/settings/payment-methods/add', [
      route('GET', '/api/admin/gallery', page([galleryImage()])),
      route(
        'POST',
        '/api/admin/payment-methods',
        conflict('paymentMethodCodeTaken', 'A payment method with this code already exists'),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a payment method' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add payment method' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(5);

    await userEvent.click(within(form).getByRole('combobox', { name: /Code/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cheque' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name \(English\)/ }), 'Cheque');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'شيك');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Display name \(English\)/ }),
      'Business cheque',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Display name \(Arabic\)/ }), 'شيك تجاري');
    const min = within(form).getByRole('textbox', { name: /Minimum order/ });
    await userEvent.clear(min);
    await userEvent.type(min, '50');
    await userEvent.type(within(form).getByRole('textbox', { name: /Maximum order/ }), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Add payment method' }));
    expect(await within(form).findByText('The maximum cannot be less than the minimum')).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('textbox', { name: /Maximum order/ }));
    await pickGalleryImage(form, 'Choose an image: Logo');
    await submitAndConfirm(form, 'Add payment method');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A payment method with this code already exists',
    );
    await noDialog();
    expect(sentBody(fetchMock, 'POST', '/api/admin/payment-methods', -1)).toEqual({
      code: 'cheque',
      name: { en: 'Cheque', ar: 'شيك' },
      displayName: { en: 'Business cheque', ar: 'شيك تجاري' },
      note: { en: '', ar: '' },
      provider: 'offline',
      gateway: null,
      online: false,
      installment: false,
      enabled: true,
      minLimit: 5_000,
      maxLimit: null,
      logo: galleryImage().url,
      position: 0,
    });
  });

  it('add in Arabic: the refusals are in Arabic', async () => {
    await switchLanguage('ar');
    openAdmin('/admin-panel/secure/settings/payment-methods/add');
    const form = await screen.findByRole('form', { name: 'إضافة طريقة دفع' });
    await userEvent.type(within(form).getByRole('textbox', { name: /الحد الأدنى للطلب/ }), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة طريقة الدفع' }));
    expect(await within(form).findByText('يجب أن يكون رقمًا')).toBeInTheDocument();
    expect(within(form).getAllByText('هذا الحقل مطلوب').length).toBeGreaterThan(0);
  });

  it('edit: saves with PUT, links to its zones; delete asks first', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/settings/payment-methods/2', [
      route('GET', '/api/admin/payment-methods/2', { body: { data: paymentMethod() } }),
      route('PUT', '/api/admin/payment-methods/2', {
        body: { data: paymentMethod({ maxLimit: 750_000 }), message: 'Saved successfully' },
      }),
      route('GET', '/api/admin/payment-methods', page([])),
      route('DELETE', '/api/admin/payment-methods/2', {
        body: { data: null, message: 'Deleted successfully' },
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit payment method' });
    expect(screen.getByRole('link', { name: 'Assign shipping zones' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/settings/payment-methods/assign-zones/2',
    );
    const max = within(form).getByRole('textbox', { name: /Maximum order/ });
    expect(max).toHaveValue('5000.00');
    await userEvent.clear(max);
    await userEvent.type(max, '7500');
    await submitAndConfirm(form, 'Save changes');
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/payment-methods/2', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/payment-methods/2', -1)).toMatchObject({
      code: 'cash',
      minLimit: 0,
      maxLimit: 750_000,
      logo: '/uploads/seed/payments/cash.png',
      position: 1,
    });
    await noDialog();

    await cancelThenDelete(fetchMock, '/api/admin/payment-methods/2');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin-panel/secure/settings/payment-methods'),
    );
  });

  it('assign zones: ticks the assigned ones, says none is everywhere, saves the set after asking', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/payment-methods/assign-zones/2', [
      route('GET', '/api/admin/payment-methods/2', { body: { data: paymentMethod({ zoneCount: 1 }) } }),
      route('GET', '/api/admin/payment-methods/2/zones', { body: { data: zones } }),
      route('PUT', '/api/admin/payment-methods/2/zones', {
        body: { data: { ...zones, assigned: [] }, message: 'Saved successfully' },
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Assign shipping zones' });
    expect(screen.getByText('No zone ticked: the method is offered in every zone.')).toBeInTheDocument();
    const mainland = within(form).getByRole('checkbox', { name: 'UK Mainland' });
    expect(mainland).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Highlands and Islands' })).not.toBeChecked();
    await userEvent.click(mainland);
    await submitAndConfirm(form, 'Save zones');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/payment-methods/2/zones', 'PUT')).toHaveLength(1),
    );
    expect(sentBody(fetchMock, 'PUT', '/api/admin/payment-methods/2/zones', -1)).toEqual({ zoneIds: [] });
    await noDialog();
  });

  it("assign zones: an unknown zone is refused with the API's words", async () => {
    openAdmin('/admin-panel/secure/settings/payment-methods/assign-zones/2', [
      route('GET', '/api/admin/payment-methods/2', { body: { data: paymentMethod() } }),
      route('GET', '/api/admin/payment-methods/2/zones', { body: { data: { ...zones, assigned: [] } } }),
      route('PUT', '/api/admin/payment-methods/2/zones', invalid({ zoneIds: ['This item does not exist'] })),
    ]);
    const form = await screen.findByRole('form', { name: 'Assign shipping zones' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Highlands and Islands' }));
    await submitAndConfirm(form, 'Save zones');
    expect(await screen.findByRole('alert')).toHaveTextContent('This item does not exist');
  });
});
