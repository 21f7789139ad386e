import {
  type CartAddData,
  type CartLineRecord,
  type CartProblem,
  type CartRecord,
  type CartRefusal,
  type CheckoutChoicesData,
  checkAddToCart,
  checkBuyer,
  checkCartLine,
  pickLocalized,
  type QuickOrderResult,
} from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  addresses,
  type ChosenOption,
  cartItems,
  carts,
  paymentMethods,
  products,
  productVariants,
  shippingRates,
} from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import type { RequestContext } from '../request-context.ts';
import { type Buyer, cartBuyerOf } from './buyer.ts';
import {
  type CartCatalogue,
  type CatalogueItem,
  candidateOf,
  type LineRequest,
  lineName,
  loadCartCatalogue,
  loadCatalogueItems,
  type ResolvedLine,
  resolveLine,
  type StoredCartLine,
  variantLabel,
} from './catalogue-lines.ts';

/*
 * The server's copy of the cart (docs/api/ordering.md). The SPA keeps its cart locally and shows
 * this one as soon as it answers; every line is re-read against the catalogue on every read, so
 * prices, stock and caps are today's, never the client's (ADR 0050 "What the server re-checks").
 */

/** The context of every cart and order service: the request's, and the shop's currency. */
export interface OrderingContext extends RequestContext {
  currency: string;
  /** No card provider is configured: card payments go through the built-in test gateway. */
  cardTestMode: boolean;
}

type CartRow = typeof carts.$inferSelect;

/** A stored line read against the catalogue today. */
export interface CartLine {
  row: StoredCartLine;
  resolved: ResolvedLine;
  problem: CartProblem | null;
}

const refusal = (r: CartRefusal): CartProblem =>
  r.params ? { code: r.code, params: r.params } : { code: r.code };

/** The buyer's cart row, made on first use (one per customer: a salesperson fills its customer's). */
export async function cartOf(db: DbOrTx, buyer: Buyer): Promise<CartRow> {
  const [found] = await db.select().from(carts).where(eq(carts.userId, buyer.customerId));
  if (found) return found;
  const [made] = await db
    .insert(carts)
    .values({ userId: buyer.customerId, salespersonId: buyer.salespersonId })
    .onConflictDoNothing({ target: carts.userId })
    .returning();
  if (made) return made;
  const [row] = await db.select().from(carts).where(eq(carts.userId, buyer.customerId));
  if (!row) throw new AppError(409, 'cantUpdateCart');
  return row;
}

const requestOf = (row: StoredCartLine): LineRequest => ({
  productId: row.productId,
  variantId: row.variantId,
  choiceIds: row.options.map((o) => o.choiceId),
});

/** What keeps a line from being ordered now: unavailable, over the stock or the cap, options changed. */
export function lineProblem(line: ResolvedLine, quantity: number, ctx: RequestContext): CartProblem | null {
  if (line.item.status === 'unavailable' || line.variant?.status === 'unavailable') {
    return { code: 'unavailable', params: { value: lineName(line, ctx.lang) } };
  }
  const check = checkCartLine(candidateOf(line, quantity, ctx.lang));
  return check.ok ? null : refusal(check);
}

/** The stored lines, oldest first, each read against the catalogue (one statement). */
export async function cartLines(ctx: RequestContext, db: DbOrTx, cartId: number): Promise<CartLine[]> {
  return resolveCartLines(ctx, await loadCartCatalogue(db, cartId));
}

/** Each stored line read against its catalogue row; a line whose product is gone is left out. */
export function resolveCartLines(ctx: RequestContext, { lines, items }: CartCatalogue): CartLine[] {
  return lines.flatMap((row) => {
    const item = items.get(row.productId);
    if (!item) return [];
    const resolved = resolveLine(item, requestOf(row));
    return [{ row, resolved, problem: lineProblem(resolved, row.qty, ctx) }];
  });
}

