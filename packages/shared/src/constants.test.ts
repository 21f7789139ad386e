import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_LIMIT,
  DEFAULT_COLUMNS,
  DEFAULT_PER_PAGE,
  isPreviewToken,
  queryRetryDelay,
  THEME_DEFAULT_ADMIN_LIMIT,
  THEME_DEFAULT_LAPTOP_COLUMNS,
  TOAST_LIMIT,
  toastDuration,
} from './constants.ts';

describe('SPEC 9 constants', () => {
  it('columns, page sizes and their theme defaults', () => {
    expect(DEFAULT_COLUMNS).toEqual({ mobile: 2, ipadV: 2, ipadH: 3, laptop: 3, monitor: 4 });
    expect(THEME_DEFAULT_LAPTOP_COLUMNS).toBe(4);
    expect(DEFAULT_PER_PAGE).toBe(20);
    expect(DEFAULT_ADMIN_LIMIT).toBe(20);
    expect(THEME_DEFAULT_ADMIN_LIMIT).toBe(30);
    expect(TOAST_LIMIT).toBe(10);
  });

  it('toast auto-close is 50 ms per character, capped at 3000 ms', () => {
    expect(toastDuration('')).toBe(0);
    expect(toastDuration('Saved')).toBe(250);
    expect(toastDuration('x'.repeat(60))).toBe(3000);
    expect(toastDuration('x'.repeat(500))).toBe(3000);
  });

  it('query retries double from 1 s to a 30 s cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('a token longer than 10 characters marks an admin preview session', () => {
    expect(isPreviewToken('0123456789')).toBe(false);
    expect(isPreviewToken('0123456789a')).toBe(true);
    expect(isPreviewToken(null)).toBe(false);
    expect(isPreviewToken(undefined)).toBe(false);
  });
});
