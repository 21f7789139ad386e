import type { ContentBlockRecord, PageRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog, pressInDialog } from '../../test/dialogs.ts';
import { callsTo, route, routeInTurn } from '../../test/fetch-mock.ts';
import { fill } from '../../test/fill.ts';
import { adminScreenTests, invalid, openAdmin } from '../test-helpers.ts';

const notices = adminScreenTests(
  () => import('./cms-pages-list-page.tsx'),
  () => import('./cms-page-form-page.tsx'),
  () => import('./content-blocks-pages.tsx'),
);

const cmsPage = (overrides: Partial<PageRecord> = {}): PageRecord => ({
  id: 5,
  url: 'wholesale-terms',
  title: { en: 'Wholesale terms', ar: 'شروط البيع بالجملة' },
  layout: 'legal',
  priority: 'high',
  metaTitle: null,
  keywords: null,
  description: null,
  body: { en: '<p>Minimum order: 12 pieces.</p>', ar: '<p>الحد الأدنى للطلب: 12 قطعة.</p>' },
  language: null,
  active: true,
  date: '2026-11-20T10:00:00.000Z',
  image: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

const block = (overrides: Partial<ContentBlockRecord> = {}): ContentBlockRecord => ({
  id: 3,
  key: 'minimums',
  title: { en: 'Order minimums', ar: 'الحد الأدنى للطلبات' },
  body: { en: '<p>12 pieces per style.</p>', ar: '<p>12 قطعة لكل موديل.</p>' },
  placement: 'page-5',
  image: null,
  active: true,
  position: 0,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

describe('CMS page screens', () => {
  it('list: filters in the URL reach the API; an active page links to its storefront address', async () => {
    const { fetchMock, router } = openAdmin(
      '/admin-panel/secure/settings/cms-pages?active=true&priority=high',
      [route('GET', '/api/admin/pages', page([cmsPage()]))],
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Wholesale terms' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/settings/cms-pages/legal/5',
    );
    expect(within(table).getByRole('link', { name: /\/wholesale-terms/ })).toHaveAttribute(
      'href',
      '/wholesale-terms',
    );
    const query = callsTo(fetchMock, '/api/admin/pages').at(-1)?.[0].searchParams;
    expect(query?.get('active')).toBe('true');
    expect(query?.get('priority')).toBe('high');
    await userEvent.click(screen.getByRole('combobox', { name: 'Layout' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Legal text' }));
    await waitFor(() => expect(router.state.location.search).toContain('layout=legal'));
  });

  it('add: shows the address the page will have, puts the server refusal under the URL, then opens the page', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/settings/cms-pages/add', [
      routeInTurn('POST', '/api/admin/pages', [
        invalid({ url: ['This address is already used by another page'] }),
        { status: 201, body: { data: cmsPage(), message: 'Added successfully' } },
      ]),
      route('GET', '/api/admin/pages/5', { body: { data: cmsPage() } }),
      route('GET', '/api/admin/content-blocks', page([])),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a page' });
    await fill(within(form).getByRole('textbox', { name: /^Address/ }), '/Wholesale-Terms');
    expect(within(form).getByText(/Shoppers will find this page at/)).toHaveTextContent(
      `${window.location.origin}/wholesale-terms`,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add page' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    await fill(within(form).getByRole('textbox', { name: 'Title (English)' }), 'Wholesale terms');
    await fill(within(form).getByRole('textbox', { name: 'Title (Arabic)' }), 'شروط البيع بالجملة');
    // Priority, status and the search-engine texts are the page's attributes, not on this form.
    expect(within(form).queryByRole('combobox', { name: /Priority/ })).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: /Meta title/ })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this page?' });
    expect(dialog).toHaveTextContent('served at /wholesale-terms');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(form).findByText('This address is already used by another page')).toBeInTheDocument();
    await noDialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Add page' }));
    await pressInDialog('Add this page?', 'Add page');
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Added successfully'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin-panel/secure/settings/cms-pages/legal/5'),
    );
    const [, init] = callsTo(fetchMock, '/api/admin/pages', 'POST').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      url: 'wholesale-terms',
      title: { en: 'Wholesale terms', ar: 'شروط البيع بالجملة' },
      layout: 'default',
      body: { en: '', ar: '' },
    });
  });

  it("attributes: the page links to them; saved after a confirmation under the page's layout", async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/settings/cms-pages/legal/5', [
      route('GET', '/api/admin/pages/5', { body: { data: cmsPage() } }),
      route('GET', '/api/admin/content-blocks', page([])),
      route('GET', '/api/admin/pages/5/attributes', { body: { data: cmsPage() } }),
      routeInTurn('PUT', '/api/admin/pages/5/attributes', [
        invalid({ 'metaTitle.en': ['Must be at most 200 characters'] }),
        {
          body: {
            data: cmsPage({ active: false, metaTitle: { en: 'Terms of trade', ar: '' } }),
            message: 'Saved successfully',
          },
        },
      ]),
    ]);
    const attributes = await screen.findByRole('region', { name: 'Attributes' });
    await userEvent.click(within(attributes).getByRole('link', { name: 'Edit attributes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin-panel/secure/settings/attributes/legal/5'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attributes of Wholesale terms' }),
    ).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Page attributes' });
    expect(callsTo(fetchMock, '/api/admin/pages/5/attributes').at(-1)?.[0].searchParams.get('layout')).toBe(
      'legal',
    );
    await userEvent.click(within(form).getByRole('switch', { name: /Active/ }));
    await fill(within(form).getByRole('textbox', { name: 'Meta title (English)' }), 'Terms of trade');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these attributes?' });
    expect(dialog).toHaveTextContent('/wholesale-terms is unavailable until you activate it again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Must be at most 200 characters')).toBeInTheDocument();
    await noDialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await pressInDialog('Save these attributes?', 'Save changes');
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Saved successfully'));
    const [request, init] = callsTo(fetchMock, '/api/admin/pages/5/attributes', 'PUT').at(-1) ?? [];
    expect(request?.searchParams.get('layout')).toBe('legal');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      active: false,
      priority: 'high',
      metaTitle: { en: 'Terms of trade', ar: '' },
      language: null,
    });
    expect(body.date).toBe('2026-11-20T10:00:00.000Z');
    expect(body).not.toHaveProperty('url');
  });

  it("attributes under another layout than the page's: not found", async () => {
    openAdmin('/admin-panel/secure/settings/attributes/default/5', [
      route('GET', '/api/admin/pages/5/attributes', {
        status: 404,
        body: { code: 'notFound', message: 'Not found' },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("edit: an old layout segment moves to the page's layout; sections are listed and added under the page", async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/settings/cms-pages/default/5', [
      route('GET', '/api/admin/pages/5', { body: { data: cmsPage() } }),
      route('GET', '/api/admin/content-blocks', page([block()])),
      route('POST', '/api/admin/content-blocks', (_, init) => ({
        status: 201,
        body: { data: block({ id: 8, ...JSON.parse(String(init.body)) }), message: 'Added successfully' },
      })),
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin-panel/secure/settings/cms-pages/legal/5'),
    );
    const sections = await screen.findByRole('region', { name: 'Page sections' });
    expect(await within(sections).findByRole('link', { name: 'Order minimums' })).toHaveAttribute(
      'href',
      '/admin-panel/secure/settings/cms-pages/legal/5/minimums',
    );
    expect(callsTo(fetchMock, '/api/admin/content-blocks').at(-1)?.[0].searchParams.get('placement')).toBe(
      'page-5',
    );

    await userEvent.click(within(sections).getByRole('link', { name: 'Add a section' }));
    const form = await screen.findByRole('form', { name: 'Add a block' });
    // A section's placement is its page's: not offered.
    expect(within(form).queryByRole('textbox', { name: /Placement/ })).not.toBeInTheDocument();
    await fill(within(form).getByRole('textbox', { name: /^Key/ }), 'delivery');
    await fill(within(form).getByRole('textbox', { name: 'Title (English)' }), 'Delivery');
    await fill(within(form).getByRole('textbox', { name: 'Title (Arabic)' }), 'التوصيل');
    await userEvent.click(within(form).getByRole('button', { name: 'Add block' }));
    await pressInDialog('Add this block?', 'Add block');
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Added successfully'));
    const [, init] = callsTo(fetchMock, '/api/admin/content-blocks', 'POST').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ key: 'delivery', placement: 'page-5' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin-panel/secure/settings/cms-pages/legal/5/delivery'),
    );
  });

  it('delete asks first and goes back to the list', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/settings/cms-pages/legal/5', [
      route('GET', '/api/admin/pages/5', { body: { data: cmsPage() } }),
      route('GET', '/api/admin/content-blocks', page([])),
      route('DELETE', '/api/admin/pages/5', { body: { data: null, message: 'Deleted successfully' } }),
      route('GET', '/api/admin/pages', page([])),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    expect(dialog).toHaveTextContent('/wholesale-terms will disappear');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    expect(callsTo(fetchMock, '/api/admin/pages/5', 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete page' }));
    await pressInDialog('Delete this page?', 'Delete page');
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith('Deleted successfully'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin-panel/secure/settings/cms-pages'),
    );
  });
});
