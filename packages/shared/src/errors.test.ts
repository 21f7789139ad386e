import { describe, expect, it } from 'vitest';
import { messages, pickLanguage, translate, validationMessage } from './errors.ts';

/** Plural forms differ by language (English one/other, Arabic zero…other): compared by base key. */
const keysOf = (o: object) =>
  [...new Set(Object.keys(o).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('message catalogue', () => {
  it('Arabic and English have the same keys in every namespace', () => {
    expect(keysOf(messages.ar.errors)).toEqual(keysOf(messages.en.errors));
    expect(keysOf(messages.ar.validation)).toEqual(keysOf(messages.en.validation));
    expect(keysOf(messages.ar.notices)).toEqual(keysOf(messages.en.notices));
  });

  it('keeps SPEC 8 texts verbatim in English', () => {
    expect(translate('en', 'unknown')).toBe('Unknown Error, Try Again');
    expect(translate('en', 'loginIncorrect')).toBe('The Email or password is incorrect');
    expect(translate('en', 'couponNotApplicable')).toBe(
      "Coupon Code Isn't Applicable, Check the Minimum Amount Required And The Expiration Date.",
    );
    expect(translate('en', 'notEnoughProduct', { item: 'Polo', max: 4 })).toBe(
      'There is not enough product Polo. The max Quantity of This Product is 4',
    );
    expect(translate('en', 'noSuchItem')).toBe('No such item to update');
  });

  it('translates namespaced and parameterised validation messages', () => {
    expect(translate('ar', 'notices.loggedOut')).toBe('تم تسجيل الخروج بنجاح');
    expect(translate('en', validationMessage('passwordMin', { min: 8 }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(translate('ar', validationMessage('required'))).toBe('هذا الحقل مطلوب');
    expect(translate('en', 'not a key')).toBe('not a key');
  });

  it('words a count with the plural form of the language', () => {
    expect(translate('en', 'brandInUse', { count: 1 })).toBe(
      'This brand is used by 1 product; move it to another brand first',
    );
    expect(translate('en', 'brandInUse', { count: 3 })).toBe(
      'This brand is used by 3 products; move them to another brand first',
    );
    expect(translate('ar', 'brandInUse', { count: 1 })).toContain('منتج واحد');
    expect(translate('ar', 'brandInUse', { count: 2 })).toContain('منتجين');
    expect(translate('ar', 'brandInUse', { count: 3 })).toContain('3 منتجات');
    expect(translate('ar', 'brandInUse', { count: 11 })).toContain('11 منتجًا');
    expect(translate('ar', 'brandInUse', { count: 100 })).toContain('100 منتج؛');
    expect(translate('ar', 'notices.customersAssigned', { count: 0 })).toBe('لم يُعيَّن أي عميل للمندوب');
    expect(translate('ar', 'notices.customersAssigned', { count: 5 })).toBe('تم تعيين 5 عملاء للمندوب');
    // Without a count a plural key has no one text: the key comes back, as for any unknown text.
    expect(translate('en', 'brandInUse')).toBe('brandInUse');
  });

  it('picks ar or en from Accept-Language by quality, else the fallback', () => {
    expect(pickLanguage('ar-SA,ar;q=0.9,en;q=0.8', 'en')).toBe('ar');
    expect(pickLanguage('fr-FR,en;q=0.5,ar;q=0.7', 'en')).toBe('ar');
    expect(pickLanguage('fr', 'ar')).toBe('ar');
    expect(pickLanguage(undefined, 'en')).toBe('en');
    expect(pickLanguage('EN-gb', 'ar')).toBe('en');
  });
});
