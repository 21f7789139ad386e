import { describe, expect, it } from 'vitest';
import { adminCreateInput, adminListQuery, adminUpdateInput } from './admins.ts';
import { personalPasswordInput, personalUpdateInput } from './personal.ts';
import { issueMessages } from './test-helpers.ts';

describe('admin and personal schemas (SPEC 5 "Admin")', () => {
  const valid = {
    name: 'Sarah',
    email: 'sarah@shop.test',
    password: '123456789',
    passwordConfirmation: '123456789',
  };

  it('a password over 8 characters (9 passes, 8 does not) with a matching confirmation', () => {
    expect(adminCreateInput.parse(valid)).toEqual({ ...valid, is_super_admin: false });
    const eight = adminCreateInput.safeParse({
      ...valid,
      password: '12345678',
      passwordConfirmation: '12345678',
    });
    expect(issueMessages(eight)).toEqual({ password: 'validation.passwordOver|{"min":8}' });
    expect(issueMessages(adminCreateInput.safeParse({ ...valid, passwordConfirmation: 'x' }))).toEqual({
      passwordConfirmation: 'validation.passwordMismatch',
    });
  });

  it('name required (blank counts as missing), email valid and trimmed', () => {
    expect(issueMessages(adminCreateInput.safeParse({ ...valid, name: '   ', email: 'nope' }))).toEqual({
      name: 'validation.required',
      email: 'validation.invalidEmail',
    });
    expect(adminCreateInput.parse({ ...valid, email: ' sarah@shop.test ' }).email).toBe('sarah@shop.test');
  });

  it('updates take any non-empty subset; a new password still needs its confirmation', () => {
    // Nothing to change is refused (it used to reach the database as an empty UPDATE: a 500).
    expect(issueMessages(adminUpdateInput.safeParse({}))).toEqual({ '': 'validation.nothingToUpdate' });
    expect(issueMessages(adminUpdateInput.safeParse({ passwordConfirmation: 'x', unknown: 1 }))).toEqual({
      '': 'validation.nothingToUpdate',
    });
    expect(adminUpdateInput.parse({ is_super_admin: false })).toEqual({ is_super_admin: false });
    expect(issueMessages(adminUpdateInput.safeParse({ password: '123456789' }))).toEqual({
      passwordConfirmation: 'validation.passwordMismatch',
    });
    expect(adminListQuery.parse({})).toEqual({ page: 1, sort: 'name' });
  });

  it('personal settings: name and email; password change needs the current one', () => {
    expect(issueMessages(personalUpdateInput.safeParse({}))).toEqual({
      name: 'validation.required',
      email: 'validation.required',
    });
    const change = { currentPassword: 'old', password: 'new-password', passwordConfirmation: 'new-password' };
    expect(personalPasswordInput.parse(change)).toEqual(change);
    expect(issueMessages(personalPasswordInput.safeParse({ ...change, currentPassword: '' }))).toEqual({
      currentPassword: 'validation.required',
    });
  });
});
