import type { UserLoginResult } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { salespersonToken, userToken } from '../../lib/auth-tokens.ts';
import { salesCustomer } from '../../lib/buyer.ts';
import { testQueryClient } from '../../test/render.tsx';
import { cartKeys } from '../cart/api.ts';
import { accountKeys } from './api/keys.ts';
import { afterLoginPath, endSession, startSession } from './session.ts';
import { customerFixture } from './test-fixtures.ts';

const customer = (state: 'approved' | 'awaiting_approval' = 'approved'): UserLoginResult => ({
  kind: 'customer',
  token: 'customer-token',
  expiresAt: '2030-01-01T00:00:00Z',
  user: customerFixture({ state }),
});
const profile = {
  id: 3,
  firstName: 'Omar',
  lastName: 'Siddiqui',
  email: 's@x.test',
  phone: '0770',
  code: 'SP-1',
};
const salesperson: UserLoginResult = {
  kind: 'salesperson',
  token: 'sales-token',
  expiresAt: '2030-01-01T00:00:00Z',
  salesperson: profile,
};

describe('where /login leads (ADR 0030)', () => {
  it('a salesperson: to its area, or back to the storefront page it came from', () => {
    expect(afterLoginPath(salesperson, '')).toBe('/salesperson/customers');
    expect(afterLoginPath(salesperson, '/salesperson/returns')).toBe('/salesperson/returns');
    expect(afterLoginPath(salesperson, '/productDetails/linen-shirt?x=1')).toBe(
      '/productDetails/linen-shirt?x=1',
    );
    expect(afterLoginPath(salesperson, '/dashboard')).toBe('/salesperson/customers');
    expect(afterLoginPath(salesperson, '/dashboard/orders/7')).toBe('/salesperson/customers');
  });

  it('a customer: back where it came from, home, or the approval step; never the salesperson area', () => {
    expect(afterLoginPath(customer(), '')).toBe('/');
    expect(afterLoginPath(customer(), '/dashboard/addresses')).toBe('/dashboard/addresses');
    expect(afterLoginPath(customer(), '/salesperson/customers')).toBe('/');
    // A path that merely starts with the same letters is not the area.
    expect(afterLoginPath(customer(), '/salesperson-offers')).toBe('/salesperson-offers');
    expect(afterLoginPath(customer('awaiting_approval'), '/products')).toBe('/dashboard/approval-form');
  });
});

describe('one storefront session at a time', () => {
  it("keeps the new session's token and profile and ends the other kind's", () => {
    const queryClient = testQueryClient();
    userToken.set('old-customer-token');
    queryClient.setQueryData(accountKeys.profile(), customerFixture());
    startSession(queryClient, salesperson);
    expect(salespersonToken.get()).toBe('sales-token');
    expect(userToken.get()).toBeNull();
    expect(queryClient.getQueryData(accountKeys.profile())).toBeUndefined();
    expect(queryClient.getQueryData(['salesperson', 'profile'])).toEqual(profile);

    startSession(queryClient, customer());
    expect(userToken.get()).toBe('customer-token');
    expect(salespersonToken.get()).toBeNull();
    expect(queryClient.getQueryData(['salesperson', 'profile'])).toBeUndefined();

    endSession(queryClient);
    expect(userToken.get()).toBeNull();
    expect(queryClient.getQueryData(accountKeys.profile())).toBeUndefined();
  });

  it('forgets the carts kept in this browser and the salesperson’s pick when a session ends or starts', () => {
    const queryClient = testQueryClient();
    userToken.set('customer-token');
    localStorage.setItem('cart-customer', '{"version":1,"items":[],"metadata":{}}');
    localStorage.setItem('cart-sales-7', '{"version":1,"items":[],"metadata":{}}');
    localStorage.setItem('language', 'ar');
    salesCustomer.set('7');
    queryClient.setQueryData(cartKeys.cart('/api/user'), { totalItems: 3 });
    endSession(queryClient);
    expect(localStorage.getItem('cart-customer')).toBeNull();
    expect(localStorage.getItem('cart-sales-7')).toBeNull();
    expect(localStorage.getItem('language')).toBe('ar');
    expect(salesCustomer.get()).toBeNull();
    expect(queryClient.getQueryData(cartKeys.cart('/api/user'))).toBeUndefined();

    localStorage.setItem('cart-customer', '{"version":1,"items":[],"metadata":{}}');
    startSession(queryClient, customer());
    expect(localStorage.getItem('cart-customer')).toBeNull();
  });
});
