import { asc, inArray } from 'drizzle-orm';
import { orders } from '../../../apps/api/src/db/schema/index.ts';
import { commitInvoice, writeInvoice } from '../../../apps/api/src/modules/invoices/invoices.service.ts';
import type { SeedContext } from './context.ts';

/*
 * Two invoices of the delivered demo orders, written by the back office's own code (so they obey
 * its every rule: a delivered order, one invoice each, the gapless numbers, the settings' company
 * and bank details): the completed order's invoice printed, the delivered one's still a draft.
 */
export async function seedInvoices({ tx, daysAgo }: SeedContext, shopName: string): Promise<void> {
  const delivered = await tx
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(inArray(orders.status, ['completed', 'delivered']))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  for (const order of delivered) {
    const placedDaysAgo = Math.round((daysAgo(0).getTime() - order.createdAt.getTime()) / 86_400_000);
    // Invoiced four days after the order was placed, once delivered.
    const on = daysAgo(Math.max(placedDaysAgo - 4, 0));
    const id = await writeInvoice(
      tx,
      { orderId: order.id, invoiceDate: on.toISOString().slice(0, 10), note: null },
      { adminId: null, shopName, createdAt: on },
    );
    if (order.status === 'completed') await commitInvoice(tx, id, on);
  }
}
