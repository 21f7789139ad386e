import { couponInput, paymentMethodInput } from '@shop/shared';
import { z } from 'zod';
import { fromLocalInput } from '../cms/dates.ts';
import { toMinor } from '../products/money.ts';

/*
 * The coupon and payment method forms edit money in major units ("12.50", as the product price
 * field does) and dates as `datetime-local` values; these schemas turn the form's values into the
 * API's body (minor units, instants) and then check it with the shared schema the API parses
 * with, so the messages and their fields are the API's own.
 */

const text = z.string();
const bilingual = z.object({ en: text, ar: text });

/** An amount typed in major units, or empty for `empty`. */
const amount = (value: string, empty: number | null) => (value.trim() === '' ? empty : toMinor(value));
/** A `datetime-local` value as an instant; what cannot be read goes on for the schema to refuse. */
const instant = (value: string) => fromLocalInput(value) ?? value;

export const couponForm = z
  .object({
    code: text,
    type: text,
    value: text,
    minCartAmount: text,
    startsAt: text,
    endsAt: text,
    description: bilingual,
    active: z.boolean(),
    usageLimit: text,
  })
  // The body as the API would receive it; the shared schema then checks and shapes it.
  .transform((v): unknown => ({
    ...v,
    // A percentage is a whole number as typed; a fixed discount an amount.
    value: v.type === 'fixed' ? amount(v.value, null) : v.value,
    minCartAmount: amount(v.minCartAmount, 0),
    startsAt: instant(v.startsAt),
    endsAt: instant(v.endsAt),
  }))
  .pipe(couponInput);
export type CouponFormValues = z.input<typeof couponForm>;

export const paymentMethodForm = z
  .object({
    code: text,
    name: bilingual,
    displayName: bilingual,
    note: bilingual,
    provider: text,
    gateway: text,
    online: z.boolean(),
    installment: z.boolean(),
    enabled: z.boolean(),
    minLimit: text,
    maxLimit: text,
    logo: text.nullable(),
    position: z.union([text, z.number()]),
  })
  .transform((v): unknown => ({ ...v, minLimit: amount(v.minLimit, 0), maxLimit: amount(v.maxLimit, null) }))
  .pipe(paymentMethodInput);
export type PaymentMethodFormValues = z.input<typeof paymentMethodForm>;
