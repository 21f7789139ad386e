import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import {
  COLLECTION_METHODS,
  COLLECTION_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHOD_CODES,
  RETURN_KINDS,
  RETURN_STATUSES,
} from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { listPageQuery, paginated } from './admin-users.ts';
import {
  multiLine,
  optionalText,
  recordId,
  requiredText,
  searchQuery,
  sortKeys,
  sortQuery,
} from './common.ts';

// ---------------------------------------------------------------------------------------------
// Refunds and returns (SPEC 3 "Refund or return", SPEC 4 "Return statuses") and the salesperson's
// collections (ADR 0057). Contract: docs/api/refunds.md. Moves: checkout/return-status.ts.
// ---------------------------------------------------------------------------------------------

const invalid = validationMessage('invalid');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid });

const optionalNote = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(multiLine())
    .nullish()
    .transform((v) => (v ? v : null));

/** A count of units typed in a form or sent by a program: a whole number from 0. */
const units = z.coerce
  .number({ error: validationMessage('number') })
  .int({ error: invalid })
  .min(0, { error: validationMessage('min', { min: 0 }) })
  .max(PG_INT_MAX, { error: invalid });

/**
 * A refund or return request: its order, what it is (money back only, or the goods too), why, and
 * how many units of which lines. Lines at 0 are dropped, so a form may send every line; at least
 * one unit must remain. How many units a line still allows (delivered minus already returned) is
 * the server's check against the order (409 `returnTooManyUnits`), shown by the form as each
 * line's maximum.
 */
export const returnRequestInput = z.object({
  orderId: recordId,
  kind: z.enum(RETURN_KINDS, { error: invalid }).default('return'),
  reason: requiredText(1000, { lines: 'multi' }),
  note: optionalNote(2000),
  lines: z
    .array(z.object({ orderItemId: recordId, qty: units }), { error: invalid })
    .max(500, { error: invalid })
    .transform((lines) => lines.filter((line) => line.qty > 0))
    .refine((lines) => lines.length > 0, { error: validationMessage('returnLinesRequired') })
    .refine((lines) => new Set(lines.map((l) => l.orderItemId)).size === lines.length, { error: invalid }),
});
export type ReturnRequestInput = z.input<typeof returnRequestInput>;
export type ReturnRequest = z.output<typeof returnRequestInput>;

/** An order line as a return form shows it: what was bought and how many units may still go back. */
export const returnableLine = z.object({
  orderItemId: z.number(),
  title: z.string(),
  sku: z.string(),
  variantLabel: z.string().nullable(),
  image: z.string().nullable(),
  qty: z.number(),
  returnedQty: z.number(),
  /** Units that may be asked for now: delivered minus already returned (or asked for). */
  returnable: z.number(),
  unitAmount: z.number(),
  lineTotal: z.number(),
});
export type ReturnableLine = z.infer<typeof returnableLine>;

/** Why an order cannot be returned now (absent when it can). */
export const RETURN_REFUSALS = [
  'returnsDisabled',
  'orderNotReturnable',
  'returnWindowClosed',
  'returnNothingLeft',
] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

/** `GET …/refunds/order/{id}`: whether a return may be filed for the order, and its lines. */
export const returnableOrder = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveredAt: z.string().nullable(),
  /** The last moment of the refund window; null when never delivered. */
  deadline: z.string().nullable(),
  allowed: z.boolean(),
  refusal: z.enum(RETURN_REFUSALS).nullable(),
  lines: z.array(returnableLine),
});
export type ReturnableOrder = z.infer<typeof returnableOrder>;

/** `GET /api/salesperson/returns/orders`: its customers' orders a return may be asked for (delivered or completed). */
export const returnOrderChoice = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type ReturnOrderChoice = z.infer<typeof returnOrderChoice>;

