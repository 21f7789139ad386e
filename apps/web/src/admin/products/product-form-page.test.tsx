import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { galleryImage } from '../../back-office/gallery/test-fixtures.ts';
import { page } from '../../back-office/test-helpers.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { noDialog, pressInDialog } from '../../test/dialogs.ts';
import { callsTo, mockFetch, route, routeInTurn, sentBody } from '../../test/fetch-mock.ts';
import { fill } from '../../test/fill.ts';
import { renderApp } from '../../test/render.tsx';
import { brand, optionGroup } from '../taxonomy/test-fixtures.ts';
import { adminScreenTests, invalid, openAdmin, profileHandler } from '../test-helpers.ts';
import { record } from './test-fixtures.ts';

adminScreenTests(() => import('./product-form-page.tsx'));

describe('add product', () => {
  it('validates with the shared schema, puts "already taken" under its field, then creates', async () => {
    const fetchMock = mockFetch([
      profileHandler(false),
      routeInTurn('POST', '/api/admin/products', [
        invalid({
          sku: ['This SKU has already been taken'],
          'title.en': ['This title has already been taken'],
        }),
        { status: 201, body: { data: record({ id: 12 }), message: 'Added successfully' } },
      ]),
      route('GET', '/api/admin/products/12', { body: { data: record({ id: 12 }) } }),
    ]);
    const success = vi.spyOn(notify, 'success');
    const { router } = renderApp('/admin-panel/secure/product/add');
    const form = await screen.findByRole('form', { name: 'Add a product' });
    const create = within(form).getByRole('button', { name: 'Create product' });

    await userEvent.click(create);
    expect(await within(form).findAllByText('This field is required')).toHaveLength(5);
    expect(callsTo(fetchMock, '/api/admin/products', 'POST')).toHaveLength(0);

    const box = (name: RegExp) => within(form).getByRole('textbox', { name });
    await fill(box(/Title \(English\)/), 'Po');
    await fill(box(/Title \(Arabic\)/), 'قميص بولو');
    await fill(box(/Product code/), 'P01');
    await fill(box(/^Price/), '-1');
    await fill(box(/^Quantity/), '0');
    await userEvent.click(create);
    expect(await within(form).findByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(within(form).getByText('Must be at least 4 characters')).toBeInTheDocument();
    expect(within(form).getByText('Must be at least 1')).toBeInTheDocument();
    expect(within(form).getByText('Must be at least 0')).toBeInTheDocument();

    await userEvent.clear(box(/Title \(English\)/));
    await fill(box(/Title \(English\)/), 'Navy Polo Shirt');
    await userEvent.clear(box(/Product code/));
    await fill(box(/Product code/), 'POLO-NVY');
    await userEvent.clear(box(/^Price/));
    await fill(box(/^Price/), '12.99');
    await userEvent.clear(box(/^Quantity/));
    await fill(box(/^Quantity/), '120');
    await userEvent.click(create);
    const confirm = await screen.findByRole('dialog', { name: 'Create this product?' });
    expect(confirm).toHaveTextContent(
      '“Navy Polo Shirt” (POLO-NVY) will be added with the status Available.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Create product' }));

    // The server's uniqueness errors land under their fields, not in a toast.
    expect(await within(form).findByText('This SKU has already been taken')).toBeInTheDocument();
    expect(within(form).getByText('This title has already been taken')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/admin/products', -1)).toMatchObject({
      title: { en: 'Navy Polo Shirt', ar: 'قميص بولو' },
      sku: 'POLO-NVY',
      status: 'available',
      type: 'regular',
      price: 1299,
      qty: '120',
      discountPrice: null,
      tagIds: [],
      optionGroupIds: [],
    });

    await noDialog();
    expect(box(/Product code/)).toHaveAccessibleDescription('This SKU has already been taken');
    await userEvent.click(create);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create product' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/product/12'));
    expect(success).toHaveBeenCalledWith('Added successfully');
  });

  it('a discount product asks for a discount price not above the price', async () => {
    openAdmin('/admin-panel/secure/product/add');
    const form = await screen.findByRole('form', { name: 'Add a product' });
    expect(within(form).queryByRole('textbox', { name: /Discount price/ })).not.toBeInTheDocument();
    // Cross-field rules run once every single field is valid (as on the server).
    await fill(within(form).getByRole('textbox', { name: /Title \(English\)/ }), 'Sale Hoodie');
    await fill(within(form).getByRole('textbox', { name: /Title \(Arabic\)/ }), 'هودي مخفض');
    await fill(within(form).getByRole('textbox', { name: /Product code/ }), 'HOOD-SALE');
    await fill(within(form).getByRole('textbox', { name: /^Quantity/ }), '5');
    await userEvent.click(within(form).getByRole('combobox', { name: /Product type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Discount' }));
    await fill(within(form).getByRole('textbox', { name: /^Price/ }), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await within(form).findByText('A discount product needs a discount price')).toBeInTheDocument();
    await fill(within(form).getByRole('textbox', { name: /Discount price/ }), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(
      await within(form).findByText('The discount price cannot be more than the price'),
    ).toBeInTheDocument();
  });
});

describe('edit product', () => {
  it('shows the record with its brand and option groups, saves the whole form in minor units', async () => {
    const product = record({
      optionGroupIds: [21, 22],
      discountPrice: null,
      posterImage: '/uploads/images/products/2026/11/poster.webp',
      images: [
        { id: 1, url: '/uploads/a.webp', thumbUrl: '/uploads/a-thumb.webp', alt: null, position: 0 },
        { id: 2, url: '/uploads/b.webp', thumbUrl: '/uploads/b-thumb.webp', alt: null, position: 1 },
      ],
    });
    const { fetchMock } = openAdmin('/admin-panel/secure/product/11', [
      route('GET', '/api/admin/products/11', { body: { data: product } }),
      route('PUT', '/api/admin/products/11', { body: { data: product, message: 'Saved successfully' } }),
      route('GET', '/api/admin/brands/4', { body: { data: brand() } }),
      route('GET', '/api/admin/option-groups/21', { body: { data: optionGroup({ id: 21 }) } }),
      route('GET', '/api/admin/option-groups/22', {
        body: {
          data: optionGroup({
            id: 22,
            name: { en: 'Gift wrap', ar: 'تغليف' },
            required: false,
            minSelect: 0,
            maxSelect: 1,
            note: null,
            choices: [{ id: 5, name: { en: 'Box', ar: 'علبة' }, priceDelta: 0, hex: null, position: 0 }],
          }),
        },
      }),
      route('GET', '/api/admin/option-groups', page([optionGroup({ id: 21 })])),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Navy Polo Shirt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Variants (0)' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product/variants/11',
    );
    // testing_v2 runs product_attributes_version 2.
    expect(screen.getByRole('link', { name: 'More attributes' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/product/attributes/v_2/11',
    );
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(screen.getByText('Main image')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Save changes' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Brand' })).toHaveValue('Northwind Apparel'),
    );
    const groups = within(form).getByRole('list', { name: 'Option groups' });
    expect(await within(groups).findByText('Printing')).toBeInTheDocument();
    expect(within(groups).getByText('Required')).toBeInTheDocument();
    expect(within(groups).getByText('Choose 1 to 2')).toBeInTheDocument();
    expect(within(groups).getByText('Note: Logo printing per piece')).toBeInTheDocument();
    expect(within(groups).getByText('Front +£1.50')).toBeInTheDocument();
    expect(await within(groups).findByText('Gift wrap')).toBeInTheDocument();

    // Order matters: the second group moves first; then save.
    await userEvent.click(within(groups).getByRole('button', { name: 'Move Gift wrap up' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: /^Price/ }));
    await fill(within(form).getByRole('textbox', { name: /^Price/ }), '14.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await pressInDialog('Save the changes?', 'Save changes');
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/products/11', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/products/11', -1)).toMatchObject({
      price: 1450,
      weight: '250',
      qty: '120',
      brandId: 4,
      optionGroupIds: [22, 21],
      posterImage: '/uploads/images/products/2026/11/poster.webp',
    });
  });

  it('shows the server’s reason when an uploaded image is of the wrong type', async () => {
    openAdmin('/admin-panel/secure/product/11', [
      route('GET', '/api/admin/products/11', { body: { data: record() } }),
      route(
        'POST',
        '/api/admin/products/11/images',
        invalid({ images: ['This file type is not supported'] }),
      ),
    ]);
    const input = await screen.findByLabelText('Upload images', { selector: 'input' });
    await userEvent.upload(input, new File(['%PDF-1.4'], 'price-list.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported');
  });

  it('links an image picked from the gallery (no copy) and shows it', async () => {
    const linked = [
      { id: 7, url: galleryImage().url, thumbUrl: galleryImage().thumbUrl, alt: null, position: 0 },
    ];
    const { fetchMock } = openAdmin('/admin-panel/secure/product/11', [
      route('GET', '/api/admin/products/11', { body: { data: record() } }),
      route('GET', '/api/admin/brands/4', { body: { data: brand() } }),
      route('GET', '/api/admin/gallery', page([galleryImage()], { perPage: 24 })),
      route('POST', '/api/admin/products/11/images', {
        status: 201,
        body: { data: linked, message: 'Image uploaded successfully' },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add from the gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product image from the gallery' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'navy-hoodie.jpg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/products/11/images', 'POST')).toHaveLength(1));
    expect(sentBody(fetchMock, 'POST', '/api/admin/products/11/images', -1)).toEqual({
      urls: [galleryImage().url],
    });
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      galleryImage().thumbUrl,
    );
  });

  it('describes an image in both languages (its alternative text)', async () => {
    const image = {
      id: 1,
      url: '/uploads/a.webp',
      thumbUrl: '/uploads/a-thumb.webp',
      alt: null,
      position: 0,
    };
    const described = { ...image, alt: { en: 'Navy polo, front', ar: 'قميص بولو كحلي، من الأمام' } };
    const { fetchMock } = openAdmin('/admin-panel/secure/product/11', [
      route('GET', '/api/admin/products/11', { body: { data: record({ images: [image] }) } }),
      route('GET', '/api/admin/brands/4', { body: { data: brand() } }),
      route('PUT', '/api/admin/products/11/images/1', {
        body: { data: [described], message: 'Saved successfully' },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Describe image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Describe image 1' });
    await fill(
      within(dialog).getByRole('textbox', { name: 'Alternative text (English)' }),
      'Navy polo, front',
    );
    await fill(
      within(dialog).getByRole('textbox', { name: 'Alternative text (Arabic)' }),
      'قميص بولو كحلي، من الأمام',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/products/11/images/1', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/products/11/images/1', -1)).toEqual({
      alt: { en: 'Navy polo, front', ar: 'قميص بولو كحلي، من الأمام' },
    });
    expect(await screen.findByRole('img', { name: 'Navy polo, front' })).toBeInTheDocument();
  });

  it('a product with variants shows its stock as their sum and does not send a qty', async () => {
    const product = record({ hasVariants: true, qty: 75, variantsCount: 3 });
    const { fetchMock } = openAdmin('/admin-panel/secure/product/11', [
      route('GET', '/api/admin/products/11', { body: { data: product } }),
      route('GET', '/api/admin/brands/4', { body: { data: brand() } }),
      route('PUT', '/api/admin/products/11', { body: { data: product } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Save changes' });
    expect(
      within(form).getByText('This product has variants: its stock is the sum of theirs (75).'),
    ).toBeInTheDocument();
    // Read-only rather than disabled, so the sum and its explanation keep a readable contrast.
    const qty = within(form).getByRole('textbox', { name: 'Quantity' });
    expect(qty).toHaveValue('75');
    expect(qty).toHaveAttribute('readonly');
    expect(qty).toBeEnabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save changes' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/products/11', 'PUT')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/admin/products/11', -1)).not.toHaveProperty('qty');
  });
});
