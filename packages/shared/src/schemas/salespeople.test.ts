import { describe, expect, it } from 'vitest';
import {
  assignCustomersInput,
  salespersonCreateInput,
  salespersonListQuery,
  salespersonUpdateInput,
} from './salespeople.ts';
import { issueMessages } from './test-helpers.ts';

describe('salesperson schemas (SPEC 5 "Salesperson")', () => {
  const valid = {
    firstName: 'Omar',
    lastName: 'Siddiqui',
    phone: '07700 900 456',
    email: 'sales@shop.test',
    code: 'SP-001',
    password: '12345678',
    passwordConfirmation: '12345678',
  };

  it('accepts a password of 8 and normalises the phone; active by default', () => {
    expect(salespersonCreateInput.parse(valid)).toEqual({ ...valid, phone: '07700900456', active: true });
  });

  it('every field is required', () => {
    expect(issueMessages(salespersonCreateInput.safeParse({}))).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      phone: 'validation.required',
      email: 'validation.required',
      code: 'validation.required',
      password: 'validation.required',
      passwordConfirmation: 'validation.required',
    });
  });

  it('phone: the phone rule of customers (10 to 15 digits, separators and a leading + allowed)', () => {
    const phone = (value: string) => salespersonUpdateInput.safeParse({ phone: value });
    expect(phone('+966 (50) 123-4567').data).toEqual({ phone: '+966501234567' });
    expect(phone('0770090045').success).toBe(true);
    expect(issueMessages(phone('077009004'))).toEqual({ phone: 'validation.phoneMin|{"min":10}' });
    expect(issueMessages(phone('07700abc456'))).toEqual({ phone: 'validation.phoneInvalid' });
    expect(phone('1234567890123456').success).toBe(false);
  });

  it('password at least 8 and matching; code without spaces', () => {
    const short = salespersonCreateInput.safeParse({
      ...valid,
      password: '1234567',
      passwordConfirmation: '1234567',
    });
    expect(issueMessages(short)).toEqual({ password: 'validation.passwordMin|{"min":8}' });
    expect(
      issueMessages(salespersonCreateInput.safeParse({ ...valid, passwordConfirmation: 'nope' })),
    ).toEqual({
      passwordConfirmation: 'validation.passwordMismatch',
    });
    expect(issueMessages(salespersonCreateInput.safeParse({ ...valid, code: 'SP 1' }))).toEqual({
      code: 'validation.invalid',
    });
  });

  it('updates take any non-empty subset; lists and bulk assignment', () => {
    expect(salespersonUpdateInput.parse({ active: false })).toEqual({ active: false });
    expect(issueMessages(salespersonUpdateInput.safeParse({}))).toEqual({ '': 'validation.nothingToUpdate' });
    expect(issueMessages(assignCustomersInput.safeParse({ userIds: [2_147_483_648] }))).toEqual({
      'userIds.0': 'validation.invalid',
    });
    expect(salespersonListQuery.parse({ active: 'false' })).toEqual({ page: 1, sort: 'name', active: false });
    expect(assignCustomersInput.parse({ userIds: [1, 2] })).toEqual({ userIds: [1, 2] });
    expect(issueMessages(assignCustomersInput.safeParse({ userIds: [] }))).toEqual({
      userIds: 'validation.required',
    });
    expect(
      assignCustomersInput.safeParse({ userIds: Array.from({ length: 501 }, (_, i) => i + 1) }).success,
    ).toBe(false);
  });
});
