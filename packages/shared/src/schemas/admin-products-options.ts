import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../constants.ts';
import { TAG_TYPES, VARIANT_ATTRIBUTE_KINDS } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { intField, requiredLocalized } from './admin-products.ts';
import { listPageQuery, paginated } from './admin-users.ts';
import {
  localized,
  optionalLocalized,
  recordId,
  recordOf,
  searchQuery,
  singleLine,
  timestamps,
} from './common.ts';

// ---------------------------------------------------------------------------------------------
// The "variants and options" and "tags" screens (SPEC 2): option groups with their choices, tags,
// and variant attributes with their values. Contract: docs/api/admin-products.md.
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');
const hex = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: validationMessage('invalid') })
    .nullable()
    .optional(),
);
const code = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(40, { error: validationMessage('maxLength', { max: 40 }) })
  .regex(/^[A-Za-z0-9_-]+$/, { error: validationMessage('skuFormat') });

// Option groups ------------------------------------------------------------------------------

export const MAX_OPTION_CHOICES = 50;

export const optionChoiceInput = z.object({
  /** Present when editing an existing choice, absent for a new one. */
  id: recordId.optional(),
  name: requiredLocalized(1, 120),
  /** Added to the unit price when chosen, minor units, ≥ 0. */
  priceDelta: intField(0).default(0),
  hex,
});

/**
 * SPEC 3 "Option group: min and max selection, required flag, note, choices". A required group
 * needs min ≥ 1; min ≤ max ≤ number of choices; choice names unique within the group.
 */
export const optionGroupInput = z
  .object({
    name: requiredLocalized(NAME_MIN_LENGTH, 120),
    note: optionalLocalized(500),
    minSelect: intField(0, MAX_OPTION_CHOICES).default(0),
    maxSelect: intField(1, MAX_OPTION_CHOICES).default(1),
    required: z.boolean({ error: validationMessage('invalid') }).default(false),
    choices: z
      .array(optionChoiceInput, { error: required })
      .min(1, { error: required })
      .max(MAX_OPTION_CHOICES, { error: validationMessage('max', { max: MAX_OPTION_CHOICES }) }),
  })
  .superRefine((value, ctx) => {
    if (value.required && value.minSelect < 1)
      ctx.addIssue({ code: 'custom', path: ['minSelect'], message: validationMessage('min', { min: 1 }) });
    if (value.minSelect > value.maxSelect)
      ctx.addIssue({ code: 'custom', path: ['minSelect'], message: validationMessage('minOverMax') });
    if (value.maxSelect > value.choices.length)
      ctx.addIssue({ code: 'custom', path: ['maxSelect'], message: validationMessage('maxOverChoices') });
    const seen = new Set<string>();
    value.choices.forEach((choice, index) => {
      const key = choice.name.en.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['choices', index, 'name', 'en'],
          message: validationMessage('duplicate'),
        });
      seen.add(key);
    });
  });
export type OptionGroupInput = z.infer<typeof optionGroupInput>;

export const optionGroupListQuery = listPageQuery.extend({
  search: searchQuery,
  sort: z
    .enum(['name', '-name', 'created_at', '-created_at'], { error: validationMessage('invalid') })
    .default('name'),
});
export type OptionGroupListQuery = z.infer<typeof optionGroupListQuery>;

export const optionChoiceRecord = recordOf({
  name: localized,
  priceDelta: z.number().int(),
  hex: z.string().nullable(),
  position: z.number().int(),
});

export const optionGroupRecord = recordOf({
  name: localized,
  note: localized.nullable(),
  minSelect: z.number().int(),
  maxSelect: z.number().int(),
  required: z.boolean(),
  choices: z.array(optionChoiceRecord),
  /** Products using the group. */
  productCount: z.number().int(),
  ...timestamps,
});
export type OptionGroupRecord = z.infer<typeof optionGroupRecord>;
export const optionGroupList = paginated(optionGroupRecord);

// Tags ---------------------------------------------------------------------------------------

