import type { LanguageCode } from './environments.ts';
import arErrors from './locales/ar/errors.json' with { type: 'json' };
import arNotices from './locales/ar/notices.json' with { type: 'json' };
import arValidation from './locales/ar/validation.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enNotices from './locales/en/notices.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };

/**
 * Message keys of SPEC point 8. The API answers `{ code, message }` where `code` is one of these
 * keys and `message` is its text in the request's language; the SPA shows the same texts.
 */
export type ErrorKey = keyof typeof enErrors;
export type ValidationKey = keyof typeof enValidation;
export type NoticeKey = keyof typeof enNotices;

export const messages = {
  en: { errors: enErrors, validation: enValidation, notices: enNotices },
  ar: { errors: arErrors, validation: arValidation, notices: arNotices },
} as const;

/** Validation messages travel inside zod issues as `validation.<key>` (optionally `|{"min":8}`). */
export function validationMessage(key: ValidationKey, params?: Record<string, string | number>): string {
  return params ? `validation.${key}|${JSON.stringify(params)}` : `validation.${key}`;
}

function interpolate(text: string, params?: Record<string, unknown>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Translates an error key (`loginIncorrect`), a namespaced key (`notices.loggedOut`), or a
 * `validation.<key>|{params}` message into the language; unknown text is returned as it is.
 */
export function translate(
  lang: LanguageCode,
  keyOrMessage: string,
  params?: Record<string, unknown>,
): string {
  const catalogue = messages[lang];
  const dot = keyOrMessage.indexOf('.');
  const namespace = dot > 0 ? keyOrMessage.slice(0, dot) : '';
  if (namespace === 'validation' || namespace === 'notices') {
    const [key = '', json] = keyOrMessage.slice(dot + 1).split('|', 2);
    const text = (catalogue[namespace] as Record<string, string>)[key];
    if (text === undefined) return keyOrMessage;
    return interpolate(text, json ? (JSON.parse(json) as Record<string, unknown>) : params);
  }
  const text = (catalogue.errors as Record<string, string>)[keyOrMessage];
  return text === undefined ? keyOrMessage : interpolate(text, params);
}

/** Picks ar or en from an Accept-Language header; anything else falls back to `fallback`. */
export function pickLanguage(header: string | undefined | null, fallback: LanguageCode): LanguageCode {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'ar' || primary === 'en') return primary;
  }
  return fallback;
}
