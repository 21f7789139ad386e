import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { adminScreenTests, invalid, openAdmin } from '../test-helpers.ts';
import { tag } from './test-fixtures.ts';
import { cancelThenDelete, submitAndConfirm } from './test-flows.ts';

adminScreenTests(() => import('./tag-pages.tsx'));

describe('tag screens', () => {
  it('list: type 3 reads "Item Is Bundle"; the type filter lives in the URL', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/tags', [
      route('GET', '/api/admin/tags', page([tag()])),
    ]);
    const table = await screen.findByRole('table', { name: /Tags/ });
    const row = (await within(table).findByRole('link', { name: 'Winter bundle' })).closest('tr');
    expect(row && within(row).getByText('3 · Item Is Bundle')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: '2 · Discount' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=discount'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/tags').at(-1)?.[0].searchParams.get('type')).toBe('discount'),
    );
  });

  it('add: a too-short name is refused in the form; the server\'s "already taken" lands under the Arabic name', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/tags/add', [
      route('POST', '/api/admin/tags', invalid({ 'name.ar': ['This name has already been taken'] })),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a tag' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'Wi');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(Arabic\)/ }), 'حزمة الشتاء');
    await userEvent.click(within(form).getByRole('button', { name: 'Add tag' }));
    expect(await within(form).findByText('Must be at least 3 characters')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'nter bundle');
    await userEvent.click(within(form).getByRole('combobox', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: '3 · Item Is Bundle' }));
    await submitAndConfirm(form, 'Add tag');
    expect(await within(form).findByText('This name has already been taken')).toBeInTheDocument();
    await noDialog();
    expect(within(form).getByRole('textbox', { name: /Name \(Arabic\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sentBody(fetchMock, 'POST', '/api/admin/tags', -1)).toEqual({
      name: { en: 'Winter bundle', ar: 'حزمة الشتاء' },
      type: 'bundle',
    });
  });

  it('delete: cancel keeps it; confirm deletes and goes back to the list', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/tags/6', [
      route('GET', '/api/admin/tags/6', { body: { data: tag() } }),
      route('GET', '/api/admin/tags', page([])),
      route('DELETE', '/api/admin/tags/6', { body: { data: null, message: 'Deleted successfully' } }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter bundle' })).toBeInTheDocument();
    await cancelThenDelete(fetchMock, '/api/admin/tags/6');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/tags'));
  });
});
