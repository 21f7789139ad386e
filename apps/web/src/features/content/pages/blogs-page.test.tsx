import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, route } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { blogFixture } from '../test-fixtures.ts';

const summary = (i: number) => {
  const { html: _html, ...rest } = blogFixture(i);
  return rest;
};

/** Answers /api/front/blogs with 9 posts a page out of `total`, honouring page and search. */
function blogsApi(total: number) {
  return (url: URL) => {
    if (url.pathname !== '/api/front/blogs') return undefined;
    const page = Number(url.searchParams.get('page') ?? 1);
    const search = url.searchParams.get('search') ?? '';
    const all = Array.from({ length: total }, (_, i) => summary(i + 1)).filter((b) =>
      b.title.includes(search),
    );
    const items = all.slice((page - 1) * 9, page * 9);
    return {
      body: {
        data: { items, meta: { total: all.length, page, perPage: 9, pageCount: Math.ceil(all.length / 9) } },
      },
    };
  };
}

describe('/blogs and /blogs/{blog}', () => {
  it('lists posts, pages through them with the page in the URL', async () => {
    const fetchMock = mockFetch([blogsApi(12)]);
    const { router } = renderApp('/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade journal' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Buying guide 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    const pages = screen.getByRole('navigation', { name: 'Pages of articles' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('article', { name: 'Buying guide 10' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('page=2&perPage=9'))).toBe(true);
    await waitFor(() => expect(document.title).toBe('Trade journal, page 2 | Atlas Wholesale'));
  });

  it('searches, keeps the term in the URL and says when nothing matches', async () => {
    mockFetch([blogsApi(3)]);
    const { router } = renderApp('/blogs');
    await screen.findByRole('article', { name: 'Buying guide 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'guide 2{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=guide+2'));
    expect(await screen.findByText('1 article matches “guide 2”')).toBeInTheDocument();
    await router.navigate('/blogs?search=nothing');
    expect(await screen.findByText('No articles match “nothing”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/blogs');
  });

  it('says so when nothing is published', async () => {
    mockFetch([blogsApi(0)]);
    renderApp('/blogs');
    expect(await screen.findByText('No articles have been published yet.')).toBeInTheDocument();
  });

  it('opens a post with its meta; an unknown post is not found', async () => {
    mockFetch([route('GET', '/api/front/blogs/post-4', { body: { data: blogFixture(4) } })]);
    const { router } = renderApp('/blogs/post-4');
    const article = await screen.findByRole('article', { name: 'Buying guide 4' });
    expect(within(article).getByText('Body of post 4')).toBeInTheDocument();
    expect(within(article).getByText(/By Sarah Whitfield/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Buying guide 4 | Atlas Wholesale'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/blogs/post-4',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Excerpt 4',
    );
    await router.navigate('/blogs/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
