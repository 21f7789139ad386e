import { z } from 'zod';
import { RECORD_STATUSES } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import {
  optionalLocalized,
  recordId,
  recordOf,
  requiredText,
  searchQuery,
  singleLine,
  sortKeys,
  timestamps,
} from './common.ts';

// ---------------------------------------------------------------------------------------------
// Back-office taxonomy (SPEC 2 main-category, category, measureUnits; SPEC 3 "Brand, category,
// main category", "Measure unit"; SPEC 5 rules). Contract: docs/api/admin-taxonomy-content.md.
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');

/** SPEC 5 "Brand, category, menu": names more than 3 characters, i.e. at least 4. */
export const TAXON_NAME_MIN_LENGTH = 4;
export const TAXON_NAME_MAX_LENGTH = 120;

/** One language of a required bilingual name: trimmed, more than 3 characters. */
export const taxonNameText = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .min(TAXON_NAME_MIN_LENGTH, { error: validationMessage('moreThan', { min: TAXON_NAME_MIN_LENGTH - 1 }) })
  .max(TAXON_NAME_MAX_LENGTH, { error: validationMessage('maxLength', { max: TAXON_NAME_MAX_LENGTH }) })
  .check(singleLine());

/** A required bilingual name; uniqueness per language (case-insensitive) is checked by the API. */
export const taxonName = z.object({ en: taxonNameText, ar: taxonNameText }, { error: required });

/**
 * An optional bilingual text on one line (a company address, a bank name): both keys always
 * there, either may be empty; `missingLanguage` tells the form which one lacks what the other has.
 */
export const optionalLocalizedLine = (max: number) => {
  const text = z
    .string({ error: required })
    .trim()
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(singleLine())
    .default('');
  return z.object({ en: text, ar: text }, { error: required }).default({ en: '', ar: '' });
};

/**
 * A required bilingual text of `min`..`max` characters in each language (titles of slides, blogs,
 * pages). `min` 1 means "required".
 */
export const requiredLocalizedText = (max: number, min = 1) => {
  const text = z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(min, { error: validationMessage('minLength', { min }) })
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(singleLine());
  return z.object({ en: text, ar: text }, { error: required });
};

/**
 * An image picked from the gallery or produced by the media module: a public `/uploads/…` path or
 * an absolute http(s) URL (a CDN in front of S3). Unless `isRequired`, it may be empty.
 */
export const imageAddress = (isRequired: boolean) =>
  (isRequired
    ? z.string({ error: required }).trim().min(1, { error: required, abort: true })
    : z.string().trim()
  )
    .max(500, { error: validationMessage('maxLength', { max: 500 }) })
    .regex(/^(\/uploads\/[A-Za-z0-9._/-]+|https?:\/\/[^\s"'<>]+)$/, { error: validationMessage('imageUrl') })
    .check(singleLine());
/** A required image address. */
export const imageUrl = imageAddress(true);

export const recordStatusInput = z.enum(RECORD_STATUSES, {
  error: (issue) => (issue.input === undefined ? required : validationMessage('invalid')),
});

const position = z.coerce.number().int().min(0).max(1_000_000);

/** `?search=` of the back-office lists (the shared block, under the name these schemas use). */
export const optionalSearch = searchQuery;

/** Sorts every taxonomy list offers; `name` sorts on the request's language. */
export const TAXON_SORTS = sortKeys('name', 'position', 'created_at', 'products');
export type TaxonSort = (typeof TAXON_SORTS)[number];

export const taxonListQuery = sortedListQuery(TAXON_SORTS, 'position', {
  /** Part of the name in either language, or of the slug. */
  search: optionalSearch,
  status: z.enum(RECORD_STATUSES, { error: validationMessage('invalid') }).optional(),
});
export type TaxonListQuery = z.infer<typeof taxonListQuery>;

/** `POST /api/admin/brands` and `/main-categories` (PUT takes the same body: a full replace). */
export const taxonInput = z.object({
  name: taxonName,
  description: optionalLocalized(2000),
  status: recordStatusInput,
  image: imageUrl,
  position: position.default(0),
});
export type TaxonInput = z.infer<typeof taxonInput>;

export const categoryInput = taxonInput.extend({
  mainCategoryId: recordId,
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** The storefront's `categoryListQuery` is a different query, hence the `admin` prefix. */
export const adminCategoryListQuery = taxonListQuery.extend({
  mainCategoryId: recordId.optional(),
});
export type AdminCategoryListQuery = z.infer<typeof adminCategoryListQuery>;

const localizedRecord = z.object({ en: z.string(), ar: z.string() });

/** A brand or main category as the back office shows it. */
export const taxonRecord = recordOf({
  name: localizedRecord,
  slug: z.string(),
  description: localizedRecord.nullable(),
  status: z.enum(RECORD_STATUSES),
  image: z.string(),
  position: z.number().int(),
  /** SPEC 3 "product count" (main categories: products of their categories). */
  productCount: z.number().int(),
  ...timestamps,
});
export type TaxonRecord = z.infer<typeof taxonRecord>;

export const mainCategoryRecord = taxonRecord.extend({ categoryCount: z.number().int() });
export type MainCategoryRecord = z.infer<typeof mainCategoryRecord>;

export const categoryRecord = taxonRecord.extend({
  mainCategory: z.object({ id: z.number().int(), name: localizedRecord, slug: z.string() }),
});
export type CategoryRecord = z.infer<typeof categoryRecord>;

export const taxonList = paginated(taxonRecord);
export const mainCategoryList = paginated(mainCategoryRecord);
export const categoryList = paginated(categoryRecord);

// Measure units (SPEC 5: name and code required; name unique).

const measureUnitNameText = requiredText(60);

export const measureUnitInput = z.object({
  name: z.object({ en: measureUnitNameText, ar: measureUnitNameText }, { error: required }),
  code: z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(20, { error: validationMessage('maxLength', { max: 20 }) })
    .regex(/^[A-Za-z0-9_-]+$/, { error: validationMessage('invalid') }),
  piecesPerUnit: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MeasureUnitInput = z.infer<typeof measureUnitInput>;

export const MEASURE_UNIT_SORTS = sortKeys('name', 'code', 'created_at');
export const measureUnitListQuery = sortedListQuery(MEASURE_UNIT_SORTS, 'name', {
  search: optionalSearch,
});
export type MeasureUnitListQuery = z.infer<typeof measureUnitListQuery>;

export const measureUnitRecord = recordOf({
  name: localizedRecord,
  code: z.string(),
  piecesPerUnit: z.number().int(),
  productCount: z.number().int(),
  ...timestamps,
});
export type MeasureUnitRecord = z.infer<typeof measureUnitRecord>;
export const measureUnitList = paginated(measureUnitRecord);
