import type { Localized } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { productOwned, products, productVariants } from './catalogue.ts';
import { createdAtNow, localizedName, primaryId, requiredRef } from './columns.ts';
import { admins, timestamps } from './core.ts';
import {
  collectionStatus,
  couponType,
  orderStatus,
  paymentEventType,
  paymentMethodCode,
  paymentStatus,
  returnKind,
  returnStatus,
  shippingAreaMethod,
  shippingRateMode,
} from './enums.ts';
import { addresses, salespeople, users } from './users.ts';

/** Money columns are integer minor units (pence, halalas) of the row's `currency`. */
const money = (name: string) => integer(name).notNull().default(0);

/** A delivery or billing address copied onto an order or invoice, so later edits never rewrite it. */
export interface AddressSnapshot {
  name?: string;
  company?: string;
  country: string;
  city: string;
  state?: string | null;
  address1: string;
  address2?: string | null;
  postCode?: string | null;
  phone?: string | null;
}

/** Chosen options of a cart or order line: group and choice ids with their names and prices. */
export interface ChosenOption {
  groupId: number;
  choiceId: number;
  group: Localized;
  choice: Localized;
  priceDelta: number;
}

/**
 * The server's copy of a customer's cart. The storefront keeps its cart locally (SPEC 7); it is
 * synchronised here so stock and prices are checked on the server and a cart left for a week can
 * be found (the abandoned-cart mail of SPEC 4).
 */
