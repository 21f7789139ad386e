import type { ProductCard, ProductDetails } from '@shop/shared';

/** A card as the API sends it to a viewer who sees prices. */
export const cardFixture = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: 1,
  slug: 'linen-shirt',
  title: 'Linen shirt',
  sku: 'LIN-001',
  status: 'available',
  type: 'regular',
  hasVariants: false,
  inStock: true,
  qty: 40,
  isBundle: false,
  image: '/media/linen.webp',
  thumbUrl: '/media/linen-480.webp',
  brand: { slug: 'northgate', name: 'Northgate' },
  category: { slug: 'shirts', name: 'Shirts' },
  measureUnit: { name: 'Pack', code: 'PK', piecesPerUnit: 6 },
  tags: [],
  price: 2500,
  discountPrice: null,
  ...overrides,
});

/** The same card for a visitor: the server leaves every price key out (ADR 0011). */
export function hidePrices<T extends Partial<ProductCard>>(card: T): T {
  const { price: _p, discountPrice: _d, priceFrom: _f, priceTo: _t, ...rest } = card;
  return rest as T;
}

export const detailsFixture = (overrides: Partial<ProductDetails> = {}): ProductDetails => ({
  ...cardFixture(),
  barcode: '5012345678900',
  weight: 350,
  description: 'A breathable linen shirt.',
  extensiveDescription: '<p>Woven in Portugal.</p>',
  mainCategory: { slug: 'men', name: 'Men' },
  gallery: [
    { url: '/media/linen.webp', thumbUrl: '/media/linen-480.webp', alt: 'Front' },
    { url: '/media/linen-back.webp', thumbUrl: null, alt: 'Back' },
  ],
  variants: [],
  optionGroups: [],
  specifications: [],
  maxPerProduct: 10,
  seo: {
    title: 'Linen shirt wholesale',
    description: 'Linen shirts by the pack.',
    image: '/media/linen.webp',
  },
  pricesVisible: true,
  ...overrides,
});

/** The API's answer of a list's first page of `items` (products, saved products); `meta` overrides. */
export const pageAnswer = <T>(items: T[], meta: Record<string, unknown> = {}) => ({
  body: {
    data: {
      items,
      meta: {
        total: items.length,
        page: 1,
        perPage: 20,
        pageCount: items.length ? 1 : 0,
        pricesVisible: true,
        ...meta,
      },
    },
  },
});
