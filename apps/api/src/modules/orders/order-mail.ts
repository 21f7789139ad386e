import { formatMoney, type LanguageCode, type OrderStatus, translate } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { queueMailStatement } from '../mail/mail-queue.ts';

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
 * cannot fail the move.
 */
export async function queueOrderStatusMail(
  tx: Queryable,
  orderId: number,
  status: OrderStatus,
): Promise<void> {
  const facts = await readOrderMailFacts(tx, orderId);
  const statement =
    facts && orderStatusMailStatement({ id: orderId, number: facts.order_number }, status, facts);
  if (statement) await tx.execute(statement);
}

/** What an order's status mail carries but its number and link, and to whom, in which language. */
export interface OrderStatusMail {
  to: string;
  event: string;
  lang: LanguageCode;
  /** The mail's variables known before the order's row is written (JSON). */
  known: string;
}

/**
 * The status mail's values (null: the order has no address to write to). The customer reads it in
 * its own language (`users.preferred_language`), else the language the order was placed in.
 */
export function orderStatusMail(
  status: OrderStatus,
  facts: Omit<OrderMailFacts, 'order_number'>,
): OrderStatusMail | null {
  if (!facts.email) return null;
  const lang: LanguageCode = (facts.preferred_language ?? facts.language) === 'ar' ? 'ar' : 'en';
  const known = {
    name: facts.customer_name,
    total: formatMoney(facts.grand_total, facts.currency, lang),
    status: translate(lang, `notices.orderStatus.${status}`),
    ...(facts.shipment_name ? { shipmentName: facts.shipment_name } : {}),
    ...(facts.shipment_url ? { trackingUrl: facts.shipment_url } : {}),
  };
  return { to: facts.email, event: `order.${status}`, lang, known: JSON.stringify(known) };
}

/**
 * The mail's variables: the known ones and the order's number and link. The order's id and
 * number may be SQL: placing an order queues its mail in the statement that writes it, which
 * alone knows them (ADR 0053 "Third pass").
 */
export const orderMailVariables = (known: SQL | string, order: { id: number | SQL; number: string | SQL }) =>
  sql`${known}::jsonb || jsonb_build_object(
      'orderNumber', ${order.number}::text, 'link', '/dashboard/orders/' || ${order.id}::text)`;

/** The statement that queues an order's status mail (null: the order has no address to write to). */
function orderStatusMailStatement(
  order: { id: number; number: string },
  status: OrderStatus,
  facts: Omit<OrderMailFacts, 'order_number'>,
): SQL | null {
  const mail = orderStatusMail(status, facts);
  return (
    mail &&
    queueMailStatement({
      to: mail.to,
      event: mail.event,
      lang: mail.lang,
      variables: orderMailVariables(mail.known, order),
    })
  );
}

async function readOrderMailFacts(tx: Queryable, orderId: number): Promise<OrderMailFacts | undefined> {
  const { rows } = await tx.execute<OrderMailFacts>(sql`
    select o.order_number, o.email, o.customer_name, o.grand_total, o.currency, o.language,
      u.preferred_language, o.shipment_name, o.shipment_url
    from orders o left join users u on u.id = o.user_id
    where o.id = ${orderId}`);
  return rows[0];
}
