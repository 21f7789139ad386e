import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

/** What a reader sees: the text without the invisible direction marks. */
const shown = (text: string) =>
  text.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows the pound sign in both languages, never "GBP" or "UK£"', () => {
    expect(formatMoney(1250, 'GBP', 'en')).toBe('£12.50');
    expect(formatMoney(123456, 'GBP', 'en')).toBe('£1,234.56');
    const ar = shown(formatMoney(1250, 'GBP', 'ar'));
    expect(ar).toBe('12.50 £');
    expect(ar).not.toMatch(/GBP|UK/);
  });

  it('keeps Western digits in Arabic and the price one left-to-right island', () => {
    const ar = formatMoney(123456, 'GBP', 'ar');
    expect(ar.startsWith('\u2066')).toBe(true);
    expect(ar.endsWith('\u2069')).toBe(true);
    expect(shown(ar)).toBe('1,234.56 £');
    expect(ar).not.toMatch(/[\u0660-\u0669]/);
  });

  it('gives a currency with an Arabic symbol that symbol in Arabic', () => {
    expect(shown(formatMoney(1250, 'SAR', 'ar'))).toMatch(/^12\.50 ر\.س\.?$/);
    expect(shown(formatMoney(1250, 'SAR', 'en'))).toBe('SAR 12.50');
    expect(shown(formatMoney(999, 'EUR', 'ar'))).toBe('9.99 €');
    expect(shown(formatMoney(999, 'USD', 'ar'))).toBe('9.99 $');
  });

  it('shows the number alone for a currency code it does not know', () => {
    expect(formatMoney(1250, 'NOT-A-CODE', 'en')).toBe('12.50');
  });
});
