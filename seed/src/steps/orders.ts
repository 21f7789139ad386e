import { type OrderStatus, orderAmountsOf, orderTotals, type PaymentMethodCode } from '@shop/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  addresses,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  productImages,
  products,
  productVariants,
  salespeople,
  shippingRates,
  shippingZones,
  taxGroups,
  users,
  variantAttributes,
  variantAttributeValues,
} from '../../../apps/api/src/db/schema/index.ts';
import { recordPaymentEvents } from '../../../apps/api/src/modules/payments/payment-events.ts';
import { CUSTOMERS } from '../data/accounts.ts';
import { must, type SeedContext } from './context.ts';

/*
 * A few past orders of the approved demo customer, so the customer's order pages and the admin's
 * order list show a shop in use: each priced by the shop's one money rule (`orderTotals`), each
 * with the moves of docs/order-statuses.md in its history, offline payments recorded where the
 * money came in. Stock is not taken: these orders were packed long ago.
 */

interface DemoOrder {
  daysAgo: number;
  status: OrderStatus;
  method: PaymentMethodCode;
  /** Index into the products picked and quantity. */
  lines: [number, number][];
  bySalesperson?: boolean;
  shipment?: { name: string; url: string };
  note?: string;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    daysAgo: 24,
    status: 'completed',
    method: 'bank_transfer',
    lines: [
      [0, 24],
      [1, 12],
    ],
    shipment: { name: 'DPD', url: 'https://track.dpd.co.uk/parcels/15501234567890' },
  },
  {
    daysAgo: 12,
    status: 'delivered',
    method: 'cash',
    lines: [
      [2, 36],
      [3, 10],
    ],
    bySalesperson: true,
    shipment: {
      name: 'Royal Mail Tracked 48',
      url: 'https://www.royalmail.com/track-your-item#/tracking-results/QH123456785GB',
    },
  },
  {
    daysAgo: 5,
    status: 'shipped',
    method: 'bank_transfer',
    lines: [[4, 48]],
    shipment: { name: 'DPD', url: 'https://track.dpd.co.uk/parcels/15509876543210' },
  },
  {
    daysAgo: 3,
    status: 'processing',
    method: 'cheque',
    lines: [[5, 20]],
    note: 'Please deliver to the rear loading bay.',
  },
  {
    daysAgo: 1,
    status: 'pending',
    method: 'bank_transfer',
    lines: [
      [0, 12],
      [6, 6],
    ],
  },
  { daysAgo: 9, status: 'cancelled', method: 'cash', lines: [[7, 5]] },
];

/** The moves from placing to `status`, in the table's order. */
const PATH: Partial<Record<OrderStatus, OrderStatus[]>> = {
  pending: ['pending'],
  approved: ['pending', 'approved'],
  processing: ['pending', 'approved', 'processing'],
  shipped: ['pending', 'approved', 'processing', 'shipped'],
  delivered: ['pending', 'approved', 'processing', 'shipped', 'delivered'],
  completed: ['pending', 'approved', 'processing', 'shipped', 'delivered', 'completed'],
  cancelled: ['pending', 'cancelled'],
};

/** The money came in (offline payments recorded by the shop) once the order was on its way. */
const PAID: readonly OrderStatus[] = ['shipped', 'delivered', 'completed'];

