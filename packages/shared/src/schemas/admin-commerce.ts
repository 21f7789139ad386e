import { z } from 'zod';
import { toLatinDigits } from '../arabic.ts';
import { PG_INT_MAX } from '../constants.ts';
import { COUPON_TYPES, PAYMENT_METHOD_CODES } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { intField, uniqueIds } from './admin-products.ts';
import { imageAddress, optionalSearch } from './admin-taxonomy.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import { optionalLocalized, recordOf, requiredText, sortKeys, timestamps } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Back-office tax groups, coupons and payment methods (SPEC 2 tax-groups, coupons,
// settings/payment-methods, payment-methods/assign-zones/{id}; SPEC 3 "Measure unit, tax group",
// "Coupon", "Payment method"; SPEC 5 "Payment method"). Contract: docs/api/admin-commerce.md.
// Money is integer minor units (pence, halalas), as everywhere in the API.
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');
const localizedRecord = z.object({ en: z.string(), ar: z.string() });

/** A required choice of `values`: missing is "required", anything else "not valid". */
const choiceOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? required
        : validationMessage('invalid'),
  });

/** A required bilingual one-line text of at most `max` characters per language. */
const bilingual = (max: number) => {
  const text = requiredText(max);
  return z.object({ en: text, ar: text }, { error: required });
};

/** An optional whole number: empty or null means none. */
const optionalInt = (min: number, max = PG_INT_MAX) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), intField(min, max).nullable());

/** A flag of a form: a JSON boolean. */
const flag = (fallback: boolean) => z.boolean({ error: validationMessage('invalid') }).default(fallback);

// Tax groups (SPEC 3: name, rate, default flag) ------------------------------------------------

/** True when `value` has at most two decimal places (20, 5.5, 17.25; not 17.125). */
export const hasTwoDecimalsAtMost = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-7;

/**
 * A VAT rate in percent: 0 to 100 with at most two decimals; a form's "20", "5.5" or "٥٫٥" is read
 * as a number.
 */
export const taxRatePercent = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(toLatinDigits(value.trim())) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? required
          : validationMessage('number'),
    })
    .min(0, { error: validationMessage('min', { min: 0 }) })
    .max(100, { error: validationMessage('max', { max: 100 }) })
    .refine(hasTwoDecimalsAtMost, { error: validationMessage('twoDecimals') }),
);

export const taxGroupInput = z.object({
  name: bilingual(120),
  rate: taxRatePercent,
  /** Making a group the default un-defaults the previous one. */
  isDefault: flag(false),
});
export type TaxGroupInput = z.infer<typeof taxGroupInput>;

export const TAX_GROUP_SORTS = sortKeys('name', 'rate', 'created_at');
export const taxGroupListQuery = sortedListQuery(TAX_GROUP_SORTS, 'name', {
  /** Part of the name in either language. */
  search: optionalSearch,
});
export type TaxGroupListQuery = z.infer<typeof taxGroupListQuery>;

export const taxGroupRecord = recordOf({
  name: localizedRecord,
  rate: z.number(),
  isDefault: z.boolean(),
  /** Products taxed by the group (a group in use cannot be deleted). */
  productCount: z.number().int(),
  ...timestamps,
});
export type TaxGroupRecord = z.infer<typeof taxGroupRecord>;
export const taxGroupList = paginated(taxGroupRecord);

// Coupons (SPEC 3: code, type, value, minimum amount in cart, start and end date, description) ---

export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 40;

/** A coupon's code: trimmed, upper case, 3–40 of A–Z, 0–9, `-` and `_`. */
export const couponCode = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .transform((code) => code.toUpperCase())
  .pipe(
    z
      .string()
      .min(COUPON_CODE_MIN_LENGTH, { error: validationMessage('minLength', { min: COUPON_CODE_MIN_LENGTH }) })
      .max(COUPON_CODE_MAX_LENGTH, { error: validationMessage('maxLength', { max: COUPON_CODE_MAX_LENGTH }) })
      .regex(/^[A-Z0-9_-]+$/, { error: validationMessage('couponCodeFormat') }),
  );

const instant = z.iso.datetime({
  offset: true,
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? required
      : validationMessage('invalid'),
});

/** Where a coupon stands at a moment: the one rule of the list's filter and the state chip. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/**
 * A coupon's state at `now`: switched off is `inactive` whatever its dates; otherwise `scheduled`
 * before its start, `expired` from its end on, `active` in between (start included, end excluded).
 */
export function couponState(
  coupon: { active: boolean; startsAt: string | Date; endsAt: string | Date },
  now: Date,
): CouponState {
  if (!coupon.active) return 'inactive';
  const at = now.getTime();
  if (at < new Date(coupon.startsAt).getTime()) return 'scheduled';
  if (at >= new Date(coupon.endsAt).getTime()) return 'expired';
  return 'active';
}

export const COUPON_PERCENT_MAX = 100;