function lineRecord(line: CartLine, ctx: RequestContext, pricesVisible: boolean): CartLineRecord {
  const { resolved, row } = line;
  const unit = resolved.unitPrice === undefined ? undefined : resolved.unitPrice + resolved.optionsPrice;
  return {
    id: row.lineKey,
    productId: row.productId,
    variantId: row.variantId,
    choiceIds: row.options.map((o) => o.choiceId),
    slug: resolved.item.slug,
    title: pickLocalized(resolved.item.title, ctx.lang),
    sku: resolved.item.sku,
    variantCode: resolved.variant?.code ?? null,
    variantLabel: variantLabel(resolved.variant, ctx.lang),
    options: resolved.choices.map((choice) => {
      const group = resolved.item.optionGroups.find((g) => g.choices.some((c) => c.id === choice.id));
      return {
        groupId: group?.id ?? 0,
        choiceId: choice.id,
        group: pickLocalized(group?.name, ctx.lang),
        choice: pickLocalized(choice.name, ctx.lang),
        priceDelta: choice.priceDelta,
      };
    }),
    image: resolved.variant?.image ?? resolved.item.image,
    quantity: row.qty,
    ...(pricesVisible && unit !== undefined ? { price: unit, itemTotal: unit * row.qty } : {}),
    stock: resolved.stock,
    maxPerProduct: resolved.item.maxPerProduct,
    problem: line.problem,
  };
}

/** The cart as SPEC 3 shapes it, priced now. */
export async function cartRecordOf(
  ctx: OrderingContext,
  db: DbOrTx,
  buyer: Buyer,
  cart: CartRow,
  lines?: CartLine[],
): Promise<CartRecord> {
  const read = lines ?? (await cartLines(ctx, db, cart.id));
  const visible = buyer.customer.pricesVisible;
  const items = read.map((line) => lineRecord(line, ctx, visible));
  return {
    items,
    isEmpty: items.length === 0,
    totalItems: items.reduce((s, i) => s + i.quantity, 0),
    totalUniqueItems: items.length,
    ...(visible ? { cartTotal: items.reduce((s, i) => s + (i.itemTotal ?? 0), 0) } : {}),
    metadata: cart.metadata,
    couponCode: cart.couponCode,
    checkout: {
      addressId: cart.addressId,
      rateId: cart.rateId,
      paymentMethodId: cart.paymentMethodId,
      note: cart.note,
    },
    currency: ctx.currency,
    customer: { id: buyer.customerId, name: buyer.customer.name, companyName: buyer.customer.companyName },
    updatedAt: cart.updatedAt.toISOString(),
  };
}

export async function readCart(ctx: OrderingContext, buyer: Buyer): Promise<CartRecord> {
  return cartRecordOf(ctx, ctx.db, buyer, await cartOf(ctx.db, buyer));
}

/**
 * A change to the cart, in one transaction with the cart row locked (two tabs adding at once
 * change it one after the other). Any change makes the cart fresh again: its abandoned-cart
 * reminder may go out again a week after this.
 */
