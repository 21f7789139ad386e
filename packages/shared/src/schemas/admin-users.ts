import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { CUSTOMER_TYPES } from '../enums.ts';
import { languageCodes } from '../environments.ts';
import { validationMessage } from '../errors.ts';
import { pageNumber, recordId, recordOf, requiredText, searchQuery, sortKeys, sortQuery } from './common.ts';
import { customerDetailsRecord } from './customer-auth.ts';

// ---------------------------------------------------------------------------------------------
// Lists: shared by every back-office and salesperson list (admins, salespeople, customers).
// ---------------------------------------------------------------------------------------------

/** `?page=&perPage=`; perPage is further capped by the site's `admin_limit` (SPEC 3, 9). */
export const listPageQuery = z.object({
  page: pageNumber,
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/** A back-office list's query: the page, the list's filters and its sort (`fallback` when absent). */
export function sortedListQuery<T extends readonly [string, ...string[]], Filters extends z.ZodRawShape>(
  sorts: T,
  fallback: T[number],
  filters: Filters,
) {
  return listPageQuery.extend({ ...filters, sort: sortQuery(sorts, fallback) });
}

/** `meta` of every paginated answer: `total` rows match the filters, `pageCount` pages of them. */
export const listMeta = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  pageCount: z.number().int().min(0),
});
export type ListMeta = z.infer<typeof listMeta>;

/** `data` of a paginated answer: `{ items, meta }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: listMeta });
}

/** Query-string booleans: `true`/`false` (also `1`/`0`). */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: validationMessage('invalid') })
  .transform((v) => v === 'true' || v === '1');

// ---------------------------------------------------------------------------------------------
// Customers seen from the back office (SPEC 3 "User", SPEC 4 account states).
// ---------------------------------------------------------------------------------------------

/** SPEC 4: unconfirmed → verified but awaiting approval → approved. */
export const CUSTOMER_STATES = ['unconfirmed', 'awaiting_approval', 'approved'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

export const CUSTOMER_SORTS = sortKeys(
  'created_at',
  'name',
  'company',
  'email',
  'user_code',
  'last_login_at',
);
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/**
 * `GET /api/admin/users` and `GET /api/salesperson/customers` query. `search` matches name,
 * company name and email (partial, trigram index) or phone, company number and user code (exact).
 */
export const customerListQuery = sortedListQuery(CUSTOMER_SORTS, '-created_at', {
  state: z.enum(CUSTOMER_STATES, { error: validationMessage('invalid') }).optional(),
  restricted: queryBoolean.optional(),
  can_see_prices: queryBoolean.optional(),
  /** A salesperson id, or `none` for customers without one. Ignored on the salesperson's list. */
  salesperson_id: z
    .union([z.literal('none'), recordId], {
      error: validationMessage('invalid'),
    })
    .optional(),
  search: searchQuery,
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const salespersonRef = recordOf({
  firstName: z.string(),
  lastName: z.string(),
  code: z.string(),
});
export type SalespersonRef = z.infer<typeof salespersonRef>;

/**
 * Why a customer does or does not see prices (SPEC 6), in the order the rule checks: the e-mail
 * must be verified, the account approved, and an admin must not have turned prices off.
 */
export const PRICE_VISIBILITY_REASONS = [
  'email_unverified',
  'awaiting_approval',
  'hidden_by_admin',
  'approved',
] as const;
export type PriceVisibilityReason = (typeof PRICE_VISIBILITY_REASONS)[number];

/** What the customer really sees: prices or not, and why (the API's one price rule decides). */
export const priceVisibility = z.object({
  visible: z.boolean(),
  reason: z.enum(PRICE_VISIBILITY_REASONS),
});
export type PriceVisibility = z.infer<typeof priceVisibility>;

/** One customer in a list (every SPEC 3 "User" field except the password). */
export const customerSummary = recordOf({
  ...customerDetailsRecord,
  type: z.enum(CUSTOMER_TYPES),
  userCode: z.string(),
  verified: z.boolean(),
  emailVerifiedAt: z.string().nullable(),
  state: z.enum(CUSTOMER_STATES),
  approvedAt: z.string().nullable(),
  /** The admin's switch (Show prices / Hide prices); what the customer sees is `priceVisibility`. */
  canSeePrices: z.boolean(),
  priceVisibility,
  restricted: z.boolean(),
  restrictedReason: z.string().nullable(),
  salesperson: salespersonRef.nullable(),
  preferredLanguage: z.enum(languageCodes).nullable(),
  /** SPEC 3 "date registered". */
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** The approval-form part of a customer (SPEC 4 "awaiting approval"). */
export const approvalFormInfo = z.object({
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  /** True when a PDF is stored: `GET /api/admin/users/:id/approval-form` streams it. */
  hasFile: z.boolean(),
  /** The numeric fields typed into the approval form screen. */
  data: z.record(z.string(), z.string()).nullable(),
});
export type ApprovalFormInfo = z.infer<typeof approvalFormInfo>;

/** `GET /api/admin/users/:id` and every customer action's answer. */
export const adminUserDetail = customerSummary.extend({
  approvedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  approvalForm: approvalFormInfo,
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserList = paginated(customerSummary);
export type AdminUserList = z.infer<typeof adminUserList>;

// Action bodies.

export const restrictUserInput = z.object({
  reason: requiredText(500, { lines: 'multi', stopWhenEmpty: false }),
});
export type RestrictUserInput = z.infer<typeof restrictUserInput>;

export const canSeePricesInput = z.object({
  value: z.boolean({ error: validationMessage('required') }),
});
export type CanSeePricesInput = z.infer<typeof canSeePricesInput>;

export const assignSalespersonInput = z.object({
  /** null removes the salesperson. */
  salespersonId: recordId.nullable(),
});
export type AssignSalespersonInput = z.infer<typeof assignSalespersonInput>;
