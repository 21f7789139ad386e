import {
  type createInvoiceInput,
  type DeploymentConfig,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceRecord,
  type InvoiceSummaryRecord,
  type LanguageCode,
  type OrderStatus,
  pickLocalized,
  type updateInvoiceInput,
  zatcaQrPayload,
} from '@shop/shared';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  type AddressSnapshot,
  documentCounters,
  type InvoiceLine,
  invoices,
  orderItems,
  orders,
  siteSettings,
  users,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { containsPattern, listMetaOf, pageWindow } from '../admins/list-page.ts';
import type { RequestContext } from '../request-context.ts';
import { addressLines } from './address-lines.ts';

/*
 * Invoices (SPEC 2 invoices, invoices/{id}; SPEC 3 "Invoice"; SPEC 4: editable until printed).
 * An invoice is made from one order: its lines and amounts are the order's (the server's, never
 * the form's), the supplier and bank details are the site settings' at that moment, and the
 * number is the next of a gapless series (ADR 0056, docs/api/invoices.md).
 */

/** The parsed bodies the routes hand over. */
type CreateBody = z.output<typeof createInvoiceInput>;
type UpdateBody = z.output<typeof updateInvoiceInput>;

/** Orders whose goods were agreed: an invoice may be made for them (ADR 0056). */
export const INVOICEABLE: readonly OrderStatus[] = [
  'approved',
  'processing',
  'shipped',
  'delivered',
  'completed',
];

const SERIES = 'invoice';
const NUMBER_PREFIX = 'INV-';

/**
 * The next number of the series, taken inside `tx`: the upsert locks the counter row until the
 * transaction ends, so two invoices made at once wait for each other and a rollback returns the
 * number (no gap).
 */
export async function nextInvoiceNumber(tx: Tx): Promise<string> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ name: SERIES, value: 1 })
    .onConflictDoUpdate({ target: documentCounters.name, set: { value: sql`${documentCounters.value} + 1` } })
    .returning({ value: documentCounters.value });
  if (!row) throw new Error('invoice counter not updated');
  return `${NUMBER_PREFIX}${String(row.value).padStart(6, '0')}`;
}

type InvoiceRow = typeof invoices.$inferSelect;
type Joined = { invoice: InvoiceRow; orderNumber: string; customerId: number; customerName: string };

const joinedColumns = {
  invoice: invoices,
  orderNumber: orders.orderNumber,
  customerId: orders.userId,
  customerName: orders.customerName,
};

function summaryOf({ invoice, orderNumber, customerId, customerName }: Joined): InvoiceSummaryRecord {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    orderId: invoice.orderId,
    orderNumber,
    customerId,
    customerName,
    invoiceDate: invoice.invoiceDate,
    currency: invoice.currency,
    total: invoice.total,
    status: invoice.printedAt ? 'printed' : 'draft',
    printedAt: invoice.printedAt?.toISOString() ?? null,
    createdAt: invoice.createdAt.toISOString(),
  };
}

/** ZATCA's time stamp: the invoice date at the time of day it was made (UTC). */
export function invoiceTimestamp(invoice: Pick<InvoiceRow, 'invoiceDate' | 'createdAt'>): string {
  return `${invoice.invoiceDate}T${invoice.createdAt.toISOString().slice(11, 19)}Z`;
}

export function recordOf(row: Joined, deployment: DeploymentConfig): InvoiceRecord {
  const { invoice } = row;
  const language: LanguageCode = invoice.language === 'ar' ? 'ar' : 'en';
  return {
    ...summaryOf(row),
    language,
    address: invoice.address,
    companyAddress: invoice.companyAddress,
    billTo: invoice.billTo,
    deliverTo: invoice.deliverTo,
    seller: invoice.seller,
    items: invoice.items,
    subtotal: invoice.subtotal,
    totalDiscount: invoice.totalDiscount,
    vatTotal: invoice.vatTotal,
    note: invoice.note,
    bankAccountName: invoice.bankAccountName,
    bankAccountNumber: invoice.bankAccountNumber,
    bankSortCode: invoice.bankSortCode,
    taxPoint: invoice.invoiceDate,
    zatcaQr:
      deployment.region === 'SA'
        ? zatcaQrPayload({
            sellerName: pickLocalized(invoice.seller.name, language),
            vatNumber: invoice.seller.vatNumber,
            timestamp: invoiceTimestamp(invoice),
            totalWithVat: invoice.total,
            vatTotal: invoice.vatTotal,
          })
        : null,
    updatedAt: invoice.updatedAt.toISOString(),
  };
}

/**
 * Who reads invoices outside the back office (ADR 0064): a customer the invoices of its own orders,
 * a salesperson those of its customers' orders (the customers assigned to it now, whoever placed
 * the order, as for returns and collections). Only printed invoices: a draft may still change.
 */
export type InvoiceReader = { kind: 'customer'; id: number } | { kind: 'salesperson'; id: number };