async function changeCart(
  ctx: OrderingContext,
  buyer: Buyer,
  change: (tx: Tx, cart: CartRow) => Promise<Partial<typeof carts.$inferInsert> | undefined>,
): Promise<CartRecord> {
  return ctx.db.transaction(async (tx) => {
    const made = await cartOf(tx, buyer);
    const [cart] = await tx.select().from(carts).where(eq(carts.id, made.id)).for('update');
    if (!cart) throw new AppError(409, 'cantUpdateCart');
    const patch = (await change(tx, cart)) ?? {};
    const [saved] = await tx
      .update(carts)
      .set({
        ...patch,
        salespersonId: buyer.salespersonId ?? cart.salespersonId,
        abandonedEmailSentAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(carts.id, cart.id))
      .returning();
    return cartRecordOf(ctx, tx, buyer, saved ?? cart);
  });
}

function chosenOptions(line: ResolvedLine): ChosenOption[] {
  return line.choices.map((choice) => {
    const group = line.item.optionGroups.find((g) => g.choices.some((c) => c.id === choice.id));
    return {
      groupId: group?.id ?? 0,
      choiceId: choice.id,
      group: group?.name ?? { en: '', ar: '' },
      choice: choice.name,
      priceDelta: choice.priceDelta,
    };
  });
}

/** A refusal of the shared check as the API's error (the product page shows option hints itself). */
export function throwRefusal(r: CartRefusal): never {
  const status = r.code === 'unauthenticated' ? 401 : r.code === 'validation' ? 422 : 409;
  throw new AppError(status, r.code, r.params, r.errors);
}

async function itemOrRefuse(db: DbOrTx, productId: number, variantId: number | null): Promise<CatalogueItem> {
  const item = (await loadCatalogueItems(db, [productId], [variantId])).get(productId);
  if (!item) throw new AppError(404, 'notFound');
  return item;
}

/** The line's request from the form: the chosen choices of every group, flattened. */
function lineRequestOf(input: {
  productId: number;
  variantId?: number | null | undefined;
  selection: Record<string, number[]>;
}): LineRequest {
  return {
    productId: input.productId,
    variantId: input.variantId ?? null,
    choiceIds: Object.values(input.selection).flat(),
  };
}

/** POST cart/items: SPEC 5's checks, in the shared order, on today's data; then the line is kept. */
export async function addToCart(ctx: OrderingContext, buyer: Buyer, input: CartAddData): Promise<CartRecord> {
  const item = await itemOrRefuse(ctx.db, input.productId, input.variantId ?? null);
  const line = resolveLine(item, lineRequestOf(input));
  return changeCart(ctx, buyer, async (tx, cart) => {
    await addResolvedLine(ctx, tx, buyer, cart, line, input.quantity);
    return undefined;
  });
}

async function addResolvedLine(
  ctx: RequestContext,
  tx: Tx,
  buyer: Buyer,
  cart: CartRow,
  line: ResolvedLine,
  quantity: unknown,
): Promise<void> {
  if (line.item.status === 'unavailable' || line.variant?.status === 'unavailable') {
    throwRefusal({ ok: false, code: 'unavailable', params: { value: lineName(line, ctx.lang) } });
  }
  const inCart = await tx
    .select({ id: cartItems.lineKey })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id));
  const check = checkAddToCart(cartBuyerOf(buyer), candidateOf(line, quantity, ctx.lang), { items: inCart });
  if (!check.ok) throwRefusal(check);
  await tx.insert(cartItems).values({
    cartId: cart.id,
    productId: line.item.id,
    variantId: line.variant?.id ?? null,
    qty: check.quantity,
    options: chosenOptions(line),
    lineKey: line.lineId,
  });
}

/** PUT cart/items/{lineId}: a new quantity, within stock and cap; 0 or less removes (SPEC 4). */
export async function setLineQuantity(
  ctx: OrderingContext,
  buyer: Buyer,
  lineId: string,
  quantity: number,
): Promise<CartRecord> {
  return changeCart(ctx, buyer, async (tx, cart) => {
    const [row] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.lineKey, lineId)));
    if (!row) throw new AppError(404, 'noSuchItem');
    if (quantity <= 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, row.id));
      return undefined;
    }
    const item = await itemOrRefuse(tx, row.productId, row.variantId);
    const problem = lineProblem(resolveLine(item, requestOf(row)), quantity, ctx);
    // Options that changed since are the line's problem to show, not a reason to refuse a smaller number.
    if (problem && problem.code !== 'incorrectSelections') {
      throw new AppError(
        problem.code === 'validation' ? 422 : 409,
        problem.code as CartRefusal['code'],
        problem.params,
      );
    }
    await tx.update(cartItems).set({ qty: quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, row.id));
    return undefined;
  });
}

export async function removeLine(ctx: OrderingContext, buyer: Buyer, lineId: string): Promise<CartRecord> {
  return changeCart(ctx, buyer, async (tx, cart) => {
    const gone = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.lineKey, lineId)))
      .returning({ id: cartItems.id });
    if (gone.length === 0) throw new AppError(404, 'cartItemDeleteFailed');
    return undefined;
  });
}

/** DELETE cart: SPEC 4 "Emptying resets to the empty state" — lines, metadata, coupon and choices. */
export async function emptyCart(ctx: OrderingContext, buyer: Buyer): Promise<CartRecord> {
  return changeCart(ctx, buyer, async (tx, cart) => {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    return { metadata: {}, couponCode: null, rateId: null, paymentMethodId: null, note: null };
  });
}

export async function setCartMetadata(
  ctx: OrderingContext,
  buyer: Buyer,
  metadata: Record<string, unknown>,
): Promise<CartRecord> {
  return changeCart(ctx, buyer, async () => ({ metadata }));
}

