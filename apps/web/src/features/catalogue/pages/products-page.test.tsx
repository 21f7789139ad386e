import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userToken } from '../../../lib/auth-tokens.ts';
import { mockFetch, route } from '../../../test/fetch-mock.ts';
import { expectNoSkippedHeadingLevels, headingOutline } from '../../../test/headings.ts';
import { renderApp, switchLanguage } from '../../../test/render.tsx';
import { cardFixture, hidePrices, pageAnswer } from '../test-fixtures.ts';

const brands = [
  { id: 1, slug: 'northgate', name: 'Northgate', description: '', image: '', productCount: 12 },
  { id: 2, slug: 'mayfair', name: 'Mayfair Loom', description: '', image: '', productCount: 4 },
];
const mainCategories = [
  {
    id: 1,
    slug: 'men',
    name: 'Men',
    description: '',
    image: '',
    productCount: 10,
    categories: [{ id: 3, slug: 'shirts', name: 'Shirts', description: '', image: '', productCount: 6 }],
  },
];
const tags = [
  { slug: 'organic', name: 'Organic cotton', type: 'regular', typeNumber: 1, productCount: 3 },
  { slug: 'bundle-deal', name: 'Bundle deal', type: 'bundle', typeNumber: 3, productCount: 2 },
];

const listAnswer = (items = [cardFixture()], meta: Record<string, unknown> = {}) =>
  pageAnswer(items, { sort: 'newest', ...meta });

function handlers(list: ReturnType<typeof listAnswer>) {
  return [
    route('GET', '/api/front/products', list),
    route('GET', '/api/front/brands', { body: { data: brands } }),
    route('GET', '/api/front/main-categories', { body: { data: mainCategories } }),
    route('GET', '/api/front/tags', { body: { data: tags } }),
  ];
}

/** jsdom is a narrow screen: the filters live in a drawer opened by the "Filters" button. */
async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
  return screen.findByRole('presentation');
}

const productCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname === '/api/front/products');

