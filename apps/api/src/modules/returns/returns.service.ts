import {
  type AdminReturnDetail,
  type AdminReturnListQuery,
  canMoveReturn,
  formatMoney,
  type LanguageCode,
  type MyReturnListQuery,
  nextReturnStatuses,
  pickLocalized,
  RELEASING_RETURN_STATUSES,
  RESTOCKABLE_RETURN_STATUSES,
  type ReturnableOrder,
  type ReturnDetail,
  type ReturnList,
  type ReturnOrderChoice,
  type ReturnRefusal,
  type ReturnRequest,
  type ReturnStatus,
  type ReturnStatusInput,
  type ReturnSummary,
  returnDeadline,
  returnLineAmount,
  translate,
  withinReturnWindow,
} from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  orderItems,
  orderStatusHistory,
  orders,
  paymentRefunds,
  payments,
  returnItems,
  returns,
  salespeople,
  siteSettings,
  users,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containsPattern, orderOf, readListPage } from '../admins/list-page.ts';
import { refundPayment } from '../payments/payments.service.ts';
import { putUnitsBack } from '../products/stock.ts';
import type { ReturnsContext } from './returns-context.ts';

/*
 * Refunds and returns (SPEC 2, 3, 4; ADR 0057; contract docs/api/refunds.md). A customer files one
 * for its own delivered order within the refund window, its salesperson for one of its customers,
 * an admin on any customer's behalf (outside the window too: the shop's goodwill). Units asked for
 * are held on the order's lines (`returned_qty`) until the request is rejected or refused, so a
 * line can never be returned twice. Only an admin moves a request (the shared table); approving it
 * sends the money back, restocking is the admin's separate say-so, once.
 */

/** Who files or reads requests: the customer, its salesperson, or the back office. */
export type ReturnScope =
  | { kind: 'customer'; id: number }
  | { kind: 'salesperson'; id: number }
  | { kind: 'admin'; id: number };

type ReturnRow = typeof returns.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Orders of the scope: the customer's own, the salesperson's customers', or any for an admin. */
function orderOwnedBy(scope: ReturnScope): SQL | undefined {
  if (scope.kind === 'customer') return eq(orders.userId, scope.id);
  if (scope.kind === 'salesperson')
    return sql`${orders.userId} in (select ${users.id} from ${users} where ${users.salespersonId} = ${scope.id})`;
  return undefined;
}

function returnOwnedBy(scope: ReturnScope): SQL | undefined {
  if (scope.kind === 'customer') return eq(returns.userId, scope.id);
  if (scope.kind === 'salesperson')
    return sql`${returns.userId} in (select ${users.id} from ${users} where ${users.salespersonId} = ${scope.id})`;
  return undefined;
}

async function refundSettings(db: DbOrTx) {
  const [row] = await db
    .select({ refundDays: siteSettings.refundDays, enableRefunds: siteSettings.enableRefunds })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { refundDays: 0, enableRefunds: false };
}