export const returnSummary = z.object({
  id: z.number(),
  returnNumber: z.string(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  orderId: z.number(),
  orderNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  salespersonName: z.string().nullable(),
  reason: z.string(),
  refundTotal: z.number(),
  currency: z.string(),
  /** Units asked for, over every line. */
  totalQty: z.number(),
  createdAt: z.string(),
});
export type ReturnSummary = z.infer<typeof returnSummary>;

export const returnLineRecord = z.object({
  orderItemId: z.number(),
  title: z.string(),
  sku: z.string(),
  variantLabel: z.string().nullable(),
  image: z.string().nullable(),
  qty: z.number(),
  amount: z.number(),
});

/** A request as its customer and salesperson read it. */
export const returnDetail = returnSummary.extend({
  orderNote: z.string().nullable(),
  adminNote: z.string().nullable(),
  lines: z.array(returnLineRecord),
  /** What actually went back to the customer (the card refund, or recorded by hand). */
  refundedAmount: z.number(),
  decidedAt: z.string().nullable(),
  restockedAt: z.string().nullable(),
  filedBy: z.enum(['customer', 'salesperson', 'admin']),
});
export type ReturnDetail = z.infer<typeof returnDetail>;

/** The admin's view adds the moves it may make and the money's way back. */
export const adminReturnDetail = returnDetail.extend({
  nextStatuses: z.array(z.enum(RETURN_STATUSES)),
  canRestock: z.boolean(),
  paymentMethodCode: z.enum(PAYMENT_METHOD_CODES),
  /** Whether approving sends the money back through the card provider (else by hand). */
  refundsByCard: z.boolean(),
  customerEmail: z.string(),
});
export type AdminReturnDetail = z.infer<typeof adminReturnDetail>;

export const RETURN_SORTS = sortKeys('createdAt', 'refundTotal', 'returnNumber');

/** `/dashboard/refunds` and the salesperson's "my returns": a page, a status. */
export const myReturnListQuery = listPageQuery.extend({
  status: z.enum(RETURN_STATUSES, { error: invalid }).optional(),
  customerId: recordId.optional(),
  sort: sortQuery(RETURN_SORTS, '-createdAt'),
});
export type MyReturnListQuery = z.infer<typeof myReturnListQuery>;

/** The admin's `refunds` list, every filter in the URL. */
export const adminReturnListQuery = myReturnListQuery.extend({
  kind: z.enum(RETURN_KINDS, { error: invalid }).optional(),
  salespersonId: recordId.optional(),
  orderId: recordId.optional(),
  from: day.optional(),
  to: day.optional(),
  search: searchQuery,
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuery>;

export const returnList = paginated(returnSummary);
export type ReturnList = z.infer<typeof returnList>;

/** The admin moves a request (checkout/return-status.ts), with a note the customer reads. */
export const returnStatusInput = z.object({
  status: z.enum(RETURN_STATUSES, { error: invalid }),
  note: optionalNote(1000),
});
export type ReturnStatusInput = z.input<typeof returnStatusInput>;

// ---------------------------------------------------------------------------------------------
// Collections: money a salesperson collected from its customer against an order (or one of the
// order's invoices). Recorded by the salesperson; confirmed (a payment of the order) or rejected
// by an admin.
// ---------------------------------------------------------------------------------------------

const amount = z.coerce
  .number({ error: validationMessage('number') })
  .int({ error: invalid })
  .min(1, { error: validationMessage('amountPositive') })
  .max(PG_INT_MAX, { error: invalid });

/** `POST /api/salesperson/collections`. Amounts in minor units; the date is the day collected. */
export const collectionInput = z.object({
  orderId: recordId,
  invoiceId: recordId.nullish().transform((v) => v ?? null),
  amount,
  method: z.enum(COLLECTION_METHODS, { error: validationMessage('required') }),
  collectedOn: day.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: invalid }),
  reference: optionalText(120),
  note: optionalNote(2000),
});
export type CollectionInput = z.input<typeof collectionInput>;

export const collectionRecord = z.object({
  id: z.number(),
  status: z.enum(COLLECTION_STATUSES),
  orderId: z.number(),
  orderNumber: z.string(),
  invoiceId: z.number().nullable(),
  customerId: z.number(),
  customerName: z.string(),
  salespersonId: z.number(),
  salespersonName: z.string(),
  amount: z.number(),
  currency: z.string(),
  method: z.enum(COLLECTION_METHODS),
  collectedOn: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The order's payment the confirmation recorded. */
  paymentId: z.number().nullable(),
  createdAt: z.string(),
});
export type CollectionRecord = z.infer<typeof collectionRecord>;

export const COLLECTION_SORTS = sortKeys('createdAt', 'amount', 'collectedOn');

export const collectionListQuery = listPageQuery.extend({
  status: z.enum(COLLECTION_STATUSES, { error: invalid }).optional(),
  customerId: recordId.optional(),
  salespersonId: recordId.optional(),
  orderId: recordId.optional(),
  sort: sortQuery(COLLECTION_SORTS, '-createdAt'),
});
export type CollectionListQuery = z.infer<typeof collectionListQuery>;

export const collectionList = paginated(collectionRecord);
export type CollectionList = z.infer<typeof collectionList>;

/** An order money may still be collected for: what it costs and what is still owed. */
export const collectableOrder = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  currency: z.string(),
  grandTotal: z.number(),
  /** Grand total minus payments received and collections awaiting review. */
  outstanding: z.number(),
  invoices: z.array(z.object({ id: z.number(), invoiceNumber: z.string() })),
});
export type CollectableOrder = z.infer<typeof collectableOrder>;

export const collectableOrderQuery = z.object({ customerId: recordId.optional() });

/** The admin's review: reject with a reason (confirm needs none). */
export const collectionReviewInput = z.object({ note: optionalNote(1000) });
export type CollectionReviewInput = z.input<typeof collectionReviewInput>;