export async function seedOrders({ tx, daysAgo }: SeedContext, currency: string): Promise<void> {
  const buyer = must(
    CUSTOMERS.find((c) => c.approved),
    'approved demo customer',
  );
  const [user] = await tx.select().from(users).where(eq(users.email, buyer.email));
  const customer = must(user, 'demo customer');
  const [address] = await tx.select().from(addresses).where(eq(addresses.userId, customer.id));
  const [seller] = await tx.select().from(salespeople).orderBy(asc(salespeople.id)).limit(1);
  const [defaultTax] = await tx.select().from(taxGroups).where(eq(taxGroups.isDefault, true));
  const [zone] = await tx.select().from(shippingZones).orderBy(asc(shippingZones.id)).limit(1);
  const rates = zone
    ? await tx
        .select()
        .from(shippingRates)
        .where(eq(shippingRates.zoneId, zone.id))
        .orderBy(asc(shippingRates.position))
    : [];
  // The first variant of eight products, for lines with a size and colour.
  const picks = await tx
    .select({
      product: products,
      variant: productVariants,
      rate: sql<string | null>`(select g.rate from ${taxGroups} g where g.id = ${products.taxGroupId})`,
      image: sql<
        string | null
      >`(select coalesce(i.thumb_url, i.url) from ${productImages} i where i.product_id = ${products.id} order by i.position, i.id limit 1)`,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.status, 'available'), isNotNull(products.taxGroupId)))
    .orderBy(asc(products.id), asc(productVariants.position), asc(productVariants.id))
    .limit(200);
  const firstOfEach = [...new Map(picks.map((p) => [p.product.id, p])).values()].slice(0, 8);
  // The variant's values by attribute and code, for the line's "Navy / M" in both languages.
  const values = await tx
    .select({
      attribute: variantAttributes.code,
      code: variantAttributeValues.code,
      name: variantAttributeValues.name,
    })
    .from(variantAttributeValues)
    .innerJoin(variantAttributes, eq(variantAttributes.id, variantAttributeValues.attributeId));
  const valueName = (attribute: string, code: string, lang: 'en' | 'ar') =>
    values.find((v) => v.attribute === attribute && v.code === code)?.name[lang] ?? code;
  const label = (options: Record<string, string>, lang: 'en' | 'ar') =>
    Object.entries(options)
      .map(([attribute, code]) => valueName(attribute, code, lang))
      .join(' / ');
  const deliveredTo = must(address, 'demo address');

  for (const [n, demo] of DEMO_ORDERS.entries()) {
    const lines = demo.lines.map(([index, qty]) => {
      const pick = must(firstOfEach[index], 'demo order product');
      return { pick, qty, taxRate: Number(pick.rate ?? defaultTax?.rate ?? 0) };
    });
    const goods = lines.reduce((s, l) => s + l.pick.variant.price * l.qty, 0);
    const rate = must(
      rates.find((r) => r.minAmount <= goods && (r.maxAmount === null || goods <= r.maxAmount)),
      'delivery rate',
    );
    const totals = orderTotals(
      lines.map((l) => ({
        unitPrice: l.pick.variant.price,
        optionsPrice: 0,
        quantity: l.qty,
        taxRate: l.taxRate,
      })),
      null,
      { charge: rate.charge, taxRate: Number(zone?.taxRate ?? 0) },
    );
    const placedAt = daysAgo(demo.daysAgo);
    const seller_ = demo.bySalesperson ? seller : undefined;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: `${placedAt.getUTCFullYear()}-${String(n + 1).padStart(6, '0')}`,
        status: demo.status,
        paymentStatus: PAID.includes(demo.status)
          ? 'captured'
          : demo.status === 'cancelled'
            ? 'cancelled'
            : 'pending',
        userId: customer.id,
        salespersonId: seller_?.id ?? null,
        customerName: `${customer.firstName} ${customer.lastName}`,
        salespersonName: seller_ ? `${seller_.firstName} ${seller_.lastName}` : null,
        email: customer.email,
        phone: customer.mobile,
        paymentMethodCode: demo.method,
        deliveryAddress: {
          name: `${customer.firstName} ${customer.lastName}`,
          company: customer.companyName,
          country: deliveredTo.country,
          city: deliveredTo.city,
          state: deliveredTo.state,
          address1: deliveredTo.address1,
          address2: deliveredTo.address2,
          postCode: deliveredTo.postCode,
          phone: customer.mobile,
        },
        deliveryMethod: zone
          ? {
              zoneId: zone.id,
              rateId: rate.id,
              zone: zone.name,
              rate: rate.name,
              minDays: rate.minDays,
              maxDays: rate.maxDays,
            }
          : null,
        currency,
        uniqueItems: lines.length,
        totalQty: lines.reduce((s, l) => s + l.qty, 0),
        ...orderAmountsOf(totals),
        note: demo.note ?? null,
        shipmentName: demo.shipment?.name ?? null,
        shipmentUrl: demo.shipment?.url ?? null,
        shippedAt: demo.shipment ? new Date(placedAt.getTime() + 2 * 86_400_000) : null,
        language: 'en',
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id });
    const orderId = must(order, 'order').id;
    await tx.insert(orderItems).values(
      lines.map((l, i) => {
        const t = must(totals.lines[i], 'line totals');
        const options = l.pick.variant.options;
        return {
          orderId,
          productId: l.pick.product.id,
          variantId: l.pick.variant.id,
          title: l.pick.product.title,
          sku: l.pick.product.sku,
          variantCode: l.pick.variant.code,
          variantOptions: { en: label(options, 'en'), ar: label(options, 'ar') },
          image: l.pick.variant.image ?? l.pick.image,
          unitPrice: t.unitPrice,
          optionsPrice: 0,
          qty: l.qty,
          taxRate: l.taxRate,
          lineSubtotal: t.lineSubtotal,
          lineDiscount: t.lineDiscount,
          lineVat: t.lineVat,
          lineTotal: t.lineTotal,
        };
      }),
    );
    const steps = must(PATH[demo.status], 'status path');
    await tx.insert(orderStatusHistory).values(
      steps.map((to, i) => ({
        orderId,
        fromStatus: i === 0 ? null : (steps[i - 1] ?? null),
        toStatus: to,
        actorKind: i === 0 ? (seller_ ? 'salesperson' : 'customer') : 'admin',
        actorId: i === 0 ? (seller_?.id ?? customer.id) : null,
        createdAt: new Date(placedAt.getTime() + i * 6 * 3_600_000),
      })),
    );
    if (PAID.includes(demo.status)) {
      await tx.insert(payments).values({
        orderId,
        method: demo.method,
        provider: 'offline',
        token: `demo-payment-${n + 1}`,
        status: 'captured',
        amount: totals.grandTotal,
        capturedAmount: totals.grandTotal,
        currency,
        createdAt: placedAt,
        updatedAt: placedAt,
      });
      // The transactions tab lists it as the payment flows would have logged it (ADR 0059).
      await recordPaymentEvents(tx, orderId);
    }
  }
}
