import type { LanguageCode } from './environments.ts';
import { intlLocale } from './intl.ts';

/*
 * The one money formatter of the shop (ADR 0039): amounts are integer minor units (DESIGN.md) and
 * both shop currencies (GBP, SAR) have two decimals.
 */

const MINOR_PER_UNIT = 100;
const LATIN = /[A-Za-z]/;

const formatters = new Map<string, { format: Intl.NumberFormat; symbol: string | undefined }>();

function currencyPart(locale: string, currency: string): string | undefined {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
}

/**
 * The currency's narrow symbol in the language. Arabic data names some currencies with Latin
 * letters that tell them apart from their namesakes (`UK£`, `US$`); a shopper reads the plain
 * sign, so where the English narrow symbol has no letters (£, $, €) Arabic shows it too. A
 * currency with an Arabic symbol keeps it (`ر.س.` for SAR).
 */
function narrowSymbol(currency: string, lang: LanguageCode): string | undefined {
  const own = currencyPart(intlLocale(lang), currency);
  if (lang !== 'ar' || !own || !LATIN.test(own)) return undefined;
  const plain = currencyPart(intlLocale('en'), currency);
  return plain && !LATIN.test(plain) ? plain : undefined;
}

function formatterOf(currency: string, lang: LanguageCode) {
  const key = `${lang}:${currency}`;
  let entry = formatters.get(key);
  if (!entry) {
    try {
      entry = {
        format: new Intl.NumberFormat(intlLocale(lang), {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
        }),
        symbol: narrowSymbol(currency, lang),
      };
    } catch {
      // An unknown currency code: the number alone rather than a broken page.
      entry = {
        format: new Intl.NumberFormat(intlLocale(lang), {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
        symbol: undefined,
      };
    }
    formatters.set(key, entry);
  }
  return entry;
}

/**
 * 1250 → "£12.50" in English, "12.50 £" in Arabic (SAR: "SAR 12.50", "12.50 ر.س."): the price as
 * the buyer reads it, in the page's language and the deployment's currency.
 */
export function formatMoney(minor: number, currency: string, lang: LanguageCode): string {
  const { format, symbol } = formatterOf(currency, lang);
  const amount = minor / MINOR_PER_UNIT;
  const text = symbol
    ? format
        .formatToParts(amount)
        .map((part) => (part.type === 'currency' ? symbol : part.value))
        .join('')
    : format.format(amount);
  // In a right-to-left line the number and its sign could be reordered apart: keep the price one
  // left-to-right island (Unicode isolates).
  return lang === 'ar' ? `\u2066${text}\u2069` : text;
}
