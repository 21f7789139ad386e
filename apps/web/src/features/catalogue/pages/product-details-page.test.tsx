import type { ProductDetails } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { salespersonToken, userToken } from '../../../lib/auth-tokens.ts';
import { salesCustomer } from '../../../lib/buyer.ts';
import { type Handler, mockFetch, route, sentBody } from '../../../test/fetch-mock.ts';
import { expectNoSkippedHeadingLevels } from '../../../test/headings.ts';
import { renderApp, switchLanguage } from '../../../test/render.tsx';
import { customerFixture } from '../../account/test-fixtures.ts';
import { cartLineFixture, cartRecordFixture } from '../../cart/test-fixtures.ts';
import { cardFixture, detailsFixture, hidePrices } from '../test-fixtures.ts';

const groups: ProductDetails['optionGroups'] = [
  {
    id: 1,
    name: 'Size',
    note: 'UK sizing',
    minSelect: 1,
    maxSelect: 1,
    required: true,
    choices: [
      { id: 11, name: 'M', hex: null, priceDelta: 0 },
      { id: 12, name: 'XXL', hex: null, priceDelta: 50 },
    ],
  },
  {
    id: 2,
    name: 'Branding',
    note: '',
    minSelect: 0,
    maxSelect: 2,
    required: false,
    choices: [
      { id: 21, name: 'Chest embroidery', hex: null, priceDelta: 150 },
      { id: 22, name: 'Back print', hex: null, priceDelta: 120 },
      { id: 23, name: 'Sleeve print', hex: null, priceDelta: 90 },
    ],
  },
];

const productRoute = (product: ProductDetails | Partial<ProductDetails>, status = 200) =>
  route('GET', '/api/front/products/linen-shirt', { status, body: { data: product } });
const relatedCards = [cardFixture(), cardFixture({ id: 9, slug: 'silk-tie', title: 'Silk tie' })];
const related = route('GET', '/api/front/products', {
  body: {
    data: {
      items: relatedCards,
      meta: { total: 2, page: 1, perPage: 5, pageCount: 1, sort: 'newest', pricesVisible: true },
    },
  },
});
/** What a visitor gets: no price keys anywhere (ADR 0011). */
const visitorGroups = groups.map((g) => ({ ...g, choices: g.choices.map(({ priceDelta: _d, ...c }) => c) }));
const visitorRelated = route('GET', '/api/front/products', {
  body: {
    data: {
      items: relatedCards.map(hidePrices),
      meta: { total: 2, page: 1, perPage: 5, pageCount: 1, sort: 'newest', pricesVisible: false },
    },
  },
});

/** A variant's option: a size or a colour. */
const opt = (attribute: string, value: string) => ({
  attribute,
  attributeName: attribute === 'size' ? 'Size' : 'Colour',
  value,
  valueName: value.toUpperCase(),
  hex: null,
});

/** The customer's cart: empty, and a line added answers the cart with it and the server's notice. */
const emptyCartRoute = route('GET', '/api/user/cart', { body: { data: cartRecordFixture([]) } });
const addedRoute = route('POST', '/api/user/cart/items', {
  status: 201,
  body: { data: cartRecordFixture([cartLineFixture()]), message: 'Added to your cart' },
});

/** An approved customer with nothing saved opens `product`; resolves to its enabled "Add to cart". */
async function openAsBuyer(
  product: ProductDetails,
  addName: string | RegExp = 'Add to cart',
  extra: Handler[] = [],
) {
  userToken.set('u'.repeat(43));
  const fetchMock = mockFetch([
    ...extra,
    productRoute(product),
    related,
    route('GET', '/api/user/profile', { body: { data: customerFixture() } }),
    route('GET', '/api/user/wishlist/ids', { body: { data: [] } }),
    route('GET', '/api/user/favorites/ids', { body: { data: [] } }),
    emptyCartRoute,
    addedRoute,
  ]);
  renderApp('/productDetails/linen-shirt');
  const add = await screen.findByRole('button', { name: addName });
  await waitFor(() => expect(add).toBeEnabled());
  return Object.assign(add, { fetchMock });
}

