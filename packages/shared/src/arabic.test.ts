import { describe, expect, it } from 'vitest';
import { normalizeSearchText, toLatinDigits } from './arabic.ts';

describe('normalizeSearchText', () => {
  it('removes tashkeel and tatweel', () => {
    expect(normalizeSearchText('الْعَرَبِيَّةُ')).toBe('العربيه');
    expect(normalizeSearchText('جـــمـــيـــل')).toBe('جميل');
  });

  it('unifies alef forms, alef maqsura, taa marbuta and hamza carriers', () => {
    for (const word of ['أحمد', 'إحمد', 'آحمد', 'ٱحمد', 'احمد'])
      expect(normalizeSearchText(word)).toBe('احمد');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('فارسی')).toBe('فارسي');
    expect(normalizeSearchText('سترة')).toBe('ستره');
    expect(normalizeSearchText('مسؤول')).toBe('مسوول');
    expect(normalizeSearchText('رئيس')).toBe('رييس');
  });

  it('turns presentation forms into letters and Arabic-Indic digits into 0-9', () => {
    expect(normalizeSearchText('ﻻ')).toBe('لا');
    expect(normalizeSearchText('١٢٣ ۴۵۶')).toBe('123 456');
  });

  it('lower-cases and strips Latin accents', () => {
    expect(normalizeSearchText('Piqué POLO')).toBe('pique polo');
    expect(normalizeSearchText('NG-PL-PIQ')).toBe('ng-pl-piq');
  });
});

describe('toLatinDigits', () => {
  it('reads Arabic-Indic and Persian digits and the Arabic decimal separator', () => {
    expect(toLatinDigits('١٢٠')).toBe('120');
    expect(toLatinDigits('۱۲۰')).toBe('120');
    expect(toLatinDigits('٢٫٥')).toBe('2.5');
    expect(toLatinDigits('SKU-٤٤ x')).toBe('SKU-44 x');
  });
});
