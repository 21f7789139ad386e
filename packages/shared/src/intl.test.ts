import { describe, expect, it } from 'vitest';
import { formatBytes, intlLocale } from './intl.ts';

describe('intlLocale', () => {
  it('writes Arabic numbers and dates with Western digits', () => {
    const date = new Intl.DateTimeFormat(intlLocale('ar'), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(date).toContain('2026');
    expect(date).not.toMatch(/[\u0660-\u0669]/);
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1400)).toBe('1,400');
  });

  it('words byte sizes in the language', () => {
    expect(formatBytes(84 * 1024, 'en')).toBe('84 kB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatBytes(84 * 1024, 'ar')).toMatch(/^84\s?\S*كيلوبايت/);
  });
});
