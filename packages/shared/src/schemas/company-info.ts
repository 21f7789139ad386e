import { z } from 'zod';
import { PHONE_MIN_DIGITS } from '../constants.ts';
import { validationMessage } from '../errors.ts';
import { optionalLocalizedLine, requiredLocalizedText } from './admin-taxonomy.ts';
import { singleLine } from './common.ts';
import { PHONE_MAX_DIGITS, phoneDigits } from './customer-auth.ts';

// ---------------------------------------------------------------------------------------------
// The company profile (SPEC 2 settings/company-info, SPEC 3 "Company info"): what the storefront's
// footer, contact page and documents show, served by `GET /api/front/site-profile` in the
// request's language. Texts a reader reads (address, bank, account name) are bilingual; numbers
// and codes are one value. An empty field reads 'Unavailable' on the storefront.
// ---------------------------------------------------------------------------------------------

const required = validationMessage('required');

/** A one-line value that may be left empty, at most `max` characters. */
const line = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(singleLine())
    .default('');

/** A phone number as the footer prints it (`0161 496 0734`): 10–15 digits, or empty. */
const companyPhone = line(30)
  .refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && phoneDigits(v) <= PHONE_MAX_DIGITS), {
    error: validationMessage('phoneInvalid'),
    abort: true,
  })
  .refine((v) => v === '' || phoneDigits(v) >= PHONE_MIN_DIGITS, {
    error: validationMessage('phoneMin', { min: PHONE_MIN_DIGITS }),
  });

/** ISO 13616: country code, check digits, then the account; the check digits make mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** `PUT /api/admin/settings/company-info`: the whole form (a full replace of these fields). */
export const companyInfoInput = z.object({
  /** The page title of the storefront (SPEC 3 "projectName"). */
  projectName: line(120).pipe(z.string().min(1, { error: required })),
  /** The company's name in each language (SPEC 3 "name"). */
  siteName: requiredLocalizedText(120),
  /** Lines separated by '/' (SPEC 3), in each language. */
  address: optionalLocalizedLine(500),
  postCode: line(20),
  email: line(255).pipe(
    z.union([z.literal(''), z.email({ error: validationMessage('invalidEmail') })], {
      error: validationMessage('invalidEmail'),
    }),
  ),
  phone: companyPhone,
  mobile: companyPhone,
  vatNumber: line(40),
  commercialRecordNumber: line(40),
  currency: z
    .string({ error: required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: validationMessage('currencyCode') }),
  bankName: optionalLocalizedLine(120),
  bankAccountName: optionalLocalizedLine(120),
  bankAccountNumber: line(40),
  sortCode: line(20),
  iban: line(40).refine((v) => v === '' || isValidIban(v), { error: validationMessage('ibanInvalid') }),
});
export type CompanyInfoInput = z.input<typeof companyInfoInput>;
export type CompanyInfoData = z.output<typeof companyInfoInput>;

const localizedRecord = z.object({ en: z.string(), ar: z.string() });

/** `GET /api/admin/settings/company-info`: every field in both languages, as the form edits it. */
export const companyInfoRecord = z.object({
  projectName: z.string(),
  siteName: localizedRecord,
  address: localizedRecord,
  postCode: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string(),
  vatNumber: z.string(),
  commercialRecordNumber: z.string(),
  currency: z.string(),
  bankName: localizedRecord,
  bankAccountName: localizedRecord,
  bankAccountNumber: z.string(),
  sortCode: z.string(),
  iban: z.string(),
  /** Null until the company profile is first saved. */
  updatedAt: z.string().nullable(),
});
export type CompanyInfoRecord = z.infer<typeof companyInfoRecord>;

/** The bilingual fields of the company profile: each should be filled in both languages. */
export const COMPANY_INFO_BILINGUAL_FIELDS = ['siteName', 'address', 'bankName', 'bankAccountName'] as const;