function readableBy(reader: InvoiceReader): SQL {
  const owner =
    reader.kind === 'customer'
      ? eq(orders.userId, reader.id)
      : sql`${orders.userId} in (select ${users.id} from ${users} where ${users.salespersonId} = ${reader.id})`;
  return and(owner, isNotNull(invoices.printedAt)) as SQL;
}

const SORTS = {
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  total: invoices.total,
  createdAt: invoices.createdAt,
} as const;

function filtersOf(query: InvoiceListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status === 'printed') where.push(isNotNull(invoices.printedAt));
  if (query.status === 'draft') where.push(isNull(invoices.printedAt));
  if (query.from) where.push(gte(invoices.invoiceDate, query.from));
  if (query.to) where.push(lte(invoices.invoiceDate, query.to));
  if (query.customerId) where.push(eq(orders.userId, query.customerId));
  if (query.orderId) where.push(eq(invoices.orderId, query.orderId));
  if (query.search) {
    const like = containsPattern(query.search);
    where.push(
      sql`(${invoices.invoiceNumber} ilike ${like} or ${orders.orderNumber} ilike ${like} or ${orders.customerName} ilike ${like})`,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

/** Invoices by the list's filters: every one for the back office, a reader's printed ones. */
export async function listInvoices(
  ctx: RequestContext,
  query: InvoiceListQuery,
  reader?: InvoiceReader,
): Promise<InvoiceList> {
  const where = and(filtersOf(query), reader ? readableBy(reader) : undefined);
  const window = await pageWindow(ctx.db, query);
  const column = SORTS[query.sort.replace('-', '') as keyof typeof SORTS];
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select(joinedColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(query.sort.startsWith('-') ? desc(column) : asc(column), desc(invoices.id))
      .limit(window.perPage)
      .offset(window.offset),
    ctx.db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where),
  ]);
  return { items: rows.map(summaryOf), meta: listMetaOf(window, counted?.n ?? 0) };
}

