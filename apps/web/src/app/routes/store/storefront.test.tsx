import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { frontSettingsFixture, mockFetch, siteProfileFixture } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

describe('storefront', () => {
  it('home: welcome with the site name, the ways in, and the company contact block', async () => {
    mockFetch();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Atlas Wholesale' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Browse the catalogue/ })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(main).getByRole('link', { name: 'Open a business account' })).toHaveAttribute(
      'href',
      '/register',
    );
    const contact = await within(main).findByRole('region', { name: 'Get in touch' });
    expect(within(contact).getByText('12 Mill Lane')).toBeInTheDocument();
    expect(within(contact).getByText('Leeds')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '0113 496 0000' })).toHaveAttribute(
      'href',
      'tel:01134960000',
    );
    expect(within(contact).getByText('GB123456789')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Atlas Wholesale'));
  });

  it("the footer leaves out what the server reports 'Unavailable'", async () => {
    mockFetch([], { profile: siteProfileFixture({ vatNumber: 'Unavailable', phone: 'Unavailable' }) });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('sales@atlas.test');
    expect(within(footer).queryByText('VAT number:')).not.toBeInTheDocument();
    expect(within(footer).queryByText('Phone:')).not.toBeInTheDocument();
  });

  it('the footer prints the company address in the page language, also after switching to Arabic', async () => {
    const address = {
      en: 'Atlas Wholesale Ltd/Unit 4, Riverside Trade Park/Manchester',
      ar: 'أطلس للجملة المحدودة/الوحدة 4، مجمّع ريفرسايد التجاري/مانشستر',
    };
    // The server answers the profile in the language the request asks for (Accept-Language).
    mockFetch([
      (url, init) =>
        url.pathname === '/api/front/site-profile'
          ? {
              body: {
                data: siteProfileFixture({
                  address:
                    new Headers(init.headers).get('accept-language') === 'ar' ? address.ar : address.en,
                }),
              },
            }
          : undefined,
    ]);
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Unit 4, Riverside Trade Park')).toBeInTheDocument();
    const group = screen.getAllByRole('group', { name: 'Language' })[0];
    if (!group) throw new Error('no language switch');
    await userEvent.click(within(group).getByRole('button', { name: 'العربية' }));
    const arabic = await screen.findByRole('contentinfo', { name: 'تذييل الموقع' });
    expect(await within(arabic).findByText('الوحدة 4، مجمّع ريفرسايد التجاري')).toBeInTheDocument();
    expect(within(arabic).getByText('مانشستر')).toBeInTheDocument();
    expect(within(arabic).queryByText(/Riverside|Manchester/)).not.toBeInTheDocument();
  });

  it('a run-time CMS route renders its page; an unknown path is not found', async () => {
    const page = { id: 3, url: 'summer-sale', path: '/summer-sale', title: 'Summer sale', layout: 'default' };
    const body = { priority: 'normal', metaTitle: '', keywords: '', description: '', language: null };
    mockFetch(
      [
        (url) =>
          url.pathname === '/api/front/pages/summer-sale'
            ? { body: { data: { ...page, ...body, html: '<p>Up to 30% off</p>', date: '', image: null } } }
            : undefined,
      ],
      {
        settings: frontSettingsFixture({
          additional_front_routes: [{ path: '/summer-sale', title: 'Summer sale', pageId: 3 }],
        }),
      },
    );
    const { router } = renderApp('/summer-sale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer sale' })).toBeInTheDocument();
    expect(screen.getByText('Up to 30% off')).toBeInTheDocument();
    await router.navigate('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('searching from the header opens /products with the term', async () => {
    mockFetch();
    const { router } = renderApp('/about-us');
    const search = await screen.findByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'linen shirts{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?search=linen%20shirts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “linen shirts”' }),
    ).toBeInTheDocument();
  });

  it('the language switch turns the page Arabic and right-to-left, and remembers it', async () => {
    mockFetch();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Atlas Wholesale' });
    const group = screen.getAllByRole('group', { name: 'Language' })[0];
    if (!group) throw new Error('no language switch');
    await userEvent.click(within(group).getByRole('button', { name: 'العربية' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'أهلًا بك في Atlas Wholesale' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(
      within(screen.getByRole('group', { name: 'اللغة' })).getByRole('button', { name: 'العربية' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('the dark/light toggle is remembered', async () => {
    mockFetch();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('colorMode')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    mockFetch();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveTextContent('Skip to main content');
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
