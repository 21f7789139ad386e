import type { OrderStatus } from '../enums.ts';

/*
 * The order's life (SPEC 4 names the statuses, not the moves; docs/order-statuses.md draws this
 * table). One table for the server, which refuses any other move, and for the admin screen, which
 * offers only these.
 *
 *   payment-pending ─authorised─▶ pending ─▶ approved ─▶ processing ─▶ shipped ─▶ delivered ─▶ completed
 *          │                        │  └─▶ rejected          │              │  └─▶ refused
 *          └─▶ cancelled ◀──────────┴─────────┴──────────────┘
 *
 * `init`, `accepted` (and `rejected`, `approved`, `refused` again) also label returns (SPEC 4
 * "Return statuses"); an order is never put in `init` or `accepted`.
 */

/** Who moves an order: the shop's staff, the customer (or its salesperson), or the shop itself. */
export type OrderActor = 'admin' | 'customer' | 'system';

interface Move {
  to: OrderStatus;
  by: readonly OrderActor[];
}

const admin = ['admin'] as const;

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly Move[]>> = {
  // A card order waits for its authorisation; the payment provider's answer moves it on.
  'payment-pending': [
    { to: 'pending', by: ['system'] },
    { to: 'cancelled', by: ['admin', 'customer', 'system'] },
  ],
  // Placed: the shop reviews it; the customer may still cancel.
  pending: [
    { to: 'approved', by: admin },
    { to: 'rejected', by: admin },
    { to: 'cancelled', by: ['admin', 'customer'] },
  ],
  approved: [
    { to: 'processing', by: admin },
    { to: 'cancelled', by: admin },
  ],
  processing: [
    { to: 'shipped', by: admin },
    { to: 'cancelled', by: admin },
  ],
  // The customer turned the delivery away: `refused`.
  shipped: [
    { to: 'delivered', by: admin },
    { to: 'refused', by: admin },
  ],
  delivered: [{ to: 'completed', by: admin }],
  completed: [],
  rejected: [],
  refused: [],
  cancelled: [],
  init: [],
  accepted: [],
};

/** The statuses `actor` may move an order in `from` to. */
export function nextOrderStatuses(from: OrderStatus, actor: OrderActor = 'admin'): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter((move) => move.by.includes(actor)).map((move) => move.to);
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor = 'admin'): boolean {
  return nextOrderStatuses(from, actor).includes(to);
}

/** Statuses in which the order's goods are no longer held for it: its stock goes back on the shelf. */
export const RELEASING_STATUSES: readonly OrderStatus[] = ['cancelled', 'rejected', 'refused'];

/** An order that left the warehouse needs its shipping information first (SPEC 4 "Shipment"). */
export const NEEDS_SHIPMENT: readonly OrderStatus[] = ['shipped'];

/** Statuses in which the customer can still change its mind. */
export function customerMayCancel(status: OrderStatus): boolean {
  return canMoveOrder(status, 'cancelled', 'customer');
}