/** Tag type as a name or SPEC 3's number (1 regular, 2 discount, 3 bundle). */
export const tagTypeInput = z.preprocess(
  (v) =>
    v === 1 || v === '1'
      ? 'regular'
      : v === 2 || v === '2'
        ? 'discount'
        : v === 3 || v === '3'
          ? 'bundle'
          : v,
  z.enum(TAG_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? required : validationMessage('invalid'),
  }),
);

export const tagInput = z.object({
  name: requiredLocalized(NAME_MIN_LENGTH, 120),
  type: tagTypeInput.default('regular'),
  slug: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(120, { error: validationMessage('maxLength', { max: 120 }) })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: validationMessage('slugFormat') })
      .optional(),
  ),
});
export type TagInput = z.infer<typeof tagInput>;

export const tagListQuery = listPageQuery.extend({
  search: searchQuery,
  type: tagTypeInput.optional(),
  sort: z
    .enum(['name', '-name', 'created_at', '-created_at'], { error: validationMessage('invalid') })
    .default('name'),
});
export type TagListQuery = z.infer<typeof tagListQuery>;

export const tagRecord = recordOf({
  name: localized,
  slug: z.string(),
  type: z.enum(TAG_TYPES),
  typeNumber: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** `TAG_TYPE_LABELS` in the request's language: type 3 is "Item Is Bundle". */
  typeLabel: z.string(),
  productCount: z.number().int(),
  ...timestamps,
});
export type TagRecord = z.infer<typeof tagRecord>;
export const tagList = paginated(tagRecord);

// Variant attributes -------------------------------------------------------------------------

export const MAX_ATTRIBUTE_VALUES = 100;

export const variantAttributeValueInput = z.object({
  code,
  name: requiredLocalized(1, 120),
  hex,
  /** Size sets (adult, women, kids, baby) grouping the values of one size attribute. */
  valueGroup: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .max(40, { error: validationMessage('maxLength', { max: 40 }) })
      .check(singleLine())
      .nullable()
      .optional(),
  ),
});

export const variantAttributeInput = z
  .object({
    code,
    name: requiredLocalized(1, 120),
    kind: z.enum(VARIANT_ATTRIBUTE_KINDS, {
      error: (issue) => (issue.input === undefined ? required : validationMessage('invalid')),
    }),
    position: intField(0, 1_000_000).default(0),
    values: z
      .array(variantAttributeValueInput, { error: required })
      .min(1, { error: required })
      .max(MAX_ATTRIBUTE_VALUES, { error: validationMessage('max', { max: MAX_ATTRIBUTE_VALUES }) }),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.values.forEach((v, index) => {
      if (seen.has(v.code))
        ctx.addIssue({
          code: 'custom',
          path: ['values', index, 'code'],
          message: validationMessage('duplicate'),
        });
      seen.add(v.code);
    });
  });
export type VariantAttributeInput = z.infer<typeof variantAttributeInput>;

export const variantAttributeListQuery = listPageQuery.extend({
  search: searchQuery,
  kind: z.enum(VARIANT_ATTRIBUTE_KINDS, { error: validationMessage('invalid') }).optional(),
  sort: z
    .enum(['position', '-position', 'name', '-name', 'code', '-code'], {
      error: validationMessage('invalid'),
    })
    .default('position'),
});
export type VariantAttributeListQuery = z.infer<typeof variantAttributeListQuery>;

export const variantAttributeRecord = recordOf({
  code: z.string(),
  name: localized,
  kind: z.enum(VARIANT_ATTRIBUTE_KINDS),
  position: z.number().int(),
  values: z.array(
    recordOf({
      code: z.string(),
      name: localized,
      hex: z.string().nullable(),
      valueGroup: z.string().nullable(),
      position: z.number().int(),
    }),
  ),
  ...timestamps,
});
export type VariantAttributeRecord = z.infer<typeof variantAttributeRecord>;
export const variantAttributeList = paginated(variantAttributeRecord);
