import { z } from 'zod';
import { PRIORITY_LEVELS } from '../constants.ts';
import { RECORD_STATUSES } from '../enums.ts';
import { languageCodes } from '../environments.ts';
import { validationMessage } from '../errors.ts';
import { CMS_PAGE_URL, CMS_PAGE_URL_MAX_LENGTH } from '../routes/storefront.ts';
import { imageUrl, optionalSearch, recordStatusInput, requiredLocalizedText } from './admin-taxonomy.ts';
import { listPageQuery, paginated, queryBoolean, sortedListQuery } from './admin-users.ts';
import {
  multiLine,
  optionalLocalized,
  recordId,
  recordOf,
  requiredEmail,
  requiredText,
  singleLine,
  sortKeys,
  timestamps,
} from './common.ts';
import { inboxState } from './inbox.ts';

// ---------------------------------------------------------------------------------------------
// Back-office content: slides, CMS pages, dynamic content blocks, blogs, site reviews, contact
// messages; and the public bodies of the contact form and the review form.
// Contract: docs/api/admin-taxonomy-content.md.
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');
const localizedRecord = z.object({ en: z.string(), ar: z.string() });
const position = z.coerce.number().int().min(0).max(1_000_000);

/** Where a link may point: a path of the shop (`/products?tag=new`) or an absolute http(s) URL. */
export const linkUrl = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(500, { error: validationMessage('maxLength', { max: 500 }) })
  .regex(/^(\/(?!\/)[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/, { error: validationMessage('invalid') })
  .check(singleLine());

// Slides (SPEC 3: title, url, status, target page, image) --------------------------------------

export const slideInput = z.object({
  title: requiredLocalizedText(200),
  subtitle: optionalLocalized(500),
  url: linkUrl.default('/'),
  status: recordStatusInput,
  /** Which page shows the slide: `home`, or a landing page's key. */
  targetPage: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, { error: validationMessage('invalid') })
    .default('home'),
  image: imageUrl,
  position: position.default(0),
});
export type SlideInput = z.infer<typeof slideInput>;

export const SLIDE_SORTS = sortKeys('position', 'created_at', 'title');
export const slideAdminListQuery = sortedListQuery(SLIDE_SORTS, 'position', {
  search: optionalSearch,
  status: z.enum(RECORD_STATUSES, { error: validationMessage('invalid') }).optional(),
  targetPage: z.string().trim().max(60).check(singleLine()).optional(),
});
export type SlideAdminListQuery = z.infer<typeof slideAdminListQuery>;

export const slideRecord = recordOf({
  title: localizedRecord,
  subtitle: localizedRecord.nullable(),
  url: z.string(),
  status: z.enum(RECORD_STATUSES),
  targetPage: z.string(),
  image: z.string(),
  position: z.number().int(),
  ...timestamps,
});
export type SlideRecord = z.infer<typeof slideRecord>;
export const slideAdminList = paginated(slideRecord);

// CMS pages (SPEC 3 "Page"; SPEC 2 settings/cms-pages…) ----------------------------------------

/** Layouts of the CMS editor (settings/cms-pages/{layout}/{id}); see docs/api/admin-taxonomy-content.md. */
export const PAGE_LAYOUTS = ['default', 'full-width', 'sidebar', 'landing', 'legal'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/**
 * A CMS page address without the leading slash: lower-case letters, digits, dashes and slashes
 * (`about-us`, `help/delivery`). A leading slash typed by the admin is dropped.
 */
export const pageUrl = z
  .string({ error: required })
  .trim()
  .transform((v) => v.replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: required, abort: true })
      .max(CMS_PAGE_URL_MAX_LENGTH, {
        error: validationMessage('maxLength', { max: CMS_PAGE_URL_MAX_LENGTH }),
      })
      .regex(CMS_PAGE_URL, { error: validationMessage('urlFormat') }),
  );

