import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { adminScreenTests, conflict, invalid, openAdmin } from '../test-helpers.ts';
import { measureUnit } from './test-fixtures.ts';
import { cancelThenDelete, submitAndConfirm } from './test-flows.ts';

adminScreenTests(() => import('./measure-unit-pages.tsx'));

describe('measure unit screens', () => {
  it('list: the search and sort come from the URL and go to the API', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/measureUnits?search=box&sort=-code', [
      route('GET', '/api/admin/measure-units', page([measureUnit()])),
    ]);
    const table = await screen.findByRole('table', { name: /Measure units/ });
    expect(await within(table).findByRole('link', { name: 'Box of 12' })).toBeInTheDocument();
    const url = callsTo(fetchMock, '/api/admin/measure-units').at(-1)?.[0];
    expect(url?.searchParams.get('search')).toBe('box');
    expect(url?.searchParams.get('sort')).toBe('-code');
    expect(screen.getByRole('searchbox', { name: 'Search measure units' })).toHaveValue('box');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-code'));
  });

  it('add: required fields first, then the server\'s "code taken" under the code', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/measureUnits/add', [
      route('POST', '/api/admin/measure-units', invalid({ code: ['The code has already been taken'] })),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a measure unit' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add measure unit' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    expect(callsTo(fetchMock, '/api/admin/measure-units', 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'Box of 12');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(Arabic\)/ }), 'علبة من 12');
    await userEvent.type(within(form).getByRole('textbox', { name: /Code/ }), 'box-12');
    await userEvent.clear(within(form).getByRole('spinbutton', { name: 'Pieces per unit' }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Pieces per unit' }), '12');
    await submitAndConfirm(form, 'Add measure unit');
    expect(await within(form).findByText('The code has already been taken')).toBeInTheDocument();
    await noDialog();
    expect(within(form).getByRole('textbox', { name: /Code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(fetchMock, 'POST', '/api/admin/measure-units', -1)).toEqual({
      name: { en: 'Box of 12', ar: 'علبة من 12' },
      code: 'box-12',
      piecesPerUnit: 12,
    });
  });

  it("edit saves with PUT; delete asks, and a unit in use is refused with the API's message", async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/measureUnits/3', [
      route('GET', '/api/admin/measure-units/3', { body: { data: measureUnit() } }),
      route('PUT', '/api/admin/measure-units/3', {
        body: { data: measureUnit({ piecesPerUnit: 24 }), message: 'Saved successfully' },
      }),
      route(
        'DELETE',
        '/api/admin/measure-units/3',
        conflict('measureUnitInUse', 'This measure unit is used by 4 products'),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit measure unit' });
    const pieces = within(form).getByRole('spinbutton', { name: 'Pieces per unit' });
    await userEvent.clear(pieces);
    await userEvent.type(pieces, '24');
    await submitAndConfirm(form, 'Save changes');
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/measure-units/3', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/measure-units/3', -1)).toMatchObject({ piecesPerUnit: 24 });
    await noDialog();

    await cancelThenDelete(fetchMock, '/api/admin/measure-units/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('This measure unit is used by 4 products');
  });
});
