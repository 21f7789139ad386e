import { cartStorageKey, emptyCart, serializeCart, setItems } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../../lib/api-client.ts';
import { salespersonToken, userToken } from '../../lib/auth-tokens.ts';
import { salesCustomer } from '../../lib/buyer.ts';
import { callsTo, mockFetch, route, sentBody } from '../../test/fetch-mock.ts';
import { testQueryClient } from '../../test/render.tsx';
import { cartLineFixture, cartRecordFixture, hideCartPrices } from './test-fixtures.ts';
import { useCart } from './use-cart.ts';

const CUSTOMER_KEY = cartStorageKey('customer');

function renderCart() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useCart(), { wrapper }), client };
}

/** The hook's refusal, as the caller sees it. */
async function refusalOf(action: () => Promise<unknown>) {
  try {
    await act(action);
  } catch (error) {
    return error;
  }
  throw new Error('the action was not refused');
}

const stored = (key: string) => localStorage.getItem(key);

const shirt = cartLineFixture();
const tie = cartLineFixture({
  id: 'p2-v5',
  productId: 2,
  variantId: 5,
  title: 'Silk tie',
  sku: 'ST-5',
  price: 900,
  quantity: 1,
});

describe('useCart', () => {
  beforeEach(() => {
    userToken.set(null);
    salespersonToken.set(null);
    salesCustomer.set(null);
  });

  it('asks nothing for a visitor, and refuses to add with SPEC 8’s message', async () => {
    const fetchMock = mockFetch();
    const { result } = renderCart();
    expect(result.current.owner).toBeNull();
    expect(result.current.isEmpty).toBe(true);
    expect(result.current.loading).toBe(false);
    const error = await refusalOf(() => result.current.addItem({ productId: 1, selection: {}, quantity: 1 }));
    expect(isApiError(error) && error.code).toBe('unauthenticated');
    expect((error as Error).message).toBe('Please login to continue the procedure');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a salesperson to pick a customer first, then uses that customer’s cart and key', async () => {
    salespersonToken.set('s'.repeat(43));
    const fetchMock = mockFetch([
      route('GET', '/api/salesperson/customers/7/cart', { body: { data: cartRecordFixture([tie]) } }),
    ]);
    const { result } = renderCart();
    const error = await refusalOf(() => result.current.emptyCart());
    expect((error as Error).message).toBe('Please select a customer first');
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => salesCustomer.set('7'));
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['p2-v5']));
    const [call] = callsTo(fetchMock, '/api/salesperson/customers/7/cart');
    expect(new Headers(call?.[1].headers).get('authorization')).toBe(`Bearer ${'s'.repeat(43)}`);
    expect(result.current.owner?.cartKey).toBe('cart-sales-7');
    await waitFor(() => expect(stored('cart-sales-7')).toContain('Silk tie'));
    expect(stored(CUSTOMER_KEY)).toBeNull();
  });

  it('shows the stored cart at once, then the server’s, and keeps the server’s', async () => {
    userToken.set('u'.repeat(43));
    const old = setItems(emptyCart(), [{ ...shirt, priced: true, price: 2500, quantity: 5 }]);
    localStorage.setItem(CUSTOMER_KEY, serializeCart(old));
    mockFetch([route('GET', '/api/user/cart', { body: { data: cartRecordFixture([shirt, tie]) } })]);
    const { result } = renderCart();
    expect(result.current.totalItems).toBe(5);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.totalItems).toBe(3);
    expect(result.current.totalUniqueItems).toBe(2);
    expect(result.current.cartTotal).toBe(2 * 2500 + 900);
    expect(result.current.items[1]?.itemTotal).toBe(900);
    await waitFor(() => expect(JSON.parse(stored(CUSTOMER_KEY) ?? '{}').items).toHaveLength(2));
  });

  it('drops a stored cart that is not a cart', async () => {
    userToken.set('u'.repeat(43));
    localStorage.setItem(
      CUSTOMER_KEY,
      '{"version":1,"items":[{"id":"p1","price":-1,"quantity":1}],"metadata":{}}',
    );
    mockFetch([route('GET', '/api/user/cart', { status: 500, body: { code: 'server', message: 'Down' } })]);
    const { result } = renderCart();
    expect(result.current.isEmpty).toBe(true);
    await waitFor(() => expect(result.current.error?.message).toBe('Down'));
  });

  it('hides the total when the buyer may not see prices', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      route('GET', '/api/user/cart', { body: { data: hideCartPrices(cartRecordFixture([shirt])) } }),
    ]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.pricesVisible).toBe(false);
    expect(result.current.cartTotal).toBeUndefined();
    expect(result.current.totalItems).toBe(2);
  });

  it('adds a line and takes the server’s cart and notice', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([
      route('GET', '/api/user/cart', { body: { data: cartRecordFixture([]) } }),
      route('POST', '/api/user/cart/items', {
        status: 201,
        body: { data: cartRecordFixture([tie]), message: 'Added to your cart' },
      }),
    ]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    let message: string | undefined;
    await act(async () => {
      message = (
        await result.current.addItem({ productId: 2, variantId: 5, selection: { '3': [7] }, quantity: '٢' })
      ).message;
    });
    expect(message).toBe('Added to your cart');
    expect(sentBody(fetchMock, 'POST', '/api/user/cart/items')).toEqual({
      productId: 2,
      variantId: 5,
      selection: { '3': [7] },
      quantity: '٢',
    });
    expect(result.current.items.map((i) => i.title)).toEqual(['Silk tie']);
    expect(stored(CUSTOMER_KEY)).toContain('Silk tie');
  });

  it('keeps the cart as it was when the server refuses to add', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      route('GET', '/api/user/cart', { body: { data: cartRecordFixture([shirt]) } }),
      route('POST', '/api/user/cart/items', {
        status: 409,
        body: { code: 'itemAlreadyAdded', message: 'This item has already been added' },
      }),
    ]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const error = await refusalOf(() => result.current.addItem({ productId: 1, selection: {}, quantity: 1 }));
    expect((error as Error).message).toBe('This item has already been added');
    expect(result.current.totalItems).toBe(2);
  });

  it('shows a new quantity at once and takes the server’s answer', async () => {
    userToken.set('u'.repeat(43));
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fetchMock = mockFetch([
      route('GET', '/api/user/cart', { body: { data: cartRecordFixture([shirt, tie]) } }),
      route('PUT', '/api/user/cart/items/p1', {
        body: { data: cartRecordFixture([cartLineFixture({ quantity: 6 }), tie]) },
      }),
    ]);
    // Hold the PUT until the optimistic state has been seen.
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await held;
      if (!original) throw new Error('no fetch');
      return original(input, init);
    });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.updateQuantity('p1', 6);
    });
    await waitFor(() => expect(result.current.totalItems).toBe(7));
    expect(result.current.busy).toBe(true);
    answer();
    await act(async () => {
      await done;
    });
    expect(result.current.totalItems).toBe(7);
    expect(result.current.cartTotal).toBe(6 * 2500 + 900);
    expect(sentBody(fetchMock, 'PUT', '/api/user/cart/items/p1')).toEqual({ quantity: 6 });
    expect(result.current.busy).toBe(false);
  });

  it('rolls a refused quantity back, with the server’s reason', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      route('GET', '/api/user/cart', { body: { data: cartRecordFixture([shirt]) } }),
      route('PUT', '/api/user/cart/items/p1', {
        status: 409,
        body: { code: 'maxAvailableQuantity', message: 'Maximum Available Quantity is 10' },
      }),
    ]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const error = await refusalOf(() => result.current.updateQuantity('p1', 11));
    expect((error as Error).message).toBe('Maximum Available Quantity is 10');
    expect(result.current.items[0]?.quantity).toBe(2);
  });

  it('says No such item to update for a line not in the cart, asking nothing', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([
      route('GET', '/api/user/cart', { body: { data: cartRecordFixture([shirt]) } }),
    ]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const error = await refusalOf(() => result.current.updateQuantity('p9', 2));
    expect((error as Error).message).toBe('No such item to update');
    expect(callsTo(fetchMock, '/api/user/cart/items/p9', 'PUT')).toHaveLength(0);
  });

  it('removes a line and empties the cart', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([
      route('GET', '/api/user/cart', { body: { data: cartRecordFixture([shirt, tie]) } }),
      route('DELETE', '/api/user/cart/items/p2-v5', { body: { data: cartRecordFixture([shirt]) } }),
      route('DELETE', '/api/user/cart', { body: { data: cartRecordFixture([]) } }),
    ]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.removeItem('p2-v5'));
    expect(result.current.items.map((i) => i.id)).toEqual(['p1']);
    await act(() => result.current.emptyCart());
    expect(result.current.isEmpty).toBe(true);
    expect(callsTo(fetchMock, '/api/user/cart', 'DELETE')).toHaveLength(1);
    expect(JSON.parse(stored(CUSTOMER_KEY) ?? '{}').items).toEqual([]);
  });

  it('keeps the line when the server cannot delete it', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      route('GET', '/api/user/cart', { body: { data: cartRecordFixture([shirt]) } }),
      route('DELETE', '/api/user/cart/items/p1', {
        status: 404,
        body: {
          code: 'cartItemDeleteFailed',
          message: 'There was a problem deleting this item from the cart',
        },
      }),
    ]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const error = await refusalOf(() => result.current.removeItem('p1'));
    expect(isApiError(error) && error.code).toBe('cartItemDeleteFailed');
    expect(result.current.items).toHaveLength(1);
  });

  it('sets, merges and clears the metadata on the server', async () => {
    userToken.set('u'.repeat(43));
    const fetchMock = mockFetch([
      route('GET', '/api/user/cart', {
        body: { data: cartRecordFixture([shirt], { metadata: { po: 'A1' } }) },
      }),
      route('PUT', '/api/user/cart/metadata', (_url, init) => {
        const { metadata } = JSON.parse(String(init.body)) as { metadata: Record<string, unknown> };
        return { body: { data: cartRecordFixture([shirt], { metadata }) } };
      }),
    ]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.metadata).toEqual({ po: 'A1' }));
    await act(() => result.current.mergeMetadata({ note: 'Rush' }));
    expect(sentBody(fetchMock, 'PUT', '/api/user/cart/metadata', -1)).toEqual({
      metadata: { po: 'A1', note: 'Rush' },
    });
    expect(result.current.metadata).toEqual({ po: 'A1', note: 'Rush' });
    await act(() => result.current.setMetadata({ po: 'B2' }));
    expect(result.current.metadata).toEqual({ po: 'B2' });
    await act(() => result.current.clearMetadata());
    expect(sentBody(fetchMock, 'PUT', '/api/user/cart/metadata', -1)).toEqual({ metadata: {} });
    expect(result.current.metadata).toEqual({});
  });

  it('keeps one stored cart per buyer', async () => {
    userToken.set('u'.repeat(43));
    localStorage.setItem(
      'cart-sales-7',
      serializeCart(setItems(emptyCart(), [{ ...tie, priced: true, price: 900 }])),
    );
    mockFetch([route('GET', '/api/user/cart', { body: { data: cartRecordFixture([shirt]) } })]);
    const { result } = renderCart();
    // The customer never sees the salesperson's stored cart for customer 7.
    expect(result.current.isEmpty).toBe(true);
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['p1']));
    expect(stored('cart-sales-7')).toContain('Silk tie');
  });
});
