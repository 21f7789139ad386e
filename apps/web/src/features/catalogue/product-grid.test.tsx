import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userToken } from '../../lib/auth-tokens.ts';
import { mockFetch, route } from '../../test/fetch-mock.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { ProductGrid } from './product-grid.tsx';
import { cardFixture, hidePrices } from './test-fixtures.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderGrid(ui: React.ReactNode) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/products']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('product grid and card', () => {
  beforeEach(() => userToken.set(null));
  afterEach(() => switchLanguage('en'));

  it('shows the picture, title, brand, price and badges the server sent', async () => {
    mockFetch();
    renderGrid(
      <ProductGrid
        titleLevel={2}
        items={[
          cardFixture(),
          cardFixture({ id: 2, slug: 'gift-box', title: 'Gift box', isBundle: true, discountPrice: 2000 }),
          cardFixture({
            id: 3,
            slug: 'wool-coat',
            title: 'Wool coat',
            inStock: false,
            status: 'out_of_stock',
          }),
        ]}
      />,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/productDetails/linen-shirt',
    );
    expect(first.getByText('Northgate')).toBeInTheDocument();
    expect(first.getByText('£25.00')).toBeInTheDocument();
    const img = cards[0]?.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/media/linen-480.webp');

    const bundle = within(cards[1] as HTMLElement);
    expect(bundle.getByText('Item Is Bundle')).toBeInTheDocument();
    expect(bundle.getByText('Now £20.00')).toBeInTheDocument();
    expect(bundle.getByText('Was £25.00')).toBeInTheDocument();

    expect(within(cards[2] as HTMLElement).getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows the log-in hint instead of a price when the server sent none', () => {
    mockFetch();
    renderGrid(<ProductGrid titleLevel={2} items={[hidePrices(cardFixture())]} />);
    expect(screen.getByText('Log in to see wholesale prices')).toBeInTheDocument();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
  });

  it('tells a signed-in customer without prices that approval brings them', () => {
    userToken.set('u'.repeat(43));
    mockFetch([route('GET', '/api/user/wishlist/ids', { body: { data: [] } })]);
    renderGrid(<ProductGrid titleLevel={2} items={[hidePrices(cardFixture())]} />);
    expect(screen.getByText('Prices are shown once your account is approved')).toBeInTheDocument();
  });

  it('asks a visitor who presses the heart to sign in', async () => {
    const fetchMock = mockFetch();
    renderGrid(<ProductGrid titleLevel={2} items={[cardFixture()]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Linen shirt to your wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to keep a wishlist' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/user/'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  });

  it('saves to the wishlist for a customer, and says so', async () => {
    userToken.set('u'.repeat(43));
    let saved: number[] = [];
    const fetchMock = mockFetch([
      (url) => (url.pathname === '/api/user/wishlist/ids' ? { body: { data: saved } } : undefined),
      (url, init) => {
        if (url.pathname !== '/api/user/wishlist/1' || init.method !== 'PUT') return undefined;
        saved = [1];
        return { body: { data: { productId: 1, changed: true } } };
      },
    ]);
    renderGrid(<ProductGrid titleLevel={2} items={[cardFixture()]} />);
    const heart = await screen.findByRole('button', { name: 'Add Linen shirt to your wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByText('Added to your wishlist.')).toBeInTheDocument();
    const pressed = await screen.findByRole('button', { name: 'Remove Linen shirt from your wishlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('authorization')).toBe(`Bearer ${'u'.repeat(43)}`);
  });

  it('puts the heart back and reports the failure when the server refuses', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      route('GET', '/api/user/wishlist/ids', { body: { data: [] } }),
      route('PUT', '/api/user/wishlist/1', {
        status: 404,
        body: { code: 'notFound', message: 'Product not found' },
      }),
    ]);
    renderGrid(<ProductGrid titleLevel={2} items={[cardFixture()]} />);
    const heart = await screen.findByRole('button', { name: 'Add Linen shirt to your wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    expect(await screen.findByText(/Product not found/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Linen shirt to your wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('fetches the first screen’s pictures at once, the first with high priority, the rest lazily', () => {
    mockFetch();
    const items = Array.from({ length: 6 }, (_, i) =>
      cardFixture({ id: i + 1, slug: `item-${i + 1}`, title: `Item ${i + 1}` }),
    );
    const { container } = renderGrid(<ProductGrid titleLevel={2} items={items} eager={4} />);
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'auto'],
      ['eager', 'auto'],
      ['eager', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
    // Sized, so nothing moves when they arrive.
    for (const img of pictures) expect(img).toHaveAttribute('width');

    // A grid further down a page (related products) waits for every picture.
    const below = renderGrid(<ProductGrid titleLevel={2} items={items.slice(0, 2)} />);
    const lazy = [...below.container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(lazy).toEqual(['lazy', 'lazy']);
  });

  it('shows placeholders while loading', () => {
    mockFetch();
    renderGrid(<ProductGrid titleLevel={2} items={[]} loading />);
    expect(screen.getByRole('status', { name: 'Loading products…' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the empty text when there is nothing', () => {
    mockFetch();
    renderGrid(<ProductGrid titleLevel={2} items={[]} emptyText="Nothing in this menu yet." />);
    expect(screen.getByText('Nothing in this menu yet.')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    mockFetch();
    renderGrid(<ProductGrid titleLevel={2} items={[hidePrices(cardFixture({ isBundle: true }))]} />);
    expect(screen.getByText('سجّل الدخول لرؤية أسعار الجملة')).toBeInTheDocument();
    expect(screen.getByText('هذا المنتج حزمة')).toBeInTheDocument();
  });
});
