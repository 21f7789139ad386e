import { z } from 'zod';
import type { LanguageCode } from '../environments.ts';

/** Bilingual text stored as `{ en, ar }` and served in the request's language (DESIGN.md "Data"). */
export const localized = z.object({ en: z.string(), ar: z.string() });
export type Localized = z.infer<typeof localized>;

/** The text in `lang`, falling back to the other language when that one is empty. */
export function pickLocalized(value: Localized | null | undefined, lang: LanguageCode): string {
  if (!value) return '';
  const other: LanguageCode = lang === 'ar' ? 'en' : 'ar';
  return value[lang]?.trim() ? value[lang] : (value[other] ?? '');
}
