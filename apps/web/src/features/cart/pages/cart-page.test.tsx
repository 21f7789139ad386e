import type { CartRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { salespersonToken, userToken } from '../../../lib/auth-tokens.ts';
import { salesCustomer } from '../../../lib/buyer.ts';
import { callsTo, type Handler, mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { expectNoSkippedHeadingLevels, headingOutline } from '../../../test/headings.ts';
import { renderApp, switchLanguage } from '../../../test/render.tsx';
import { customerFixture } from '../../account/test-fixtures.ts';
import { cartLineFixture, cartRecordFixture, hideCartPrices, quickOrderFixture } from '../test-fixtures.ts';

const profile = route('GET', '/api/user/profile', { body: { data: customerFixture() } });

const shirt = cartLineFixture({
  options: [{ groupId: 3, choiceId: 7, group: 'Branding', choice: 'Chest embroidery', priceDelta: 150 }],
  choiceIds: [7],
  id: 'p1-c7',
  price: 2650,
});
const tie = cartLineFixture({
  id: 'p2-v5',
  productId: 2,
  variantId: 5,
  slug: 'silk-tie',
  title: 'Silk tie',
  sku: 'ST',
  variantCode: 'ST-NAVY',
  variantLabel: 'Navy',
  price: 900,
  quantity: 1,
});

/** A server cart that answers GET and every change from the record it holds now. */
function serverCart(initial: CartRecord, prefix = '/api/user') {
  let record = initial;
  const set = (items: CartRecord['items']) => {
    record = cartRecordFixture(items, { metadata: record.metadata });
    return { body: { data: record } };
  };
  const handlers: Handler[] = [
    route('GET', `${prefix}/cart`, () => ({ body: { data: record } })),
    route('DELETE', `${prefix}/cart`, () => set([])),
    route('PUT', new RegExp(`^${prefix}/cart/items/`), (url, init) => {
      const id = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
      const { quantity } = JSON.parse(String(init.body)) as { quantity: number };
      return set(
        record.items
          .map((i) => (i.id === id ? cartLineFixture({ ...i, quantity }) : i))
          .filter((i) => i.quantity > 0),
      );
    }),
    route('DELETE', new RegExp(`^${prefix}/cart/items/`), (url) => {
      const id = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
      return set(record.items.filter((i) => i.id !== id));
    }),
  ];
  return { handlers, current: () => record };
}

describe('/cart', () => {
  beforeEach(() => {
    userToken.set(null);
    salespersonToken.set(null);
    salesCustomer.set(null);
  });
  afterEach(() => switchLanguage('en'));

  it('asks a visitor to log in, asking the server nothing about a cart', async () => {
    const fetchMock = mockFetch();
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(await screen.findByText('Please login to continue the procedure')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Quick order' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cart'))).toBe(false);
    await waitFor(() => expect(document.title).toBe('Cart | Atlas Wholesale'));
  });

  it('lists the customer’s lines with their totals and sends a typed quantity in any digits', async () => {
    userToken.set('u'.repeat(43));
    const cart = serverCart(cartRecordFixture([shirt, tie]));
    const fetchMock = mockFetch([profile, ...cart.handlers]);
    renderApp('/cart');
    const lines = await screen.findByRole('list', { name: 'Products in your cart' });
    expect(within(lines).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/productDetails/linen-shirt',
    );
    expect(within(lines).getByText('Branding: Chest embroidery')).toBeInTheDocument();
    expect(within(lines).getByText('Variant: Navy')).toBeInTheDocument();
    expect(within(lines).getByText('SKU: ST-NAVY')).toBeInTheDocument();
    expect(within(lines).getByText('Unit price: £26.50')).toBeInTheDocument();
    expect(within(lines).getByText('£53.00')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('£62.00')).toBeInTheDocument();
    expect(within(summary).getByText('Items').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Products').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expectNoSkippedHeadingLevels(headingOutline(screen.getByRole('main')));
    // The header's cart link counts the items (the header loads it lazily: it may come after the lines).
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');

    const qty = screen.getByRole('textbox', { name: 'Quantity of Silk tie' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '٣{Enter}');
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', '/api/user/cart/items/p2-v5')).toEqual({ quantity: 3 }),
    );
    expect(await screen.findByText('Silk tie: the quantity is now 3.')).toBeInTheDocument();
    await waitFor(() => expect(within(summary).getByText('£80.00')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();

    // The stepper: one more of the shirt.
    await userEvent.click(screen.getByRole('button', { name: 'One more Linen shirt' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', '/api/user/cart/items/p1-c7')).toEqual({ quantity: 3 }),
    );
  });

  it('says what is wrong with a typed quantity, sending nothing', async () => {
    userToken.set('u'.repeat(43));
    const cart = serverCart(cartRecordFixture([shirt]));
    const fetchMock = mockFetch([profile, ...cart.handlers]);
    renderApp('/cart');
    const qty = await screen.findByRole('textbox', { name: 'Quantity of Linen shirt' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '11{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum Available Quantity is 10');
    await userEvent.clear(qty);
    await userEvent.type(qty, '1.5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/whole/i);
    expect(callsTo(fetchMock, '/api/user/cart/items/p1-c7', 'PUT')).toHaveLength(0);
  });

  it('shows the server’s refusal and puts the quantity back', async () => {
    userToken.set('u'.repeat(43));
    const cart = serverCart(cartRecordFixture([shirt]));
    mockFetch([
      profile,
      route('PUT', '/api/user/cart/items/p1-c7', {
        status: 409,
        body: {
          code: 'notEnoughProduct',
          message: 'There is not enough product Linen shirt. The max Quantity of This Product is 2',
        },
      }),
      ...cart.handlers,
    ]);
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'One more Linen shirt' }));
    expect(
      await screen.findByText(
        /There is not enough product Linen shirt. The max Quantity of This Product is 2/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity of Linen shirt' })).toHaveValue('2');
  });

  it('shows a line’s problem and holds checkout back, saying why', async () => {
    userToken.set('u'.repeat(43));
    const cart = serverCart(
      cartRecordFixture([
        cartLineFixture({
          stock: 1,
          problem: { code: 'notEnoughProduct', params: { item: 'Linen shirt', max: 1 } },
        }),
      ]),
    );
    mockFetch([profile, ...cart.handlers]);
    renderApp('/cart');
    expect(
      await screen.findByText(
        'This product cannot be ordered as it is: There is not enough product Linen shirt. The max Quantity of This Product is 1',
      ),
    ).toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Proceed to checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(
      'Change or remove the products marked in your cart before checking out.',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  it('removes a line after a confirmation, and empties the cart after another', async () => {
    userToken.set('u'.repeat(43));
    const cart = serverCart(cartRecordFixture([shirt, tie]));
    const fetchMock = mockFetch([profile, ...cart.handlers]);
    renderApp('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Silk tie from the cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/user/cart/items/p2-v5', 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Silk tie from the cart' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this product?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Silk tie was removed from your cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Silk tie' })).not.toBeInTheDocument());

    await userEvent.click(await screen.findByRole('button', { name: 'Empty cart' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Empty the cart?' })).getByRole('button', {
        name: 'Empty cart',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/products');
    expect(callsTo(fetchMock, '/api/user/cart', 'DELETE')).toHaveLength(1);
  });

  it('shows no price to a buyer who may not see them, and no way to checkout', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      profile,
      route('GET', '/api/user/cart', { body: { data: hideCartPrices(cartRecordFixture([shirt])) } }),
    ]);
    renderApp('/cart');
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
    expect(screen.getByText(/Prices are not shown for this account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  });

  it('says when the cart cannot be read, and reads it again on request', async () => {
    userToken.set('u'.repeat(43));
    let fail = true;
    mockFetch([
      profile,
      route('GET', '/api/user/cart', () =>
        fail
          ? { status: 500, body: { code: 'server', message: 'Sorry, There is a server error' } }
          : { body: { data: cartRecordFixture([]) } },
      ),
    ]);
    renderApp('/cart');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cart.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('lets a salesperson pick the customer first, then shows that customer’s cart', async () => {
    salespersonToken.set('s'.repeat(43));
    const cart = serverCart(cartRecordFixture([tie]), '/api/salesperson/customers/7');
    const customers = {
      items: [
        {
          ...customerFixture(),
          id: 7,
          firstName: 'Sara',
          lastName: 'Haddad',
          companyName: 'Haddad Textiles',
        },
        { ...customerFixture(), id: 8, firstName: 'Omar', lastName: 'Nasser', companyName: 'Nasser & Sons' },
      ],
      meta: { total: 2, page: 1, perPage: 100, pageCount: 1 },
    };
    const fetchMock = mockFetch([
      route('GET', '/api/salesperson/customers', { body: { data: customers } }),
      ...cart.handlers,
    ]);
    renderApp('/cart');
    expect(await screen.findByText('Please select a customer first')).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Customer' });
    await screen.findByRole('option', { name: 'Sara Haddad · Haddad Textiles' });
    await userEvent.selectOptions(picker, '7');
    expect(await screen.findByRole('link', { name: 'Silk tie' })).toBeInTheDocument();
    expect(screen.getByText('You are now ordering for Sara Haddad.')).toBeInTheDocument();
    expectNoSkippedHeadingLevels(headingOutline(screen.getByRole('main')));
    const [call] = callsTo(fetchMock, '/api/salesperson/customers/7/cart');
    expect(new Headers(call?.[1].headers).get('authorization')).toBe(`Bearer ${'s'.repeat(43)}`);
    expect(salesCustomer.get()).toBe('7');
  });

  it('checks pasted lines, then adds the valid ones', async () => {
    userToken.set('u'.repeat(43));
    const cart = serverCart(cartRecordFixture([]));
    const fetchMock = mockFetch([
      profile,
      route('POST', '/api/user/cart/quick-order', (_url, init) => {
        const { add } = JSON.parse(String(init.body)) as { add: boolean };
        return add
          ? {
              body: {
                data: quickOrderFixture({
                  added: 1,
                  cart: cartRecordFixture([cartLineFixture({ quantity: 4 })]),
                }),
              },
            }
          : { body: { data: quickOrderFixture() } };
      }),
      ...cart.handlers,
    ]);
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    await userEvent.click(screen.getByRole('button', { name: 'Quick order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick order' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'SKUs and quantities' }),
      'SKU;Qty{Enter}LS-01;٤{Enter}NOPE 1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    const table = await within(dialog).findByRole('table', { name: 'How each line resolves' });
    expect(sentBody(fetchMock, 'POST', '/api/user/cart/quick-order')).toEqual({
      lines: [
        { sku: 'LS-01', quantity: '4' },
        { sku: 'NOPE', quantity: '1' },
      ],
      add: false,
    });
    expect(within(table).getByText('Linen shirt')).toBeInTheDocument();
    expect(within(table).getByText('£25.00')).toBeInTheDocument();
    expect(within(table).getByText('Ready to add')).toBeInTheDocument();
    expect(within(table).getByText('No product or variant has the SKU NOPE')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 valid line' }));
    expect(await screen.findByText('1 line was added to your cart.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/user/cart/quick-order', -1)).toMatchObject({ add: true });
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
  });

  it('says why a quick-order quantity was refused, from what was sent', async () => {
    userToken.set('u'.repeat(43));
    const cart = serverCart(cartRecordFixture([]));
    mockFetch([
      profile,
      route('POST', '/api/user/cart/quick-order', {
        body: {
          data: quickOrderFixture({
            lines: [
              {
                sku: 'LS-01',
                quantity: null,
                productId: 1,
                variantId: null,
                title: 'Linen shirt',
                price: 2500,
                ok: false,
                problem: { code: 'validation' },
              },
            ],
          }),
        },
      }),
      ...cart.handlers,
    ]);
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    await userEvent.click(screen.getByRole('button', { name: 'Quick order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick order' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'SKUs and quantities' }), 'LS-01, 1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    const table = await within(dialog).findByRole('table', { name: 'How each line resolves' });
    expect(within(table).getByText('1.5')).toBeInTheDocument();
    expect(
      within(table).getByText('Enter a whole number: a quantity cannot have a fraction'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('reads a CSV file in the browser', async () => {
    userToken.set('u'.repeat(43));
    const cart = serverCart(cartRecordFixture([]));
    mockFetch([profile, ...cart.handlers]);
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    await userEvent.click(screen.getByRole('button', { name: 'Quick order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick order' });
    const file = new File(['sku,quantity\nLS-01,3\n'], 'order.csv', { type: 'text/csv' });
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, file);
    expect(await within(dialog).findByText('order.csv was read. Check the lines below.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'SKUs and quantities' })).toHaveValue(
      'sku,quantity\nLS-01,3\n',
    );
  });

  it('speaks Arabic', async () => {
    await switchLanguage('ar');
    userToken.set('u'.repeat(43));
    const cart = serverCart(cartRecordFixture([tie]));
    mockFetch([profile, ...cart.handlers]);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'السلة' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'كمية Silk tie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'المتابعة لإتمام الطلب' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