export const carts = pgTable(
  'carts',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** Set when a salesperson builds the cart for this customer. */
    salespersonId: integer('salesperson_id').references(() => salespeople.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The checkout's choices, kept with the cart so a reload or another device keeps them. */
    couponCode: varchar('coupon_code', { length: 40 }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    rateId: integer('rate_id').references(() => shippingRates.id, { onDelete: 'set null' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    abandonedEmailSentAt: timestamp('abandoned_email_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carts_user_unique').on(t.userId),
    // The abandoned-cart job scans carts untouched for a week whose mail is not yet sent.
    index('carts_abandoned_idx').on(t.updatedAt).where(sql`${t.abandonedEmailSentAt} is null`),
    // The admin's abandoned-carts list: carts by age, whether reminded or not.
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: primaryId(),
    cartId: requiredRef('cart_id', () => carts.id, 'cascade'),
    productId: productOwned(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    /** Product, variant and chosen choices: one line per distinct combination. */
    lineKey: varchar('line_key', { length: 300 }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_items_line_unique').on(t.cartId, t.lineKey),
    check('cart_items_qty', sql`${t.qty} >= 1`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: primaryId(),
    code: varchar('code', { length: 40 }).notNull(),
    type: couponType('type').notNull(),
    /** Percent for `percent` coupons, minor units for `fixed` ones. */
    value: integer('value').notNull(),
    minCartAmount: money('min_cart_amount'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    description: jsonb('description').$type<Localized>(),
    active: boolean('active').notNull().default(true),
    usageLimit: integer('usage_limit'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    index('coupons_window_idx').on(t.startsAt, t.endsAt),
    check('coupons_value', sql`${t.value} > 0 and (${t.type} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A point of a polygon drawn on the admin map (variants with isAdminPolygonDrawable). */
export type LatLng = [number, number];

export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: primaryId(),
    name: localizedName(),
    image: varchar('image', { length: 500 }),
    areaMethod: shippingAreaMethod('area_method').notNull().default('general'),
    polygon: jsonb('polygon').$type<LatLng[]>(),
    includedCities: jsonb('included_cities').$type<string[]>().notNull().default([]),
    excludedCities: jsonb('excluded_cities').$type<string[]>().notNull().default([]),
    rateMode: shippingRateMode('rate_mode').notNull().default('many'),
    /** VAT on the delivery charge, percent. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shipping_zones_name_en_unique').on(sql`lower(${t.name} ->> 'en')`),
    uniqueIndex('shipping_zones_name_ar_unique').on(sql`(${t.name} ->> 'ar')`),
    check('shipping_zones_tax', sql`${t.taxRate} >= 0 and ${t.taxRate} <= 100`),
  ],
);

/**
 * Rate bands of a zone by order amount, both edges inclusive (ADR 0051). The last band is the
 * open-ended one (`max_amount` null). Band order (each min above the previous max) is a rule of
 * the shared input schema (SPEC 5).
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: primaryId(),
    zoneId: requiredRef('zone_id', () => shippingZones.id, 'cascade'),
    name: localizedName(),
    minAmount: money('min_amount'),
    maxAmount: integer('max_amount'),
    charge: money('charge'),
    minDays: integer('min_days').notNull().default(1),
    maxDays: integer('max_days').notNull().default(3),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('shipping_rates_zone_idx').on(t.zoneId, t.position),
    check('shipping_rates_amounts', sql`${t.maxAmount} is null or ${t.maxAmount} > ${t.minAmount}`),
    check('shipping_rates_days', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
    check('shipping_rates_charge', sql`${t.charge} >= 0 and ${t.minAmount} >= 0`),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: primaryId(),
    code: paymentMethodCode('code').notNull(),
    name: localizedName(),
    displayName: jsonb('display_name').$type<Localized>().notNull(),
    note: jsonb('note').$type<Localized>(),
    provider: varchar('provider', { length: 60 }).notNull(),
    gateway: varchar('gateway', { length: 60 }),
    online: boolean('online').notNull().default(false),
    installment: boolean('installment').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    minLimit: money('min_limit'),
    maxLimit: integer('max_limit'),
    logo: varchar('logo', { length: 500 }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_methods_code_unique').on(t.code),
    check(
      'payment_methods_limits',
      sql`${t.minLimit} >= 0 and (${t.maxLimit} is null or ${t.maxLimit} >= ${t.minLimit})`,
    ),
  ],
);

/** The zones a payment method is offered in (payment-methods/assign-zones/{id}); none = everywhere. */
export const paymentMethodZones = pgTable(
  'payment_method_zones',
  {
    paymentMethodId: requiredRef('payment_method_id', () => paymentMethods.id, 'cascade'),
    zoneId: requiredRef('zone_id', () => shippingZones.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.zoneId] })],
);

/** The delivery method chosen at checkout, copied onto the order. */
export interface DeliverySnapshot {
  zoneId: number;
  rateId: number;
  zone: Localized;
  rate: Localized;
  minDays: number;
  maxDays: number;
}

/** Order numbers: one sequence, so two checkouts at once never take the same number. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * Orders (SPEC 3). Every amount is computed by the server at checkout and frozen here; lines
 * snapshot what was bought, so editing or deleting a product never changes an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    orderNumber: varchar('order_number', { length: 30 }).notNull(),
    status: orderStatus('status').notNull().default('pending'),
    /** Where the order's money stands (its latest payment), for the admin's filter. */
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    salespersonId: integer('salesperson_id').references(() => salespeople.id, { onDelete: 'set null' }),
    customerName: varchar('customer_name', { length: 200 }).notNull(),
    salespersonName: varchar('salesperson_name', { length: 200 }),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    paymentMethodCode: paymentMethodCode('payment_method_code').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    deliveryMethod: jsonb('delivery_method').$type<DeliverySnapshot>(),
    currency: varchar('currency', { length: 3 }).notNull(),
    uniqueItems: integer('unique_items').notNull(),
    totalQty: integer('total_qty').notNull(),
    subTotal: money('sub_total'),
    vatTotal: money('vat_total'),
    optionsTotal: money('options_total'),
    discountTotal: money('discount_total'),
    shippingCost: money('shipping_cost'),
    grandTotal: money('grand_total'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: varchar('coupon_code', { length: 40 }),
    note: text('note'),
    shipmentName: varchar('shipment_name', { length: 120 }),
    shipmentUrl: varchar('shipment_url', { length: 500 }),
    shipmentReadyAt: timestamp('shipment_ready_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** What happened after the order (returned, refunded, collected…), shown beside the status. */
    postOrderStatus: varchar('post_order_status', { length: 40 }),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** The buyer's key for this placement: the same key again answers this order (ADR 0053). */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    // The admin list's filters (ADR 0053 "Speed"): each an index ending with the grand total, so
    // the list's totals over a match are an index-only scan (Drizzle has no INCLUDE; a last key
    // column serves the same). With no filter, or by status and payment status alone, the totals
    // come from order_rollups instead.
    index('orders_status_idx').on(t.status, t.createdAt, t.grandTotal),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt, t.grandTotal),
    index('orders_user_idx').on(t.userId, t.createdAt, t.grandTotal),
    index('orders_salesperson_idx').on(t.salespersonId, t.createdAt, t.grandTotal),
    index('orders_created_idx').on(t.createdAt, t.grandTotal),
    index('orders_search_trgm_idx').using(
      'gin',
      sql`(${t.orderNumber} || ' ' || ${t.customerName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    check('orders_amounts', sql`${t.grandTotal} >= 0 and ${t.subTotal} >= 0 and ${t.vatTotal} >= 0`),
  ],
);

/**
 * The admin order list's totals by status and payment status (ADR 0053 "Speed"): how many orders
 * and their grand totals, as signed differences. Written only by the statement triggers of
 * migration 0012 on orders (an order placed adds a row; a status, payment status or total changed
 * adds the difference), never by the application, so every write path keeps them true; rows are
 * only inserted, so concurrent orders never wait on one another here. The list sums them, and
 * folds them into one row per pair when they grow (compactOrderRollups).
 */
export const orderRollups = pgTable('order_rollups', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  status: orderStatus('status').notNull(),
  paymentStatus: paymentStatus('payment_status').notNull(),
  orders: integer('orders').notNull(),
  grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<Localized>().notNull(),
    sku: varchar('sku', { length: 12 }).notNull(),
    variantCode: varchar('variant_code', { length: 40 }),
    variantOptions: jsonb('variant_options').$type<Record<string, string>>(),
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    image: varchar('image', { length: 500 }),
    unitPrice: money('unit_price'),
    optionsPrice: money('options_price'),
    qty: integer('qty').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    lineSubtotal: money('line_subtotal'),
    lineDiscount: money('line_discount'),
    lineVat: money('line_vat'),
    lineTotal: money('line_total'),
    /** Units already returned, so a line cannot be returned twice. */
    returnedQty: integer('returned_qty').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    // The dashboards' top products, categories and brands read a line without its row (ADR 0060).
    index('order_items_dashboard_idx').on(t.orderId, t.productId, t.qty, t.lineTotal),
    check('order_items_qty', sql`${t.qty} >= 1 and ${t.returnedQty} between 0 and ${t.qty}`),
  ],
);

/*
 * The admin dashboard's period figures, pre-aggregated by the order's UTC day (ADR 0060 "Speed").
 * Written only by the triggers of migration 0016 on orders and order_items, as signed differences:
 * an order placed adds its rows, a change of status, currency, day, total or line adds minus the
 * old and plus the new, a delete adds the minus. Rows are only ever inserted by writers, so two
 * placements never wait on one another here; the dashboard sums them and folds the rows of each
 * key into one (`foldDailySales`) when too many are unfolded. No key column: no row is ever
 * addressed on its own, and each index is a cost every placement pays.
 */

/** Orders and their grand totals by UTC day, status and currency: sales series, orders by status. */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day').notNull(),
    status: orderStatus('status').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    orders: integer('orders').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Written by the fold (one row per key); false for a trigger's difference not yet folded. */
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('sales_daily_read_idx').on(t.day, t.status, t.currency, t.orders, t.amount),
    index('sales_daily_unfolded_idx').on(t.day).where(sql`not ${t.folded}`),
  ],
);

/**
 * Units and line totals by UTC day, product, status and currency: the top products, and the top
 * categories and brands through the product's category and brand now. A line whose product was
 * deleted is taken out (its product_id is set null), as it counts for no one.
 */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    status: orderStatus('status').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    units: integer('units').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    // Currency first: a figure reads one currency's days, so its scan is one contiguous range.
    index('product_sales_daily_read_idx').on(t.currency, t.day, t.status, t.productId, t.units, t.amount),
    index('product_sales_daily_unfolded_idx').on(t.day).where(sql`not ${t.folded}`),
  ],
);

/** The shop's own notes on an order (the admin's order screen); never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** Every status change of an order, who made it and why: the order's audit trail. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    note: text('note'),
    actorKind: varchar('actor_kind', { length: 20 }).notNull(),
    actorId: integer('actor_id'),
    createdAt: createdAtNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: requiredRef('coupon_id', () => coupons.id, 'cascade'),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    amount: money('amount'),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.orderId] }),
    index('coupon_redemptions_user_idx').on(t.userId),
  ],
);

/**
 * A payment with its provider (card) or recorded by an admin (cash, transfer, cheque). A card
 * payment is one attempt: a retry is a new row. `token` is the secret of its result page
 * (`/success/{token}`); the provider's references name what it created (`provider_ref`: Stripe's
 * Checkout Session, Tap's authorisation), what is captured, cancelled or refunded
 * (`provider_payment_ref`: the PaymentIntent) and the capture itself (`provider_capture_ref`:
 * Tap's charge). ADR 0052.
 */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    method: paymentMethodCode('method').notNull(),
    provider: varchar('provider', { length: 60 }).notNull(),
    token: varchar('token', { length: 64 }).notNull(),
    providerRef: varchar('provider_ref', { length: 200 }),
    providerPaymentRef: varchar('provider_payment_ref', { length: 200 }),
    providerCaptureRef: varchar('provider_capture_ref', { length: 200 }),
    status: paymentStatus('status').notNull().default('pending'),
    amount: money('amount'),
    capturedAmount: money('captured_amount'),
    refundedAmount: money('refunded_amount'),
    fees: money('fees'),
    currency: varchar('currency', { length: 3 }).notNull(),
    failureReason: varchar('failure_reason', { length: 500 }),
    /** An offline payment's reference (transfer reference, cheque number) and the admin's note. */
    reference: varchar('reference', { length: 120 }),
    note: text('note'),
    recordedByAdminId: integer('recorded_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_token_unique').on(t.token),
    uniqueIndex('payments_provider_ref_unique')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    index('payments_provider_payment_ref_idx')
      .on(t.provider, t.providerPaymentRef)
      .where(sql`${t.providerPaymentRef} is not null`),
    index('payments_status_idx').on(t.status, t.createdAt),
    check(
      'payments_amounts',
      sql`${t.amount} > 0 and ${t.capturedAmount} between 0 and ${t.amount} and ${t.refundedAmount} between 0 and ${t.capturedAmount}`,
    ),
  ],
);

/**
 * Every payment event (the settings tab "transactions", SPEC 2): an attempt, an authorisation, a
 * capture, a cancel, a failure, a refund, money recorded by hand. Written in the transaction that
 * changes the payment (modules/payments/payment-events.ts), one row per change; never updated.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: primaryId(),
    paymentId: requiredRef('payment_id', () => payments.id, 'cascade'),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    type: paymentEventType('type').notNull(),
    provider: varchar('provider', { length: 60 }).notNull(),
    method: paymentMethodCode('method').notNull(),
    /** The payment's status after the event. */
    status: paymentStatus('status').notNull(),
    /** What the event moved (a refund: that refund), minor units of `currency`. */
    amount: money('amount'),
    currency: varchar('currency', { length: 3 }).notNull(),
    reference: varchar('reference', { length: 200 }),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('payment_transactions_created_idx').on(t.createdAt, t.id),
    index('payment_transactions_payment_idx').on(t.paymentId, t.id),
    index('payment_transactions_order_idx').on(t.orderId),
    index('payment_transactions_type_idx').on(t.type, t.createdAt),
  ],
);

/**
 * Each refund of a payment, under its idempotency key (ADR 0057): a caller that retries with the
 * same key (an approved return whose save failed after the provider refunded) finds the refund
 * here and is not counted twice on the payment's `refunded_amount`.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: primaryId(),
    paymentId: requiredRef('payment_id', () => payments.id, 'cascade'),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    amount: money('amount'),
    createdAt: createdAtNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_key_unique').on(t.idempotencyKey),
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount', sql`${t.amount} > 0`),
  ],
);

/** Provider webhook events, kept so a redelivered event is processed once. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: primaryId(),
    provider: varchar('provider', { length: 60 }).notNull(),
    eventId: varchar('event_id', { length: 200 }).notNull(),
    type: varchar('type', { length: 120 }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [uniqueIndex('webhook_events_unique').on(t.provider, t.eventId)],
);

/** An invoice line as printed. */
export interface InvoiceLine {
  title: Localized;
  sku: string;
  qty: number;
  /** Ex VAT, options included. */
  unitPrice: number;
  discount: number;
  /** qty × unitPrice − discount, ex VAT. */
  net: number;
  vat: number;
  /** net + vat. */
  total: number;
  taxRate: number;
}

/** The supplier on an invoice as it stood when the invoice was made (ZATCA and HMRC fields). */
export interface InvoiceSeller {
  name: Localized;
  vatNumber: string;
  commercialRecordNumber: string;
  email: string;
  phone: string;
  bankName: Localized;
  iban: string;
}

/**
 * Gapless document numbers (invoices): one row per series, its `value` the last number given. A
 * number is taken by incrementing the row inside the transaction that uses it, so the row stays
 * locked until that transaction ends and a rollback gives the number back (a sequence would
 * not: ADR 0056).
 */
export const documentCounters = pgTable('document_counters', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * Invoices (SPEC 3). Editable until printed: `printed_at` commits it and the service refuses any
 * edit after that (SPEC 4, 8). Bank details are copied from the settings when it is created.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    address: text('address').notNull(),
    companyAddress: text('company_address').notNull(),
    billTo: jsonb('bill_to').$type<AddressSnapshot>().notNull(),
    deliverTo: jsonb('deliver_to').$type<AddressSnapshot>().notNull(),
    items: jsonb('items').$type<InvoiceLine[]>().notNull(),
    totalDiscount: money('total_discount'),
    subtotal: money('subtotal'),
    vatTotal: money('vat_total'),
    total: money('total'),
    currency: varchar('currency', { length: 3 }).notNull(),
    note: text('note'),
    /** The customer's language when invoiced: the print and the PDF are in it. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    bankAccountName: varchar('bank_account_name', { length: 120 }),
    bankAccountNumber: varchar('bank_account_number', { length: 40 }),
    bankSortCode: varchar('bank_sort_code', { length: 20 }),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.invoiceNumber),
    // One invoice per order.
    uniqueIndex('invoices_order_unique').on(t.orderId),
    index('invoices_date_idx').on(t.invoiceDate),
    index('invoices_printed_idx').on(t.printedAt),
    index('invoices_created_idx').on(t.createdAt),
  ],
);

/** Return numbers: one sequence, so two requests at once never take the same number. */
export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 1001 });

/**
 * Refunds and returns (SPEC 3, statuses of SPEC 4, moves in packages/shared/src/checkout/
 * return-status.ts; ADR 0057), filed by the customer, its salesperson or an admin on its behalf.
 * `refund_total` is what the lines are worth (their share of each line's total); `refunded_amount`
 * what actually went back when it was approved (through the card provider, or by hand).
 */
export const returns = pgTable(
  'returns',
  {
    id: primaryId(),
    returnNumber: varchar('return_number', { length: 30 }).notNull(),
    kind: returnKind('kind').notNull().default('refund'),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    salespersonId: integer('salesperson_id').references(() => salespeople.id, { onDelete: 'set null' }),
    /** Who filed it: `customer`, `salesperson` or `admin` (on the customer's behalf). */
    filedBy: varchar('filed_by', { length: 20 }).notNull().default('customer'),
    filedByAdminId: integer('filed_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    refundTotal: money('refund_total'),
    refundedAmount: money('refunded_amount'),
    /** The order's payment the approval refunded (null when the money went back by hand). */
    refundPaymentId: integer('refund_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    orderNote: text('order_note'),
    adminNote: text('admin_note'),
    status: returnStatus('status').notNull().default('init'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAdminId: integer('decided_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** Set once, when the admin puts the returned units back on the shelf. */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    restockedByAdminId: integer('restocked_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('returns_number_unique').on(t.returnNumber),
    index('returns_status_idx').on(t.status, t.createdAt),
    index('returns_order_idx').on(t.orderId),
    index('returns_user_idx').on(t.userId, t.createdAt),
    index('returns_salesperson_idx').on(t.salespersonId, t.createdAt),
    index('returns_created_idx').on(t.createdAt),
    check('returns_amounts', sql`${t.refundTotal} >= 0 and ${t.refundedAmount} >= 0`),
    check('returns_filed_by', sql`${t.filedBy} in ('customer', 'salesperson', 'admin')`),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: primaryId(),
    returnId: requiredRef('return_id', () => returns.id, 'cascade'),
    orderItemId: requiredRef('order_item_id', () => orderItems.id, 'restrict'),
    qty: integer('qty').notNull(),
    amount: money('amount'),
  },
  (t) => [
    uniqueIndex('return_items_line_unique').on(t.returnId, t.orderItemId),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_qty', sql`${t.qty} >= 1`),
  ],
);

/**
 * Money a salesperson collected from its customer against an order, or one of the order's
 * invoices (SPEC 3 names collections without fields; ADR 0057 designs them). Recorded by the
 * salesperson; an admin confirms it (it becomes an offline payment of the order, `payment_id`) or
 * rejects it with a note.
 */
export const collections = pgTable(
  'collections',
  {
    id: primaryId(),
    salespersonId: requiredRef('salesperson_id', () => salespeople.id, 'restrict'),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    method: paymentMethodCode('method').notNull(),
    collectedOn: date('collected_on', { mode: 'string' }).notNull(),
    reference: varchar('reference', { length: 120 }),
    note: text('note'),
    status: collectionStatus('status').notNull().default('recorded'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByAdminId: integer('reviewed_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('collections_salesperson_idx').on(t.salespersonId, t.status, t.createdAt),
    index('collections_user_idx').on(t.userId),
    index('collections_order_idx').on(t.orderId, t.status),
    index('collections_status_idx').on(t.status, t.createdAt),
    check('collections_amount', sql`${t.amount} > 0`),
    check('collections_method', sql`${t.method} <> 'card'`),
  ],
);
