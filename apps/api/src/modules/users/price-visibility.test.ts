import { describe, expect, it } from 'vitest';
import { canSeePrices, customerPriceVisibility } from './price-visibility.ts';

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

  it('gives a customer the first reason that hides prices, in the order the rule checks', () => {
    expect(customerPriceVisibility({ emailVerifiedAt: null, approvedAt: null, canSeePrices: false })).toEqual(
      {
        visible: false,
        reason: 'email_unverified',
      },
    );
    expect(customerPriceVisibility({ ...approved, approvedAt: null, canSeePrices: false })).toEqual({
      visible: false,
      reason: 'awaiting_approval',
    });
    expect(customerPriceVisibility({ ...approved, canSeePrices: false })).toEqual({
      visible: false,
      reason: 'hidden_by_admin',
    });
    expect(customerPriceVisibility(approved)).toEqual({ visible: true, reason: 'approved' });
  });
});
