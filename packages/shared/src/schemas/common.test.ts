import { describe, expect, it } from 'vitest';
import { PG_INT_MAX } from '../constants.ts';
import { contactBody } from './admin-content.ts';
import { categoryInput, taxonName } from './admin-taxonomy.ts';
import { customerListQuery } from './admin-users.ts';
import {
  hasForbiddenCharacters,
  idParams,
  isMultiLineText,
  isSingleLineText,
  localized,
  recordId,
  searchQuery,
} from './common.ts';
import { customerRegisterInput } from './customer-auth.ts';
import { issueMessages } from './test-helpers.ts';

describe('what a text may hold (ADR 0031)', () => {
  it('never a C0 control other than tab and line breaks, DEL or a lone surrogate', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      'x\u001b[31m',
      'del\u007f',
      '\ud800',
      'a\udc00b',
      '\udc00\ud800',
    ]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(isMultiLineText(bad)).toBe(false);
      expect(isSingleLineText(bad)).toBe(false);
    }
    // Paired surrogates (emoji), Arabic, and the other scripts of the shop's customers are text.
    for (const good of ['Navy polo 😀', 'قميص كحلي', 'Ünïcödé', 'ﷺ', '']) {
      expect(hasForbiddenCharacters(good), good).toBe(false);
      expect(isSingleLineText(good)).toBe(true);
    }
  });

  it('tab and line breaks belong to multi-line text only', () => {
    expect(isMultiLineText('Dear team,\r\n\tthanks')).toBe(true);
    expect(isSingleLineText('Navy\npolo')).toBe(false);
    expect(isSingleLineText('Navy\tpolo')).toBe(false);
  });

  it('single-line fields refuse controls and line breaks with a translated message', () => {
    const name = (en: string) => issueMessages(taxonName.safeParse({ en, ar: 'اسم صالح' }));
    expect(name('Navy\u0000Polo')).toEqual({ en: 'validation.invalidCharacters' });
    expect(name('Navy \ud800 Polo')).toEqual({ en: 'validation.invalidCharacters' });
    expect(name('Navy\nPolo')).toEqual({ en: 'validation.singleLine' });
    // Leading and trailing line breaks are trimmed away first.
    expect(taxonName.parse({ en: '\nNavy Polo\n', ar: 'اسم صالح' }).en).toBe('Navy Polo');
  });

  it('multi-line fields keep line breaks and refuse the rest', () => {
    const contact = { name: 'Sam', email: 'sam@example.test', subject: 'Hello' };
    expect(contactBody.parse({ ...contact, message: 'Line one\nLine two' }).message).toBe(
      'Line one\nLine two',
    );
    expect(issueMessages(contactBody.safeParse({ ...contact, message: 'Hi\u0000' }))).toEqual({
      message: 'validation.invalidCharacters',
    });
    expect(
      issueMessages(contactBody.safeParse({ ...contact, subject: 'Hi\r\nBcc: x@y.z', message: 'Hi' })),
    ).toEqual({
      subject: 'validation.singleLine',
    });
    expect(localized.safeParse({ en: 'ok', ar: '\udfff' }).success).toBe(false);
  });

  it('applies to sign-up, and to every search', () => {
    const form = {
      firstName: 'Sam\u0000',
      lastName: 'Seller',
      companyName: 'Co',
      companyNumber: '12345678',
      email: 'sam@example.test',
      mobile: '07700900123',
      password: 'Secret-pass-1',
      passwordConfirmation: 'Secret-pass-1',
    };
    expect(issueMessages(customerRegisterInput.safeParse(form))).toEqual({
      firstName: 'validation.invalidCharacters',
    });
    expect(searchQuery.safeParse('polo\u0000').success).toBe(false);
    expect(searchQuery.parse('  polo ')).toBe('polo');
    expect(searchQuery.parse('   ')).toBeUndefined();
  });
});

describe('ids and references are PostgreSQL integers', () => {
  it('1 to 2^31 - 1, from numbers or numeric strings only', () => {
    expect(recordId.parse('12')).toBe(12);
    expect(recordId.parse(PG_INT_MAX)).toBe(PG_INT_MAX);
    for (const bad of [0, -1, 1.5, PG_INT_MAX + 1, '2147483648', 9e99, 'abc', true, [5]]) {
      expect(issueMessages(recordId.safeParse(bad)), JSON.stringify(bad)).toEqual({
        '': 'validation.invalid',
      });
    }
    expect(issueMessages(recordId.safeParse(undefined))).toEqual({ '': 'validation.required' });
  });

  it('bounds path ids, query references and body references alike', () => {
    expect(idParams.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(customerListQuery.safeParse({ salesperson_id: '2147483648' }).success).toBe(false);
    const category = { name: { en: 'Shirts', ar: 'قمصان' }, status: 'active', image: '/uploads/a.webp' };
    expect(issueMessages(categoryInput.safeParse({ ...category, mainCategoryId: 2_147_483_648 }))).toEqual({
      mainCategoryId: 'validation.invalid',
    });
    expect(issueMessages(categoryInput.safeParse(category))).toEqual({
      mainCategoryId: 'validation.required',
    });
  });
});
