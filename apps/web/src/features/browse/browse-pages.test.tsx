import type { CategorySummary, MainCategorySummary, ProductList } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, mockFetch } from '../../test/fetch-mock.ts';
import { expectNoSkippedHeadingLevels } from '../../test/headings.ts';
import { renderApp, switchLanguage } from '../../test/render.tsx';
import { cardFixture, hidePrices } from '../catalogue/test-fixtures.ts';
import { brandItem, menuFixture, productItem } from '../home/test-fixtures.ts';

const category: CategorySummary = {
  id: 3,
  slug: 'hi-vis',
  name: 'Hi-vis',
  description: 'Certified vests and jackets.',
  image: '/media/hi-vis.webp',
  productCount: 45,
  mainCategory: { slug: 'workwear', name: 'Workwear' },
};

const mainCategory: MainCategorySummary = {
  id: 1,
  slug: 'workwear',
  name: 'Workwear',
  description: 'Clothing for the site and the warehouse.',
  image: '/media/workwear.webp',
  productCount: 60,
  categories: [
    { ...category, mainCategory: undefined } as unknown as MainCategorySummary['categories'][number],
    {
      id: 4,
      slug: 'work-trousers',
      name: 'Work trousers',
      description: '',
      image: '/media/trousers.webp',
      productCount: 15,
    },
  ],
};

function productList(page: number, total: number, perPage: number, pricesVisible = true): ProductList {
  const start = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - start));
  return {
    items: Array.from({ length: count }, (_, i) => {
      const card = cardFixture({
        id: start + i + 1,
        slug: `vest-${start + i + 1}`,
        title: `Vest ${start + i + 1}`,
      });
      return pricesVisible ? card : hidePrices(card);
    }),
    meta: { total, page, perPage, pageCount: Math.ceil(total / perPage), sort: 'newest', pricesVisible },
  };
}

const json =
  (path: string, data: unknown): Handler =>
  (url) =>
    url.pathname === path ? { body: { data } } : undefined;

/** Products answered by page, as the API would, remembering every query asked. */
function productsHandler(total: number, asked: URLSearchParams[], pricesVisible = true): Handler {
  return (url) => {
    if (url.pathname !== '/api/front/products') return undefined;
    asked.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('perPage') ?? 20);
    return { body: { data: productList(page, total, perPage, pricesVisible) } };
  };
}

