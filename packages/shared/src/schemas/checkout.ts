import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHOD_CODES, PAYMENT_STATUSES } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { customerAddress } from './address.ts';
import { listPageQuery, paginated } from './admin-users.ts';
import { multiLine, recordId, searchQuery, sortKeys, sortQuery } from './common.ts';

// ---------------------------------------------------------------------------------------------
// The cart kept on the server, the checkout and the orders (SPEC 2 /cart, /checkout,
// /order-summary, /thank-you, /dashboard/orders; SPEC 3 "Cart", "Order"; SPEC 5 "Cart and
// order"). Contract: docs/api/ordering.md; decisions: docs/decisions/0053-checkout-and-orders.md.
// Every amount is minor units computed by the server; nothing priced here is ever read back.
// ---------------------------------------------------------------------------------------------

const invalid = validationMessage('invalid');

/** Chosen option choices per option group id: `{ "3": [7, 8] }`. */
export const optionSelectionInput = z
  .record(z.string().regex(/^\d{1,9}$/, { error: invalid }), z.array(recordId).max(50))
  .default({});

/** A quantity in the cart: a whole number; 0 or less removes the line (SPEC 4). */
const cartQuantity = z.coerce
  .number({ error: validationMessage('number') })
  .int({ error: validationMessage('quantityWhole') })
  .max(1_000_000, { error: validationMessage('quantityMax', { max: 1_000_000 }) });

/** POST cart/items: a product, its variant and options, and how many (checked by `checkAddToCart`). */
export const cartAddInput = z.object({
  productId: recordId,
  variantId: recordId.nullish(),
  selection: optionSelectionInput,
  /** As typed: digits of any script, checked by `checkOrderQuantity` on the server. */
  quantity: z.union([z.number(), z.string()]).default(1),
});
export type CartAddInput = z.input<typeof cartAddInput>;
export type CartAddData = z.output<typeof cartAddInput>;

export const cartLineParams = z.object({
  lineId: z.string().regex(/^p\d+(-v\d+)?(-c[\d.]+)?$/, { error: invalid }),
});

export const cartQuantityInput = z.object({ quantity: cartQuantity });

/** SPEC 3 "Cart" metadata: a small free-form object, kept with the cart. */
export const cartMetadataInput = z.object({
  metadata: z
    .record(z.string().max(60), z.unknown())
    .refine((value) => JSON.stringify(value).length <= 4_000, {
      error: validationMessage('maxLength', { max: 4000 }),
    }),
});

export const couponCodeInput = z.object({
  code: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(1, { error: validationMessage('required') })
    .max(40, { error: validationMessage('maxLength', { max: 40 }) })
    .transform((code) => code.toUpperCase()),
});

/** The checkout's choices, each applied on its own (SPEC 8: address applied, delivery method applied). */
export const checkoutChoicesInput = z.object({
  addressId: recordId.nullish(),
  /** A rate of a shipping zone: the delivery method. */
  rateId: recordId.nullish(),
  paymentMethodId: recordId.nullish(),
  /** Absent: unchanged; blank: no note. Several lines (delivery instructions). */
  note: z
    .string()
    .trim()
    .max(1000, { error: validationMessage('maxLength', { max: 1000 }) })
    .check(multiLine())
    .nullish()
    .transform((v) => (v ? v : null))
    .optional(),
});
export type CheckoutChoicesInput = z.input<typeof checkoutChoicesInput>;
export type CheckoutChoicesData = z.output<typeof checkoutChoicesInput>;

/** Why a line or the cart cannot be ordered as it stands: a SPEC 8 key with its values. */
export const cartProblem = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CartProblem = z.infer<typeof cartProblem>;

export const chosenOptionRecord = z.object({
  groupId: z.number(),
  choiceId: z.number(),
  group: z.string(),
  choice: z.string(),
  priceDelta: z.number(),
});

/** A cart line as the server priced it now (SPEC 3 "Cart item": id, price, quantity, itemTotal). */
export const cartLineRecord = z.object({
  id: z.string(),
  productId: z.number(),
  variantId: z.number().nullable(),
  choiceIds: z.array(z.number()),
  slug: z.string(),
  title: z.string(),
  sku: z.string(),
  variantCode: z.string().nullable(),
  /** The variant's values, "Navy / M". */
  variantLabel: z.string().nullable(),
  options: z.array(chosenOptionRecord),
  image: z.string().nullable(),
  quantity: z.number(),
  /** One unit with its options; absent when the buyer may not see prices. */
  price: z.number().optional(),
  itemTotal: z.number().optional(),
  /** How many can be had now, and the cap per order line. */
  stock: z.number(),
  maxPerProduct: z.number(),
  /** Set when the line can no longer be ordered as it is (sold out, fewer left, cap lowered). */
  problem: cartProblem.nullable(),
});
export type CartLineRecord = z.infer<typeof cartLineRecord>;

