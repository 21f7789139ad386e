import { describe, expect, it } from 'vitest';
import {
  assignSalespersonInput,
  canSeePricesInput,
  customerListQuery,
  customerSummary,
  listMeta,
  paginated,
  restrictUserInput,
} from './admin-users.ts';
import { idParams } from './common.ts';
import { issueMessages } from './test-helpers.ts';

describe('back-office customer schemas', () => {
  it('the list query reads the URL query string: defaults, booleans, salesperson none or id', () => {
    expect(customerListQuery.parse({})).toEqual({ page: 1, sort: '-created_at' });
    expect(
      customerListQuery.parse({
        page: '2',
        perPage: '50',
        state: 'awaiting_approval',
        restricted: 'true',
        can_see_prices: '0',
        salesperson_id: '7',
        search: '  haddad ',
        sort: 'company',
      }),
    ).toEqual({
      page: 2,
      perPage: 50,
      state: 'awaiting_approval',
      restricted: true,
      can_see_prices: false,
      salesperson_id: 7,
      search: 'haddad',
      sort: 'company',
    });
    expect(customerListQuery.parse({ salesperson_id: 'none', search: '   ' })).toEqual({
      page: 1,
      sort: '-created_at',
      salesperson_id: 'none',
    });
  });

  it('refuses unknown states, sorts, booleans and page sizes over 100', () => {
    const bad = customerListQuery.safeParse({
      state: 'pending',
      sort: 'password',
      restricted: 'yes',
      perPage: '500',
      page: '0',
      salesperson_id: 'x',
    });
    expect(Object.keys(issueMessages(bad)).sort()).toEqual([
      'page',
      'perPage',
      'restricted',
      'salesperson_id',
      'sort',
      'state',
    ]);
    expect(issueMessages(bad).state).toBe('validation.invalid');
  });

  it('action bodies: a reason is required and trimmed; value is a boolean; salespersonId may be null', () => {
    expect(restrictUserInput.parse({ reason: ' Unpaid ' })).toEqual({ reason: 'Unpaid' });
    expect(issueMessages(restrictUserInput.safeParse({ reason: '  ' }))).toEqual({
      reason: 'validation.required',
    });
    expect(issueMessages(restrictUserInput.safeParse({}))).toEqual({ reason: 'validation.required' });
    expect(issueMessages(restrictUserInput.safeParse({ reason: 'x'.repeat(501) }))).toEqual({
      reason: 'validation.maxLength|{"max":500}',
    });
    expect(canSeePricesInput.safeParse({ value: 'true' }).success).toBe(false);
    expect(assignSalespersonInput.parse({ salespersonId: null })).toEqual({ salespersonId: null });
    expect(issueMessages(assignSalespersonInput.safeParse({}))).toEqual({
      salespersonId: 'validation.required',
    });
    expect(idParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParams.safeParse({ id: '0' }).success).toBe(false);
  });

  it('paginated answers carry items and meta', () => {
    const page = paginated(customerSummary.pick({ id: true }));
    expect(
      page.parse({ items: [{ id: 1 }], meta: { total: 1, page: 1, perPage: 20, pageCount: 1 } }),
    ).toEqual({
      items: [{ id: 1 }],
      meta: { total: 1, page: 1, perPage: 20, pageCount: 1 },
    });
    expect(listMeta.safeParse({ total: -1, page: 1, perPage: 1, pageCount: 0 }).success).toBe(false);
  });
});
