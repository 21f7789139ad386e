import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentsContext } from '../payments/gateway.ts';
import { cancelPayment } from '../payments/payments.service.ts';

/**
 * An order that will not go out lets go of the money held for it: its authorised, uncaptured card
 * payments are voided (docs/order-statuses.md). Called after the order's move is committed; a
 * provider that refuses leaves the authorisation for the admin's payment actions (it also lapses
 * on its own at the provider), so the order's move never depends on the provider being up.
 */
export async function releaseOrderPayments(ctx: PaymentsContext, orderId: number): Promise<number> {
  const held = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'authorized')));
  let released = 0;
  for (const { id } of held) {
    try {
      await cancelPayment(ctx, id);
      released += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return released;
}
