import type {
  AdminProductRecord,
  AdminProductSummary,
  VariantAttributeRecord,
  VariantRecord,
} from '@shop/shared';

/**
 * Fixtures of the product screens' tests (shapes of docs/api/admin-products.md); the brands and
 * option groups they pick are the taxonomy tests' (taxonomy/test-fixtures.ts).
 */

export const summary = (overrides: Partial<AdminProductSummary> = {}): AdminProductSummary => ({
  id: 11,
  title: { en: 'Navy Polo Shirt', ar: 'قميص بولو كحلي' },
  slug: 'navy-polo-shirt',
  sku: 'POLO-NVY',
  status: 'available',
  type: 'regular',
  hasVariants: false,
  qty: 120,
  price: 1299,
  discountPrice: null,
  brand: { id: 4, name: { en: 'Northwind', ar: 'نورثويند' } },
  category: { id: 6, name: { en: 'Polo Shirts', ar: 'قمصان بولو' } },
  image: '/uploads/images/products/2026/11/polo-thumb.webp',
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-02T09:00:00Z',
  ...overrides,
});

export const record = (overrides: Partial<AdminProductRecord> = {}): AdminProductRecord => ({
  id: 11,
  title: { en: 'Navy Polo Shirt', ar: 'قميص بولو كحلي' },
  slug: 'navy-polo-shirt',
  sku: 'POLO-NVY',
  barcode: null,
  status: 'available',
  type: 'regular',
  hasVariants: false,
  qty: 120,
  weight: 250,
  price: 1299,
  discountPrice: null,
  measureUnitId: null,
  brandId: 4,
  categoryId: null,
  taxGroupId: null,
  menuIds: [],
  tagIds: [],
  tags: [],
  optionGroupIds: [],
  description: null,
  extensiveDescription: null,
  seoTitle: null,
  seoDescription: null,
  seoImage: null,
  posterImage: null,
  maxPerProduct: null,
  images: [],
  variantsCount: 0,
  attributes: {},
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-02T09:00:00Z',
  ...overrides,
});

export const sizeAttribute: VariantAttributeRecord = {
  id: 1,
  code: 'size',
  name: { en: 'Size', ar: 'المقاس' },
  kind: 'size',
  position: 0,
  values: ['S', 'M', 'L'].map((code, position) => ({
    id: position + 1,
    code,
    name: { en: code, ar: code },
    hex: null,
    valueGroup: 'adult',
    position,
  })),
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-01T09:00:00Z',
};

export const variant = (overrides: Partial<VariantRecord> = {}): VariantRecord => ({
  id: 31,
  productId: 11,
  code: 'POLO-NVY-S',
  status: 'available',
  qty: 40,
  weight: 250,
  price: 1299,
  options: { size: 'S' },
  optionKey: 'size=S',
  image: null,
  position: 0,
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-01T09:00:00Z',
  ...overrides,
});
