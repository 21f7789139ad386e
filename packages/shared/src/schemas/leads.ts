import { z } from 'zod';
import { validationMessage } from '../errors.ts';
import { paginated, queryBoolean, sortedListQuery } from './admin-users.ts';
import { multiLine, recordOf, requiredEmail, searchQuery, singleLine, sortKeys } from './common.ts';
import { phoneField } from './customer-auth.ts';
import { inboxState } from './inbox.ts';

// ---------------------------------------------------------------------------------------------
// Wholesale leads: the quote-request form of the storefront's `/form-1` (ADR 0026), stored for
// the back office (`/api/admin/leads`, admin screen `leads`). Contract: docs/api/leads.md.
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');

/** What kind of business asks; lets the sales team route the lead. */
export const LEAD_BUSINESS_TYPES = [
  'boutique',
  'school-uniform',
  'workwear',
  'promotional-printer',
  'online-retailer',
  'other',
] as const;
export type LeadBusinessType = (typeof LEAD_BUSINESS_TYPES)[number];

/** Expected pieces a month: the size of the account, not a binding order. */
export const LEAD_VOLUMES = ['under-100', '100-500', '500-2000', 'over-2000'] as const;
export type LeadVolume = (typeof LEAD_VOLUMES)[number];

/** The ranges a lead may tick; the storefront's main categories in plain words. */
export const LEAD_INTERESTS = ['menswear', 'womenswear', 'kidswear', 'workwear', 'accessories'] as const;
export type LeadInterest = (typeof LEAD_INTERESTS)[number];

const text = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(singleLine());

export const leadInput = z.object({
  companyName: text(160),
  contactName: text(120),
  email: requiredEmail(),
  /** A quote request is answered by phone as often as by mail, so the number is asked for. */
  phone: phoneField,
  city: text(120),
  businessType: z.enum(LEAD_BUSINESS_TYPES, { error: required }),
  monthlyVolume: z.enum(LEAD_VOLUMES, { error: required }),
  interests: z
    .array(z.enum(LEAD_INTERESTS, { error: validationMessage('invalid') }))
    .min(1, { error: required })
    .max(LEAD_INTERESTS.length)
    .refine((v) => new Set(v).size === v.length, { error: validationMessage('invalid') }),
  message: z
    .string()
    .trim()
    .max(3000, { error: validationMessage('maxLength', { max: 3000 }) })
    .check(multiLine())
    .default(''),
});
export type LeadInput = z.input<typeof leadInput>;
export type LeadValues = z.infer<typeof leadInput>;

export const LEAD_SORTS = sortKeys('created_at', 'company');
export const leadListQuery = sortedListQuery(LEAD_SORTS, '-created_at', {
  search: searchQuery,
  handled: queryBoolean.optional(),
  businessType: z.enum(LEAD_BUSINESS_TYPES, { error: validationMessage('invalid') }).optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

export const leadRecord = recordOf({
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  businessType: z.enum(LEAD_BUSINESS_TYPES),
  monthlyVolume: z.enum(LEAD_VOLUMES),
  interests: z.array(z.enum(LEAD_INTERESTS)),
  message: z.string(),
  ...inboxState,
});
export type LeadRecord = z.infer<typeof leadRecord>;
export const leadList = paginated(leadRecord);