/** When the order was delivered: its latest move to `delivered` in the status history. */
async function deliveredAt(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

async function ownedOrder(db: DbOrTx, scope: ReturnScope, orderId: number, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), orderOwnedBy(scope)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function orderLines(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

const variantLabelOf = (line: typeof orderItems.$inferSelect, lang: LanguageCode) =>
  line.variantOptions ? pickLocalized(line.variantOptions as { en: string; ar: string }, lang) || null : null;

/** Whether the scope may file a request for the order now, and why not. */
async function eligibility(
  ctx: ReturnsContext,
  db: DbOrTx,
  scope: ReturnScope,
  order: OrderRow,
  lines: (typeof orderItems.$inferSelect)[],
) {
  const settings = await refundSettings(db);
  const delivered = await deliveredAt(db, order.id);
  let refusal: ReturnRefusal | null = null;
  if (!ctx.variantRefundable || !settings.enableRefunds) refusal = 'returnsDisabled';
  else if (order.status !== 'delivered' && order.status !== 'completed') refusal = 'orderNotReturnable';
  else if (scope.kind !== 'admin' && !withinReturnWindow(delivered, settings.refundDays, new Date()))
    refusal = 'returnWindowClosed';
  else if (lines.every((line) => line.qty - line.returnedQty <= 0)) refusal = 'returnNothingLeft';
  return { refusal, delivered, deadline: returnDeadline(delivered, settings.refundDays) };
}

export async function returnableOrder(
  ctx: ReturnsContext,
  scope: ReturnScope,
  orderId: number,
): Promise<ReturnableOrder> {
  const order = await ownedOrder(ctx.db, scope, orderId);
  const lines = await orderLines(ctx.db, order.id);
  const { refusal, delivered, deadline } = await eligibility(ctx, ctx.db, scope, order, lines);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId: order.userId,
    customerName: order.customerName,
    currency: order.currency,
    status: order.status,
    deliveredAt: delivered?.toISOString() ?? null,
    deadline: deadline?.toISOString() ?? null,
    allowed: refusal === null,
    refusal,
    lines: lines.map((line) => ({
      orderItemId: line.id,
      title: pickLocalized(line.title, ctx.lang),
      sku: line.sku,
      variantLabel: variantLabelOf(line, ctx.lang),
      image: line.image,
      qty: line.qty,
      returnedQty: line.returnedQty,
      returnable: Math.max(0, line.qty - line.returnedQty),
      unitAmount: returnLineAmount(line.lineTotal, line.qty, 1),
      lineTotal: line.lineTotal,
    })),
  };
}

/**
 * The orders a return may be asked for on the salesperson's side: every delivered or completed
 * order of its customers, whoever placed it (at most 100, newest first). The window and the units
 * left are the form's to show (`returnableOrder`), as the API decides on filing.
 */
export async function returnOrderChoices(db: DbOrTx, salespersonId: number): Promise<ReturnOrderChoice[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.userId,
      customerName: orders.customerName,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        orderOwnedBy({ kind: 'salesperson', id: salespersonId }),
        inArray(orders.status, ['delivered', 'completed']),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Files a request: the order is locked, so two requests at once on the same lines cannot both
 * take the last units. Answers the new request; its `refund.init` mail goes after the commit.
 */
export async function fileReturn(
  ctx: ReturnsContext,
  scope: ReturnScope,
  input: ReturnRequest,
): Promise<ReturnDetail> {
  const id = await ctx.db.transaction(async (tx) => {
    const order = await ownedOrder(tx, scope, input.orderId, true);
    const lines = await orderLines(tx, order.id);
    const { refusal } = await eligibility(ctx, tx, scope, order, lines);
    if (refusal) throw new AppError(409, refusal);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const asked = input.lines.map((wanted) => {
      const line = byId.get(wanted.orderItemId);
      if (!line) throw new AppError(422, 'validation', undefined, { lines: ['validation.invalid'] });
      const max = line.qty - line.returnedQty;
      if (wanted.qty > max)
        throw new AppError(409, 'returnTooManyUnits', { max, item: pickLocalized(line.title, ctx.lang) });
      return { line, qty: wanted.qty, amount: returnLineAmount(line.lineTotal, line.qty, wanted.qty) };
    });
    const [customer] = await tx
      .select({ salespersonId: users.salespersonId })
      .from(users)
      .where(eq(users.id, order.userId));
    const [row] = await tx
      .insert(returns)
      .values({
        // One sequence (returnNumberSeq): two requests at once never take the same number.
        returnNumber: sql`'R-' || nextval('return_number_seq')`,
        kind: input.kind,
        orderId: order.id,
        userId: order.userId,
        salespersonId: scope.kind === 'salesperson' ? scope.id : (customer?.salespersonId ?? null),
        filedBy: scope.kind,
        filedByAdminId: scope.kind === 'admin' ? scope.id : null,
        reason: input.reason,
        orderNote: input.note,
        refundTotal: asked.reduce((sum, a) => sum + a.amount, 0),
        currency: order.currency,
      })
      .returning({ id: returns.id });
    if (!row) throw new Error('return not inserted');
    await tx
      .insert(returnItems)
      .values(asked.map((a) => ({ returnId: row.id, orderItemId: a.line.id, qty: a.qty, amount: a.amount })));
    for (const a of asked) {
      // Conditional: the check constraint and this guard keep returned_qty within the line.
      const updated = await tx
        .update(orderItems)
        .set({ returnedQty: sql`${orderItems.returnedQty} + ${a.qty}` })
        .where(
          and(eq(orderItems.id, a.line.id), sql`${orderItems.returnedQty} + ${a.qty} <= ${orderItems.qty}`),
        )
        .returning({ id: orderItems.id });
      if (updated.length === 0)
        throw new AppError(409, 'returnTooManyUnits', {
          max: a.line.qty - a.line.returnedQty,
          item: pickLocalized(a.line.title, ctx.lang),
        });
    }
    await tx
      .update(orders)
      .set({
        postOrderStatus: input.kind === 'return' ? 'return-requested' : 'refund-requested',
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    return row.id;
  });
  await sendReturnMail(ctx, id, 'init');
  return returnDetailOf(ctx, scope, id);
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const SORTS = {
  createdAt: returns.createdAt,
  refundTotal: returns.refundTotal,
  returnNumber: returns.returnNumber,
} as const;

const totalQty = sql<number>`(select coalesce(sum(${returnItems.qty}), 0)::int from ${returnItems} where ${returnItems.returnId} = ${returns.id})`;

const summaryColumns = {
  row: returns,
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  spFirst: salespeople.firstName,
  spLast: salespeople.lastName,
  totalQty,
};

type SummaryRow = {
  row: ReturnRow;
  orderNumber: string;
  customerName: string;
  spFirst: string | null;
  spLast: string | null;
  totalQty: number;
};

function summaryOf(r: SummaryRow): ReturnSummary {
  return {
    id: r.row.id,
    returnNumber: r.row.returnNumber,
    kind: r.row.kind,
    status: r.row.status,
    orderId: r.row.orderId,
    orderNumber: r.orderNumber,
    customerId: r.row.userId,
    customerName: r.customerName,
    salespersonName: r.spFirst ? `${r.spFirst} ${r.spLast ?? ''}`.trim() : null,
    reason: r.row.reason,
    refundTotal: r.row.refundTotal,
    currency: r.row.currency,
    totalQty: r.totalQty,
    createdAt: r.row.createdAt.toISOString(),
  };
}

function listFilters(
  scope: ReturnScope,
  query: MyReturnListQuery & Partial<AdminReturnListQuery>,
): SQL | undefined {
  const where: (SQL | undefined)[] = [returnOwnedBy(scope)];
  if (query.status) where.push(eq(returns.status, query.status));
  if (query.customerId) where.push(eq(returns.userId, query.customerId));
  if (query.kind) where.push(eq(returns.kind, query.kind));
  if (query.salespersonId) where.push(eq(returns.salespersonId, query.salespersonId));
  if (query.orderId) where.push(eq(returns.orderId, query.orderId));
  if (query.from) where.push(gte(returns.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(returns.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (query.search) {
    const like = containsPattern(query.search);
    // The order's side goes through the trigram index the order list searches on.
    where.push(
      sql`(${returns.returnNumber} ilike ${like} or ${returns.orderId} in (select ${orders.id} from ${orders} where (${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.email}) ilike ${like}))`,
    );
  }
  const parts = where.filter((w): w is SQL => w !== undefined);
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listReturns(
  ctx: ReturnsContext | { db: ReturnsContext['db'] },
  scope: ReturnScope,
  query: MyReturnListQuery & Partial<AdminReturnListQuery>,
): Promise<ReturnList> {
  const where = listFilters(scope, query);
  return readListPage(
    ctx.db,
    query,
    { table: returns, where },
    (window) =>
      ctx.db
        .select(summaryColumns)
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .leftJoin(salespeople, eq(salespeople.id, returns.salespersonId))
        .where(where)
        .orderBy(...orderOf(query.sort, returns.id, SORTS))
        .limit(window.perPage)
        .offset(window.offset),
    (rows) => rows.map(summaryOf),
  );
}

async function returnWithLines(db: DbOrTx, scope: ReturnScope, id: number, lang: LanguageCode) {
  const [found] = await db
    .select({ ...summaryColumns, email: orders.email, paymentMethodCode: orders.paymentMethodCode })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(salespeople, eq(salespeople.id, returns.salespersonId))
    .where(and(eq(returns.id, id), returnOwnedBy(scope)));
  if (!found) throw notFound();
  const lines = await db
    .select({ item: returnItems, line: orderItems })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, id))
    .orderBy(asc(orderItems.id));
  const detail: ReturnDetail = {
    ...summaryOf(found),
    orderNote: found.row.orderNote,
    adminNote: found.row.adminNote,
    refundedAmount: found.row.refundedAmount,
    decidedAt: found.row.decidedAt?.toISOString() ?? null,
    restockedAt: found.row.restockedAt?.toISOString() ?? null,
    filedBy: found.row.filedBy as ReturnDetail['filedBy'],
    lines: lines.map(({ item, line }) => ({
      orderItemId: line.id,
      title: pickLocalized(line.title, lang),
      sku: line.sku,
      variantLabel: variantLabelOf(line, lang),
      image: line.image,
      qty: item.qty,
      amount: item.amount,
    })),
  };
  return { detail, found };
}

export async function returnDetailOf(
  ctx: { db: DbOrTx; lang: LanguageCode },
  scope: ReturnScope,
  id: number,
): Promise<ReturnDetail> {
  return (await returnWithLines(ctx.db, scope, id, ctx.lang)).detail;
}

/** The card payment an approval would refund: the latest captured one with money left on it. */
async function refundablePayment(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['captured', 'partially_refunded']),
        sql`${payments.capturedAmount} > ${payments.refundedAmount}`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The payment refund already made under `key`, if any. */
async function refundUnderKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ paymentId: paymentRefunds.paymentId, amount: paymentRefunds.amount })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.idempotencyKey, key));
  return row ?? null;
}

export async function adminReturnDetail(ctx: ReturnsContext, id: number): Promise<AdminReturnDetail> {
  const scope: ReturnScope = { kind: 'admin', id: ctx.who.id ?? 0 };
  const { detail, found } = await returnWithLines(ctx.db, scope, id, ctx.lang);
  const payment = await refundablePayment(ctx.db, found.row.orderId);
  return {
    ...detail,
    nextStatuses: nextReturnStatuses(found.row.status),
    canRestock:
      found.row.kind === 'return' &&
      found.row.restockedAt === null &&
      RESTOCKABLE_RETURN_STATUSES.includes(found.row.status),
    paymentMethodCode: found.paymentMethodCode,
    refundsByCard: payment !== null && payment.provider !== 'offline',
    customerEmail: found.email,
  };
}

// ---------------------------------------------------------------------------------------------
// The admin's moves
// ---------------------------------------------------------------------------------------------

async function lockedReturn(tx: Tx, id: number): Promise<ReturnRow> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Moves a request (checkout/return-status.ts; 409 `returnStatusNotAllowed` otherwise) with the row
 * locked, so two admins clicking at once make one move. Rejected or refused gives the units back
 * to the order's lines; approved sends the money back: a card payment is refunded through its
 * provider under the request's own idempotency key (a retry is the same refund), an offline one
 * is recorded as refunded by hand. A provider refusal leaves the request where it was (502).
 */
export async function moveReturn(
  ctx: ReturnsContext,
  adminId: number,
  id: number,
  input: ReturnStatusInput,
): Promise<AdminReturnDetail> {
  const to = input.status;
  await ctx.db.transaction(async (tx) => {
    const row = await lockedReturn(tx, id);
    if (!canMoveReturn(row.status, to)) throw new AppError(409, 'returnStatusNotAllowed');
    let refunded = 0;
    let refundPaymentId: number | null = null;
    if (RELEASING_RETURN_STATUSES.includes(to)) {
      const items = await tx.select().from(returnItems).where(eq(returnItems.returnId, id));
      for (const item of items) {
        await tx
          .update(orderItems)
          .set({ returnedQty: sql`greatest(${orderItems.returnedQty} - ${item.qty}, 0)` })
          .where(eq(orderItems.id, item.orderItemId));
      }
    }
    if (to === 'approved') {
      // The payment's refund commits on its own (the provider has sent the money back): if this
      // save fails after it, a retry finds the refund under the request's key and counts it once.
      const key = `shop-return-${row.id}-refund`;
      let done = await refundUnderKey(tx, key);
      if (!done) {
        const payment = await refundablePayment(tx, row.orderId);
        const amount = payment
          ? Math.min(row.refundTotal, payment.capturedAmount - payment.refundedAmount)
          : 0;
        if (payment && amount > 0) {
          await refundPayment(ctx, payment.id, amount, key);
          done = await refundUnderKey(ctx.db, key);
        }
      }
      refunded = done?.amount ?? 0;
      refundPaymentId = done?.paymentId ?? null;
    }
    await tx
      .update(returns)
      .set({
        status: to,
        decidedAt: new Date(),
        decidedByAdminId: adminId,
        adminNote: input.note ?? row.adminNote,
        ...(to === 'approved' ? { refundedAmount: refunded, refundPaymentId } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(returns.id, id), eq(returns.status, row.status)));
    await tx
      .update(orders)
      .set({ postOrderStatus: postOrderStatusOf(row.kind, to), updatedAt: sql`now()` })
      .where(eq(orders.id, row.orderId));
  });
  await sendReturnMail(ctx, id, to);
  return adminReturnDetail(ctx, id);
}

function postOrderStatusOf(kind: ReturnRow['kind'], status: ReturnStatus): string {
  const what = kind === 'return' ? 'return' : 'refund';
  if (status === 'approved') return kind === 'return' ? 'returned' : 'refunded';
  return `${what}-${status}`;
}

/**
 * Puts a return's units back on the shelf (the variant and its product, or the product), once:
 * only a return (goods come back) the shop has accepted; a second time is 409.
 */
export async function restockReturn(
  ctx: ReturnsContext,
  adminId: number,
  id: number,
): Promise<AdminReturnDetail> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedReturn(tx, id);
    if (row.restockedAt) throw new AppError(409, 'returnAlreadyRestocked');
    if (row.kind !== 'return' || !RESTOCKABLE_RETURN_STATUSES.includes(row.status))
      throw new AppError(409, 'returnNotRestockable');
    const lines = await tx
      .select({ qty: returnItems.qty, productId: orderItems.productId, variantId: orderItems.variantId })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(eq(returnItems.returnId, id));
    await putUnitsBack(tx, lines);
    await tx
      .update(returns)
      .set({ restockedAt: new Date(), restockedByAdminId: adminId, updatedAt: new Date() })
      .where(eq(returns.id, id));
  });
  return adminReturnDetail(ctx, id);
}