describe('/products', () => {
  beforeEach(() => userToken.set(null));
  afterEach(() => switchLanguage('en'));

  it('titles the products one level under the page’s h1, skipping none (search too)', async () => {
    mockFetch(
      handlers(listAnswer([cardFixture(), cardFixture({ id: 2, slug: 'silk-tie', title: 'Silk tie' })])),
    );
    const { router } = renderApp('/products');
    expect(await screen.findByRole('heading', { level: 2, name: 'Silk tie' })).toBeInTheDocument();
    expect(headingOutline(document.querySelector('main') ?? document).slice(0, 3)).toEqual([
      [1, 'Products'],
      [2, 'Linen shirt'],
      [2, 'Silk tie'],
    ]);
    expectNoSkippedHeadingLevels();

    await router.navigate('/products?search=linen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Linen shirt' })).toBeInTheDocument();
    expectNoSkippedHeadingLevels();
  });

  it('sends the search term and filters of the address to the API and shows the results', async () => {
    const fetchMock = mockFetch(handlers(listAnswer([cardFixture()], { sort: 'relevance', total: 1 })));
    renderApp('/products?search=linen&brand=northgate&inStock=true&page=2&bogus=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    const sent = productCalls(fetchMock)[0];
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      search: 'linen',
      brand: 'northgate',
      inStock: 'true',
      page: '2',
    });
    expect(document.title).toContain('Results for “linen”');
  });

  it('keeps filter changes in the address and goes back to page 1', async () => {
    const fetchMock = mockFetch(handlers(listAnswer()));
    const { router } = renderApp('/products?page=3');
    await openFilters();
    const brand = await screen.findByRole('checkbox', { name: 'Mayfair Loom (4)' });
    await userEvent.click(brand);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=mayfair'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shirts (6)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?brand=mayfair&category=shirts'));
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 product' }));
    expect(await screen.findByRole('button', { name: /Brand: Mayfair Loom/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(productCalls(fetchMock).some((u) => u.searchParams.get('category') === 'shirts')).toBe(true),
    );
  });

  it('filters by tags from the tag list, kept in the address and sent to the API', async () => {
    const fetchMock = mockFetch(handlers(listAnswer()));
    const { router } = renderApp('/products?brand=northgate&page=2');
    await openFilters();
    const group = await screen.findByRole('group', { name: 'Tags' });
    const organic = within(group).getByRole('checkbox', { name: 'Organic cotton (3)' });
    expect(organic).not.toBeChecked();
    await userEvent.click(organic);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=northgate&tag=organic'));
    expect(organic).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Bundle deal (2)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?brand=northgate&tag=organic%2Cbundle-deal'),
    );
    await waitFor(() =>
      expect(
        productCalls(fetchMock).some(
          (u) =>
            u.searchParams.get('tag') === 'organic,bundle-deal' &&
            u.searchParams.get('brand') === 'northgate' &&
            !u.searchParams.has('page'),
        ),
      ).toBe(true),
    );
    // Unticking removes only that tag.
    await userEvent.click(organic);
    await waitFor(() => expect(router.state.location.search).toBe('?brand=northgate&tag=bundle-deal'));
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 product' }));
    expect(await screen.findByRole('button', { name: /Tag: Bundle deal/ })).toBeInTheDocument();
  });

  it('ticks the tags already in the address', async () => {
    mockFetch(handlers(listAnswer()));
    renderApp('/products?tag=bundle-deal');
    expect(await screen.findByRole('button', { name: /Tag: Bundle deal/ })).toBeInTheDocument();
    await openFilters();
    const group = await screen.findByRole('group', { name: 'Tags' });
    expect(within(group).getByRole('checkbox', { name: 'Bundle deal (2)' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Organic cotton (3)' })).not.toBeChecked();
  });

  it('offers price sorts and the price range only to viewers who see prices', async () => {
    mockFetch(handlers(listAnswer([hidePrices(cardFixture())], { pricesVisible: false })));
    renderApp('/products');
    await screen.findByText('Log in to see wholesale prices');
    const options = within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Newest', 'Name (A–Z)']);
    await openFilters();
    expect(await screen.findByRole('checkbox', { name: 'Northgate (12)' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'From' })).not.toBeInTheDocument();
  });

  it('applies a price range in currency units as minor units', async () => {
    const fetchMock = mockFetch(handlers(listAnswer()));
    const { router } = renderApp('/products');
    await screen.findByRole('link', { name: 'Linen shirt' });
    await openFilters();
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'From' }), '10');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'To' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lowest price must not be above the highest.',
    );
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'To' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'To' }), '25.5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=10&maxPrice=25.5'));
    await waitFor(() =>
      expect(
        productCalls(fetchMock).some(
          (u) => u.searchParams.get('minPrice') === '1000' && u.searchParams.get('maxPrice') === '2550',
        ),
      ).toBe(true),
    );
  });

  it('pages through the results with the page in the address', async () => {
    mockFetch(handlers(listAnswer([cardFixture()], { total: 45, pageCount: 3 })));
    const { router } = renderApp('/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('says when nothing matches', async () => {
    mockFetch(handlers(listAnswer([], { total: 0, pageCount: 0 })));
    renderApp('/products?search=zzz');
    expect(
      await screen.findByText(
        'Nothing matches “zzz”. Check the spelling, try fewer words or a product code.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error and tries again', async () => {
    let fail = true;
    mockFetch([
      (url) =>
        url.pathname === '/api/front/products' && fail
          ? { status: 500, body: { code: 'server', message: 'Server trouble' } }
          : undefined,
      ...handlers(listAnswer()),
    ]);
    renderApp('/products');
    expect(await screen.findByText('Server trouble')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    mockFetch(handlers(listAnswer([hidePrices(cardFixture())], { pricesVisible: false, total: 1 })));
    renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'المنتجات' })).toBeInTheDocument();
    expect(await screen.findByText('منتج واحد')).toBeInTheDocument();
    expect(screen.getByText('سجّل الدخول لرؤية أسعار الجملة')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'المرشحات' }));
    expect(await screen.findByRole('group', { name: 'الوسوم' })).toBeInTheDocument();
  });
});
