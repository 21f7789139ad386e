import type { ReturnStatus } from '../enums.ts';

/*
 * The life of a refund or return request (SPEC 4 "Return statuses" names them, not the moves;
 * docs/order-statuses.md draws this table beside the order's, ADR 0057). One table for the
 * server, which refuses any other move, and for the admin's screen, which offers only these.
 *
 *   init ─▶ accepted ─▶ approved   (money back: a card refund through the provider)
 *    │          └─────▶ refused    (the goods came back not as described: nothing paid)
 *    └────▶ rejected               (the request is declined as it stands)
 *
 * Only the shop (an admin) moves a request; the customer or salesperson only files it (`init`).
 */

export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  init: ['accepted', 'rejected'],
  accepted: ['approved', 'refused'],
  approved: [],
  rejected: [],
  refused: [],
};

/** The statuses an admin may move a request in `from` to. */
export function nextReturnStatuses(from: ReturnStatus): ReturnStatus[] {
  return [...RETURN_TRANSITIONS[from]];
}

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** Statuses that end a request without taking its units back: they may be asked for again. */
export const RELEASING_RETURN_STATUSES: readonly ReturnStatus[] = ['rejected', 'refused'];

/** A request still open (counted by the customer dashboard's "open refunds"). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['init', 'accepted'];

/** Goods may be put back on the shelf once the shop has them: after acceptance. */
export const RESTOCKABLE_RETURN_STATUSES: readonly ReturnStatus[] = ['accepted', 'approved', 'refused'];

/**
 * The last day (inclusive, to the millisecond) a delivered order may be returned: `refundDays`
 * whole days after its delivery. Null when it was never delivered.
 */
export function returnDeadline(deliveredAt: Date | null, refundDays: number): Date | null {
  if (!deliveredAt) return null;
  return new Date(deliveredAt.getTime() + refundDays * 86_400_000);
}

/** Whether `now` is still within the refund window of an order delivered at `deliveredAt`. */
export function withinReturnWindow(deliveredAt: Date | null, refundDays: number, now: Date): boolean {
  const deadline = returnDeadline(deliveredAt, refundDays);
  return deadline !== null && now.getTime() <= deadline.getTime();
}

/**
 * The part of a line's amount that `qty` of its `lineQty` units are worth: the line's total
 * (after discount, with VAT) shared per unit, rounded half-up; all units give the whole total.
 */
export function returnLineAmount(lineTotal: number, lineQty: number, qty: number): number {
  if (qty >= lineQty) return lineTotal;
  return Math.round((lineTotal * qty) / lineQty);
}
