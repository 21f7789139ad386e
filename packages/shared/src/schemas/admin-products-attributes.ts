import { z } from 'zod';
import type { ProductAttributesVersion } from '../environments.ts';
import { validationMessage } from '../errors.ts';
import { intField } from './admin-products.ts';
import { localized, optionalLocalized, recordId, singleLine } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Version-specific product fields (SPEC 2 product/attributes/{version}/{id}, SPEC 3 flag
// product_attributes_version). What each version edits: docs/decisions/0012-product-attributes-
// versions.md. Stored in `products.attributes` (jsonb); a field left empty is removed.
// ---------------------------------------------------------------------------------------------

export const GARMENT_GENDERS = ['men', 'women', 'unisex', 'boys', 'girls', 'baby'] as const;
export const GARMENT_SEASONS = ['all-season', 'spring-summer', 'autumn-winter'] as const;
export const GARMENT_FITS = ['regular', 'slim', 'relaxed', 'oversized'] as const;

const empty = (v: unknown) => (v === '' ? null : v);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    empty,
    z
      .enum(values, { error: validationMessage('invalid') })
      .nullable()
      .optional(),
  );
const optionalInt = (min: number, max: number) =>
  z.preprocess(empty, intField(min, max).nullable().optional());
const optionalText = (max: number, pattern?: RegExp) =>
  z.preprocess(
    empty,
    (pattern
      ? z
          .string()
          .trim()
          .max(max, { error: validationMessage('maxLength', { max }), abort: true })
          .regex(pattern, { error: validationMessage('invalid') })
      : z
          .string()
          .trim()
          .max(max, { error: validationMessage('maxLength', { max }) })
          .check(singleLine())
    )
      .nullable()
      .optional(),
  );

/** Version 1 (Saudi variants): the basic garment facts shown under the description. */
export const productAttributesV1 = z.object({
  material: optionalLocalized(200),
  care_instructions: optionalLocalized(1000),
  /** ISO 3166-1 alpha-2, e.g. `SA`, `TR`, `BD`. */
  origin_country: optionalText(2, /^[A-Z]{2}$/),
});

/** Version 2 (UK reference shop): v1 plus how the wholesale pack is made up. */
export const productAttributesV2 = productAttributesV1.extend({
  gender: choice(GARMENT_GENDERS),
  season: choice(GARMENT_SEASONS),
  /** Pieces in one pack (a wholesale "ratio pack"). */
  pack_size: optionalInt(1, 10_000),
  /** The sizes a pack spans, e.g. `S–XXL` or `2–12Y`. */
  size_range: optionalText(40),
});

/** Version 3: v2 plus trade and compliance data for cross-border wholesale buyers. */
export const productAttributesV3 = productAttributesV2.extend({
  fit: choice(GARMENT_FITS),
  /** Harmonised System customs code: 6 to 10 digits. */
  hs_code: optionalText(10, /^\d{6,10}$/),
  /** Smallest number of packs per order line. */
  min_order_qty: optionalInt(1, 100_000),
  /** Working days to dispatch when out of stock. */
  lead_time_days: optionalInt(0, 365),
  /** Selling points, one per line. */
  features: optionalLocalized(2000),
});

export const productAttributesSchemas = {
  1: productAttributesV1,
  2: productAttributesV2,
  3: productAttributesV3,
} as const satisfies Record<ProductAttributesVersion, z.ZodType>;

export type ProductAttributesV1 = z.infer<typeof productAttributesV1>;
export type ProductAttributesV2 = z.infer<typeof productAttributesV2>;
export type ProductAttributesV3 = z.infer<typeof productAttributesV3>;

/** The fields of each version, in form order (the SPA builds the attributes form from these). */
export const PRODUCT_ATTRIBUTE_FIELDS: Record<ProductAttributesVersion, readonly string[]> = {
  1: Object.keys(productAttributesV1.shape),
  2: Object.keys(productAttributesV2.shape),
  3: Object.keys(productAttributesV3.shape),
};

export const productAttributesParams = z.object({
  version: z.coerce.number().int().min(1).max(3),
  id: recordId,
});

/** `GET`/`PUT /api/admin/products/attributes/:version/:id` answer: every field of the version. */
export const productAttributesData = z.object({
  version: z.number().int(),
  productId: z.number().int(),
  title: localized,
  fields: z.array(z.string()),
  attributes: z.record(z.string(), z.unknown()),
});
export type ProductAttributesData = z.infer<typeof productAttributesData>;
