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
 * SPEC 6: prices are hidden from visitors, from customers whose e-mail is not verified or whose
 * account is not approved yet, and from customers an admin set to `can_see_prices = false`.
 * A restricted customer still sees prices (restriction stops ordering, not browsing).
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
      return (
        viewer.user.emailVerifiedAt !== null && viewer.user.approvedAt !== null && viewer.user.canSeePrices
      );
  }
}
