import { describe, expect, it } from 'vitest';
import { missingLanguage } from './common.ts';
import { companyInfoInput, isValidIban } from './company-info.ts';

const base = {
  projectName: 'Atlas Wholesale',
  siteName: { en: 'Atlas Wholesale', ar: 'أطلس للجملة' },
  currency: 'gbp',
};

describe('company info (settings/company-info)', () => {
  it('fills what is left out: empty texts in both languages, currency upper-cased', () => {
    expect(companyInfoInput.parse(base)).toMatchObject({
      address: { en: '', ar: '' },
      bankName: { en: '', ar: '' },
      email: '',
      phone: '',
      currency: 'GBP',
    });
  });

  it('accepts phones as printed and refuses fewer than 10 digits or letters', () => {
    expect(companyInfoInput.safeParse({ ...base, phone: '+44 (0)161 496-0734' }).success).toBe(true);
    const short = companyInfoInput.safeParse({ ...base, phone: '0161 49' });
    expect(short.error?.issues.map((i) => i.message)).toEqual(['validation.phoneMin|{"min":10}']);
    const letters = companyInfoInput.safeParse({ ...base, mobile: '0770 ABC 0418' });
    expect(letters.error?.issues.map((i) => i.message)).toEqual(['validation.phoneInvalid']);
  });

  it('checks an IBAN by its check digits', () => {
    expect(isValidIban('GB91 PCBK 2045 7741 8395 27')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('GB00 PCBK 2045 7741 8395 27')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('names the language a bilingual text lacks while the other has text', () => {
    expect(missingLanguage({ en: 'Unit 4/Manchester', ar: '' })).toBe('ar');
    expect(missingLanguage({ en: '  ', ar: 'مانشستر' })).toBe('en');
    expect(missingLanguage({ en: 'Manchester', ar: 'مانشستر' })).toBeNull();
    expect(missingLanguage({ en: '', ar: '' })).toBeNull();
    expect(missingLanguage(null)).toBeNull();
  });
});