export const checkoutChoices = z.object({
  addressId: z.number().nullable(),
  rateId: z.number().nullable(),
  paymentMethodId: z.number().nullable(),
  note: z.string().nullable(),
});
export type CheckoutChoices = z.infer<typeof checkoutChoices>;

/** The cart of SPEC 3 with the server's extras: the coupon and the checkout's choices. */
export const cartRecord = z.object({
  items: z.array(cartLineRecord),
  isEmpty: z.boolean(),
  totalItems: z.number(),
  totalUniqueItems: z.number(),
  /** Σ itemTotal; absent when prices are hidden. */
  cartTotal: z.number().optional(),
  metadata: z.record(z.string(), z.unknown()),
  couponCode: z.string().nullable(),
  checkout: checkoutChoices,
  currency: z.string(),
  /** The customer the cart is for (a salesperson's cart names its customer). */
  customer: z.object({ id: z.number(), name: z.string(), companyName: z.string() }),
  updatedAt: z.string(),
});
export type CartRecord = z.infer<typeof cartRecord>;

export const deliveryOptionRecord = z.object({
  zoneId: z.number(),
  rateId: z.number(),
  zone: z.string(),
  rate: z.string(),
  charge: z.number(),
  taxRate: z.number(),
  minDays: z.number(),
  maxDays: z.number(),
});
export type DeliveryOptionRecord = z.infer<typeof deliveryOptionRecord>;

export const checkoutPaymentMethod = z.object({
  id: z.number(),
  code: z.enum(PAYMENT_METHOD_CODES),
  name: z.string(),
  note: z.string(),
  logo: z.string().nullable(),
  online: z.boolean(),
  installment: z.boolean(),
  /** False when the order's total is outside the method's limits; `problem` says why. */
  available: z.boolean(),
  problem: cartProblem.nullable(),
  /** Card payments in the demo run against the built-in test gateway. */
  testMode: z.boolean(),
});
export type CheckoutPaymentMethod = z.infer<typeof checkoutPaymentMethod>;

export const quoteLineRecord = cartLineRecord.extend({
  taxRate: z.number(),
  lineSubtotal: z.number(),
  lineDiscount: z.number(),
  lineVat: z.number(),
  lineTotal: z.number(),
});

export const orderAmounts = z.object({
  subTotal: z.number(),
  optionsTotal: z.number(),
  discountTotal: z.number(),
  vatTotal: z.number(),
  shippingCost: z.number(),
  grandTotal: z.number(),
});
export type OrderAmounts = z.infer<typeof orderAmounts>;

/** The server's quote of the cart with the checkout's choices: what the order would be. */
export const checkoutQuote = z.object({
  lines: z.array(quoteLineRecord),
  totals: orderAmounts.extend({ shippingVat: z.number() }),
  currency: z.string(),
  totalItems: z.number(),
  totalUniqueItems: z.number(),
  addresses: z.array(customerAddress),
  deliveryOptions: z.array(deliveryOptionRecord),
  paymentMethods: z.array(checkoutPaymentMethod),
  choices: checkoutChoices,
  coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
  /** What stops the order now (empty cart, no address, a line over stock…); empty when it can be placed. */
  problems: z.array(cartProblem),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

/** Placing the order: the cart and its choices as they are; the key makes a double submit one order. */
export const placeOrderInput = z.object({
  idempotencyKey: z
    .string({ error: validationMessage('required') })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: invalid }),
});

