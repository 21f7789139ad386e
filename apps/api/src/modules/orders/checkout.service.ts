import {
  type CartProblem,
  type CheckoutPaymentMethod,
  type CheckoutQuote,
  checkBuyer,
  type DeliveryOption,
  type ErrorKey,
  formatMoney,
  type Localized,
  type OrderStatus,
  type OrderTotals,
  orderAmountsOf,
  orderTotals,
  type PlacedOrder,
  pickLocalized,
} from '@shop/shared';
import { and, count, eq, gt, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { namedStatement, preparedOn } from '../../db/prepared.ts';
import {
  type AddressSnapshot,
  authTokens,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orderItems,
  orderStatusHistory,
  orders,
  paymentMethods,
  paymentMethodZones,
  products,
  productVariants,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { type BearerToken, tokenCheckColumns } from '../auth/tokens.ts';
import { mailDefaults, queueMailSql } from '../mail/mail-queue.ts';
import { unitsByRow } from '../products/stock.ts';
import { addressBookCandidatesJson, type CandidateRow, deliveryOptionsFrom } from '../shipping/delivery.ts';
import {
  type AddressRow,
  type Buyer,
  type BuyerRef,
  buyerColumns,
  buyerFilter,
  buyerFrom,
  buyerParams,
  cartBuyerOf,
  loadBuyer,
} from './buyer.ts';
import {
  type CartLine,
  cartLines,
  cartOf,
  cartRecordOf,
  type OrderingContext,
  resolveCartLines,
  setCartCoupon,
} from './cart.service.ts';
import { cartCatalogueOf, cartItemsJson, cartLinesJson, lineName, variantLabel } from './catalogue-lines.ts';
import { orderMailVariables, orderStatusMail } from './order-mail.ts';

/*
 * The checkout (docs/api/ordering.md, ADR 0053): the quote of the cart with the buyer's choices,
 * and the order placed from it in one transaction. Both are computed here from the database and
 * the shared money rule (`orderTotals`); nothing the client sent but ids and a key is read.
 */

type CartRow = typeof carts.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;

/** The coupon's rule (SPEC 5): active, within its dates, the minimum met, uses left. */
async function couponApplies(db: DbOrTx, coupon: CouponRow, goods: number): Promise<boolean> {
  const now = Date.now();
  if (!coupon.active || coupon.startsAt.getTime() > now || coupon.endsAt.getTime() <= now) return false;
  if (goods < coupon.minCartAmount) return false;
  if (coupon.usageLimit !== null) {
    const [used] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    if ((used?.n ?? 0) >= coupon.usageLimit) return false;
  }
  return true;
}

async function couponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
  return row;
}

/** The goods of priced lines: Σ (unit + options) × quantity. */
const goodsOf = (lines: CartLine[]) =>
  lines.reduce((sum, l) => sum + ((l.resolved.unitPrice ?? 0) + l.resolved.optionsPrice) * l.row.qty, 0);

/** POST cart/coupon: SPEC 8 "Coupon Code Already Applied" / "… Isn't Applicable …". */
export async function applyCoupon(ctx: OrderingContext, buyer: Buyer, code: string) {
  const cart = await cartOf(ctx.db, buyer);
  if (cart.couponCode && cart.couponCode.toUpperCase() === code.toUpperCase()) {
    throw new AppError(409, 'couponAlreadyApplied');
  }
  const coupon = await couponByCode(ctx.db, code);
  const lines = await cartLines(ctx, ctx.db, cart.id);
  if (!coupon || !(await couponApplies(ctx.db, coupon, goodsOf(lines)))) {
    throw new AppError(422, 'couponNotApplicable');
  }
  return setCartCoupon(ctx, buyer, coupon.code);
}

const snapshotOf = (address: AddressRow, buyer: Buyer): AddressSnapshot => ({
  name: buyer.customer.name,
  company: buyer.customer.companyName,
  country: address.country,
  city: address.city,
  state: address.state,
  address1: address.address1,
  address2: address.address2,
  postCode: address.postCode,
  phone: buyer.customer.phone,
});

const complete = (a: AddressRow) => [a.country, a.city, a.address1].every((f) => f.trim() !== '');

/** Everything the quote and the order need, read once inside the caller's transaction or not. */
interface Checkout {
  cart: CartRow;
  lines: CartLine[];
  address: AddressRow | null;
  coupon: CouponRow | null;
  options: DeliveryOption[];
  delivery: DeliveryOption | null;
  methods: (CheckoutPaymentMethod & { provider: string })[];
  method: (CheckoutPaymentMethod & { provider: string }) | null;
  totals: OrderTotals;
  problems: CartProblem[];
}

const problem = (code: ErrorKey, params?: Record<string, string | number>): CartProblem =>
  params ? { code, params } : { code };

/** What the checkout reads of the cart and the shop in the cart's statement (`checkoutColumns`). */
interface CheckoutRead {
  lines: CartLine[];
  methods: MethodRow[];
  /** Each of the buyer's addresses' delivery candidates, by address id. */
  delivery: Record<string, CandidateRow[]>;
}

/** An enabled payment method as the checkout reads it, with the zones it is assigned to. */
interface MethodRow {
  id: number;
  code: CheckoutPaymentMethod['code'];
  name: Localized;
  displayName: Localized;
  note: Localized | null;
  provider: string;
  online: boolean;
  installment: boolean;
  minLimit: number;
  maxLimit: number | null;
  logo: string | null;
  zones: number[];
}

/**
 * The columns one statement reads for the checkout of cart `cartId` (a value or a column): its
 * lines, their catalogue rows, the enabled payment methods in the admin's order, and the delivery
 * candidates of each address in customer `customerId`'s book (the cart names one; the amount picks
 * the band).
 */
const checkoutColumns = (cartId: SQL, customerId: SQLWrapper) => ({
  delivery: addressBookCandidatesJson(customerId),
  lines: cartLinesJson(cartId),
  items: cartItemsJson(cartId),
  methods: sql<MethodRow[]>`coalesce((select json_agg(json_build_object(
      'id', m.id, 'code', m.code, 'name', m.name, 'displayName', m.display_name, 'note', m.note,
      'provider', m.provider, 'online', m.online, 'installment', m.installment,
      'minLimit', m.min_limit, 'maxLimit', m.max_limit, 'logo', m.logo,
      'zones', coalesce((select array_agg(z.zone_id) from ${paymentMethodZones} z where z.payment_method_id = m.id), '{}'))
      order by m.position, m.id)
    from ${paymentMethods} m where m.enabled), '[]'::json)`,
});

type CheckoutColumns = ReturnType<typeof checkoutColumns>;
type CheckoutRow = { [K in keyof CheckoutColumns]: CheckoutColumns[K]['_']['type'] };

const NOTHING_READ: CheckoutRow = { delivery: {}, lines: [], items: [], methods: [] };

const checkoutReadOf = (ctx: OrderingContext, row: CheckoutRow): CheckoutRead => ({
  lines: resolveCartLines(ctx, cartCatalogueOf(row)),
  methods: row.methods,
  delivery: row.delivery,
});

// The checkout's read of a cart on its own (the cart row read before it): in the placement's
// transaction, after the cart's lock. Built once (db/prepared.ts).
const checkoutRead = namedStatement<CheckoutRow>('checkout_read', () => {
  const read = checkoutColumns(
    sql`${sql.placeholder('cartId')}::int`,
    sql`${sql.placeholder('customerId')}::int`,
  );
  return sql`select ${read.delivery} as delivery, ${read.lines} as lines, ${read.items} as items,
    ${read.methods} as methods`;
});

async function readCheckoutColumns(ctx: OrderingContext, db: DbOrTx, buyer: Buyer, cartId: number) {
  const [row] = await checkoutRead(db, { cartId, customerId: buyer.customerId });
  return checkoutReadOf(ctx, row ?? NOTHING_READ);
}

async function readCheckout(
  ctx: OrderingContext,
  db: DbOrTx,
  buyer: Buyer,
  cart: CartRow,
  read: CheckoutRead,
): Promise<Checkout> {
  const problems: CartProblem[] = [];
  const who = checkBuyer(cartBuyerOf(buyer));
  if (who) problems.push(problem(who.code, who.params));
  if (!buyer.customer.pricesVisible) problems.push(problem('orderPricesHidden'));

  const { lines } = read;
  if (lines.length === 0) problems.push(problem('cartEmpty'));
  for (const line of lines) if (line.problem) problems.push(line.problem);

  const own = buyer.addresses;
  const address = own.find((a) => a.id === cart.addressId) ?? own.find((a) => a.isDefault) ?? own[0] ?? null;
  if (address && !complete(address) && !who) problems.push(problem('addressIncomplete'));

  const goods = goodsOf(lines);
  let coupon: CouponRow | null = null;
  if (cart.couponCode) {
    const found = await couponByCode(db, cart.couponCode);
    if (found && (await couponApplies(db, found, goods))) coupon = found;
    else problems.push(problem('couponNotApplicable'));
  }
  const priced = lines.map((l) => ({
    unitPrice: l.resolved.unitPrice ?? 0,
    optionsPrice: l.resolved.optionsPrice,
    quantity: l.row.qty,
    taxRate: l.resolved.item.taxRate,
  }));
  const goodsTotals = orderTotals(priced, coupon, null);
  // The rate band is picked by the goods after the discount, before VAT.
  const bandAmount = goodsTotals.subTotal + goodsTotals.optionsTotal - goodsTotals.discountTotal;
  const options =
    address && complete(address)
      ? deliveryOptionsFrom(read.delivery[String(address.id)] ?? [], { address, orderAmount: bandAmount })
      : [];
  const delivery = options.find((o) => o.rateId === cart.rateId) ?? null;
  if (address && complete(address) && lines.length > 0) {
    if (options.length === 0) problems.push(problem('deliveryUnavailable'));
    else if (!delivery) problems.push(problem('deliveryMethodRequired'));
  }
  const totals = orderTotals(
    priced,
    coupon,
    delivery ? { charge: delivery.charge, taxRate: delivery.taxRate } : null,
  );

  const methods = paymentMethodsFor(ctx, read.methods, delivery?.zoneId ?? null, totals.grandTotal);
  const method = methods.find((m) => m.id === cart.paymentMethodId) ?? null;
  if (lines.length > 0) {
    if (!method) problems.push(problem('paymentMethodRequired'));
    else if (!method.available) problems.push(method.problem ?? problem('paymentMethodUnavailable'));
  }
  return { cart, lines, address, coupon, options, delivery, methods, method, totals, problems };
}

/** The enabled methods offered in the zone (no zones assigned: everywhere), each within its limits or not. */
function paymentMethodsFor(ctx: OrderingContext, rows: MethodRow[], zoneId: number | null, total: number) {
  return rows
    .filter(({ zones }) => zones.length === 0 || zoneId === null || zones.includes(zoneId))
    .map((method) => {
      const money = (minor: number) => formatMoney(minor, ctx.currency, ctx.lang);
      const below = total < method.minLimit;
      const above = method.maxLimit !== null && total > method.maxLimit;
      return {
        id: method.id,
        code: method.code,
        name: pickLocalized(method.displayName, ctx.lang) || pickLocalized(method.name, ctx.lang),
        note: pickLocalized(method.note, ctx.lang),
        logo: method.logo,
        online: method.online,
        installment: method.installment,
        available: !below && !above,
        problem: below
          ? problem('paymentMethodBelowMin', { min: money(method.minLimit) })
          : above
            ? problem('paymentMethodAboveMax', { max: money(method.maxLimit ?? 0) })
            : null,
        testMode: method.code === 'card' && ctx.cardTestMode,
        provider: method.provider,
      };
    });
}

// The quote's one statement (ADR 0053 "Fifth pass"): the caller's token row, checked here rather
// than in a statement of its own before; for a live one the buyer as `loadBuyer` reads it (a
// customer's token names the customer, a salesperson's names the salesperson and the path names
// the customer), its cart (left join: a customer with no cart yet still gets its buyer, and one
// cart is made as before), the cart's lines with their catalogue rows, the payment methods and
// the delivery candidates. Built once (db/prepared.ts).
const quoteCustomerId = sql`(case when ${authTokens.kind} = 'user' then ${authTokens.subjectId}
  else ${sql.placeholder('customerId')}::int end)`;
const quoteRead = preparedOn((db) =>
  db
    .select({
      token: tokenCheckColumns,
      ...buyerColumns(
        users.id,
        sql`(case when ${authTokens.kind} = 'salesperson' then ${authTokens.subjectId} end)`,
      ),
      cart: carts,
      ...checkoutColumns(sql`${carts.id}`, users.id),
    })
    .from(authTokens)
    .leftJoin(
      users,
      and(
        eq(users.id, quoteCustomerId),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .leftJoin(carts, eq(carts.userId, users.id))
    .where(
      and(eq(authTokens.tokenHash, sql.placeholder('hash')), eq(authTokens.kind, sql.placeholder('kind'))),
    )
    .limit(1)
    .prepare('checkout_quote'),
);

/** The quote statement's row: the token's (none: no such token), and the rest for a live token. */
export type QuoteRow = Awaited<ReturnType<ReturnType<typeof quoteRead>['execute']>>[number];

/**
 * Runs the quote's statement for the request's bearer token, at `now`;
 * `customerId` is the customer a salesperson's path names (ignored for a customer's token).
 */
export async function readQuote(
  db: Db,
  token: BearerToken,
  customerId: number | null,
  now: Date,
): Promise<QuoteRow | undefined> {
  const [row] = await quoteRead(db).execute({ hash: token.hash, kind: token.kind, customerId, now });
  return row;
}

/** GET cart/quote, for the buyer `ref` names, from the row of `readQuote` its token was admitted by. */
export async function quoteCart(
  ctx: OrderingContext,
  ref: BuyerRef,
  found: QuoteRow,
): Promise<CheckoutQuote> {
  const { user, addresses, salespersonName } = found;
  const buyer = buyerFrom(ref, user ? { user, addresses, salespersonName } : undefined);
  const cart = found.cart ?? (await cartOf(ctx.db, buyer));
  const read =
    found.cart != null ? checkoutReadOf(ctx, found) : await readCheckoutColumns(ctx, ctx.db, buyer, cart.id);
  const checkout = await readCheckout(ctx, ctx.db, buyer, cart, read);
  const record = await cartRecordOf(ctx, ctx.db, buyer, cart, checkout.lines);
  const visible = buyer.customer.pricesVisible;
  const { totals } = checkout;
  return {
    lines: record.items.map((item, i) => {
      const t = totals.lines[i];
      return {
        ...item,
        taxRate: t?.taxRate ?? 0,
        lineSubtotal: visible ? (t?.lineSubtotal ?? 0) : 0,
        lineDiscount: visible ? (t?.lineDiscount ?? 0) : 0,
        lineVat: visible ? (t?.lineVat ?? 0) : 0,
        lineTotal: visible ? (t?.lineTotal ?? 0) : 0,
      };
    }),
    totals: visible
      ? {
          subTotal: totals.subTotal,
          optionsTotal: totals.optionsTotal,
          discountTotal: totals.discountTotal,
          vatTotal: totals.vatTotal,
          shippingCost: totals.shippingCost,
          shippingVat: totals.shippingVat,
          grandTotal: totals.grandTotal,
        }
      : {
          subTotal: 0,
          optionsTotal: 0,
          discountTotal: 0,
          vatTotal: 0,
          shippingCost: 0,
          shippingVat: 0,
          grandTotal: 0,
        },
    currency: ctx.currency,
    totalItems: record.totalItems,
    totalUniqueItems: record.totalUniqueItems,
    addresses: buyer.addresses.map(({ userId: _owner, ...address }) => address),
    deliveryOptions: checkout.options.map((o) => ({
      zoneId: o.zoneId,
      rateId: o.rateId,
      zone: pickLocalized(o.zone, ctx.lang),
      rate: pickLocalized(o.rate, ctx.lang),
      charge: o.charge,
      taxRate: o.taxRate,
      minDays: o.minDays,
      maxDays: o.maxDays,
    })),
    paymentMethods: checkout.methods.map(({ provider: _provider, ...m }) => m),
    choices: {
      addressId: checkout.address?.id ?? null,
      rateId: checkout.delivery?.rateId ?? null,
      paymentMethodId: checkout.method?.id ?? null,
      note: cart.note,
    },
    coupon: checkout.coupon ? { code: checkout.coupon.code, discount: totals.discountTotal } : null,
    problems: checkout.problems,
  };
}

// ---------------------------------------------------------------------------------------------
// Placing the order
// ---------------------------------------------------------------------------------------------

/** What the order transaction hands back, and what the card payment needs after the commit. */
export interface PlacementResult {
  placed: PlacedOrder;
  /** Set for a card order: the payment attempt to start once the order is committed. */
  cardPaymentId: number | null;
  /** True when the key named an order placed before: nothing new was written. */
  replay: boolean;
}

/** Hook for the card payment: inserts the attempt inside the order's transaction. */
export type CreatePaymentAttempt = (
  tx: Tx,
  input: { orderId: number; amount: number; currency: string; method: 'card' },
) => Promise<{ id: number; token: string }>;

const STATUS_OF_REFUSAL: Partial<Record<string, number>> = { unauthenticated: 401, validation: 422 };

/** The order a key already made, as a column of another statement (json, or null). */
const existingOrderOf = (customerId: number, key: string) =>
  sql<ReplayRow | null>`(select json_build_object('id', o.id, 'orderNumber', o.order_number, 'status', o.status,
      'grandTotal', o.grand_total, 'currency', o.currency)
    from ${orders} o where o.user_id = ${customerId} and o.idempotency_key = ${key})`;

type ReplayRow = PlacedOrder['order'];

function replayOf(row: ReplayRow | null): PlacementResult | null {
  if (!row) return null;
  return { placed: { order: row, payment: null }, cardPaymentId: null, replay: true };
}

async function existingOrder(db: DbOrTx, customerId: number, key: string): Promise<PlacementResult | null> {
  const [row] = await db.select({ again: existingOrderOf(customerId, key) }).from(sql`(select 1) as one`);
  return replayOf(row?.again ?? null);
}

/**
 * What a placement takes from stock (modules/products/stock.ts): each variant's units and each
 * product's, ids ascending, with the line to name when a row's units are short.
 */
function stockChangesOf(lines: CartLine[]) {
  const units = unitsByRow(
    lines.map((l) => ({
      productId: l.row.productId,
      variantId: l.resolved.variant?.id ?? null,
      qty: l.row.qty,
    })),
  );
  const lineOfVariant = new Map(lines.map((l) => [l.resolved.variant?.id, l]));
  // A product sold without variants: its own stock is the condition.
  const simpleLine = new Map(lines.filter((l) => !l.resolved.variant).map((l) => [l.row.productId, l]));
  return {
    shortLine: (taken: { variants: Set<number>; products: Set<number> }) => {
      const variant = units.variants.find(([id]) => !taken.variants.has(id));
      if (variant) return lineOfVariant.get(variant[0]);
      const product = units.products.find(([id]) => simpleLine.has(id) && !taken.products.has(id));
      return product && simpleLine.get(product[0]);
    },
    values: {
      variantIds: units.variants.map(([id]) => id),
      variantQtys: units.variants.map(([, qty]) => qty),
      productIds: units.products.map(([id]) => id),
      productQtys: units.products.map(([, qty]) => qty),
      productSimple: units.products.map(([id]) => simpleLine.has(id)),
    },
  };
}

/** The order's columns the placement sets from values (the number comes from its sequence). */
const ORDER_VALUES = [
  'status',
  'userId',
  'salespersonId',
  'customerName',
  'salespersonName',
  'email',
  'phone',
  'paymentMethodId',
  'paymentMethodCode',
  'deliveryAddress',
  'deliveryMethod',
  'currency',
  'uniqueItems',
  'totalQty',
  'subTotal',
  'vatTotal',
  'optionsTotal',
  'discountTotal',
  'shippingCost',
  'grandTotal',
  'couponId',
  'couponCode',
  'note',
  'language',
  'idempotencyKey',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];
type OrderValues = Required<Pick<typeof orders.$inferInsert, (typeof ORDER_VALUES)[number]>>;

/** An order line as the placement statement reads it (`jsonb_to_record` below). */
type LineValues = {
  product_id: number;
  variant_id: number | null;
  title: Localized;
  sku: string;
  variant_code: string | null;
  variant_options: Localized | null;
  options: unknown;
  image: string | null;
  unit_price: number;
  options_price: number;
  qty: number;
  tax_rate: number;
  line_subtotal: number;
  line_discount: number;
  line_vat: number;
  line_total: number;
};

/** A value of the order's column `key`, cast to the column's type (a bounded text stays bounded). */
const orderValue = (key: (typeof ORDER_VALUES)[number]) => {
  const column = orders[key];
  const type = column.getSQLType().replace(/^varchar\(\d+\)$/, 'text');
  return sql`${sql.param(sql.placeholder(key), column)}::${sql.raw(type)}`;
};

/**
 * The placement's one statement (ADR 0053 "Fourth pass"): it reserves the lines' units and, if
 * every one was there, writes the order, its lines and history, the coupon's use, empties the cart
 * and queues the order's mail. Data-modifying CTEs: all or nothing, the lines' foreign key
 * checked at its end. Built once; a round trip and the SQL's building were the dearest parts of a
 * placement.
 *
 * Stock: two conditional updates, variants then products, each locking its rows in id order first
 * (the `for update` subquery), so two placements never deadlock. The executor runs `v` to its end
 * when `ok` reads it, before `p`; every placement runs this one statement, so all lock in the same
 * order. A product sold in variants counts their stock (db/schema/catalogue.ts): it follows them,
 * unconditionally; a simple product's own stock is the condition. When a line's units are short,
 * `o` writes nothing, nor does anything after it, and the statement answers which rows it took,
 * so the caller names the first line short and rolls the rest back.
 */
const placeStatement = namedStatement<{
  id: number | null;
  orderNumber: string | null;
  variants: number[];
  products: number[];
}>('order_place', () => {
  const ph = sql.placeholder;
  const ints = (name: string) => sql`${ph(name)}::int[]`;
  const o = sql`(select id from o)`;
  const mail = queueMailSql({
    to: sql`(select ${ph('mailTo')}::text from o)`,
    event: sql`${ph('mailEvent')}`,
    lang: sql`${ph('mailLang')}`,
    variables: orderMailVariables(sql`${ph('mailKnown')}`, {
      id: o,
      number: sql`(select order_number from o)`,
    }),
    essential: sql`${ph('mailEssential')}`,
    enabledByDefault: sql`${ph('mailByDefault')}`,
  });
  return sql`
    with v as (
      update ${productVariants} v set qty = v.qty - d.qty
      from unnest(${ints('variantIds')}, ${ints('variantQtys')}) as d(id, qty)
      where v.id = d.id
        and v.id in (select l.id from ${productVariants} l where l.id = any(${ints('variantIds')}) order by l.id for update)
        and v.qty >= d.qty and v.status = 'available'
      returning v.id),
    p as (
      update ${products} p
      set qty = case when d.simple then p.qty - d.qty else greatest(p.qty - d.qty, 0) end
      from unnest(${ints('productIds')}, ${ints('productQtys')}, ${ph('productSimple')}::boolean[]) as d(id, qty, simple)
      where p.id = d.id
        and p.id in (select l.id from ${products} l where l.id = any(${ints('productIds')}) order by l.id for update)
        and (not d.simple or (p.qty >= d.qty and p.status = 'available'))
      returning p.id),
    ok as (
      select (select count(*) from v) = cardinality(${ints('variantIds')})
        and (select count(*) from p) = cardinality(${ints('productIds')}) as ok),
    o as (
      insert into ${orders} (order_number, ${sql.join(
        ORDER_VALUES.map((key) => sql.identifier(orders[key].name)),
        sql`, `,
      )})
      select to_char(now(), 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
        ${sql.join(ORDER_VALUES.map(orderValue), sql`, `)}
      from ok where ok.ok
      returning id, order_number, status, user_id, coupon_id, discount_total),
    l as (
      insert into ${orderItems} (order_id, product_id, variant_id, title, sku, variant_code, variant_options,
        options, image, unit_price, options_price, qty, tax_rate, line_subtotal, line_discount, line_vat, line_total)
      select o.id, x.product_id, x.variant_id, x.title, x.sku, x.variant_code, x.variant_options,
        x.options, x.image, x.unit_price, x.options_price, x.qty, x.tax_rate, x.line_subtotal, x.line_discount,
        x.line_vat, x.line_total
      from o
      cross join jsonb_array_elements(${ph('lines')}::jsonb) with ordinality as e(line, n)
      cross join lateral jsonb_to_record(e.line) as x(product_id int, variant_id int, title jsonb, sku text,
        variant_code text, variant_options jsonb, options jsonb, image text, unit_price int, options_price int,
        qty int, tax_rate numeric, line_subtotal int, line_discount int, line_vat int, line_total int)
      order by e.n),
    h as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status, actor_kind, actor_id)
      select o.id, null, o.status, ${ph('actorKind')}::text, ${ph('actorId')}::int from o),
    r as (
      insert into ${couponRedemptions} (coupon_id, order_id, user_id, amount)
      select o.coupon_id, o.id, o.user_id, o.discount_total from o where o.coupon_id is not null),
    e as (
      delete from ${cartItems} where cart_id = ${ph('cartId')}::int and exists (select from o)),
    c as (
      update ${carts} set coupon_code = null, rate_id = null, note = null, metadata = '{}', updated_at = now()
      where id = ${ph('cartId')}::int and exists (select from o)),
    m as (${mail})
    select (select id from o) as id, (select order_number from o) as "orderNumber",
      coalesce((select array_agg(id) from v), '{}') as variants,
      coalesce((select array_agg(id) from p), '{}') as products`;
});

async function refuseStock(ctx: OrderingContext, tx: Tx, line: CartLine): Promise<never> {
  const variantId = line.resolved.variant?.id;
  const [now] = variantId
    ? await tx
        .select({ qty: productVariants.qty })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
    : await tx.select({ qty: products.qty }).from(products).where(eq(products.id, line.row.productId));
  throw new AppError(409, 'notEnoughProduct', {
    item: lineName(line.resolved, ctx.lang),
    max: Math.max(0, now?.qty ?? 0),
  });
}

/**
 * POST orders: one transaction re-checks everything, reserves the stock with conditional updates,
 * numbers the order, copies its lines, records the coupon and empties the cart. The idempotency
 * key makes a double submit one order: the second request answers the first's order.
 */
export async function placeOrder(
  ctx: OrderingContext,
  ref: BuyerRef,
  key: string,
  createPaymentAttempt: CreatePaymentAttempt,
): Promise<PlacementResult> {
  const params = buyerParams(ref);
  try {
    return await ctx.db.transaction(async (tx) => {
      // The cart row lock serialises two placements of one cart (a double click with two keys);
      // the buyer (as `loadBuyer` reads it) and the order the key already made are read in the
      // same statement. (Its snapshot predates the lock: an order committed while this waited is
      // found by the lines' read, which then sees the cart emptied, and the catch below answers it.)
      // It also sets the transaction's later statements on their generic plans: PostgreSQL would
      // plan `order_place` afresh for each placement (its arrays' lengths make each custom plan
      // look cheaper), which cost more than running it (ADR 0053 "Fourth pass").
      const [locked] = await tx
        .select({
          ...buyerColumns(),
          cart: carts,
          again: existingOrderOf(params.customerId, key),
          generic: sql`set_config('plan_cache_mode', 'force_generic_plan', true)`,
        })
        .from(carts)
        .innerJoin(users, eq(users.id, carts.userId))
        .where(buyerFilter())
        .for('update', { of: carts })
        .prepare('order_lock')
        .execute(params);
      if (!locked) {
        // No cart: the buyer (or the same 404 as no customer) and the key decide the answer.
        await loadBuyer(ctx.db, ref);
        const again = await existingOrder(tx, params.customerId, key);
        if (again) return again;
        throw new AppError(409, 'cartEmpty');
      }
      const buyer = buyerFrom(ref, locked);
      const again = replayOf(locked.again);
      if (again) return again;
      const { cart } = locked;
      // Read after the lock, so a placement that waited sees what the one before it left.
      const read = await readCheckoutColumns(ctx, tx, buyer, cart.id);
      const checkout = await readCheckout(ctx, tx, buyer, cart, read);
      const first = checkout.problems[0];
      if (first) {
        const code = first.code as ErrorKey;
        throw new AppError(STATUS_OF_REFUSAL[code] ?? 409, code, first.params);
      }
      const { lines, totals, address, delivery, method, coupon } = checkout;
      if (!address || !delivery || !method) throw new AppError(409, 'cartChanged');
      const status: OrderStatus = method.code === 'card' ? 'payment-pending' : 'pending';
      const stock = stockChangesOf(lines);
      const order: OrderValues = {
        status,
        userId: buyer.customerId,
        salespersonId: buyer.salespersonId,
        customerName: buyer.customer.name,
        salespersonName: buyer.salespersonName,
        email: buyer.customer.email,
        phone: buyer.customer.phone,
        paymentMethodId: method.id,
        paymentMethodCode: method.code,
        deliveryAddress: snapshotOf(address, buyer),
        deliveryMethod: {
          zoneId: delivery.zoneId,
          rateId: delivery.rateId,
          zone: delivery.zone,
          rate: delivery.rate,
          minDays: delivery.minDays,
          maxDays: delivery.maxDays,
        },
        currency: ctx.currency,
        uniqueItems: lines.length,
        totalQty: lines.reduce((s, l) => s + l.row.qty, 0),
        ...orderAmountsOf(totals),
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        note: cart.note,
        language: ctx.lang,
        idempotencyKey: key,
      };
      const orderLines = lines.map((line, i): LineValues => {
        const t = totals.lines[i];
        const { resolved } = line;
        return {
          product_id: line.row.productId,
          variant_id: resolved.variant?.id ?? null,
          title: resolved.item.title,
          sku: resolved.item.sku,
          variant_code: resolved.variant?.code ?? null,
          variant_options: resolved.variant
            ? {
                en: variantLabel(resolved.variant, 'en') ?? '',
                ar: variantLabel(resolved.variant, 'ar') ?? '',
              }
            : null,
          options: line.row.options,
          image: resolved.variant?.image ?? resolved.item.image,
          unit_price: t?.unitPrice ?? 0,
          options_price: t?.optionsPrice ?? 0,
          qty: line.row.qty,
          tax_rate: resolved.item.taxRate,
          line_subtotal: t?.lineSubtotal ?? 0,
          line_discount: t?.lineDiscount ?? 0,
          line_vat: t?.lineVat ?? 0,
          line_total: t?.lineTotal ?? 0,
        };
      });
      const mail = orderStatusMail(status, {
        email: buyer.customer.email,
        customer_name: buyer.customer.name,
        grand_total: totals.grandTotal,
        currency: ctx.currency,
        language: ctx.lang,
        preferred_language: buyer.customer.preferredLanguage,
        shipment_name: null,
        shipment_url: null,
      });
      const mailRule = mailDefaults(mail?.event ?? '');
      const [written] = await placeStatement(tx, {
        ...stock.values,
        ...order,
        lines: JSON.stringify(orderLines),
        actorKind: buyer.salespersonId === null ? 'customer' : 'salesperson',
        actorId: buyer.salespersonId ?? buyer.customerId,
        cartId: cart.id,
        mailTo: mail?.to ?? null,
        mailEvent: mail?.event ?? '',
        mailLang: mail?.lang ?? ctx.lang,
        mailKnown: mail?.known ?? '{}',
        mailEssential: mailRule.essential,
        mailByDefault: mailRule.enabledByDefault,
      });
      if (!written?.id || !written.orderNumber) {
        // A line's units were short: the first in id order, a variant's, else a simple product's.
        const short = stock.shortLine({
          variants: new Set(written?.variants),
          products: new Set(written?.products),
        });
        if (short) await refuseStock(ctx, tx, short);
        throw new AppError(409, 'cartChanged');
      }
      const payment =
        method.code === 'card'
          ? await createPaymentAttempt(tx, {
              orderId: written.id,
              amount: totals.grandTotal,
              currency: ctx.currency,
              method: 'card',
            })
          : null;
      return {
        placed: {
          order: {
            id: written.id,
            orderNumber: written.orderNumber,
            status,
            grandTotal: totals.grandTotal,
            currency: ctx.currency,
          },
          payment: null,
        },
        cardPaymentId: payment?.id ?? null,
        replay: false,
      };
    });
  } catch (error) {
    // The same key raced past both checks in two requests: the loser answers the winner's order.
    const replay = await existingOrder(ctx.db, params.customerId, key);
    if (replay) return replay;
    throw error;
  }
}
