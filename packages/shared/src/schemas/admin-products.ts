import { z } from 'zod';
import {
  MAX_PER_PRODUCT_MIN,
  NAME_MIN_LENGTH,
  PG_INT_MAX,
  PRICE_MIN,
  QUANTITY_MIN,
  SKU_MAX_LENGTH,
  SKU_MIN_LENGTH,
  SLUG_MAX_LENGTH,
  WEIGHT_MIN,
} from '../constants.ts';
import { PRODUCT_STATUSES, PRODUCT_TYPES, TAG_TYPES, type TagType } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { imageAddress, requiredLocalizedText } from './admin-taxonomy.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import {
  localized,
  optionalLocalized,
  recordId,
  recordOf,
  searchQuery,
  sortKeys,
  timestamps,
} from './common.ts';

// ---------------------------------------------------------------------------------------------
// Back-office products (SPEC 2 product, product/add, product/{id}, product/variants/{id},
// product/attributes/{version}/{id}, tags, variants and options; SPEC 3 "Product"; SPEC 5
// "Product"). Contract: docs/api/admin-products.md. Money is integer minor units, weight grams.
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');

/**
 * A whole number field of a form: a JSON number or a numeric string (`"12"`); empty is
 * "required", anything else not numeric is "Must be a number".
 */
export const intField = (min: number, max = PG_INT_MAX) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? required
            : validationMessage('number'),
      })
      .int({ error: validationMessage('number') })
      .min(min, { error: validationMessage('min', { min }) })
      .max(max, { error: validationMessage('max', { max }) }),
  );

/** An optional reference (brand, category…): an id, or null / empty for none. */
const optionalRef = z.preprocess((v) => (v === '' ? null : v), recordId.nullable().optional());

/** A list of ids in which each may appear once (SPEC 5: a tag, an option group once per product). */
export const uniqueIds = z
  .array(recordId, { error: validationMessage('invalid') })
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, { error: validationMessage('duplicate') });

/** A required bilingual text, each language at least `min` characters (the taxonomy's rule). */
export const requiredLocalized = (min: number, max: number) => requiredLocalizedText(max, min);

/** A public `/uploads/…` path (media module, gallery) or an absolute http(s) URL. */
export const productImageUrl = imageAddress(false);

const optionalImageUrl = z.preprocess((v) => (v === '' ? null : v), productImageUrl.nullable().optional());

export const PRODUCT_TITLE_MAX_LENGTH = 160;
/** HTML descriptions; sanitised by the API on write. */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 20_000;
export const PRODUCT_EXTENSIVE_DESCRIPTION_MAX_LENGTH = 100_000;

export const productSku = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .min(SKU_MIN_LENGTH, { error: validationMessage('minLength', { min: SKU_MIN_LENGTH }) })
  .max(SKU_MAX_LENGTH, { error: validationMessage('maxLength', { max: SKU_MAX_LENGTH }) })
  .regex(/^[A-Za-z0-9._-]+$/, { error: validationMessage('skuFormat') });

export const productSlug = z
  .string()
  .trim()
  .max(SLUG_MAX_LENGTH, { error: validationMessage('maxLength', { max: SLUG_MAX_LENGTH }) })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: validationMessage('slugFormat') });

const enumField = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? required
        : validationMessage('invalid'),
  });