describe('browse pages', () => {
  it('category: heading, trail, products without prices for a visitor, pages in the address', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch([json('/api/front/categories/hi-vis', category), productsHandler(45, asked, false)]);
    const { router } = renderApp('/category/hi-vis');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi-vis' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Workwear' })).toHaveAttribute(
      'href',
      '/main-category/workwear',
    );
    expect(await screen.findByRole('link', { name: 'Vest 1' })).toHaveAttribute(
      'href',
      '/productDetails/vest-1',
    );
    expect(screen.getByText('45 products · Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
    // The site's perPage (theme default 20) is asked for; the category by its slug.
    expect(asked[0]?.get('category')).toBe('hi-vis');
    expect(asked[0]?.get('perPage')).toBe('20');
    await waitFor(() => expect(document.title).toBe('Hi-vis | Atlas Wholesale'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/category/hi-vis',
    );

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'Vest 21' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('2');
    // No price sort for a viewer who sees no prices.
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const options = within(sort)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Newest first', 'Name (A to Z)']);
    await userEvent.selectOptions(sort, 'Name (A to Z)');
    // A new sort starts from page 1.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title'));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('title'));
  });

  it('category: an unknown slug is the not-found page; a failure offers a retry', async () => {
    mockFetch([]);
    const { router } = renderApp('/category/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();

    let fail = true;
    mockFetch([
      (url) =>
        url.pathname === '/api/front/categories/hi-vis'
          ? fail
            ? { status: 500, body: { code: 'server', message: 'Database down' } }
            : { body: { data: category } }
          : undefined,
      productsHandler(2, []),
    ]);
    await router.navigate('/category/hi-vis');
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi-vis' })).toBeInTheDocument();
    // Prices come for a viewer who may see them.
    expect(await screen.findAllByText('£25.00')).toHaveLength(2);
  });

  it('menu page: items paged by the path, the first page at the short address', async () => {
    const asked: string[] = [];
    const brands = Array.from({ length: 3 }, (_, i) => brandItem(i + 1, `Brand ${i + 1}`));
    mockFetch([
      (url) => {
        if (url.pathname !== '/api/front/menus/our-brands') return undefined;
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        const menu = menuFixture({
          id: 3,
          kind: 'bar',
          name: 'Our Brands',
          itemType: 'brands',
          items: page === 2 ? brands.slice(2) : brands.slice(0, 2),
          itemCount: 3,
        });
        return {
          body: { data: { menu, meta: { total: 3, page, perPage: 2, pageCount: 2, pricesVisible: false } } },
        };
      },
    ]);
    const { router } = renderApp('/menus/gallery/our-brands/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Brands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Brand 3/ })).toHaveAttribute('href', '/brand/brand-3');
    expect(screen.getByText('3 items · Page 2 of 2')).toBeInTheDocument();
    expect(asked[0]).toContain('page=2');
    await waitFor(() => expect(document.title).toBe('Our Brands (Page 2 of 2) | Atlas Wholesale'));

    await userEvent.click(screen.getByRole('link', { name: 'Go to page 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menus/gallery/our-brands'));
    expect(await screen.findByRole('link', { name: /Brand 1/ })).toBeInTheDocument();

    // A wrong type is sent to the menu's own address; a page that is no number is not found.
    await router.navigate('/menus/navbar/our-brands');
    await waitFor(() => expect(router.state.location.pathname).toBe('/menus/gallery/our-brands'));
    await router.navigate('/menus/gallery/our-brands/two');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('main categories, a main category with its categories and products, all categories', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch([
      json('/api/front/main-categories', [mainCategory]),
      json('/api/front/main-categories/workwear', mainCategory),
      json('/api/front/categories', [category]),
      productsHandler(3, asked),
    ]);
    const { router } = renderApp('/main-categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Main categories' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Workwear' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('60 products')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Work trousers' })).toHaveAttribute(
      'href',
      '/category/work-trousers',
    );

    await userEvent.click(within(card).getByRole('link', { name: 'Workwear' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-category/workwear'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Workwear' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categories in Workwear' });
    expect(within(categories).getByRole('link', { name: /Hi-vis/ })).toHaveAttribute(
      'href',
      '/category/hi-vis',
    );
    expect(await screen.findByRole('link', { name: 'Vest 3' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('mainCategory')).toBe('workwear');

    await router.navigate('/categories');
    const group = await screen.findByRole('region', { name: 'Workwear' });
    expect(within(group).getByRole('link', { name: /Hi-vis/ })).toHaveAttribute('href', '/category/hi-vis');
  });

  it('brand page in Arabic: the brand and its products from one request', async () => {
    await switchLanguage('ar');
    mockFetch([
      json('/api/front/brands/northgate/products', {
        brand: {
          id: 1,
          slug: 'northgate',
          name: 'نورثغيت',
          description: '',
          image: '/media/ng.webp',
          productCount: 1,
        },
        ...productList(1, 1, 20, false),
      }),
    ]);
    renderApp('/brand/northgate');
    expect(await screen.findByRole('heading', { level: 1, name: 'نورثغيت' })).toBeInTheDocument();
    expect(
      screen.getByText('نورثغيت بأسعار الجملة: اطلب بكميات كبيرة من كتالوج التجّار.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Vest 1' })).toBeInTheDocument();
    expect(screen.getByText('منتج واحد')).toBeInTheDocument();
  });

  it('a menu page lists products with the catalogue card', async () => {
    mockFetch([
      json('/api/front/menus/deals', {
        menu: menuFixture({ id: 5, kind: 'grid', name: 'Deals', items: [productItem(7, 'Puffer jacket')] }),
        meta: { total: 1, page: 1, perPage: 20, pageCount: 1, pricesVisible: true },
      }),
    ]);
    renderApp('/menus/gallery/deals');
    expect(await screen.findByRole('link', { name: 'Puffer jacket' })).toHaveAttribute(
      'href',
      '/productDetails/puffer-jacket',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('titles the products one level under the page’s headings on category, brand, main category and menu pages', async () => {
    mockFetch([
      json('/api/front/categories/hi-vis', category),
      json('/api/front/main-categories/workwear', mainCategory),
      json('/api/front/brands/northgate/products', {
        brand: { id: 1, slug: 'northgate', name: 'Northgate', description: '', image: '', productCount: 2 },
        ...productList(1, 2, 20),
      }),
      json('/api/front/menus/deals', {
        menu: menuFixture({ id: 5, kind: 'grid', name: 'Deals', items: [productItem(7, 'Puffer jacket')] }),
        meta: { total: 1, page: 1, perPage: 20, pageCount: 1, pricesVisible: true },
      }),
      productsHandler(2, []),
    ]);
    const { router } = renderApp('/category/hi-vis');
    await screen.findByRole('heading', { level: 1, name: 'Hi-vis' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Vest 1' })).toBeInTheDocument();
    expectNoSkippedHeadingLevels();

    // On a main category, categories and products are two sections under their own h2: the
    // titles are h3.
    for (const [path, page, level, product] of [
      ['/brand/northgate', 'Northgate', 2, 'Vest 2'],
      ['/main-category/workwear', 'Workwear', 3, 'Vest 1'],
      ['/menus/gallery/deals', 'Deals', 2, 'Puffer jacket'],
    ] as const) {
      await router.navigate(path);
      await screen.findByRole('heading', { level: 1, name: page });
      expect(await screen.findByRole('heading', { level, name: product })).toBeInTheDocument();
      expectNoSkippedHeadingLevels();
    }
  });
});
