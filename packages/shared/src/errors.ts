import type { LanguageCode } from './environments.ts';
import arBackOfficeErrors from './locales/ar/back-office-errors.json' with { type: 'json' };
import arBackOfficeNotices from './locales/ar/back-office-notices.json' with { type: 'json' };
import arBackOfficeValidation from './locales/ar/back-office-validation.json' with { type: 'json' };
import arShopErrors from './locales/ar/errors.json' with { type: 'json' };
import arShopNotices from './locales/ar/notices.json' with { type: 'json' };
import arShopValidation from './locales/ar/validation.json' with { type: 'json' };
import enBackOfficeErrors from './locales/en/back-office-errors.json' with { type: 'json' };
import enBackOfficeNotices from './locales/en/back-office-notices.json' with { type: 'json' };
import enBackOfficeValidation from './locales/en/back-office-validation.json' with { type: 'json' };
import enShopErrors from './locales/en/errors.json' with { type: 'json' };
import enShopNotices from './locales/en/notices.json' with { type: 'json' };
import enShopValidation from './locales/en/validation.json' with { type: 'json' };

/*
 * Each catalogue is two files: what a shopper may be shown (`errors.json`, `notices.json`, in the
 * storefront's first download) and what only the back office and the server need
 * (`back-office-*.json`, registered by the back office's code). The server reads both.
 */
type EnErrors = typeof enShopErrors & typeof enBackOfficeErrors;
type EnNotices = typeof enShopNotices & typeof enBackOfficeNotices;
type EnValidation = typeof enShopValidation & typeof enBackOfficeValidation;

/**
 * The two files of a catalogue as one. Marked pure, so a bundle that only builds message keys
 * (`validationMessage`) keeps none of the catalogues: the SPA loads its texts per language.
 */
const both = <A extends object, B extends object>(a: A, b: B): A & B => Object.assign({}, a, b);

/**
 * Message keys of SPEC point 8. The API answers `{ code, message }` where `code` is one of these
 * keys and `message` is its text in the request's language; the SPA shows the same texts.
 */
export type ErrorKey = PluralBase<keyof EnErrors>;
export type ValidationKey = PluralBase<keyof EnValidation>;
export type NoticeKey = PluralBase<keyof EnNotices>;
/** A notice the storefront itself may show (its catalogue travels with the first download). */
export type ShopNoticeKey = PluralBase<keyof typeof enShopNotices>;

/**
 * A count in a message (`brandInUse_one`, `brandInUse_other`…) has a text per plural form, as
 * i18next reads them in the SPA (English one/other, Arabic zero/one/two/few/many/other); the key
 * is the base, `brandInUse`, asked for with `{ count }`.
 */
type PluralBase<K extends string> =
  K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;

const pluralRules: Partial<Record<LanguageCode, Intl.PluralRules>> = {};

/** The text of `key` in a catalogue: the plural form `params.count` asks for, as i18next picks it. */
function lookup(
  catalogue: Record<string, string>,
  lang: LanguageCode,
  key: string,
  params: Record<string, unknown> | undefined,
): string | undefined {
  const plain = catalogue[key];
  const count = params?.count;
  if (plain !== undefined || typeof count !== 'number') return plain;
  if (count === 0 && catalogue[`${key}_zero`] !== undefined) return catalogue[`${key}_zero`];
  pluralRules[lang] ??= new Intl.PluralRules(lang);
  return catalogue[`${key}_${pluralRules[lang].select(count)}`] ?? catalogue[`${key}_other`];
}

export const messages = {
  en: {
    errors: /* @__PURE__ */ both(enShopErrors, enBackOfficeErrors),
    validation: /* @__PURE__ */ both(enShopValidation, enBackOfficeValidation),
    notices: /* @__PURE__ */ both(enShopNotices, enBackOfficeNotices),
  },
  ar: {
    errors: /* @__PURE__ */ both(arShopErrors, arBackOfficeErrors),
    validation: /* @__PURE__ */ both(arShopValidation, arBackOfficeValidation),
    notices: /* @__PURE__ */ both(arShopNotices, arBackOfficeNotices),
  },
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
    const values = json ? (JSON.parse(json) as Record<string, unknown>) : params;
    const text = lookup(catalogue[namespace], lang, key, values);
    return text === undefined ? keyOrMessage : interpolate(text, values);
  }
  const text = lookup(catalogue.errors, lang, keyOrMessage, params);
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
