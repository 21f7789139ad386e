import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { listMeta, listPageQuery, paginated, queryBoolean } from './admin-users.ts';
import { ORDER_SORTS, orderDetailRecord, orderSummaryRecord } from './checkout.ts';
import { multiLine, recordId, requiredText, searchQuery, sortQuery } from './common.ts';

// ---------------------------------------------------------------------------------------------
// The back office's orders (SPEC 2 order, order/{id}; SPEC 4 statuses, shipment, abandoned cart).
// Contract: docs/api/admin-orders.md. Status moves: packages/shared/src/checkout/order-status.ts.
// ---------------------------------------------------------------------------------------------

const invalid = validationMessage('invalid');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid });

/** `order` list filters, all in the URL: status, payment status, dates (inclusive), customer, salesperson. */
export const adminOrderListQuery = listPageQuery.extend({
  status: z.enum(ORDER_STATUSES, { error: invalid }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: invalid }).optional(),
  from: day.optional(),
  to: day.optional(),
  customerId: recordId.optional(),
  salespersonId: recordId.optional(),
  search: searchQuery,
  sort: sortQuery(ORDER_SORTS, '-createdAt'),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderList = paginated(orderSummaryRecord).extend({
  /** Over every order the filters match, not only this page. */
  totals: z.object({ count: z.number(), grandTotal: z.number() }),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

export const orderNoteRecord = z.object({
  id: z.number(),
  body: z.string(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});

export const adminOrderDetail = orderDetailRecord.extend({
  customer: z.object({
    id: z.number(),
    name: z.string(),
    companyName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  salesperson: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The statuses an admin may move this order to now (docs/order-statuses.md). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  notes: z.array(orderNoteRecord),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const orderStatusInput = z.object({
  status: z.enum(ORDER_STATUSES, { error: invalid }),
  note: z
    .string()
    .trim()
    .max(1000, { error: validationMessage('maxLength', { max: 1000 }) })
    .check(multiLine())
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type OrderStatusInput = z.input<typeof orderStatusInput>;

/** SPEC 3 "shipping info": the carrier's name and the tracking address. */
export const orderShipmentInput = z.object({
  name: requiredText(120),
  url: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(1, { error: validationMessage('required') })
    .max(500, { error: validationMessage('maxLength', { max: 500 }) })
    .pipe(z.url({ protocol: /^https?$/, error: validationMessage('trackingUrl') })),
});
export type OrderShipmentInput = z.input<typeof orderShipmentInput>;

export const orderNoteInput = z.object({ body: requiredText(2000, { lines: 'multi' }) });
export type OrderNoteInput = z.input<typeof orderNoteInput>;

/** SPEC 4 "Abandoned cart": the filter of carts left a week with at least one item. */
export const adminCartListQuery = listPageQuery.extend({ abandoned: queryBoolean.optional() });

export const adminCartRecord = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  companyName: z.string(),
  email: z.string(),
  salespersonName: z.string().nullable(),
  /** Lines and units in the cart. */
  items: z.number(),
  quantity: z.number(),
  /** What the lines cost now, before VAT and delivery. */
  value: z.number(),
  updatedAt: z.string(),
  /** When the one reminder mail went out; null while not sent. */
  reminderSentAt: z.string().nullable(),
});
export type AdminCartRecord = z.infer<typeof adminCartRecord>;

export const adminCartList = z.object({ items: z.array(adminCartRecord), meta: listMeta });
export type AdminCartList = z.infer<typeof adminCartList>;
