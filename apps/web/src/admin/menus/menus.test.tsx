import {
  type AdminMenuDetails,
  type AdminMenuRecord,
  environments,
  type MenuDefinitions,
  menuDefinitionsFor,
} from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { galleryImage } from '../../back-office/gallery/test-fixtures.ts';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog, pressInDialog } from '../../test/dialogs.ts';
import { callsTo, route, routeInTurn } from '../../test/fetch-mock.ts';
import { adminScreenTests, conflict, invalid, openAdmin, pickGalleryImage } from '../test-helpers.ts';

const notices = adminScreenTests(
  () => import('./menus-list-page.tsx'),
  () => import('./menu-form-page.tsx'),
);

const v2 = menuDefinitionsFor(environments.testing_v2);
const v1 = menuDefinitionsFor(environments.testing_v1);
const definitions = (d: MenuDefinitions) =>
  route('GET', '/api/admin/menus/definitions', { body: { data: d } });

const menu = (overrides: Partial<AdminMenuDetails> = {}): AdminMenuDetails => ({
  id: 4,
  name: { en: 'Winter knitwear', ar: 'ملابس الشتاء' },
  slug: 'winter-knitwear',
  status: 'active',
  image: '/uploads/images/gallery/knit.webp',
  type: 'navbar',
  kind: 'grid',
  placement: 'home',
  layout: 'horizontal',
  deviceType: null,
  itemType: 'products',
  itemCount: 1,
  bannerImage: null,
  blurBanner: false,
  posterImage: null,
  video: null,
  mediaGallery: [],
  hideText: false,
  combinedMenuIds: [],
  position: 0,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  items: [{ id: 11, itemType: 'products', name: { en: 'Navy hoodie', ar: 'هودي كحلي' }, image: null }],
  ...overrides,
});
const record = (overrides: Partial<AdminMenuRecord> = {}): AdminMenuRecord => {
  const { items: _items, ...rest } = menu(overrides as Partial<AdminMenuDetails>);
  return rest;
};

const product = (id: number, en: string, sku: string) => ({
  id,
  title: { en, ar: en },
  sku,
  image: null,
});

/** Picks the first gallery image for the image field named `label`. */
const pickImage = (label: RegExp) => pickGalleryImage(screen.getByRole('group', { name: label }));

