import { z } from 'zod';
import { PRICE_MIN, WEIGHT_MIN } from '../constants.ts';
import { PRODUCT_STATUSES, VARIANT_ATTRIBUTE_KINDS } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { intField, productImageUrl } from './admin-products.ts';
import { idParams, localized, recordId, recordOf, singleLine, timestamps } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Variants of one product (SPEC 2 product/variants/{id}; SPEC 3 "Variant: status, code, qty,
// weight, price, options"; SPEC 5 "a variant cannot be added twice; a variant field cannot be
// empty"). Contract: docs/api/admin-products.md "Variants".
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');

/** A product has at most this many variants (keeps the variants screen a bounded list). */
export const MAX_VARIANTS_PER_PRODUCT = 200;

export const variantCode = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(40, { error: validationMessage('maxLength', { max: 40 }) })
  .regex(/^[A-Za-z0-9._-]+$/, { error: validationMessage('skuFormat') });

const optionCode = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(40, { error: validationMessage('maxLength', { max: 40 }) })
  .check(singleLine());

/**
 * `{ <attribute code>: <value code> }`, e.g. `{ size: 'M', colour: 'navy' }`: at least one
 * attribute; every attribute and value must exist (variant attributes screen).
 */
export const variantOptions = z
  .record(optionCode, optionCode, { error: required })
  .refine((options) => Object.keys(options).length > 0, { error: required })
  .refine((options) => Object.keys(options).length <= 5, { error: validationMessage('max', { max: 5 }) });

/** `POST` and `PUT /api/admin/products/:id/variants[/:variantId]`: every field is required. */
export const variantInput = z.object({
  code: variantCode,
  status: z.enum(PRODUCT_STATUSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? required : validationMessage('invalid'),
  }),
  /** Stock of this variant; 0 is allowed (sold out). The product's qty is the sum. */
  qty: intField(0),
  /** Grams. */
  weight: intField(WEIGHT_MIN),
  /** Minor units, the variant's own price. */
  price: intField(PRICE_MIN),
  options: variantOptions,
  image: z.preprocess((v) => (v === '' ? null : v), productImageUrl.nullable().optional()),
});
export type VariantInput = z.infer<typeof variantInput>;

export const variantParams = idParams.extend({ variantId: recordId });

export const variantRecord = recordOf({
  productId: z.number().int(),
  code: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  qty: z.number().int(),
  weight: z.number().int(),
  price: z.number().int(),
  options: z.record(z.string(), z.string()),
  /** Canonical `attr=value;attr=value` (sorted by attribute code). */
  optionKey: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  ...timestamps,
});
export type VariantRecord = z.infer<typeof variantRecord>;

/** The variants screen: the product's stock summary and every variant (bounded). */
export const productVariantsData = z.object({
  product: recordOf({
    title: localized,
    sku: z.string(),
    qty: z.number().int(),
    hasVariants: z.boolean(),
  }),
  items: z.array(variantRecord),
});
export type ProductVariantsData = z.infer<typeof productVariantsData>;

/** What a variant write answers: the variant and the product's new stock. */
export const variantWriteResult = z.object({
  variant: variantRecord,
  productQty: z.number().int(),
});

export const variantAttributeKindSchema = z.enum(VARIANT_ATTRIBUTE_KINDS);
