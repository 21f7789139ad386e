import type { OrderStatus } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { createCustomer } from '../users/test-fixtures.ts';

let counter = 0;

/**
 * An order as the checkout leaves it, written directly (the checkout has its own tests): two
 * lines at 15 % (a Saudi shop's VAT) or the given rate, and a delivery charge, in `language`.
 * Amounts: 2 × 100.00 + 1 × 50.00 − 10.00 discount; VAT per line; delivery 20.00 + VAT.
 */
export async function insertInvoiceableOrder(
  db: Db,
  options: {
    status?: OrderStatus;
    language?: 'en' | 'ar';
    rate?: number;
    userId?: number;
    currency?: string;
  } = {},
) {
  counter += 1;
  const n = counter;
  const rate = options.rate ?? 15;
  const userId = options.userId ?? (await createCustomer(db)).id;
  const vatOf = (net: number) => Math.round((net * rate) / 100);
  const lineA = { sub: 20000, discount: 1000 };
  const lineB = { sub: 5000, discount: 0 };
  const vatA = vatOf(lineA.sub - lineA.discount);
  const vatB = vatOf(lineB.sub - lineB.discount);
  const shipping = 2000;
  const shippingVat = vatOf(shipping);
  const goods = lineA.sub - lineA.discount + vatA + lineB.sub + vatB;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `T-INV-${process.pid % 1000}-${n}`,
      status: options.status ?? 'delivered',
      userId,
      customerName: options.language === 'ar' ? 'مؤسسة النخيل' : `Invoice Customer ${n}`,
      email: `invoice${n}@example.test`,
      phone: '07700900123',
      paymentMethodCode: 'cash',
      deliveryAddress: {
        name: 'Goods In',
        country: options.language === 'ar' ? 'السعودية' : 'United Kingdom',
        city: options.language === 'ar' ? 'الرياض' : 'Leeds',
        address1: options.language === 'ar' ? 'شارع الملك فهد 12' : '1 Mill Street',
        postCode: '12345',
      },
      currency: options.currency ?? 'GBP',
      uniqueItems: 2,
      totalQty: 3,
      subTotal: lineA.sub + lineB.sub,
      discountTotal: lineA.discount,
      vatTotal: vatA + vatB + shippingVat,
      shippingCost: shipping,
      grandTotal: goods + shipping + shippingVat,
      language: options.language ?? 'en',
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  await db.insert(orderItems).values([
    {
      orderId: order.id,
      title: { en: 'Olive oil 5 l', ar: 'زيت زيتون ٥ لتر' },
      sku: 'OIL-5L',
      unitPrice: 10000,
      qty: 2,
      taxRate: rate,
      lineSubtotal: lineA.sub,
      lineDiscount: lineA.discount,
      lineVat: vatA,
      lineTotal: lineA.sub - lineA.discount + vatA,
    },
    {
      orderId: order.id,
      title: { en: 'Dates 1 kg', ar: 'تمر سكري ١ كغ' },
      sku: 'DATE-1K',
      unitPrice: 5000,
      qty: 1,
      taxRate: rate,
      lineSubtotal: lineB.sub,
      lineDiscount: 0,
      lineVat: vatB,
      lineTotal: lineB.sub + vatB,
    },
  ]);
  return order;
}
