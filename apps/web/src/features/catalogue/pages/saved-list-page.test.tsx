import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userToken } from '../../../lib/auth-tokens.ts';
import { mockFetch, route } from '../../../test/fetch-mock.ts';
import { renderApp, switchLanguage } from '../../../test/render.tsx';
import { customerFixture } from '../../account/test-fixtures.ts';
import { cardFixture, pageAnswer } from '../test-fixtures.ts';

const item = (id: number, title: string) => ({
  product: cardFixture({ id, title, slug: title.toLowerCase().replace(/\s+/g, '-') }),
  addedAt: '2026-11-02T10:00:00.000Z',
});

const profile = route('GET', '/api/user/profile', { body: { data: customerFixture() } });

describe('wishlist and favourites screens', () => {
  beforeEach(() => userToken.set('u'.repeat(43)));
  afterEach(() => switchLanguage('en'));

  it('lists the wishlist and removes an item after a confirmation', async () => {
    let items = [item(1, 'Linen shirt'), item(2, 'Wool coat')];
    const fetchMock = mockFetch([
      profile,
      (url) => (url.pathname === '/api/user/wishlist' ? pageAnswer(items) : undefined),
      (url, init) => {
        if (url.pathname !== '/api/user/wishlist/2' || init.method !== 'DELETE') return undefined;
        items = items.filter((i) => i.product.id !== 2);
        return { body: { data: { productId: 2, changed: true } } };
      },
    ]);
    renderApp('/dashboard/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'My wishlist' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wool coat' })).toHaveAttribute(
      'href',
      '/productDetails/wool-coat',
    );
    expect(screen.getByText('2 products')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Wool coat from your wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from your wishlist?' });
    // Cancelling changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Wool coat from your wishlist' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove from your wishlist?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Removed from your wishlist.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Wool coat' })).not.toBeInTheDocument());
  });

  it('moves a product to the favourites', async () => {
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/user/wishlist', pageAnswer([item(1, 'Linen shirt')])),
      route('POST', '/api/user/wishlist/1/move', { body: { data: { productId: 1, changed: true } } }),
    ]);
    renderApp('/dashboard/wishlist');
    await userEvent.click(await screen.findByRole('button', { name: 'Move Linen shirt to favourites' }));
    expect(await screen.findByText('“Linen shirt” moved to your favourites.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/user/wishlist/1/move') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('reports a failed removal', async () => {
    mockFetch([
      profile,
      route('GET', '/api/user/favorites', pageAnswer([item(1, 'Linen shirt')])),
      route('DELETE', '/api/user/favorites/1', {
        status: 500,
        body: { code: 'server', message: 'Server trouble' },
      }),
    ]);
    renderApp('/dashboard/favorites');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Linen shirt from your favourites' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/Server trouble/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
  });

  it('shows the empty favourites with a way to the catalogue', async () => {
    mockFetch([profile, route('GET', '/api/user/favorites', pageAnswer([]))]);
    renderApp('/dashboard/favorites');
    expect(await screen.findByText('You have no favourites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('pages with the page in the address', async () => {
    const fetchMock = mockFetch([
      profile,
      route('GET', '/api/user/wishlist', pageAnswer([item(1, 'Linen shirt')], { total: 41, pageCount: 3 })),
    ]);
    renderApp('/dashboard/wishlist?page=2');
    await screen.findByRole('link', { name: 'Linen shirt' });
    const call = fetchMock.mock.calls.find(
      ([url]) => new URL(String(url), 'http://x').pathname === '/api/user/wishlist',
    );
    expect(new URL(String(call?.[0]), 'http://x').searchParams.get('page')).toBe('2');
  });

  it('shows a load failure with a retry', async () => {
    mockFetch([
      profile,
      route('GET', '/api/user/wishlist', {
        status: 500,
        body: { code: 'server', message: 'Server trouble' },
      }),
    ]);
    renderApp('/dashboard/wishlist');
    expect(await screen.findByText('Server trouble')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a visitor at /wishlist to log in', async () => {
    userToken.set(null);
    mockFetch();
    renderApp('/wishlist');
    expect(await screen.findByText('Log in to see the products you saved for later.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    mockFetch([profile, route('GET', '/api/user/wishlist', pageAnswer([]))]);
    renderApp('/dashboard/wishlist');
    expect(await screen.findByText('قائمة أمنياتك فارغة')).toBeInTheDocument();
  });
});