const htmlBody = (max: number) =>
  z.object(
    {
      en: z
        .string()
        .max(max, { error: validationMessage('maxLength', { max }) })
        .check(multiLine())
        .default(''),
      ar: z
        .string()
        .max(max, { error: validationMessage('maxLength', { max }) })
        .check(multiLine())
        .default(''),
    },
    { error: required },
  );

/**
 * The page's content (settings/cms-pages…): address, title, layout and body. What describes the
 * page rather than its content is its attributes, edited on their own screen (ADR 0061).
 */
export const pageInput = z.object({
  url: pageUrl,
  title: requiredLocalizedText(200, 3),
  layout: z.enum(PAGE_LAYOUTS, { error: validationMessage('invalid') }).default('default'),
  /** HTML; sanitised on write and again on render. */
  body: htmlBody(200_000),
});
export type PageInput = z.infer<typeof pageInput>;

/**
 * The page's attributes (settings/attributes/{layout}/{id}, ADR 0061): search-engine texts, the
 * social image, priority, language, the active flag and the date. `PUT /api/admin/pages/:id/attributes`.
 */
export const pageAttributesInput = z.object({
  priority: z.enum(PRIORITY_LEVELS, { error: validationMessage('invalid') }).default('normal'),
  metaTitle: optionalLocalized(200),
  keywords: optionalLocalized(500),
  description: optionalLocalized(500),
  /** Null: the page serves both languages. */
  language: z
    .enum(languageCodes, { error: validationMessage('invalid') })
    .nullable()
    .default(null),
  active: z.boolean().default(true),
  date: z.iso.datetime({ offset: true, error: validationMessage('invalid') }).optional(),
  image: imageUrl.nullable().optional(),
});
export type PageAttributesInput = z.infer<typeof pageAttributesInput>;

/** The layout the attributes screen was opened under: a layout that is not the page's is not found. */
export const pageAttributesQuery = z.object({
  layout: z.string({ error: required }).trim().min(1, { error: required }).max(60),
});
export type PageAttributesQuery = z.infer<typeof pageAttributesQuery>;

export const PAGE_SORTS = sortKeys('priority', 'url', 'date', 'created_at');
export const pageListQuery = sortedListQuery(PAGE_SORTS, '-priority', {
  search: optionalSearch,
  active: queryBoolean.optional(),
  layout: z.enum(PAGE_LAYOUTS, { error: validationMessage('invalid') }).optional(),
  priority: z.enum(PRIORITY_LEVELS, { error: validationMessage('invalid') }).optional(),
  language: z.enum([...languageCodes, 'all'], { error: validationMessage('invalid') }).optional(),
});
export type PageListQuery = z.infer<typeof pageListQuery>;

export const pageRecord = recordOf({
  url: z.string(),
  title: localizedRecord,
  layout: z.string(),
  priority: z.enum(PRIORITY_LEVELS),
  metaTitle: localizedRecord.nullable(),
  keywords: localizedRecord.nullable(),
  description: localizedRecord.nullable(),
  body: localizedRecord,
  language: z.enum(languageCodes).nullable(),
  active: z.boolean(),
  date: z.string(),
  image: z.string().nullable(),
  ...timestamps,
});
export type PageRecord = z.infer<typeof pageRecord>;
export const pageList = paginated(pageRecord.omit({ body: true }));

/** `GET /api/front/pages/:url`: one active page in the request's language, sanitised HTML. */
export const frontPage = recordOf({
  url: z.string(),
  path: z.string(),
  title: z.string(),
  layout: z.string(),
  priority: z.enum(PRIORITY_LEVELS),
  metaTitle: z.string(),
  keywords: z.string(),
  description: z.string(),
  html: z.string(),
  language: z.enum(languageCodes).nullable(),
  date: z.string(),
  image: z.string().nullable(),
});
export type FrontPage = z.infer<typeof frontPage>;

// Blogs ------------------------------------------------------------------------------------------

export const blogInput = z.object({
  title: requiredLocalizedText(200, 3),
  excerpt: optionalLocalized(500),
  body: htmlBody(200_000),
  author: requiredText(120),
  image: imageUrl.nullable().optional(),
  published: z.boolean().default(true),
  publishedAt: z.iso.datetime({ offset: true, error: validationMessage('invalid') }).optional(),
});
export type BlogInput = z.infer<typeof blogInput>;

