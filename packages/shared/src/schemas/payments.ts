import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import { PAYMENT_METHOD_CODES, PAYMENT_STATUSES } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { multiLine, optionalText, recordId } from './common.ts';

// Card payments, their result pages and the admin's payment actions (ADR 0052).
// Contract: docs/api/payments.md. Money is integer minor units of the payment's currency.

/** The secret of a payment's result page (`/success/{token}`): URL-safe, 20 to 64 characters. */
export const paymentToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);
export const paymentTokenParams = z.object({ token: paymentToken });

/** The SPEC 8 message a failed or cancelled card payment shows (errors.json keys). */
export const PAYMENT_FAILURE_MESSAGES = ['paymentNotValidated', 'paymentCancelled'] as const;
export type PaymentFailureMessage = (typeof PAYMENT_FAILURE_MESSAGES)[number];

/** `GET /api/front/payments/:token`: where the attempt stands, refreshed from the provider. */
export const paymentResult = z.object({
  status: z.enum(PAYMENT_STATUSES),
  orderId: z.number().int(),
  orderNumber: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Set when the attempt failed or was cancelled: the SPEC 8 message, translated in `message`. */
  messageKey: z.enum(PAYMENT_FAILURE_MESSAGES).optional(),
  message: z.string().optional(),
  /** A new attempt may be started (`POST …/retry`): the order still waits for its payment. */
  canRetry: z.boolean(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

/** `{ redirectUrl }`: where the browser goes next (the provider's page or a result page). */
export const paymentRedirect = z.object({ redirectUrl: z.string() });
export type PaymentRedirect = z.infer<typeof paymentRedirect>;

/** Test mode's cards (ADR 0052): what each one does on the test payment page. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'authorized' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
] as const;
export type TestCardOutcome = (typeof TEST_CARDS)[number]['outcome'];

/** The outcome of a card number on the test page: a listed card's, any other is declined. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/\s+/g, '');
  return TEST_CARDS.find((card) => card.number.replace(/\s+/g, '') === digits)?.outcome ?? 'declined';
}

export const testCardNumber = z
  .string({ error: validationMessage('required') })
  .trim()
  .regex(/^[\d ]{12,23}$/, { error: validationMessage('invalid') })
  .refine((v) => v.replace(/\s+/g, '').length >= 12 && v.replace(/\s+/g, '').length <= 19, {
    error: validationMessage('invalid'),
  });

/** `POST /api/front/payments/test/:token`: pay with a test card, or cancel. */
export const testPaymentAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pay'), cardNumber: testCardNumber }),
  z.object({ action: z.literal('cancel') }),
]);
export type TestPaymentAction = z.infer<typeof testPaymentAction>;

/** `GET /api/front/payments/test/:token`: what the test page shows. */
export const testPaymentPage = z.object({
  orderNumber: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** False once the attempt is decided: the page then only links to its result. */
  open: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
});
export type TestPaymentPage = z.infer<typeof testPaymentPage>;

const amount = z.coerce
  .number({ error: validationMessage('number') })
  .int({ error: validationMessage('invalid') })
  .min(1, { error: validationMessage('min', { min: 1 }) })
  .max(PG_INT_MAX, { error: validationMessage('invalid') });

/** `POST /api/admin/payments/:id/refund`: minor units, at most what is captured and not yet refunded. */
export const refundPaymentBody = z.object({ amount });
export type RefundPaymentBody = z.infer<typeof refundPaymentBody>;

/** The methods an admin records by hand once the money has arrived. */
export const OFFLINE_PAYMENT_METHODS = PAYMENT_METHOD_CODES.filter(
  (code): code is Exclude<(typeof PAYMENT_METHOD_CODES)[number], 'card'> => code !== 'card',
);

/** `POST /api/admin/orders/:orderId/payments`: the admin confirms money received offline. */
export const offlinePaymentBody = z.object({
  amount,
  /** Default: the order's payment method when it is an offline one, else bank transfer. */
  method: z.enum(['cash', 'bank_transfer', 'cheque']).optional(),
  reference: optionalText(120),
  note: z
    .string()
    .trim()
    .max(1000, { error: validationMessage('maxLength', { max: 1000 }) })
    .check(multiLine())
    .nullish()
    .transform((v) => (v ? v : null)),
});
/** What the form sends (its parsed values are a valid body: blank texts are `null`). */
export type OfflinePaymentBody = z.output<typeof offlinePaymentBody>;

/** `/orders/:orderId/…` in a path. */
export const orderIdParams = z.object({ orderId: recordId });

/** A payment as the back office sees it. */
export const paymentRecord = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  method: z.enum(PAYMENT_METHOD_CODES),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  capturedAmount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  failureReason: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** What an admin action answers: the payment and where the order's money now stands. */
export const paymentActionResult = z.object({
  payment: paymentRecord,
  orderPaymentStatus: z.enum(PAYMENT_STATUSES),
});
export type PaymentActionResult = z.infer<typeof paymentActionResult>;
