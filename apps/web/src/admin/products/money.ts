import { toLatinDigits } from '@shop/shared';

/*
 * The API keeps money in integer minor units (pence, halalas; docs/api/admin-products.md) while an
 * admin types "12.50". Both shop currencies (GBP, SAR) have two decimals.
 */

const MINOR_DIGITS = 2;

/**
 * "12.5" → 1250. Anything that is not a plain amount is passed on unchanged, so the shared schema
 * answers "Must be a number" (or "required" for an empty field) exactly as the API would.
 */
export function toMinor(text: string): number | string {
  const trimmed = toLatinDigits(text.trim());
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return trimmed;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * 10 ** MINOR_DIGITS + Number(fraction.padEnd(MINOR_DIGITS, '0'));
  return sign ? -minor : minor;
}

/** 1250 → "12.50" (for a form field). */
export function fromMinor(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  return (minor / 10 ** MINOR_DIGITS).toFixed(MINOR_DIGITS);
}
