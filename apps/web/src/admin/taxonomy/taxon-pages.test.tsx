import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryImage } from '../../back-office/gallery/test-fixtures.ts';
import { page } from '../../back-office/test-helpers.ts';
import { toasts } from '../../components/ui/toast/toast-store.ts';
import { noDialog } from '../../test/dialogs.ts';
import { callsTo, route, routeInTurn, sentBody } from '../../test/fetch-mock.ts';
import { adminScreenTests, conflict, invalid, openAdmin, pickGalleryImage } from '../test-helpers.ts';
import { brand, category, mainCategory } from './test-fixtures.ts';
import { submitAndConfirm } from './test-flows.ts';

adminScreenTests(
  () => import('./taxon-pages.tsx'),
  // Toasts close within 3 s; their first (lazy) load in jsdom can take longer than that.
  () => import('../../components/ui/toast/toast-item.tsx'),
);
afterEach(() => vi.restoreAllMocks());

describe('brand, main category and category screens', () => {
  it('brands list: in the sidebar, filters and sort in the URL and sent to the API', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/brands?status=active', [
      route('GET', '/api/admin/brands', page([brand()])),
    ]);
    const table = await screen.findByRole('table', { name: /Brands/ });
    expect(await within(table).findByRole('link', { name: 'Northwind Apparel' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/brands/4',
    );
    const sidebar = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'page');
    expect(callsTo(fetchMock, '/api/admin/brands').at(-1)?.[0].searchParams.get('status')).toBe('active');

    await userEvent.click(within(table).getByRole('button', { name: 'Products' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=products'));
    expect(callsTo(fetchMock, '/api/admin/brands').at(-1)?.[0].searchParams.get('sort')).toBe('products');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'north{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search=north'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=products'));
  });

  it('add a brand: checks the form first, puts "already taken" under the name, then opens the new brand', async () => {
    const shown = vi.spyOn(toasts, 'show');
    const { fetchMock, router } = openAdmin('/admin-panel/secure/brands/add', [
      route('GET', '/api/admin/gallery', page([galleryImage()])),
      routeInTurn('POST', '/api/admin/brands', [
        invalid({ 'name.en': ['This name has already been taken'] }),
        { status: 201, body: { data: brand({ id: 11 }), message: 'Added successfully' } },
      ]),
      route('GET', '/api/admin/brands/11', { body: { data: brand({ id: 11 }) } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a brand' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'Nor');
    await userEvent.click(within(form).getByRole('button', { name: 'Add brand' }));
    expect(await within(form).findByText('Must be more than 3 characters')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'thwind Apparel');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(Arabic\)/ }), 'نورثويند للملابس');
    await pickGalleryImage(form, 'Choose an image: Logo');

    await userEvent.click(within(form).getByRole('button', { name: 'Add brand' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add “Northwind Apparel”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Add brand' }));
    expect(await within(form).findByText('This name has already been taken')).toBeInTheDocument();
    await noDialog();
    expect(within(form).getByRole('textbox', { name: /Name \(English\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sentBody(fetchMock, 'POST', '/api/admin/brands', -1)).toEqual({
      name: { en: 'Northwind Apparel', ar: 'نورثويند للملابس' },
      description: { en: '', ar: '' },
      status: 'active',
      image: galleryImage().url,
      position: 0,
    });
    await submitAndConfirm(form, 'Add brand');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/brands/11'));
    // The toast closes within 3 s, which a loaded machine can spend rendering the new page.
    expect(shown).toHaveBeenCalledWith('success', 'Added successfully');
  });

  it('delete a brand: cancel sends nothing; the API refusal (in use) is shown; a free one goes back to the list', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/brands/4', [
      route('GET', '/api/admin/brands/4', { body: { data: brand() } }),
      route('GET', '/api/admin/brands', page([])),
      routeInTurn('DELETE', '/api/admin/brands/4', [
        conflict('brandInUse', 'This brand is used by 12 products; move them to another brand first'),
        { body: { data: null, message: 'Deleted successfully' } },
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Apparel' })).toBeInTheDocument();
    const danger = screen.getByRole('region', { name: 'Delete' });

    await userEvent.click(within(danger).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Northwind Apparel”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(callsTo(fetchMock, '/api/admin/brands/4', 'DELETE')).toHaveLength(0);

    await userEvent.click(within(danger).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(danger).findByRole('alert')).toHaveTextContent(
      'This brand is used by 12 products; move them to another brand first',
    );
    expect(router.state.location.pathname).toBe('/admin-panel/secure/brands/4');
    await userEvent.click(within(danger).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/brands'));
  });

  it("main categories list shows each one's categories count", async () => {
    openAdmin('/admin-panel/secure/main-category', [
      route('GET', '/api/admin/main-categories', page([mainCategory()])),
    ]);
    const table = await screen.findByRole('table', { name: /Main categories/ });
    const row = (await within(table).findByRole('link', { name: 'Menswear' })).closest('tr');
    expect(row && within(row).getByText('3')).toBeInTheDocument();
  });

  it('category: filtered by main category from the URL; the form picks its main category by search', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/category?mainCategoryId=2', [
      route('GET', '/api/admin/categories', page([category()])),
      route('GET', '/api/admin/main-categories/2', { body: { data: mainCategory() } }),
      route('GET', '/api/admin/main-categories', (url) =>
        page(
          url.searchParams.get('search') === 'wom'
            ? [mainCategory({ id: 3, name: { en: 'Womenswear', ar: 'ملابس نسائية' } })]
            : [mainCategory()],
        ),
      ),
      route('GET', '/api/admin/gallery', page([galleryImage()])),
      route('POST', '/api/admin/categories', { status: 201, body: { data: category({ id: 12 }) } }),
      route('GET', '/api/admin/categories/12', { body: { data: category({ id: 12 }) } }),
    ]);
    const table = await screen.findByRole('table', { name: /Categories/ });
    expect(await within(table).findByRole('link', { name: 'Hoodies' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/categories').at(-1)?.[0].searchParams.get('mainCategoryId')).toBe(
      '2',
    );
    expect(await screen.findByDisplayValue('Menswear')).toBeInTheDocument();

    await router.navigate('/admin-panel/secure/category/add');
    const form = await screen.findByRole('form', { name: 'Add a category' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(English\)/ }), 'Polo shirts');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name \(Arabic\)/ }), 'قمصان بولو');
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    const mainField = within(form).getByRole('combobox', { name: /Main category/ });
    await waitFor(() => expect(mainField).toHaveAttribute('aria-invalid', 'true'));

    await userEvent.type(mainField, 'wom');
    await userEvent.click(await screen.findByRole('option', { name: 'Womenswear' }));
    await pickGalleryImage(form);
    await submitAndConfirm(form, 'Add category');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/category/12'));
    expect(sentBody(fetchMock, 'POST', '/api/admin/categories', -1)).toMatchObject({
      name: { en: 'Polo shirts', ar: 'قمصان بولو' },
      mainCategoryId: 3,
    });
  });
});