async function readJoined(db: DbOrTx, id: number): Promise<Joined> {
  const [row] = await db
    .select(joinedColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getInvoice(
  ctx: RequestContext,
  deployment: DeploymentConfig,
  id: number,
): Promise<InvoiceRecord> {
  return recordOf(await readJoined(ctx.db, id), deployment);
}

/** The order's lines as invoice lines, with the delivery as a line of its own when it costs. */
function linesOf(
  items: (typeof orderItems.$inferSelect)[],
  order: typeof orders.$inferSelect,
): InvoiceLine[] {
  const lines: InvoiceLine[] = items.map((item) => {
    const net = item.lineSubtotal - item.lineDiscount;
    return {
      title: item.title,
      sku: item.variantCode ?? item.sku,
      qty: item.qty,
      unitPrice: item.unitPrice + item.optionsPrice,
      discount: item.lineDiscount,
      net,
      taxRate: item.taxRate,
      vat: item.lineVat,
      total: item.lineTotal,
    };
  });
  if (order.shippingCost > 0) {
    const goods = lines.reduce((sum, l) => sum + l.total, 0);
    const vat = order.grandTotal - goods - order.shippingCost;
    lines.push({
      title: { en: 'Delivery', ar: 'التوصيل' },
      sku: '',
      qty: 1,
      unitPrice: order.shippingCost,
      discount: 0,
      net: order.shippingCost,
      taxRate: order.shippingCost > 0 ? Math.round((vat / order.shippingCost) * 10000) / 100 : 0,
      vat,
      total: order.shippingCost + vat,
    });
  }
  return lines;
}

/**
 * Writes the invoice of an order inside `tx` (the route's transaction, or the demo seed's): the
 * order's lines and amounts, the supplier and bank details of the site settings, the next number.
 * `shopName` names the supplier while the settings have no site name.
 */
export async function writeInvoice(
  tx: Tx,
  input: CreateBody,
  options: { adminId: number | null; shopName: string; createdAt?: Date },
): Promise<number> {
  const [found] = await tx
    .select({ order: orders, companyName: users.companyName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, input.orderId))
    .for('update', { of: orders });
  if (!found) {
    throw new AppError(422, 'validation', undefined, { orderId: ['validation.notFoundRef'] });
  }
  const { order, companyName } = found;
  if (!INVOICEABLE.includes(order.status)) throw new AppError(409, 'orderNotInvoiceable');
  const [already] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
  if (already) throw new AppError(409, 'orderAlreadyInvoiced');
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const [settings] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const language: LanguageCode = order.language === 'ar' ? 'ar' : 'en';
  const blank = { en: '', ar: '' };
  const billTo: AddressSnapshot = {
    ...order.deliveryAddress,
    name: order.customerName,
    ...(companyName ? { company: companyName } : {}),
  };
  // SPEC 3: the site address's lines are separated by slashes; the post code is one more line.
  const companyAddress = [pickLocalized(settings?.address, language), settings?.postCode ?? '']
    .filter((part) => part.trim() !== '')
    .join('/');
  const [created] = await tx
    .insert(invoices)
    .values({
      invoiceNumber: await nextInvoiceNumber(tx),
      orderId: order.id,
      address: addressLines(billTo).join('\n'),
      companyAddress,
      billTo,
      deliverTo: order.deliveryAddress,
      items: linesOf(items, order),
      subtotal: order.subTotal + order.optionsTotal + order.shippingCost,
      totalDiscount: order.discountTotal,
      vatTotal: order.vatTotal,
      total: order.grandTotal,
      currency: order.currency,
      note: input.note ?? null,
      language,
      seller: {
        name: settings?.siteName ?? { en: options.shopName, ar: options.shopName },
        vatNumber: settings?.vatNumber ?? '',
        commercialRecordNumber: settings?.commercialRecordNumber ?? '',
        email: settings?.email ?? '',
        phone: settings?.phone ?? '',
        bankName: settings?.bankName ?? blank,
        iban: settings?.iban ?? '',
      },
      invoiceDate: input.invoiceDate,
      bankAccountName: pickLocalized(settings?.bankAccountName, language) || null,
      bankAccountNumber: settings?.bankAccountNumber || null,
      bankSortCode: settings?.sortCode || null,
      createdByAdminId: options.adminId,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning({ id: invoices.id });
  if (!created) throw new Error('invoice not inserted');
  return created.id;
}

/** SPEC 5 "An order must be chosen": made from that order, numbered, not yet printed. */
export async function createInvoice(
  ctx: RequestContext,
  deployment: DeploymentConfig,
  input: CreateBody,
  adminId: number,
): Promise<InvoiceRecord> {
  try {
    const id = await ctx.db.transaction((tx) =>
      writeInvoice(tx, input, { adminId, shopName: deployment.name }),
    );
    return getInvoice(ctx, deployment, id);
  } catch (error) {
    // Two admins invoicing the same order at once: the unique index decides.
    if (pgError(error).constraint === 'invoices_order_unique')
      throw new AppError(409, 'orderAlreadyInvoiced');
    throw error;
  }
}

/** Locks the invoice for a change; a printed one is committed (SPEC 8 "You Can't Edit…"). */
async function lockDraft(tx: Tx, id: number): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw notFound();
  if (row.printedAt) throw new AppError(409, 'invoiceCommitted');
  return row;
}

export async function updateInvoice(
  ctx: RequestContext,
  deployment: DeploymentConfig,
  id: number,
  input: UpdateBody,
): Promise<InvoiceRecord> {
  await ctx.db.transaction(async (tx) => {
    await lockDraft(tx, id);
    await tx
      .update(invoices)
      .set({
        invoiceDate: input.invoiceDate,
        note: input.note,
        address: input.address,
        bankAccountName: input.bankAccountName,
        bankAccountNumber: input.bankAccountNumber,
        bankSortCode: input.bankSortCode,
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, id));
  });
  return getInvoice(ctx, deployment, id);
}

/** Printing commits the invoice: from now on it is what was printed (SPEC 4). */
export async function printInvoice(
  ctx: RequestContext,
  deployment: DeploymentConfig,
  id: number,
): Promise<InvoiceRecord> {
  await ctx.db.transaction((tx) => commitInvoice(tx, id));
  return getInvoice(ctx, deployment, id);
}

/** Marks a draft printed, inside `tx` (`at`: when, for the demo seed's past invoices). */
export async function commitInvoice(tx: Tx, id: number, at?: Date): Promise<void> {
  await lockDraft(tx, id);
  const when = at ?? sql`now()`;
  await tx.update(invoices).set({ printedAt: when, updatedAt: when }).where(eq(invoices.id, id));
}

/**
 * One printed invoice the reader may see, by its id or by its order's: 404 for a draft, for none,
 * and for anyone else's (nothing is told about others').
 */
export async function getReadableInvoice(
  ctx: RequestContext,
  deployment: DeploymentConfig,
  reader: InvoiceReader,
  which: { id: number } | { orderId: number },
): Promise<InvoiceRecord> {
  const [row] = await ctx.db
    .select(joinedColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        'id' in which ? eq(invoices.id, which.id) : eq(invoices.orderId, which.orderId),
        readableBy(reader),
      ),
    );
  if (!row) throw notFound();
  return recordOf(row, deployment);
}

/**
 * The printed invoice of a customer's own order, as its order page names it; null when there is
 * none (a draft, no invoice, or not this customer's order: nothing is told about others').
 */
export async function findCustomerInvoice(
  ctx: RequestContext,
  orderId: number,
  userId: number,
): Promise<{ id: number; invoiceNumber: string; invoiceDate: string } | null> {
  const [row] = await ctx.db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), readableBy({ kind: 'customer', id: userId })));
  return row ?? null;
}
