import { describe, expect, it } from 'vitest';
import { canSeePrices } from './price-visibility.ts';

const approved = { emailVerifiedAt: new Date(), approvedAt: new Date(), canSeePrices: true };

describe('canSeePrices', () => {
  it('hides prices from visitors', () => {
    expect(canSeePrices(null)).toBe(false);
    expect(canSeePrices(undefined)).toBe(false);
    expect(canSeePrices({ kind: 'visitor' })).toBe(false);
  });

  it('shows prices to a verified, approved customer an admin allows', () => {
    expect(canSeePrices({ kind: 'user', user: approved })).toBe(true);
  });

  it('hides prices from unverified and unapproved customers', () => {
    expect(canSeePrices({ kind: 'user', user: { ...approved, emailVerifiedAt: null } })).toBe(false);
    expect(canSeePrices({ kind: 'user', user: { ...approved, approvedAt: null } })).toBe(false);
    expect(
      canSeePrices({ kind: 'user', user: { emailVerifiedAt: null, approvedAt: null, canSeePrices: true } }),
    ).toBe(false);
  });

  it('hides prices when the admin turned them off for the customer', () => {
    expect(canSeePrices({ kind: 'user', user: { ...approved, canSeePrices: false } })).toBe(false);
  });

  it('admins (preview) and salespeople see prices', () => {
    expect(canSeePrices({ kind: 'admin' })).toBe(true);
    expect(canSeePrices({ kind: 'salesperson' })).toBe(true);
  });
});
