/**
 * Search normalisation (DESIGN.md "Data", docs/decisions/0010-search.md). The same rules as the
 * IMMUTABLE SQL function `shop_normalize` of migration 0001 (a test keeps them identical), which
 * normalises both the product documents and the queries (ADR 0034: the database parses queries),
 * so spelling variants of one Arabic word meet:
 *
 * - Unicode NFKD first: presentation forms (ﻻ, ﷲ) become plain letters and accented Latin letters
 *   split into letter + mark (é → e + ◌́);
 * - combining marks removed: Latin accents (U+0300–U+036F), tashkeel and Quranic marks (U+0610–U+061A,
 *   U+064B–U+065F, U+0670, U+06D6–U+06ED), so "piqué" is found by "pique";
 * - tatweel (U+0640) removed;
 * - alef forms أ إ آ ٱ → ا; alef maqsura ى and Persian yeh ی → ي; taa marbuta ة → ه;
 * - hamza on a carrier ؤ → و and ئ → ي (people often type the bare carrier);
 * - Arabic-Indic and Persian digits → 0–9 (SKUs and sizes are typed either way);
 * - lower case (Latin).
 *
 * Whitespace and punctuation are left alone: `shop_search_split` (migration 0005) splits on them.
 */

/** Marks removed after NFKD: Latin accents, tashkeel, Quranic signs, superscript alef, tatweel. */
export const SEARCH_MARKS = /[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Letters replaced one for one; `from[i]` becomes `to[i]` (the SQL function uses `translate`). */
export const ARABIC_LETTER_MAP = {
  from: 'أإآٱىیةؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
  to: 'ااااييهوي01234567890123456789',
} as const;

const letterMap = new Map<string, string>(
  [...ARABIC_LETTER_MAP.from].map((ch, i) => [ch, [...ARABIC_LETTER_MAP.to][i] ?? ch]),
);
const letterPattern = new RegExp(`[${ARABIC_LETTER_MAP.from}]`, 'g');

/** The searchable form of a text in either language (see the rules above). */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(SEARCH_MARKS, '')
    .replace(letterPattern, (ch) => letterMap.get(ch) ?? ch)
    .toLowerCase();
}

/**
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits as 0–9, and the Arabic decimal separator (٫) as a
 * point: numbers are typed on Arabic keyboards as often as on Latin ones.
 */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}
