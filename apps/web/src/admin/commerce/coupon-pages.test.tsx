import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { cancelThenDelete, submitAndConfirm } from '../taxonomy/test-flows.ts';
import { adminScreenTests, conflict, openAdmin } from '../test-helpers.ts';
import { coupon } from './test-fixtures.ts';

adminScreenTests(() => import('./coupon-pages.tsx'));

describe('coupon screens', () => {
  it('list: code, discount, minimum and state; the state filter lives in the URL', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/coupons', [
      route(
        'GET',
        '/api/admin/coupons',
        page([
          coupon(),
          coupon({
            id: 8,
            code: 'TRADE25',
            type: 'fixed',
            value: 2_500,
            minCartAmount: 0,
            state: 'scheduled',
          }),
        ]),
      ),
    ]);
    const table = await screen.findByRole('table', { name: /Coupons/ });
    const bulk = (await within(table).findByRole('link', { name: 'BULK10' })).closest('tr');
    expect(bulk && within(bulk).getByText('10 % off')).toBeInTheDocument();
    expect(bulk && within(bulk).getByText('£500.00')).toBeInTheDocument();
    expect(bulk && within(bulk).getByText('Active')).toBeInTheDocument();
    const trade = within(table).getByRole('link', { name: 'TRADE25' }).closest('tr');
    expect(trade && within(trade).getByText('£25.00 off')).toBeInTheDocument();
    expect(trade && within(trade).getByText('None')).toBeInTheDocument();
    expect(trade && within(trade).getByText('Scheduled')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=expired'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/coupons').at(-1)?.[0].searchParams.get('status')).toBe('expired'),
    );
  });

  it('add: required fields and the end before the start are refused; a fixed discount is sent in minor units', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/coupons/add', [
      route(
        'POST',
        '/api/admin/coupons',
        conflict('couponCodeTaken', 'A coupon with this code already exists'),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a coupon' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(4);
    expect(callsTo(fetchMock, '/api/admin/coupons', 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /Code/ }), ' trade25 ');
    await userEvent.click(within(form).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Discount \(GBP\)/ }), '25.50');
    await userEvent.clear(within(form).getByRole('textbox', { name: /Minimum cart amount/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Minimum cart amount/ }), '250');
    await userEvent.type(within(form).getByLabelText('Starts'), '2026-12-10T09:00');
    await userEvent.type(within(form).getByLabelText('Ends'), '2026-12-01T09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    expect(await within(form).findByText('The end must be after the start')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Ends'));
    await userEvent.type(within(form).getByLabelText('Ends'), '2026-12-31T18:00');
    await submitAndConfirm(form, 'Add coupon');
    expect(await screen.findByRole('alert')).toHaveTextContent('A coupon with this code already exists');
    await noDialog();
    expect(sentBody(fetchMock, 'POST', '/api/admin/coupons', -1)).toEqual({
      code: 'TRADE25',
      type: 'fixed',
      value: 2_550,
      minCartAmount: 25_000,
      startsAt: new Date('2026-12-10T09:00').toISOString(),
      endsAt: new Date('2026-12-31T18:00').toISOString(),
      description: { en: '', ar: '' },
      active: true,
      usageLimit: null,
    });
  });

  it('add in Arabic: a percentage over 100 and a bad code are refused in Arabic', async () => {
    await switchLanguage('ar');
    openAdmin('/admin-panel/secure/coupons/add');
    const form = await screen.findByRole('form', { name: 'إضافة قسيمة خصم' });
    await userEvent.type(within(form).getByRole('textbox', { name: /الرمز/ }), 'خصم');
    await userEvent.type(within(form).getByRole('textbox', { name: /الخصم \(%\)/ }), '150');
    await userEvent.type(within(form).getByLabelText('يبدأ في'), '2026-12-01T09:00');
    await userEvent.type(within(form).getByLabelText('ينتهي في'), '2026-12-31T09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة القسيمة' }));
    expect(
      await within(form).findByText('استخدم الحروف اللاتينية A–Z والأرقام والشرطات والشرطات السفلية فقط'),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: /الرمز/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /الرمز/ }), 'SALE');
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة القسيمة' }));
    expect(await within(form).findByText('يجب ألا يزيد عن 100')).toBeInTheDocument();
  });

  it('edit shows the amount in major units and saves with PUT; delete asks first', async () => {
    const fixed = coupon({ type: 'fixed', value: 1_250, usageLimit: 40 });
    const { fetchMock, router } = openAdmin('/admin-panel/secure/coupons/7', [
      route('GET', '/api/admin/coupons/7', { body: { data: fixed } }),
      route('PUT', '/api/admin/coupons/7', { body: { data: fixed, message: 'Saved successfully' } }),
      route('GET', '/api/admin/coupons', page([])),
      route('DELETE', '/api/admin/coupons/7', { body: { data: null, message: 'Deleted successfully' } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit coupon' });
    expect(screen.getByRole('heading', { level: 1, name: 'BULK10' })).toBeInTheDocument();
    const value = within(form).getByRole('textbox', { name: /Discount \(GBP\)/ });
    expect(value).toHaveValue('12.50');
    await userEvent.clear(value);
    await userEvent.type(value, '15');
    await submitAndConfirm(form, 'Save changes');
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/coupons/7', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/coupons/7', -1)).toMatchObject({
      code: 'BULK10',
      value: 1_500,
      minCartAmount: 50_000,
      usageLimit: 40,
      startsAt: fixed.startsAt,
      endsAt: fixed.endsAt,
    });
    await noDialog();

    await cancelThenDelete(fetchMock, '/api/admin/coupons/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/coupons'));
  });
});
