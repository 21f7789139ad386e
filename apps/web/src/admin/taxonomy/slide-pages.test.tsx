import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { galleryImage } from '../../back-office/gallery/test-fixtures.ts';
import { page } from '../../back-office/test-helpers.ts';
import { callsTo, route, sentBody } from '../../test/fetch-mock.ts';
import { adminScreenTests, openAdmin, pickGalleryImage } from '../test-helpers.ts';
import { slide } from './test-fixtures.ts';
import { cancelThenDelete, submitAndConfirm } from './test-flows.ts';

adminScreenTests(() => import('./slide-pages.tsx'));

describe('slider screens', () => {
  it('list: status and target page filters from the URL reach the API', async () => {
    const { fetchMock } = openAdmin('/admin-panel/secure/slider?status=active&targetPage=home', [
      route('GET', '/api/admin/slides', page([slide()])),
    ]);
    const table = await screen.findByRole('table', { name: /Slides/ });
    expect(await within(table).findByRole('link', { name: 'New season hoodies' })).toBeInTheDocument();
    const url = callsTo(fetchMock, '/api/admin/slides').at(-1)?.[0];
    expect(url?.searchParams.get('status')).toBe('active');
    expect(url?.searchParams.get('targetPage')).toBe('home');
  });

  it('add: a link to another host is refused; the image comes from the gallery', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/slider/add', [
      route('GET', '/api/admin/gallery', page([galleryImage()])),
      route('POST', '/api/admin/slides', {
        status: 201,
        body: { data: slide({ id: 15 }), message: 'Added successfully' },
      }),
      route('GET', '/api/admin/slides/15', { body: { data: slide({ id: 15 }) } }),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a slide' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Title \(English\)/ }),
      'New season hoodies',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Title \(Arabic\)/ }),
      'هوديز الموسم الجديد',
    );
    const link = within(form).getByRole('textbox', { name: 'Link' });
    await userEvent.clear(link);
    await userEvent.type(link, '//evil.example/login');
    await userEvent.click(within(form).getByRole('button', { name: 'Add slide' }));
    expect(await within(form).findByText('This value is not valid')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument();

    await userEvent.clear(link);
    await userEvent.type(link, '/products?tag=new');
    await pickGalleryImage(form);
    await submitAndConfirm(form, 'Add slide');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/slider/15'));
    expect(sentBody(fetchMock, 'POST', '/api/admin/slides', -1)).toMatchObject({
      url: '/products?tag=new',
      targetPage: 'home',
      status: 'active',
      image: galleryImage().url,
    });
  });

  it('delete asks first and goes back to the slider', async () => {
    const { fetchMock, router } = openAdmin('/admin-panel/secure/slider/5', [
      route('GET', '/api/admin/slides/5', { body: { data: slide() } }),
      route('GET', '/api/admin/slides', page([])),
      route('DELETE', '/api/admin/slides/5', { body: { data: null } }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'New season hoodies' })).toBeInTheDocument();
    await cancelThenDelete(fetchMock, '/api/admin/slides/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-panel/secure/slider'));
  });
});