/**
 * PUT cart/checkout: each choice must be the buyer's own and offered (the quote re-checks that the
 * rate still serves the address and amount, and the method the zone and total).
 */
export async function setCheckoutChoices(
  ctx: OrderingContext,
  buyer: Buyer,
  input: CheckoutChoicesData,
): Promise<CartRecord> {
  return changeCart(ctx, buyer, async (tx) => {
    const patch: Partial<typeof carts.$inferInsert> = {};
    if (input.addressId !== undefined) {
      if (input.addressId !== null) {
        const [own] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, buyer.customerId)));
        if (!own) throw validationFailed({ addressId: ['validation.invalid'] });
      }
      patch.addressId = input.addressId;
      // Another address may be in another zone: the delivery method is chosen again.
      patch.rateId = null;
    }
    if (input.rateId !== undefined) {
      if (input.rateId !== null) {
        const [rate] = await tx
          .select({ id: shippingRates.id })
          .from(shippingRates)
          .where(eq(shippingRates.id, input.rateId));
        if (!rate) throw validationFailed({ rateId: ['validation.invalid'] });
      }
      patch.rateId = input.rateId;
    }
    if (input.paymentMethodId !== undefined) {
      if (input.paymentMethodId !== null) {
        const [method] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, input.paymentMethodId), eq(paymentMethods.enabled, true)));
        if (!method) throw validationFailed({ paymentMethodId: ['validation.invalid'] });
      }
      patch.paymentMethodId = input.paymentMethodId;
    }
    if (input.note !== undefined) patch.note = input.note;
    return patch;
  });
}

/** The notice of a checkout change: the first choice it made (SPEC 8 success notices). */
export function checkoutNotice(raw: CheckoutChoicesData) {
  if (raw.addressId !== undefined) return 'addressApplied' as const;
  if (raw.rateId !== undefined) return 'deliveryMethodApplied' as const;
  if (raw.paymentMethodId !== undefined) return 'paymentMethodApplied' as const;
  return 'noteSaved' as const;
}

export async function setCartCoupon(
  ctx: OrderingContext,
  buyer: Buyer,
  code: string | null,
): Promise<CartRecord> {
  return changeCart(ctx, buyer, async () => ({ couponCode: code }));
}

// ---------------------------------------------------------------------------------------------
// Quick order: lines of SKU and quantity (a product's SKU, or a variant's code)
// ---------------------------------------------------------------------------------------------

interface SkuMatch {
  sku: string;
  productId: number;
  variantId: number | null;
}

