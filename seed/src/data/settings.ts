import type { Localized } from '@shop/shared';

/**
 * The site settings row, which also holds the company profile served by
 * `GET /api/front/site-profile`. Phone numbers are in Ofcom's drama ranges and the bank details
 * are fictitious (the IBAN's check digits are valid so forms that validate it accept it).
 */
export const SITE = {
  projectName: 'Atlas Wholesale',
  siteName: { en: 'Atlas Wholesale', ar: 'أطلس للجملة' } satisfies Localized,
  email: 'trade@atlas-wholesale.test',
  // Lines are separated by '/' (SPEC 3); every text a reader reads is in both languages.
  address: {
    en: 'Atlas Wholesale Ltd/Unit 4, Riverside Trade Park/120 Cheetham Hill Road/Manchester/United Kingdom',
    ar: 'أطلس للجملة المحدودة/الوحدة 4، مجمّع ريفرسايد التجاري/120 طريق تشيثام هيل/مانشستر/المملكة المتحدة',
  } satisfies Localized,
  postCode: 'M8 8PY',
  phone: '0161 496 0734',
  mobile: '07700 900418',
  vatNumber: 'GB 294 7714 36',
  bankAccountName: { en: 'Atlas Wholesale Ltd', ar: 'أطلس للجملة المحدودة' } satisfies Localized,
  bankName: { en: 'Pennine Commercial Bank', ar: 'بنك بينين التجاري' } satisfies Localized,
  bankAccountNumber: '41839527',
  sortCode: '20-45-77',
  iban: 'GB91 PCBK 2045 7741 8395 27',
  commercialRecordNumber: '09876543',
  currency: 'GBP',
  maxQuantityPerProduct: 500,
  refundDays: 14,
  enableRefunds: true,
  dashboardTopN: 5,
} as const;

/** Public paths of the generated brand assets and documents (under `/uploads/seed/`). */
export const SITE_FILES = {
  logoSvg: 'seed/brand/logo.svg',
  logoPng: 'seed/brand/logo.png',
  approvalForm: 'seed/approval-form.pdf',
  catalogue: 'seed/catalogue.pdf',
} as const;
