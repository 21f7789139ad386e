import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { galleryImage } from '../../back-office/gallery/test-fixtures.ts';
import { page } from '../../back-office/test-helpers.ts';
import { noDialog, pressInDialog } from '../../test/dialogs.ts';
import { callsTo, route, routeInTurn } from '../../test/fetch-mock.ts';
import { adminScreenTests, conflict, openAdmin } from '../test-helpers.ts';

adminScreenTests(() => import('./gallery-page.tsx'));

describe('gallery screen', () => {
  it('pages through the images with the type filter and page in the URL', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/gallery?mimeType=image/png', [
      route('GET', '/api/admin/gallery', (url) =>
        page([galleryImage({ id: Number(url.searchParams.get('page') ?? 1) * 100 })], {
          total: 30,
          perPage: 24,
          page: Number(url.searchParams.get('page') ?? 1),
        }),
      ),
    ]);
    const list = await screen.findByRole('list', { name: 'Gallery images' });
    expect(within(list).getByRole('img', { name: 'navy-hoodie.jpg' })).toBeInTheDocument();
    const first = callsTo(fetchMock, '/api/admin/gallery').at(-1)?.[0];
    expect(first?.searchParams.get('mimeType')).toBe('image/png');
    expect(first?.searchParams.get('perPage')).toBe('24');
    const sidebar = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/admin/gallery').at(-1)?.[0].searchParams.get('page')).toBe('2'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("delete asks first; an image still in use is refused with the API's message", async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/gallery', [
      route('GET', '/api/admin/gallery', page([galleryImage()])),
      routeInTurn('DELETE', '/api/admin/gallery/1', [
        conflict('galleryImageInUse', 'This image is still used (brands: 1); replace it there first', {
          usedBy: ['brands'],
        }),
        { body: { data: null, message: 'Deleted successfully' } },
      ]),
    ]);
    const remove = await screen.findByRole('button', { name: 'Delete navy-hoodie.jpg' });
    await userEvent.click(remove);
    await pressInDialog('Delete this image?', 'Cancel');
    await noDialog();
    expect(callsTo(fetchMock, '/api/admin/gallery/1', 'DELETE')).toHaveLength(0);

    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is still used (brands: 1); replace it there first',
    );
    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/gallery/1', 'DELETE')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('details: where the image is used, and renaming it', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/gallery', [
      route('GET', '/api/admin/gallery', page([galleryImage()])),
      route('GET', '/api/admin/gallery/1', {
        body: { data: { ...galleryImage(), usedBy: [{ resource: 'brands', count: 2 }] } },
      }),
      route('PUT', '/api/admin/gallery/1', { body: { data: galleryImage({ name: 'Navy hoodie front' }) } }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of navy-hoodie.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    expect(await within(dialog).findByText('Brands: 2')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(name, 'Navy hoodie front');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await noDialog();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/admin/gallery/1', 'PUT')[0]?.[1].body))).toEqual({
      name: 'Navy hoodie front',
      note: null,
    });
  });
});
