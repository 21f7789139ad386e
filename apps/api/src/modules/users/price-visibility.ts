import type { PriceVisibility } from '@shop/shared';
import type { users } from '../../db/schema/index.ts';

type PriceFields = Pick<typeof users.$inferSelect, 'emailVerifiedAt' | 'approvedAt' | 'canSeePrices'>;

/**
 * Who is looking at the catalogue. Admins preview the shop and salespeople order on behalf of
 * customers, so both see prices; a customer only when allowed (SPEC 6 "May see prices only if
 * allowed").
 */
export type PriceViewer =
  | null
  | undefined
  | { kind: 'visitor' }
  | { kind: 'user'; user: PriceFields }
  | { kind: 'admin' }
  | { kind: 'salesperson' };

/**
 * SPEC 6 for one customer: whether they see prices and why. Prices are hidden until the e-mail is
 * verified and the account approved, and from customers an admin set to `can_see_prices = false`.
 * A restricted customer still sees prices (restriction stops ordering, not browsing).
 */
export function customerPriceVisibility(user: PriceFields): PriceVisibility {
  if (user.emailVerifiedAt === null) return { visible: false, reason: 'email_unverified' };
  if (user.approvedAt === null) return { visible: false, reason: 'awaiting_approval' };
  if (!user.canSeePrices) return { visible: false, reason: 'hidden_by_admin' };
  return { visible: true, reason: 'approved' };
}

/**
 * SPEC 6: prices are hidden from visitors and shown to admins (preview) and salespeople; a
 * customer sees them as `customerPriceVisibility` says.
 */
export function canSeePrices(viewer: PriceViewer): boolean {
  if (!viewer) return false;
  switch (viewer.kind) {
    case 'visitor':
      return false;
    case 'admin':
    case 'salesperson':
      return true;
    case 'user':
      return customerPriceVisibility(viewer.user).visible;
  }
}