export const BLOG_SORTS = sortKeys('published_at', 'title', 'created_at');
export const blogListQuery = sortedListQuery(BLOG_SORTS, '-published_at', {
  search: optionalSearch,
  published: queryBoolean.optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const blogRecord = recordOf({
  slug: z.string(),
  title: localizedRecord,
  excerpt: localizedRecord.nullable(),
  body: localizedRecord,
  author: z.string(),
  image: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string(),
  ...timestamps,
});
export type BlogRecord = z.infer<typeof blogRecord>;
export const blogList = paginated(blogRecord.omit({ body: true }));

export const frontBlogSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string(),
});
export const frontBlog = frontBlogSummary.extend({ html: z.string() });
export type FrontBlog = z.infer<typeof frontBlog>;
export const frontBlogList = paginated(frontBlogSummary);
export const frontBlogListQuery = listPageQuery.extend({ search: optionalSearch });
export type FrontBlogListQuery = z.infer<typeof frontBlogListQuery>;

// Site reviews (SPEC 3 "Review", SPEC 5) -----------------------------------------------------------

/** The other ratings of the review form (SPEC 3 "other ratings"), each 1..5 when given. */
export const REVIEW_ASPECTS = ['quality', 'price', 'delivery', 'service'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

const stars = z.coerce
  .number({ error: validationMessage('number') })
  .int({ error: validationMessage('invalid') })
  .max(5, { error: validationMessage('max', { max: 5 }) });

export const reviewInput = z.object({
  /** SPEC 5: overall rating at least 1. */
  rating: z.coerce
    .number({ error: validationMessage('ratingMin') })
    .int({ error: validationMessage('invalid') })
    .min(1, { error: validationMessage('ratingMin') })
    .max(5, { error: validationMessage('max', { max: 5 }) }),
  ratings: z
    .object(
      Object.fromEntries(
        REVIEW_ASPECTS.map((a) => [
          a,
          stars.min(1, { error: validationMessage('min', { min: 1 }) }).optional(),
        ]),
      ) as Record<ReviewAspect, z.ZodOptional<typeof stars>>,
    )
    .default({}),
  comment: requiredText(2000, { lines: 'multi' }),
  /** SPEC 5: personal info required and a valid email. */
  name: requiredText(120),
  email: requiredEmail(),
  productId: recordId.optional(),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const REVIEW_SORTS = sortKeys('created_at', 'rating');
export const reviewListQuery = sortedListQuery(REVIEW_SORTS, '-created_at', {
  search: optionalSearch,
  approved: queryBoolean.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const reviewRecord = recordOf({
  rating: z.number().int(),
  ratings: z.record(z.string(), z.number()),
  comment: z.string(),
  approved: z.boolean(),
  reviewerName: z.string(),
  reviewerEmail: z.string(),
  userId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ReviewRecord = z.infer<typeof reviewRecord>;
export const reviewList = paginated(reviewRecord);

export const reviewApprovalInput = z.object({ approved: z.boolean({ error: required }) });

/** Approved reviews on the storefront: no e-mail address. */
export const frontReview = reviewRecord
  .pick({ id: true, rating: true, ratings: true, comment: true, createdAt: true })
  .extend({
    reviewerName: z.string(),
  });
export const frontReviewList = paginated(frontReview);

// Contact form (SPEC 5: name, email, subject, message required; no links or personal info) -------

/**
 * True when the text carries a link (`http://`, `www.`, a bare domain such as `shop.example.com`),
 * an e-mail address (also written `name [at] host [dot] com`) or a phone number (9+ digits starting
 * with `+` or `0`, or 9+ digits in a row; Arabic-Indic digits included). Order references and
 * quantities pass. Shared so the form refuses what the API refuses.
 */
export function hasContactDetails(text: string): boolean {
  const normalised = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  const link =
    /(https?:\/\/|ftp:\/\/|www\.)\S+|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|io|co|uk|sa|info|biz|shop|store|online|site|me|app|dev|xyz|ly)\b(\/\S*)?/i;
  const email =
    /[a-z0-9._%+-]+\s*(@|\[at\]|\(at\)|\sat\s)\s*[a-z0-9.-]+\s*(\.|\[dot\]|\(dot\)|\sdot\s)\s*[a-z]{2,}/i;
  // A phone number: 9+ digits that start with `+` or `0` (international or national form, with
  // spaces, dots, dashes or brackets), or 9+ digits in one run. Quantities such as `100 200 300`
  // do not start with 0 and pass.
  const phone = /(?<![\d+])\(?(\+|0)[\d\s().-]{7,}\d/g;
  const phoneLike = [...normalised.matchAll(phone)].some((m) => m[0].replace(/\D/g, '').length >= 9);
  return link.test(normalised) || email.test(normalised) || phoneLike || /\d{9,}/.test(normalised);
}

/**
 * `POST /api/front/contact` body as the API parses it; the API then refuses contact details with
 * 422 `contactDetailsRefused` (a clear top-level message, plus the field error on `message`).
 */
export const contactBody = z.object({
  name: requiredText(120),
  email: requiredEmail(),
  subject: requiredText(200),
  /** SPEC 5: no links or personal info in the message. */
  message: requiredText(5000, { lines: 'multi' }),
});
/** The contact form's schema: the body plus SPEC 5's "no links or personal info" on the message. */
export const contactInput = contactBody.refine((v) => !hasContactDetails(v.message), {
  error: validationMessage('noContactDetails'),
  path: ['message'],
});
export type ContactInput = z.infer<typeof contactBody>;

export const CONTACT_SORTS = sortKeys('created_at');
export const contactListQuery = sortedListQuery(CONTACT_SORTS, '-created_at', {
  search: optionalSearch,
  handled: queryBoolean.optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const contactRecord = recordOf({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  ...inboxState,
});
export type ContactRecord = z.infer<typeof contactRecord>;
export const contactList = paginated(contactRecord);

// Dynamic content blocks (settings tab "dynamic content") -------------------------------------------

/** A block key or placement: lower-case letters, digits and dashes. */
const blockKey = z
  .string({ error: required })
  .trim()
  .toLowerCase()
  .min(1, { error: required, abort: true })
  .max(120, { error: validationMessage('maxLength', { max: 120 }) })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: validationMessage('urlFormat') });

export const contentBlockInput = z.object({
  key: blockKey,
  title: requiredLocalizedText(200),
  /** HTML; sanitised on write and again on render. */
  body: htmlBody(100_000),
  placement: blockKey.default('home'),
  image: imageUrl.nullable().optional(),
  active: z.boolean().default(true),
  position: position.default(0),
});
export type ContentBlockInput = z.infer<typeof contentBlockInput>;

export const CONTENT_BLOCK_SORTS = sortKeys('position', 'key', 'created_at');
export const contentBlockListQuery = sortedListQuery(CONTENT_BLOCK_SORTS, 'position', {
  search: optionalSearch,
  placement: z.string().trim().max(60).check(singleLine()).optional(),
  active: queryBoolean.optional(),
});
export type ContentBlockListQuery = z.infer<typeof contentBlockListQuery>;

export const contentBlockRecord = recordOf({
  key: z.string(),
  title: localizedRecord,
  body: localizedRecord,
  placement: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
  position: z.number().int(),
  ...timestamps,
});
export type ContentBlockRecord = z.infer<typeof contentBlockRecord>;
export const contentBlockList = paginated(contentBlockRecord);

/** `GET /api/front/content-blocks?placement=home`: active blocks of a placement, in order. */
export const frontContentBlocksQuery = z.object({
  placement: z.string().trim().min(1).max(60).check(singleLine()).default('home'),
});
export const frontContentBlock = z.object({
  key: z.string(),
  title: z.string(),
  html: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
});
export type FrontContentBlock = z.infer<typeof frontContentBlock>;
