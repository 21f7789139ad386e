import { formatMoney, type LanguageCode, type OrderStatus, translate } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { queueMail } from '../mail/mail-queue.ts';

/** What an order's status mail says, as the order row holds it. */
export type OrderMailFacts = {
  order_number: string;
  email: string;
  customer_name: string;
  grand_total: number;
  currency: string;
  language: string;
  preferred_language: string | null;
  shipment_name: string | null;
  shipment_url: string | null;
};

/**
 * Queues the mail of an order's new status (`order.<status>`, ADR 0058) inside the transaction
 * that moved it: it goes out if and only if the move commits, and a mail server that is down
 * cannot fail the move. The customer reads it in its own language (`users.preferred_language`),
 * else the language the order was placed in. The caller that has just written the order (placing
 * it) hands in what it wrote, which saves reading it back (ADR 0053 "Speed").
 */
export async function queueOrderStatusMail(
  tx: Queryable,
  orderId: number,
  status: OrderStatus,
  written?: OrderMailFacts,
): Promise<void> {
  const order = written ?? (await readOrderMailFacts(tx, orderId));
  if (!order?.email) return;
  const lang: LanguageCode = (order.preferred_language ?? order.language) === 'ar' ? 'ar' : 'en';
  await queueMail(tx, {
    to: order.email,
    event: `order.${status}`,
    lang,
    variables: {
      name: order.customer_name,
      orderNumber: order.order_number,
      total: formatMoney(order.grand_total, order.currency, lang),
      status: translate(lang, `notices.orderStatus.${status}`),
      link: `/dashboard/orders/${orderId}`,
      ...(order.shipment_name ? { shipmentName: order.shipment_name } : {}),
      ...(order.shipment_url ? { trackingUrl: order.shipment_url } : {}),
    },
  });
}

async function readOrderMailFacts(tx: Queryable, orderId: number): Promise<OrderMailFacts | undefined> {
  const { rows } = await tx.execute<OrderMailFacts>(sql`
    select o.order_number, o.email, o.customer_name, o.grand_total, o.currency, o.language,
      u.preferred_language, o.shipment_name, o.shipment_url
    from orders o left join users u on u.id = o.user_id
    where o.id = ${orderId}`);
  return rows[0];
}
