import { describe, expect, it } from 'vitest';
import { messages, pickLanguage, translate, validationMessage } from './errors.ts';

const keysOf = (o: object) => Object.keys(o).sort();

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

  it('picks ar or en from Accept-Language by quality, else the fallback', () => {
    expect(pickLanguage('ar-SA,ar;q=0.9,en;q=0.8', 'en')).toBe('ar');
    expect(pickLanguage('fr-FR,en;q=0.5,ar;q=0.7', 'en')).toBe('ar');
    expect(pickLanguage('fr', 'ar')).toBe('ar');
    expect(pickLanguage(undefined, 'en')).toBe('en');
    expect(pickLanguage('EN-gb', 'ar')).toBe('en');
  });
});