const productFields = {
  title: requiredLocalized(NAME_MIN_LENGTH, PRODUCT_TITLE_MAX_LENGTH),
  /** Generated from the English title when absent; kept when the title changes. */
  slug: z.preprocess((v) => (v === '' ? undefined : v), productSlug.optional()),
  sku: productSku,
  barcode: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .max(32, { error: validationMessage('maxLength', { max: 32 }) })
      .regex(/^[A-Za-z0-9-]+$/, { error: validationMessage('invalid') })
      .nullable()
      .optional(),
  ),
  status: enumField(PRODUCT_STATUSES),
  type: enumField(PRODUCT_TYPES).default('regular'),
  /**
   * SPEC 5: required, at least 1 (checkQty); a sold-out product (status out of stock) holds 0
   * (ADR 0035). Derived from the variants once the product has any.
   */
  qty: intField(0),
  /** Grams. */
  weight: intField(WEIGHT_MIN).default(0),
  /** Minor units (pence, halalas) before VAT. */
  price: intField(PRICE_MIN),
  /** Minor units; required for, and kept only on, discount products; at most the price. */
  discountPrice: z.preprocess((v) => (v === '' ? null : v), intField(PRICE_MIN).nullable().optional()),
  measureUnitId: optionalRef,
  brandId: optionalRef,
  categoryId: optionalRef,
  taxGroupId: optionalRef,
  /** Menus (of item type `products`) that list this product. */
  menuIds: uniqueIds.default([]),
  tagIds: uniqueIds.default([]),
  optionGroupIds: uniqueIds.default([]),
  description: optionalLocalized(PRODUCT_DESCRIPTION_MAX_LENGTH),
  extensiveDescription: optionalLocalized(PRODUCT_EXTENSIVE_DESCRIPTION_MAX_LENGTH),
  seoTitle: optionalLocalized(160),
  seoDescription: optionalLocalized(320),
  seoImage: optionalImageUrl,
  posterImage: optionalImageUrl,
  /** Per-order cap for this product; null: the site's max quantity per product. */
  maxPerProduct: z.preprocess(
    (v) => (v === '' ? null : v),
    intField(MAX_PER_PRODUCT_MIN).nullable().optional(),
  ),
};

type DiscountShape = { type?: string; price?: number; discountPrice?: number | null };

/** SPEC 3: a discount product has a discount price, at most the price. */
function checkDiscount(value: DiscountShape, ctx: z.RefinementCtx) {
  if (value.type !== 'discount') return;
  if (value.discountPrice === null || value.discountPrice === undefined) {
    ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: validationMessage('discountRequired') });
  } else if (value.price !== undefined && value.discountPrice > value.price) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountPrice'],
      message: validationMessage('discountOverPrice'),
    });
  }
}

/**
 * SPEC 5 "Quantity … at least 1", except for a product marked out of stock: sold out is 0 in
 * stock, as the back office's own "out of stock" filter reads it (ADR 0035). Checked once the
 * quantity itself is a valid number, whatever else the form still has wrong.
 */
const checkQty = [
  (value: { status?: string; qty?: number }) =>
    value.qty === undefined || value.qty >= QUANTITY_MIN || value.status === 'out_of_stock',
  {
    error: validationMessage('min', { min: QUANTITY_MIN }),
    path: ['qty'] as PropertyKey[],
    when: (payload: z.core.ParsePayload) => {
      const value = payload.value as { qty?: unknown } | undefined;
      return typeof value?.qty === 'number' && !payload.issues.some((i) => i.path?.[0] === 'qty');
    },
  },
] as const;

/** `POST /api/admin/products`. */
export const productCreateInput = z
  .object(productFields)
  .refine(...checkQty)
  .superRefine(checkDiscount);
export type ProductCreateInput = z.infer<typeof productCreateInput>;

/**
 * `PUT /api/admin/products/:id`: the whole form again. `qty` may be left out when the product has
 * variants (its stock is their sum); without variants it is required.
 */
export const productUpdateInput = z
  .object({ ...productFields, qty: productFields.qty.optional() })
  .refine(...checkQty)
  .superRefine(checkDiscount);
export type ProductUpdateInput = z.infer<typeof productUpdateInput>;

export const ADMIN_PRODUCT_SORTS = sortKeys('title', 'sku', 'price', 'qty', 'created_at', 'updated_at');
/** `low_stock`: 1 to LOW_STOCK_THRESHOLD units (the dashboard's low-stock figure links here). */
export const PRODUCT_STOCK_FILTERS = ['in_stock', 'low_stock', 'out_of_stock'] as const;

const queryId = recordId.optional();