// ---------------------------------------------------------------------------------------------
// Mail
// ---------------------------------------------------------------------------------------------

/**
 * `refund.<status>` to the customer, in the order's language. The change is committed already:
 * a send that fails is logged, never the request's failure.
 */
async function sendReturnMail(ctx: ReturnsContext, id: number, status: ReturnStatus): Promise<void> {
  try {
    const [row] = await ctx.db
      .select({
        returnNumber: returns.returnNumber,
        refundTotal: returns.refundTotal,
        refundedAmount: returns.refundedAmount,
        currency: returns.currency,
        adminNote: returns.adminNote,
        orderNumber: orders.orderNumber,
        email: orders.email,
        name: orders.customerName,
        language: orders.language,
        preferred: users.preferredLanguage,
      })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .innerJoin(users, eq(users.id, returns.userId))
      .where(eq(returns.id, id));
    if (!row) return;
    const lang: LanguageCode = (row.preferred ?? row.language) === 'ar' ? 'ar' : 'en';
    await ctx.mailer.send({
      to: row.email,
      event: `refund.${status}`,
      lang,
      variables: {
        name: row.name,
        returnNumber: row.returnNumber,
        orderNumber: row.orderNumber,
        status: translate(lang, `notices.returnStatus.${status}`),
        refundTotal: formatMoney(row.refundTotal, row.currency, lang),
        refundedAmount: formatMoney(row.refundedAmount, row.currency, lang),
        note: row.adminNote ?? '',
        link: new URL('/dashboard/refunds', ctx.publicUrl).toString(),
      },
    });
  } catch (error) {
    ctx.log.error({ err: error, event: `refund.${status}`, returnId: id }, 'refund mail not sent');
  }
}