export const placedOrder = z.object({
  order: z.object({
    id: z.number(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    grandTotal: z.number(),
    currency: z.string(),
  }),
  /** Card orders: where to send the buyer to authorise the payment. */
  payment: z.object({ redirectUrl: z.string() }).nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

/** Quick order (issue 10): lines of SKU and quantity, pasted or from a CSV file. */
export const QUICK_ORDER_MAX_LINES = 200;
export const quickOrderInput = z.object({
  lines: z
    .array(z.object({ sku: z.string().trim().max(40), quantity: z.union([z.number(), z.string()]) }))
    .min(1, { error: validationMessage('required') })
    .max(QUICK_ORDER_MAX_LINES, { error: validationMessage('maxItems', { max: QUICK_ORDER_MAX_LINES }) }),
  /** Add every line that resolved; otherwise only say how each line resolves. */
  add: z.boolean().default(false),
});

export const quickOrderLine = z.object({
  sku: z.string(),
  quantity: z.number().nullable(),
  productId: z.number().nullable(),
  variantId: z.number().nullable(),
  title: z.string().nullable(),
  price: z.number().optional(),
  ok: z.boolean(),
  problem: cartProblem.nullable(),
});
export const quickOrderResult = z.object({
  lines: z.array(quickOrderLine),
  added: z.number(),
  cart: cartRecord.nullable(),
});
export type QuickOrderResult = z.infer<typeof quickOrderResult>;

/** Reorder: the past order's lines that can still be had go back in the cart. */
export const reorderResult = z.object({
  added: z.number(),
  skipped: z.array(z.object({ title: z.string(), sku: z.string(), problem: cartProblem })),
  cart: cartRecord,
});

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

export const addressSnapshotRecord = z.object({
  name: z.string().optional(),
  company: z.string().optional(),
  country: z.string(),
  city: z.string(),
  state: z.string().nullable().optional(),
  address1: z.string(),
  address2: z.string().nullable().optional(),
  postCode: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});

export const orderSummaryRecord = z.object({
  id: z.number(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethodCode: z.enum(PAYMENT_METHOD_CODES),
  customerId: z.number(),
  customerName: z.string(),
  salespersonName: z.string().nullable(),
  currency: z.string(),
  uniqueItems: z.number(),
  totalQty: z.number(),
  grandTotal: z.number(),
  createdAt: z.string(),
});
export type OrderSummaryRecord = z.infer<typeof orderSummaryRecord>;

export const orderItemRecord = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  /** The product's page while it still exists. */
  slug: z.string().nullable(),
  variantId: z.number().nullable(),
  title: z.string(),
  sku: z.string(),
  variantCode: z.string().nullable(),
  variantLabel: z.string().nullable(),
  options: z.array(chosenOptionRecord),
  image: z.string().nullable(),
  unitPrice: z.number(),
  optionsPrice: z.number(),
  qty: z.number(),
  taxRate: z.number(),
  lineSubtotal: z.number(),
  lineDiscount: z.number(),
  lineVat: z.number(),
  lineTotal: z.number(),
  returnedQty: z.number(),
});
export type OrderItemRecord = z.infer<typeof orderItemRecord>;

export const orderHistoryRecord = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  actorKind: z.string(),
  createdAt: z.string(),
});

export const orderDetailRecord = orderSummaryRecord.extend(orderAmounts.shape).extend({
  email: z.string(),
  phone: z.string(),
  paymentMethodName: z.string().nullable(),
  deliveryAddress: addressSnapshotRecord,
  deliveryMethod: z
    .object({ zone: z.string(), rate: z.string(), minDays: z.number(), maxDays: z.number() })
    .nullable(),
  couponCode: z.string().nullable(),
  note: z.string().nullable(),
  shipmentName: z.string().nullable(),
  shipmentUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  items: z.array(orderItemRecord),
  history: z.array(orderHistoryRecord),
  /** The customer (or its salesperson) may still cancel it. */
  canCancel: z.boolean(),
  /** A card order waiting for its payment: the token of the attempt to retry. */
  paymentToken: z.string().nullable(),
});
export type OrderDetailRecord = z.infer<typeof orderDetailRecord>;

export const ORDER_SORTS = sortKeys('createdAt', 'grandTotal', 'orderNumber');

/** `/dashboard/orders` and the salesperson's orders: a page, a status. */
export const myOrderListQuery = listPageQuery.extend({
  status: z.enum(ORDER_STATUSES, { error: invalid }).optional(),
  search: searchQuery,
  sort: sortQuery(ORDER_SORTS, '-createdAt'),
});
export type MyOrderListQuery = z.infer<typeof myOrderListQuery>;

export const orderList = paginated(orderSummaryRecord);
export type OrderList = z.infer<typeof orderList>;

export const customerParams = z.object({ customerId: recordId });
