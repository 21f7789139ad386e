import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, mockFetch, route } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { brand } from '../taxonomy/test-fixtures.ts';
import { adminScreenTests, conflict, openAdmin, profileHandler } from '../test-helpers.ts';
import { summary } from './test-fixtures.ts';

adminScreenTests(() => import('./products-list-page.tsx'));

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) =>
  Object.fromEntries(callsTo(fetchMock, '/api/admin/products').at(-1)?.[0].searchParams ?? []);

describe('admin products list', () => {
  it('reads filters, sort and page from the URL, sends them to the API and writes changes back', async () => {
    const { fetchMock, router } = openAdmin(
      '/admin-panel/secure/product?search=polo&status=available&type=bundle&brand_id=4&main_category_id=2&tag_id=9&stock=in_stock&sort=-price&page=2',
      [
        route('GET', '/api/admin/products', page([summary()], { total: 21, page: 2 })),
        route('GET', '/api/admin/brands/4', { body: { data: brand() } }),
      ],
    );
    const table = await screen.findByRole('table', { name: /Products/ });
    expect(await within(table).findByRole('link', { name: 'Navy Polo Shirt' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product/11',
    );
    expect(lastQuery(fetchMock)).toEqual({
      search: 'polo',
      status: 'available',
      type: 'bundle',
      brand_id: '4',
      main_category_id: '2',
      tag_id: '9',
      stock: 'in_stock',
      sort: '-price',
      page: '2',
      perPage: '20',
    });
    expect(within(table).getByText('£12.99')).toBeInTheDocument();
    expect(within(table).getByText('Available')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Navy Polo Shirt' })).toHaveAttribute(
      'src',
      '/uploads/images/products/2026/11/polo-thumb.webp',
    );
    // The brand filter names the brand of the URL's id.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Northwind Apparel'),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Out of stock' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('status')).toBe('out_of_stock'),
    );
    // A filter change goes back to the first page.
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect(lastQuery(fetchMock).status).toBe('out_of_stock'));

    await userEvent.click(within(table).getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price'));
  });

  it('searches by title, SKU or barcode through the URL', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/product', [
      route('GET', '/api/admin/products', page([summary()])),
    ]);
    const search = await screen.findByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, '5012345{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=5012345'));
    await waitFor(() => expect(lastQuery(fetchMock).search).toBe('5012345'));
  });

  it('asks before deleting: cancel keeps the product, confirm deletes it with a notice', async () => {
    const fetchMock = mockFetch([
      profileHandler(false),
      route('GET', '/api/admin/products', page([summary()])),
      route('DELETE', '/api/admin/products/11', { body: { data: null, message: 'Deleted successfully' } }),
    ]);
    const success = vi.spyOn(notify, 'success');
    renderApp('/admin-panel/secure/product');
    const remove = await screen.findByRole('button', { name: 'Delete Navy Polo Shirt' });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent('“Navy Polo Shirt” (POLO-NVY) will be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(callsTo(fetchMock, '/api/admin/products/11', 'DELETE')).toHaveLength(0);

    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/products/11', 'DELETE')).toHaveLength(1));
    // Toasts close after 50 ms per character: the call is what is certain, not the timing.
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deleted successfully'));
  });

  it('says why a product in an order cannot be deleted', async () => {
    openAdmin('/admin-panel/secure/product', [
      route('GET', '/api/admin/products', page([summary()])),
      route(
        'DELETE',
        '/api/admin/products/11',
        conflict(
          'productInOrders',
          'This product is part of existing orders and cannot be deleted; set its status to unavailable instead',
        ),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Navy Polo Shirt' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('part of existing orders');
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    openAdmin('/admin-panel/secure/product', [
      route('GET', '/api/admin/products', () =>
        fail ? { status: 500, body: { code: 'server', message: 'Server error' } } : page([]),
      ),
    ]);
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No products yet. Add the first one.')).toBeInTheDocument();
  });
});