export const couponInput = z
  .object({
    code: couponCode,
    type: choiceOf(COUPON_TYPES),
    /** Percent for `percent` coupons (1–100), minor units for `fixed` ones. */
    value: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null || issue.input === ''
              ? required
              : validationMessage('number'),
        })
        .int({ error: validationMessage('number') })
        .min(1, { error: validationMessage('positive') })
        .max(PG_INT_MAX, { error: validationMessage('max', { max: PG_INT_MAX }) }),
    ),
    /** The cart's amount the coupon needs, minor units (0: none). */
    minCartAmount: intField(0).default(0),
    startsAt: instant,
    /** After `startsAt`. */
    endsAt: instant,
    description: optionalLocalized(500),
    active: flag(true),
    /** How many orders may use it; null: no limit. */
    usageLimit: optionalInt(1)
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.type === 'percent' && coupon.value > COUPON_PERCENT_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: validationMessage('max', { max: COUPON_PERCENT_MAX }),
      });
    }
    if (new Date(coupon.endsAt).getTime() <= new Date(coupon.startsAt).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: validationMessage('endBeforeStart') });
    }
  });
export type CouponInput = z.infer<typeof couponInput>;

export const COUPON_SORTS = sortKeys('code', 'starts_at', 'ends_at', 'created_at');
export const couponListQuery = sortedListQuery(COUPON_SORTS, '-created_at', {
  /** Part of the code. */
  search: optionalSearch,
  status: z.enum(COUPON_STATES, { error: validationMessage('invalid') }).optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

export const couponRecord = recordOf({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  minCartAmount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  description: localizedRecord.nullable(),
  active: z.boolean(),
  usageLimit: z.number().int().nullable(),
  /** `couponState` at the time of the answer. */
  state: z.enum(COUPON_STATES),
  ...timestamps,
});
export type CouponRecord = z.infer<typeof couponRecord>;
export const couponList = paginated(couponRecord);

// Payment methods (SPEC 3 "Payment method"; SPEC 5: min and max limits apply) -------------------

/** A provider or gateway name (`offline`, `stripe`, `moyasar`). */
const providerName = z
  .string()
  .trim()
  .max(60, { error: validationMessage('maxLength', { max: 60 }) })
  .regex(/^[A-Za-z0-9_.-]*$/, { error: validationMessage('invalid') });

export const paymentMethodInput = z
  .object({
    code: choiceOf(PAYMENT_METHOD_CODES),
    name: bilingual(80),
    /** What the checkout shows. */
    displayName: bilingual(120),
    note: optionalLocalized(1000),
    provider: z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .pipe(providerName),
    gateway: z.preprocess((v) => (v === '' ? null : v), providerName.nullable().optional()),
    online: flag(false),
    installment: flag(false),
    enabled: flag(true),
    /** The smallest order total the method takes, minor units. */
    minLimit: intField(0).default(0),
    /** The largest, minor units; null: no limit. At least `minLimit`. */
    maxLimit: optionalInt(0)
      .optional()
      .transform((v) => v ?? null),
    logo: z.preprocess((v) => (v === '' ? null : v), imageAddress(false).nullable().optional()),
    position: intField(0, 1_000_000).default(0),
  })
  .superRefine((method, ctx) => {
    if (method.maxLimit !== null && method.maxLimit < method.minLimit) {
      ctx.addIssue({ code: 'custom', path: ['maxLimit'], message: validationMessage('maxUnderMin') });
    }
  });
export type PaymentMethodInput = z.infer<typeof paymentMethodInput>;

export const PAYMENT_METHOD_SORTS = sortKeys('position', 'name', 'code', 'created_at');
export const paymentMethodListQuery = sortedListQuery(PAYMENT_METHOD_SORTS, 'position', {
  /** Part of the name or display name in either language, or of the code. */
  search: optionalSearch,
});
export type PaymentMethodListQuery = z.infer<typeof paymentMethodListQuery>;

export const paymentMethodRecord = recordOf({
  code: z.enum(PAYMENT_METHOD_CODES),
  name: localizedRecord,
  displayName: localizedRecord,
  note: localizedRecord.nullable(),
  provider: z.string(),
  gateway: z.string().nullable(),
  online: z.boolean(),
  installment: z.boolean(),
  enabled: z.boolean(),
  minLimit: z.number().int(),
  maxLimit: z.number().int().nullable(),
  logo: z.string().nullable(),
  position: z.number().int(),
  /** Shipping zones it is offered in; 0: everywhere. */
  zoneCount: z.number().int(),
  ...timestamps,
});
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecord>;
export const paymentMethodList = paginated(paymentMethodRecord);

/** `PUT /api/admin/payment-methods/:id/zones`: the zones it is offered in (none: everywhere). */
export const paymentMethodZonesInput = z.object({ zoneIds: uniqueIds });
export type PaymentMethodZonesInput = z.infer<typeof paymentMethodZonesInput>;

/** The zones of a payment method and every zone to choose from, named in the request's language. */
export const paymentMethodZonesAnswer = z.object({
  assigned: z.array(z.number().int()),
  zones: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PaymentMethodZones = z.infer<typeof paymentMethodZonesAnswer>;