async function findSkus(db: DbOrTx, skus: readonly string[]): Promise<Map<string, SkuMatch>> {
  const wanted = [...new Set(skus.map((s) => s.toUpperCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const byProduct = await db
    .select({ sku: sql<string>`upper(${products.sku})`, productId: products.id })
    .from(products)
    .where(inArray(sql`upper(${products.sku})`, wanted));
  const byVariant = await db
    .select({
      sku: sql<string>`upper(${productVariants.code})`,
      productId: productVariants.productId,
      variantId: productVariants.id,
    })
    .from(productVariants)
    .where(inArray(sql`upper(${productVariants.code})`, wanted));
  const found = new Map<string, SkuMatch>();
  for (const p of byProduct) found.set(p.sku, { sku: p.sku, productId: p.productId, variantId: null });
  for (const v of byVariant) found.set(v.sku, { sku: v.sku, productId: v.productId, variantId: v.variantId });
  return found;
}

/**
 * Resolves each line (the SKU known, the product orderable without options to choose, the
 * quantity within stock and cap, not already in the cart nor twice in the list) and, with `add`,
 * puts every resolved line in the cart at once.
 */
export async function quickOrder(
  ctx: OrderingContext,
  buyer: Buyer,
  input: { lines: { sku: string; quantity: string | number }[]; add: boolean },
): Promise<QuickOrderResult> {
  const run = async (tx: DbOrTx, cart: CartRow) => {
    const matches = await findSkus(
      tx,
      input.lines.map((l) => l.sku),
    );
    const items = await loadCatalogueItems(
      tx,
      [...matches.values()].map((m) => m.productId),
      [...matches.values()].map((m) => m.variantId),
    );
    const inCart = await tx
      .select({ id: cartItems.lineKey })
      .from(cartItems)
      .where(eq(cartItems.cartId, cart.id));
    const taken = [...inCart];
    const lines: QuickOrderResult['lines'] = [];
    const toAdd: { line: ResolvedLine; quantity: number }[] = [];
    for (const entry of input.lines) {
      const match = matches.get(entry.sku.toUpperCase());
      const item = match ? items.get(match.productId) : undefined;
      if (!match || !item) {
        lines.push({
          sku: entry.sku,
          quantity: typeof entry.quantity === 'number' ? entry.quantity : null,
          productId: null,
          variantId: null,
          title: null,
          ok: false,
          problem: { code: 'skuNotFound', params: { sku: entry.sku } },
        });
        continue;
      }
      const line = resolveLine(item, { productId: item.id, variantId: match.variantId, choiceIds: [] });
      const unavailable = item.status === 'unavailable' || line.variant?.status === 'unavailable';
      const check = unavailable
        ? ({ ok: false, code: 'unavailable', params: { value: lineName(line, ctx.lang) } } as const)
        : checkAddToCart(cartBuyerOf(buyer), candidateOf(line, entry.quantity, ctx.lang), { items: taken });
      const unit = line.unitPrice === undefined ? undefined : line.unitPrice + line.optionsPrice;
      lines.push({
        sku: entry.sku,
        quantity: check.ok ? check.quantity : null,
        productId: item.id,
        variantId: line.variant?.id ?? null,
        title: lineName(line, ctx.lang),
        ...(buyer.customer.pricesVisible && unit !== undefined ? { price: unit } : {}),
        ok: check.ok,
        problem: check.ok ? null : refusal(check),
      });
      if (check.ok) {
        taken.push({ id: line.lineId });
        toAdd.push({ line, quantity: check.quantity });
      }
    }
    return { lines, toAdd };
  };

  if (!input.add) {
    const cart = await cartOf(ctx.db, buyer);
    const { lines } = await run(ctx.db, cart);
    return { lines, added: 0, cart: null };
  }
  let result: QuickOrderResult['lines'] = [];
  let added = 0;
  const cart = await changeCart(ctx, buyer, async (tx, row) => {
    const { lines, toAdd } = await run(tx, row);
    result = lines;
    if (toAdd.length > 0) {
      await tx.insert(cartItems).values(
        toAdd.map(({ line, quantity }) => ({
          cartId: row.id,
          productId: line.item.id,
          variantId: line.variant?.id ?? null,
          qty: quantity,
          options: [],
          lineKey: line.lineId,
        })),
      );
    }
    added = toAdd.length;
    return undefined;
  });
  return { lines: result, added, cart };
}

/** Puts lines in the cart as the reorder of a past order does: each checked, the rest skipped. */
export async function addLinesBack(
  ctx: OrderingContext,
  buyer: Buyer,
  requests: { request: LineRequest; quantity: number; title: string; sku: string }[],
): Promise<{
  added: number;
  skipped: { title: string; sku: string; problem: CartProblem }[];
  cart: CartRecord;
}> {
  const who = checkBuyer(cartBuyerOf(buyer));
  if (who) throwRefusal(who);
  const skipped: { title: string; sku: string; problem: CartProblem }[] = [];
  let added = 0;
  const cart = await changeCart(ctx, buyer, async (tx, row) => {
    const items = await loadCatalogueItems(
      tx,
      requests.map((r) => r.request.productId),
      requests.map((r) => r.request.variantId),
    );
    for (const { request, quantity, title, sku } of requests) {
      const item = items.get(request.productId);
      if (!item) {
        skipped.push({ title, sku, problem: { code: 'unavailable', params: { value: title } } });
        continue;
      }
      const line = resolveLine(item, request);
      try {
        await tx.transaction(async (inner) => addResolvedLine(ctx, inner, buyer, row, line, quantity));
        added += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        skipped.push({
          title,
          sku,
          problem: error.params ? { code: error.code, params: error.params } : { code: error.code },
        });
      }
    }
    return undefined;
  });
  return { added, skipped, cart };
}
