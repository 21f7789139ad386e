import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, route } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { blockFixture } from '../test-fixtures.ts';

describe('standalone pages', () => {
  it('/redirect forwards to a page of the shop', async () => {
    mockFetch();
    const { router } = renderApp('/redirect?to=%2Fblogs%3Fpage%3D2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('/redirect refuses another site and explains why, without a link to it', async () => {
    mockFetch();
    const { router } = renderApp('/redirect?to=https%3A%2F%2Fevil.example%2Flogin');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 1, name: 'We did not follow this link' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('https://evil.example/login')).toBeInTheDocument();
    expect(within(alert).queryByRole('link', { name: /evil/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redirect');
    // Without the shop's header and footer.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('/landing-page-1 composes its blocks in order, the first as the hero', async () => {
    mockFetch([
      (url) =>
        url.pathname === '/api/front/content-blocks' && url.searchParams.get('placement') === 'landing-page-1'
          ? {
              body: {
                data: [
                  blockFixture('landing-hero', {
                    title: 'Open a trade account in one day',
                    html: '<p>Wholesale clothing.</p><p><a href="/register">Apply</a></p>',
                    image: '/uploads/hero.webp',
                  }),
                  blockFixture('landing-benefits', { title: 'Why retailers buy from Atlas', position: 1 }),
                ],
              },
            }
          : undefined,
    ]);
    renderApp('/landing-page-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open a trade account in one day' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why retailers buy from Atlas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/register');
    await waitFor(() => expect(document.title).toBe('Open a trade account in one day | Atlas Wholesale'));
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'http://localhost:3000/uploads/hero.webp',
    );
  });

  it('/landing-page-1 without blocks says it has no content yet', async () => {
    mockFetch([route('GET', '/api/front/content-blocks', { body: { data: [] } })]);
    renderApp('/landing-page-1');
    expect(await screen.findByText('This page has no content yet.')).toBeInTheDocument();
  });

  it('/code-sandbox previews a placement in both languages and shows the HTML on request', async () => {
    const fetchMock = mockFetch([
      (url, init) => {
        if (url.pathname !== '/api/front/content-blocks') return undefined;
        const lang = new Headers(init.headers).get('accept-language');
        const placement = url.searchParams.get('placement');
        if (placement !== 'landing-page-1') return { body: { data: [] } };
        return {
          body: {
            data: [
              blockFixture('hero', {
                title: lang === 'ar' ? 'افتح حساباً' : 'Open an account',
                html: '<p>Body</p>',
              }),
            ],
          },
        };
      },
    ]);
    const { router } = renderApp('/code-sandbox');
    expect(await screen.findByText('No active blocks are placed on “home”.')).toBeInTheDocument();
    const field = screen.getByLabelText('Placement');
    await userEvent.clear(field);
    await userEvent.type(field, 'Landing Page{Enter}');
    expect(await screen.findByText('Use lower-case letters, digits and dashes')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'landing-page-1{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?placement=landing-page-1'));
    const english = await screen.findByRole('region', { name: 'English' });
    const arabic = screen.getByRole('region', { name: 'Arabic' });
    expect(await within(english).findByRole('heading', { name: 'Open an account' })).toBeInTheDocument();
    expect(await within(arabic).findByRole('heading', { name: 'افتح حساباً' })).toBeInTheDocument();
    expect(within(arabic).getByRole('heading', { name: 'افتح حساباً' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await userEvent.click(screen.getByRole('button', { name: 'HTML' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=source'));
    expect(within(english).getByText('<p>Body</p>')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([, init]) => new Headers(init?.headers).get('accept-language') === 'ar'),
    ).toBe(true);
  });
});