export const adminProductListQuery = sortedListQuery(ADMIN_PRODUCT_SORTS, '-created_at', {
  /** Title (either language), SKU or barcode, case-insensitively; a SKU or barcode prefix matches too. */
  search: searchQuery,
  status: z.enum(PRODUCT_STATUSES, { error: validationMessage('invalid') }).optional(),
  type: z.enum(PRODUCT_TYPES, { error: validationMessage('invalid') }).optional(),
  brand_id: queryId,
  category_id: queryId,
  /** Products whose category belongs to this main category. */
  main_category_id: queryId,
  tag_id: queryId,
  stock: z.enum(PRODUCT_STOCK_FILTERS, { error: validationMessage('invalid') }).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;

const named = z.object({ id: z.number().int(), name: localized });

export const productImageRecord = recordOf({
  url: z.string(),
  thumbUrl: z.string().nullable(),
  alt: localized.nullable(),
  position: z.number().int(),
});
export type ProductImageRecord = z.infer<typeof productImageRecord>;

export const tagTypeSchema = z.enum(TAG_TYPES);

/** SPEC 3: tag type 3 (bundle) is shown as "Item Is Bundle". */
export const TAG_TYPE_LABELS: Record<TagType, { en: string; ar: string }> = {
  regular: { en: 'Regular', ar: 'عادي' },
  discount: { en: 'Discount', ar: 'خصم' },
  bundle: { en: 'Item Is Bundle', ar: 'المنتج حزمة' },
};

export const productTagRef = recordOf({
  name: localized,
  type: tagTypeSchema,
  typeNumber: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

/** A product row of the back-office list. */
export const adminProductSummary = recordOf({
  title: localized,
  slug: z.string(),
  sku: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  type: z.enum(PRODUCT_TYPES),
  hasVariants: z.boolean(),
  qty: z.number().int(),
  price: z.number().int(),
  discountPrice: z.number().int().nullable(),
  brand: named.nullable(),
  category: named.nullable(),
  /** Thumbnail of the first image, else the poster. */
  image: z.string().nullable(),
  ...timestamps,
});
export type AdminProductSummary = z.infer<typeof adminProductSummary>;
export const adminProductList = paginated(adminProductSummary);
export type AdminProductList = z.infer<typeof adminProductList>;

/** One product with everything the edit screen shows. */
export const adminProductRecord = recordOf({
  title: localized,
  slug: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  type: z.enum(PRODUCT_TYPES),
  hasVariants: z.boolean(),
  qty: z.number().int(),
  weight: z.number().int(),
  price: z.number().int(),
  discountPrice: z.number().int().nullable(),
  measureUnitId: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  taxGroupId: z.number().int().nullable(),
  menuIds: z.array(z.number().int()),
  tagIds: z.array(z.number().int()),
  tags: z.array(productTagRef),
  optionGroupIds: z.array(z.number().int()),
  description: localized.nullable(),
  extensiveDescription: localized.nullable(),
  seoTitle: localized.nullable(),
  seoDescription: localized.nullable(),
  seoImage: z.string().nullable(),
  posterImage: z.string().nullable(),
  maxPerProduct: z.number().int().nullable(),
  images: z.array(productImageRecord),
  variantsCount: z.number().int(),
  attributes: z.record(z.string(), z.unknown()),
  ...timestamps,
});
export type AdminProductRecord = z.infer<typeof adminProductRecord>;

// Images -------------------------------------------------------------------------------------

/** Multipart field names of the image uploads. */
export const PRODUCT_IMAGES_FIELD = 'images';
export const PRODUCT_SLOT_IMAGE_FIELD = 'file';
export const PRODUCT_IMAGE_SLOTS = ['poster', 'seo-image'] as const;

/** `PUT /api/admin/products/:id/images/order`: every image id of the product, in the new order. */
export const productImageOrderInput = z.object({
  ids: uniqueIds.refine((ids) => ids.length > 0, { error: required }),
});
export type ProductImageOrderInput = z.infer<typeof productImageOrderInput>;

export const productImageParams = z.object({ id: recordId, imageId: recordId });

export const productSlotParams = z.object({
  id: recordId,
  slot: z.enum(PRODUCT_IMAGE_SLOTS),
});

export const productImageList = z.array(productImageRecord);

/**
 * `POST /api/admin/products/:id/images` with a JSON body: images picked from the gallery (or any
 * `/uploads/…` / https URL), appended in this order. Their files belong to the gallery and are
 * never deleted with the product.
 */
export const productImageLinkInput = z.object({
  urls: z
    .array(productImageUrl, { error: required })
    .min(1, { error: required })
    .max(10, { error: validationMessage('max', { max: 10 }) })
    .refine((urls) => new Set(urls).size === urls.length, { error: validationMessage('duplicate') }),
});
export type ProductImageLinkInput = z.infer<typeof productImageLinkInput>;

/** `PUT /api/admin/products/:id/images/:imageId`: the image's alternative text. */
export const productImageUpdateInput = z.object({ alt: optionalLocalized(200) });
export type ProductImageUpdateInput = z.infer<typeof productImageUpdateInput>;