async function choose(label: RegExp | string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('menu screens', () => {
  it('list: filters from the URL reach the API, kind names come from the definitions, the sidebar marks Menus', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/menu?placement=home&sort=name', [
      definitions(v2),
      route('GET', '/api/admin/menus', page([record()])),
    ]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Winter knitwear' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/menu/4',
    );
    expect(await within(table).findByText('Grid')).toBeInTheDocument();
    expect(within(table).getByText('Home page')).toBeInTheDocument();
    const query = callsTo(fetchMock, '/api/admin/menus').at(-1)?.[0].searchParams;
    expect(query?.get('placement')).toBe('home');
    expect(query?.get('sort')).toBe('name');
    const sidebar = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Menus' })).toHaveAttribute('aria-current', 'page');
    // Variant 2 has device types: the filter is offered.
    expect(screen.getByRole('combobox', { name: 'Device' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
  });

  it('add: a home grid menu with two products, picked by search and reordered; the server refusal lands under the name', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/menu/add', [
      definitions(v2),
      route('GET', '/api/admin/gallery', page([galleryImage()])),
      route('GET', '/api/admin/products', (url) =>
        url.searchParams.get('search') === 'polo'
          ? page([product(12, 'Red polo', 'POLO-RED')])
          : page([product(11, 'Navy hoodie', 'HOOD-NV'), product(12, 'Red polo', 'POLO-RED')]),
      ),
      routeInTurn('POST', '/api/admin/menus', [
        invalid({ 'name.en': ['This name has already been taken'] }),
        { status: 201, body: { data: menu({ id: 9 }), message: 'Added successfully' } },
      ]),
      route('GET', '/api/admin/menus/9', { body: { data: menu({ id: 9 }) } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a menu' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (English)' }), 'Winter knitwear');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name (Arabic)' }), 'ملابس الشتاء');
    await pickImage(/Menu image/);
    await choose(/Style/, 'Grid');
    // A grid menu has a banner (with its blur option) and no poster or video.
    expect(within(form).getByRole('group', { name: /Banner/ })).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'Blur the banner' })).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: /Poster/ })).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: /Video/ })).not.toBeInTheDocument();

    const search = within(form).getByRole('combobox', { name: 'Find a product' });
    await userEvent.click(search);
    await userEvent.click(await screen.findByRole('option', { name: /Navy hoodie/ }));
    await userEvent.type(search, 'polo');
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/admin/products').some(([u]) => u.searchParams.get('search') === 'polo'),
      ).toBe(true),
    );
    await userEvent.click(await screen.findByRole('option', { name: /Red polo/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Move Red polo up' }));

    await userEvent.click(within(form).getByRole('button', { name: 'Add menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this menu?' });
    expect(dialog).toHaveTextContent('Grid menu on the Home page with 2 items');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add menu' }));
    expect(await within(form).findByText('This name has already been taken')).toBeInTheDocument();
    await noDialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Add menu' }));
    await pressInDialog('Add this menu?', 'Add menu');
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Added successfully'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/menu/9'));
    const [, init] = callsTo(fetchMock, '/api/admin/menus', 'POST').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: { en: 'Winter knitwear', ar: 'ملابس الشتاء' },
      image: '/uploads/images/gallery/2026/11/navy-hoodie.webp',
      type: 'navbar',
      placement: 'home',
      kind: 'grid',
      itemType: 'products',
      items: [12, 11],
      deviceType: null,
      combinedMenuIds: [],
    });
  });

  it('follows the deployment: variant 1 has no device types, no video kind; nav offers bundle only; images need a gallery', async () => {
    openAdmin('/admin-panel/secure/menu/add', [
      definitions(v1),
      route('GET', '/api/admin/gallery', page([galleryImage()])),
      route('GET', '/api/admin/products', page([])),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a menu' });
    expect(within(form).queryByRole('combobox', { name: /Device/ })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('combobox', { name: /Style/ }));
    const kinds = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(kinds).toEqual(['Carousel', 'Bundle', 'Images', 'Grid', 'Single product']);
    await userEvent.click(screen.getByRole('option', { name: 'Images' }));
    expect(within(form).getByRole('group', { name: /Media gallery/ })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add an image' }));
    await pickImage(/Image 1/);
    expect(within(form).getByRole('group', { name: /Media gallery \(1 \/ 30\)/ })).toBeInTheDocument();

    await choose(/Placement/, 'Footer');
    // Footer offers bundle only: the style follows, with its banner and poster.
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /Style/ })).toHaveTextContent('Bundle'),
    );
    expect(within(form).getByText('This placement shows bundle menus only.')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: /Poster/ })).toBeInTheDocument();
  });

  it('edit: a video menu shows its video and poster, keeps combined menus, and a refused delete says why', async () => {
    const combinedMenu = menu({ id: 2, name: { en: 'New arrivals', ar: 'وصل حديثاً' }, kind: 'bundle' });
    const { fetchMock } = openAdmin('/admin-panel/secure/menu/4', [
      definitions(v2),
      route('GET', '/api/admin/menus/4', { body: { data: menu({ kind: 'slider', combinedMenuIds: [2] }) } }),
      route('GET', '/api/admin/menus/2', { body: { data: combinedMenu } }),
      route('GET', '/api/admin/menus', page([record({ id: 2, name: combinedMenu.name })])),
      route('GET', '/api/admin/products', page([])),
      route('PUT', '/api/admin/menus/4', (_, init) => {
        const { items: _ids, ...body } = JSON.parse(String(init.body)) as AdminMenuDetails;
        return { body: { data: menu(body), message: 'Updated successfully' } };
      }),
      route(
        'DELETE',
        '/api/admin/menus/4',
        conflict('menuCombinedInUse', 'Another menu combines this menu; take it out there first'),
      ),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit menu' });
    expect(await within(form).findByText('1. New arrivals')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Menu type/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(form).getByText('1. Navy hoodie')).toBeInTheDocument();

    await choose(/Style/, 'Video');
    expect(within(form).getByRole('textbox', { name: /Video/ })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: /Poster/ })).toBeInTheDocument();
    // A video menu combines no other menus (ADR 0013).
    expect(within(form).queryByRole('group', { name: /Combined menus/ })).not.toBeInTheDocument();
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Video/ }),
      'https://cdn.example.com/knit.mp4',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await pressInDialog('Save this menu?', 'Save changes');
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Updated successfully'));
    const [, put] = callsTo(fetchMock, '/api/admin/menus/4', 'PUT').at(-1) ?? [];
    expect(JSON.parse(String(put?.body))).toMatchObject({
      kind: 'video',
      video: 'https://cdn.example.com/knit.mp4',
      items: [11],
      combinedMenuIds: [],
    });

    // While the save dialog fades out the page behind it is hidden from assistive technology.
    await noDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete menu' }));
    await pressInDialog('Delete this menu?', 'Delete menu');
    expect(await screen.findByRole('alert')).toHaveTextContent('Another menu combines this menu');
  });
});
