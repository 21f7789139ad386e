import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../enums.ts';
import { canMoveOrder, customerMayCancel, nextOrderStatuses, ORDER_TRANSITIONS } from './order-status.ts';

describe('order statuses', () => {
  it('leads every placed order to an end, and nothing out of an end', () => {
    const ends = ORDER_STATUSES.filter((s) => ORDER_TRANSITIONS[s].length === 0);
    expect(ends.sort()).toEqual(['accepted', 'cancelled', 'completed', 'init', 'refused', 'rejected']);
    // From the two statuses an order is placed in, every end but the return-only ones is reachable.
    const reachable = new Set<string>();
    const walk = (s: (typeof ORDER_STATUSES)[number]) => {
      if (reachable.has(s)) return;
      reachable.add(s);
      for (const move of ORDER_TRANSITIONS[s]) walk(move.to);
    };
    walk('payment-pending');
    expect([...reachable].sort()).toEqual(
      [
        'approved',
        'cancelled',
        'completed',
        'delivered',
        'payment-pending',
        'pending',
        'processing',
        'refused',
        'rejected',
        'shipped',
      ].sort(),
    );
  });

  it('lets each actor make only its own moves', () => {
    expect(canMoveOrder('pending', 'approved')).toBe(true);
    expect(canMoveOrder('pending', 'approved', 'customer')).toBe(false);
    expect(canMoveOrder('payment-pending', 'pending', 'admin')).toBe(false);
    expect(canMoveOrder('payment-pending', 'pending', 'system')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('delivered', 'pending')).toBe(false);
    expect(nextOrderStatuses('processing')).toEqual(['shipped', 'cancelled']);
  });

  it('lets the customer cancel only before the shop accepted the order', () => {
    expect(customerMayCancel('payment-pending')).toBe(true);
    expect(customerMayCancel('pending')).toBe(true);
    expect(customerMayCancel('approved')).toBe(false);
    expect(customerMayCancel('shipped')).toBe(false);
  });
});
