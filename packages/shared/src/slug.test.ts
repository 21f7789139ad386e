import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases, drops accents and apostrophes, reads & as and, joins words with one dash', () => {
    expect(slugify('Piqué Polo Shirt')).toBe('pique-polo-shirt');
    expect(slugify("Men's Navy Polo")).toBe('mens-navy-polo');
    expect(slugify('Women’s Wrap Dress')).toBe('womens-wrap-dress');
    expect(slugify('T-Shirts & Polos')).toBe('t-shirts-and-polos');
    expect(slugify('  Summer!!  Sale -- 2025 ')).toBe('summer-sale-2025');
  });

  it('gives an empty slug for Arabic-only text, so the caller picks its own', () => {
    expect(slugify('ملابس رجالية')).toBe('');
  });

  it('cuts at the maximum without leaving a trailing dash', () => {
    expect(slugify('abc def', 4)).toBe('abc');
    expect(slugify('a'.repeat(120))).toHaveLength(100);
    expect(slugify('a'.repeat(120), 150)).toHaveLength(120);
  });
});