describe('/productDetails/:slug', () => {
  beforeEach(() => {
    userToken.set(null);
    salespersonToken.set(null);
    salesCustomer.set(null);
  });
  afterEach(() => switchLanguage('en'));

  it('shows a visitor the product without a price, and asks them to log in to order', async () => {
    const fetchMock = mockFetch([
      productRoute(hidePrices(detailsFixture({ pricesVisible: false, optionGroups: visitorGroups }))),
      visitorRelated,
    ]);
    renderApp('/productDetails/linen-shirt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen shirt' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see wholesale prices')).toBeInTheDocument();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
    expect(document.title).toContain('Linen shirt wholesale');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Linen shirts by the pack.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/productDetails\/linen-shirt$/,
    );
    // Related products: the same category, without this product.
    const relatedSection = await screen.findByRole('region', { name: 'More from this category' });
    expect(within(relatedSection).getByRole('link', { name: 'Silk tie' })).toBeInTheDocument();
    expect(within(relatedSection).queryByRole('link', { name: 'Linen shirt' })).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/front/products?'));
    expect(String(call?.[0])).toContain('category=shirts');
    // Ordering needs an account: the sign-in prompt says so with SPEC 8's words.
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const prompt = await screen.findByRole('dialog', { name: 'Sign in to order' });
    expect(prompt).toHaveTextContent('Please login to continue the procedure');
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('asks a visitor who presses the heart to sign in', async () => {
    mockFetch([productRoute(hidePrices(detailsFixture({ pricesVisible: false }))), related]);
    renderApp('/productDetails/linen-shirt');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Linen shirt to your wishlist' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to keep a wishlist' })).toBeInTheDocument();
  });

  it('shows a signed-in salesperson the price, sending its token, and no customer-only controls (ADR 0030)', async () => {
    salespersonToken.set('s'.repeat(43));
    const fetchMock = mockFetch([productRoute(detailsFixture({ optionGroups: groups })), related]);
    renderApp('/productDetails/linen-shirt');
    expect(await screen.findByText('£25.00')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/api/front/products/linen-shirt'),
    );
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${'s'.repeat(43)}`);
    // The customer is picked in the cart first (SPEC 2, SPEC 8 select-a-user-first).
    expect(screen.getByText('Please select a customer first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose the customer in the cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    // Nothing of the customer's own is asked for with the salesperson's token.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/user/'))).toBe(false);
  });

  it('lets an approved customer see the price but not order with fewer options than required', async () => {
    const add = await openAsBuyer(detailsFixture({ optionGroups: groups, qty: 8, maxPerProduct: 10 }));
    // The related products below show their prices too.
    expect(screen.getAllByText('£25.00').length).toBeGreaterThan(0);
    await userEvent.click(add);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect Selections');
    expect(alert).toHaveTextContent('Size: choose at least 1 option (required).');

    // At most two brandings: the third box is disabled once two are chosen.
    await userEvent.click(screen.getByRole('radio', { name: 'XXL (+£0.50)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chest embroidery (+£1.50)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Back print (+£1.20)' }));
    expect(screen.getByRole('checkbox', { name: 'Sleeve print (+£0.90)' })).toBeDisabled();
    expect(screen.getByText('Per unit with options: £28.20')).toBeInTheDocument();

    // More than in stock: SPEC 8's message, and the button waits.
    const qty = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '9');
    expect(await screen.findByText('Maximum Available Quantity is 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await userEvent.clear(qty);
    await userEvent.type(qty, '2');
    expect(screen.getByText('Total for 2: £56.40')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // The header's cart link counts what the server's cart now holds.
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText('Incorrect Selections')).not.toBeInTheDocument();
    expect(sentBody(add.fetchMock, 'POST', '/api/user/cart/items')).toEqual({
      productId: 1,
      variantId: null,
      selection: { '1': [12], '2': [21, 22] },
      quantity: 2,
    });
  });

  it('shows the server’s refusal to add, in SPEC 8’s words', async () => {
    const add = await openAsBuyer(detailsFixture({ qty: 8, maxPerProduct: 10 }), 'Add to cart', [
      route('POST', '/api/user/cart/items', {
        status: 409,
        body: { code: 'itemAlreadyAdded', message: 'This item has already been added' },
      }),
    ]);
    await userEvent.click(add);
    expect(await screen.findByText(/This item has already been added/)).toBeInTheDocument();
    expect(screen.queryByText('Added to your cart')).not.toBeInTheDocument();
  });

  it('adds to the cart of the customer a salesperson picked', async () => {
    salespersonToken.set('s'.repeat(43));
    salesCustomer.set('7');
    const fetchMock = mockFetch([
      productRoute(detailsFixture()),
      related,
      route('GET', '/api/salesperson/customers/7/cart', { body: { data: cartRecordFixture([]) } }),
      route('POST', '/api/salesperson/customers/7/cart/items', {
        status: 201,
        body: { data: cartRecordFixture([cartLineFixture()]), message: 'Added to your cart' },
      }),
    ]);
    renderApp('/productDetails/linen-shirt');
    expect(await screen.findByText('Ordering for Sara Haddad.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/salesperson/customers/7/cart/items')).toMatchObject({
      productId: 1,
      quantity: 1,
    });
  });

  it('tells a restricted customer they cannot order', async () => {
    userToken.set('u'.repeat(43));
    mockFetch([
      productRoute(detailsFixture()),
      related,
      route('GET', '/api/user/profile', {
        body: { data: customerFixture({ restricted: true, canOrder: false }) },
      }),
      route('GET', '/api/user/wishlist/ids', { body: { data: [] } }),
      route('GET', '/api/user/favorites/ids', { body: { data: [] } }),
    ]);
    renderApp('/productDetails/linen-shirt');
    expect(await screen.findByText(/Your account is restricted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('chooses a variant by its options and says when it is unavailable', async () => {
    const add = await openAsBuyer(
      detailsFixture({
        hasVariants: true,
        priceFrom: 2400,
        priceTo: 2600,
        variants: [
          {
            id: 1,
            code: 'A',
            status: 'available',
            qty: 5,
            weight: 1,
            image: null,
            options: [opt('size', 'm'), opt('colour', 'navy')],
            price: 2400,
          },
          {
            id: 2,
            code: 'B',
            status: 'out_of_stock',
            qty: 0,
            weight: 1,
            image: null,
            options: [opt('size', 'l'), opt('colour', 'navy')],
            price: 2600,
          },
        ],
      }),
    );
    expect(await screen.findByText('£24.00 – £26.00')).toBeInTheDocument();
    await userEvent.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose Size, Colour.');
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'NAVY' }));
    expect(await screen.findByText('This L / NAVY is Unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByText('Total for 1: £24.00')).toBeInTheDocument();
    // The choice's labels and the total are no headings: the page's outline skips no level.
    await screen.findByRole('region', { name: 'More from this category' });
    expectNoSkippedHeadingLevels();
  });

  it('moves through the pictures with the keyboard', async () => {
    mockFetch([productRoute(hidePrices(detailsFixture({ pricesVisible: false }))), related]);
    renderApp('/productDetails/linen-shirt');
    const thumbs = await screen.findByRole('group', { name: 'Choose a picture' });
    const first = within(thumbs).getByRole('button', { name: 'Show picture 1 of 2' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const second = within(thumbs).getByRole('button', { name: 'Show picture 2 of 2' });
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Back' })).toBeInTheDocument();
  });

  it('says when the product does not exist', async () => {
    mockFetch([productRoute({}, 404)]);
    renderApp('/productDetails/linen-shirt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('speaks Arabic, with the Arabic SPEC 8 message', async () => {
    await switchLanguage('ar');
    const add = await openAsBuyer(
      detailsFixture({ optionGroups: groups, title: 'قميص كتان' }),
      'أضف إلى السلة',
    );
    // The pound sign, as in English, with Western digits: not "UK£", not "GBP".
    const price = screen.getAllByText(
      (_, el) => el?.children.length === 0 && /25\.00/.test(el.textContent ?? ''),
    )[0];
    const shown = (price?.textContent ?? '')
      .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
      .replace(/\u00a0/g, ' ');
    expect(shown).toBe('25.00 £');
    await userEvent.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent('اختيارات غير صحيحة');
  });

  describe('the quantity field', () => {
    /** An approved customer on a product with 120 in stock and a cap of 1000 per order. */
    async function openAsCustomer() {
      await openAsBuyer(detailsFixture({ qty: 120, maxPerProduct: 1000 }), /^(Add to cart|أضف إلى السلة)$/);
      return screen.getByRole('textbox', { name: /^(Quantity|الكمية)$/ });
    }
    const typeQuantity = async (field: HTMLElement, text: string) => {
      await userEvent.clear(field);
      await userEvent.type(field, text);
    };
    const noTotal = () => expect(screen.queryByText(/Total for|الإجمالي/)).not.toBeInTheDocument();

    it('refuses more than the stock with SPEC 8’s message, and shows no total', async () => {
      const field = await openAsCustomer();
      await typeQuantity(field, '501');
      expect(screen.getByRole('alert')).toHaveTextContent('Maximum Available Quantity is 120');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Maximum Available Quantity is 120');
      noTotal();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
      // One less brings it back within the stock.
      await userEvent.click(screen.getByRole('button', { name: 'One less' }));
      expect(field).toHaveValue('120');
      expect(screen.getByText('Total for 120: £3,000.00')).toBeInTheDocument();
    });

    it('keeps a fraction as typed and says a quantity is whole', async () => {
      const field = await openAsCustomer();
      await typeQuantity(field, '2.5');
      expect(field).toHaveValue('2.5');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Enter a whole number: a quantity cannot have a fraction',
      );
      noTotal();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    });

    it('keeps a negative or zero as typed and asks for 1 or more', async () => {
      const field = await openAsCustomer();
      await typeQuantity(field, '-3');
      expect(field).toHaveValue('-3');
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a quantity of 1 or more');
      noTotal();
      await typeQuantity(field, '0');
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a quantity of 1 or more');
      noTotal();
      await userEvent.clear(field);
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a quantity of 1 or more');
      noTotal();
    });

    it('reads Arabic-Indic and Persian digits', async () => {
      const field = await openAsCustomer();
      await typeQuantity(field, '١٢');
      expect(screen.getByText('Total for 12: £300.00')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await typeQuantity(field, '۱۵');
      expect(screen.getByText('Total for 15: £375.00')).toBeInTheDocument();
      await typeQuantity(field, '١٢١');
      expect(screen.getByRole('alert')).toHaveTextContent('Maximum Available Quantity is 120');
      noTotal();
    });

    it('says it in Arabic', async () => {
      await switchLanguage('ar');
      const field = await openAsCustomer();
      await typeQuantity(field, '٢٫٥');
      expect(screen.getByRole('alert')).toHaveTextContent('أدخل عددًا صحيحًا: لا تقبل الكمية الكسور');
      noTotal();
      await typeQuantity(field, '٥٠١');
      expect(screen.getByRole('alert')).toHaveTextContent('الحد الأقصى للكمية المتوفرة هو 120');
      noTotal();
    });
  });

  it('shows the picture of the variant chosen, and the product’s again when the choice is undone', async () => {
    const variant = (id: number, size: string, colour: string, image: string | null) => ({
      id,
      code: `V${id}`,
      status: 'available' as const,
      qty: 5,
      weight: 1,
      image,
      options: [opt('size', size), opt('colour', colour)],
    });
    mockFetch([
      productRoute(
        hidePrices(
          detailsFixture({
            pricesVisible: false,
            hasVariants: true,
            variants: [
              variant(1, 'm', 'navy', '/media/linen-navy.webp'),
              variant(2, 'l', 'navy', '/media/linen-navy.webp'),
              variant(3, 'm', 'sand', '/media/linen-sand.webp'),
              // A variant without a picture of its own.
              variant(4, 'l', 'sand', null),
            ],
          }),
        ),
      ),
      visitorRelated,
    ]);
    renderApp('/productDetails/linen-shirt');
    const gallery = await screen.findByRole('region', { name: 'Pictures of Linen shirt' });
    const large = () => within(gallery).getAllByRole('img')[0];
    expect(large()).toHaveAttribute('src', '/media/linen.webp');

    // The colour alone decides the picture: both navy variants share it.
    await userEvent.click(screen.getByRole('button', { name: 'NAVY' }));
    expect(large()).toHaveAttribute('src', '/media/linen-navy.webp');
    expect(large()).toHaveAccessibleName('Linen shirt – NAVY');
    // It joins the thumbnails, first and pressed.
    const thumbs = within(gallery).getByRole('group', { name: 'Choose a picture' });
    expect(within(thumbs).getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'SAND' }));
    await userEvent.click(screen.getByRole('button', { name: 'M' }));
    expect(large()).toHaveAttribute('src', '/media/linen-sand.webp');
    expect(large()).toHaveAccessibleName('Linen shirt – M / SAND');

    // L in sand has no picture of its own: the product's pictures again.
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    expect(large()).toHaveAttribute('src', '/media/linen.webp');
    expect(within(gallery).getByRole('button', { name: 'Show picture 1 of 2' })).toBeInTheDocument();
  });

  describe('specifications', () => {
    const specifications: ProductDetails['specifications'] = [
      { field: 'material', value: '100% linen' },
      { field: 'origin_country', value: 'PT' },
      { field: 'gender', value: 'men' },
      { field: 'pack_size', value: 6 },
      { field: 'size_range', value: 'S–XXL' },
      { field: 'lead_time_days', value: 2 },
      { field: 'features', value: 'Breathable\nMother-of-pearl buttons' },
      // A field this shop's screens do not know is left out rather than shown by its key.
      { field: 'future_field', value: 'x' },
    ];
    const pairs = (list: HTMLElement) =>
      within(list)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

    it('lists the attributes from the back office under the product, named in English', async () => {
      mockFetch([
        productRoute(hidePrices(detailsFixture({ pricesVisible: false, specifications }))),
        visitorRelated,
      ]);
      renderApp('/productDetails/linen-shirt');
      const section = await screen.findByRole('region', { name: 'Specifications' });
      expect(within(section).getByRole('heading', { level: 2, name: 'Specifications' })).toBeInTheDocument();
      const list = section.querySelector('dl') as HTMLElement;
      expect(list).not.toBeNull();
      expect(pairs(list)).toEqual([
        ['Material', '100% linen'],
        ['Made in', 'Portugal'],
        ['For', 'Men'],
        ['Pack', '6 pieces'],
        ['Sizes', 'S–XXL'],
        ['Dispatch when out of stock', 'Within 2 working days'],
        ['Features', 'BreathableMother-of-pearl buttons'],
      ]);
      expect(within(list).getAllByRole('definition')).toHaveLength(7);
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Breathable', 'Mother-of-pearl buttons']);
    });

    it('names them in Arabic, with Arabic plural forms', async () => {
      await switchLanguage('ar');
      mockFetch([
        productRoute(
          hidePrices(
            detailsFixture({
              pricesVisible: false,
              specifications: [
                { field: 'material', value: 'كتان 100%' },
                { field: 'origin_country', value: 'PT' },
                { field: 'gender', value: 'men' },
                { field: 'pack_size', value: 2 },
                { field: 'lead_time_days', value: 0 },
              ],
            }),
          ),
        ),
        visitorRelated,
      ]);
      renderApp('/productDetails/linen-shirt');
      const section = await screen.findByRole('region', { name: 'المواصفات' });
      const list = section.querySelector('dl') as HTMLElement;
      expect(pairs(list)).toEqual([
        ['الخامة', 'كتان 100%'],
        ['بلد الصنع', 'البرتغال'],
        ['الفئة', 'رجالي'],
        ['العبوة', 'قطعتان'],
        ['مدة التجهيز عند نفاد المخزون', 'في يوم العمل نفسه'],
      ]);
    });

    it('leaves the section out when nothing was entered', async () => {
      mockFetch([productRoute(hidePrices(detailsFixture({ pricesVisible: false }))), visitorRelated]);
      renderApp('/productDetails/linen-shirt');
      await screen.findByRole('heading', { level: 1, name: 'Linen shirt' });
      expect(screen.queryByRole('region', { name: 'Specifications' })).not.toBeInTheDocument();
    });
  });
});
