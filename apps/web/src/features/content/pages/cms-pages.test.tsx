import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { frontSettingsFixture, mockFetch, route } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { pageFixture } from '../test-fixtures.ts';

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('CMS pages: /about-us, /services and run-time routes', () => {
  it('/about-us renders the CMS page with its meta; an in-page shop link navigates in the app', async () => {
    mockFetch([route('GET', '/api/front/pages/about-us', { body: { data: pageFixture() } })]);
    const { router } = renderApp('/about-us');
    const article = await screen.findByRole('article', { name: 'About Atlas Wholesale' });
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Wholesale clothing, done properly' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About Atlas Wholesale | Atlas Wholesale'));
    expect(metaContent('meta[name="description"]')).toBe('A family-run clothing wholesaler.');
    expect(metaContent('meta[property="og:image"]')).toBe(
      'http://localhost:3000/uploads/seed/pages/about.webp',
    );
    expect(canonical()).toBe('http://localhost:3000/about-us');
    await userEvent.click(within(article).getByRole('link', { name: 'catalogue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('shows the page’s sections (content blocks placed on page-{id}) after its body, in order', async () => {
    mockFetch([
      route('GET', '/api/front/pages/about-us', { body: { data: pageFixture() } }),
      (url) =>
        url.pathname === '/api/front/content-blocks' && url.searchParams.get('placement') === 'page-3'
          ? {
              body: {
                data: [
                  {
                    key: 'history',
                    title: 'Our history',
                    html: '<p>Since 1998.</p>',
                    image: null,
                    position: 1,
                  },
                  { key: 'team', title: 'Our team', html: '<p>Twelve people.</p>', image: null, position: 2 },
                ],
              },
            }
          : undefined,
    ]);
    renderApp('/about-us');
    const article = await screen.findByRole('article', { name: 'About Atlas Wholesale' });
    const history = await within(article).findByRole('region', { name: 'Our history' });
    expect(history).toHaveTextContent('Since 1998.');
    const headings = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings.slice(-2)).toEqual(['Our history', 'Our team']);
  });

  it('strips anything active that reached the browser', async () => {
    mockFetch([
      route('GET', '/api/front/pages/services', {
        body: {
          data: pageFixture({
            url: 'services',
            path: '/services',
            title: 'Trade services',
            html: '<p onclick="alert(1)">Embroidery</p><img src="x" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">bad</a>',
          }),
        },
      }),
    ]);
    renderApp('/services');
    const article = await screen.findByRole('article', { name: 'Trade services' });
    const html = article.innerHTML;
    expect(html).toContain('Embroidery');
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:/);
  });

  it('a page the server does not know is the not-found page', async () => {
    mockFetch();
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('a failing request shows its message and tries again', async () => {
    let calls = 0;
    mockFetch([
      (url) => {
        if (url.pathname !== '/api/front/pages/services') return undefined;
        calls += 1;
        return calls === 1
          ? { status: 500, body: { code: 'server', message: 'Sorry, There is a server error' } }
          : { body: { data: pageFixture({ url: 'services', path: '/services', title: 'Trade services' }) } };
      },
    ]);
    renderApp('/services');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, There is a server error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Trade services' })).toBeInTheDocument();
  });

  it('a run-time route of additional_front_routes is served from /api/front/pages; others are not found', async () => {
    mockFetch(
      [
        route('GET', '/api/front/pages/help/delivery', {
          body: {
            data: pageFixture({
              id: 9,
              url: 'help/delivery',
              path: '/help/delivery',
              title: 'Delivery and returns',
              layout: 'legal',
              html: '<h2>Delivery</h2><table><tbody><tr><td>Over £750</td><td>Free</td></tr></tbody></table>',
            }),
          },
        }),
      ],
      {
        settings: frontSettingsFixture({
          additional_front_routes: [{ path: '/help/delivery', title: 'Delivery and returns', pageId: 9 }],
        }),
      },
    );
    const { router } = renderApp('/Help/Delivery/');
    const article = await screen.findByRole('article', { name: 'Delivery and returns' });
    expect(within(article).getByRole('cell', { name: 'Free' })).toBeInTheDocument();
    // The legal layout says when the page changed.
    expect(within(article).getByText(/Last updated/)).toBeInTheDocument();
    await router.navigate('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
