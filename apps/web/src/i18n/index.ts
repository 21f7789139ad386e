import type { Localization } from '@mui/material/locale';
import { LANGUAGE_COOKIE, type LanguageCode } from '@shop/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, directionOf, storedLanguage } from './language.ts';
import type { LanguageResources } from './resources/en.ts';

/**
 * i18next with the namespaces `common`, `store`, `inline` and the server's catalogue from
 * packages/shared (`errors`, `notices`, `validation`), so a message key reads the same on both
 * sides. Each language is its own chunk, loaded before the first render (`loadLanguage`); the
 * `admin` namespace comes with the admin chunks (`src/back-office/i18n.ts`).
 */
const loaders: Record<
  LanguageCode,
  () => Promise<{ default: LanguageResources; muiLocale: Localization | undefined }>
> = {
  en: () => import('./resources/en.ts'),
  ar: () => import('./resources/ar.ts'),
};

/** MUI components' built-in texts per language, as loaded with that language's texts. */
const muiLocales: Partial<Record<LanguageCode, Localization>> = {};

/** The MUI locale of a loaded language (none for English: MUI's own texts are English). */
export function muiLocaleOf(lang: LanguageCode): Localization | undefined {
  return muiLocales[lang];
}

/**
 * `<html lang dir>` follow the language (SPEC 4). A cookie tells the server too, so the next page
 * it sends starts downloading this language's texts with its first file (ADR 0046).
 */
export function applyDocumentLanguage(lang: string): void {
  if (typeof document === 'undefined') return;
  const code: LanguageCode = lang === 'ar' ? 'ar' : 'en';
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari before 18.4; one plain cookie needs no more.
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: currentLanguage(),
  fallbackLng: false,
  supportedLngs: ['ar', 'en'],
  ns: ['common', 'store', 'inline', 'errors', 'notices', 'validation'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  react: { bindI18nStore: 'added' },
});

/** Makes the texts of `lang` available (once); the first render waits for the current language. */
export async function loadLanguage(lang: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const { default: bundle, muiLocale } = await loaders[lang]();
  if (muiLocale) muiLocales[lang] = muiLocale;
  for (const [ns, resources] of Object.entries(bundle))
    i18n.addResourceBundle(lang, ns, resources, true, true);
}

// Another tab (or `setLanguage`) changed the stored language: follow it.
storedLanguage.subscribe(() => {
  const lang = currentLanguage();
  if (i18n.language === lang) return;
  void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
});

/** Switches the site language and remembers it locally (SPEC 4). */
export async function setLanguage(lang: LanguageCode): Promise<void> {
  await loadLanguage(lang);
  storedLanguage.set(lang);
}

/** Translates a shared validation message (`validation.required`, `validation.minLength|{"min":3}`). */
export function translateMessage(message: string | undefined): string {
  if (!message) return '';
  const [key = '', json] = message.split('|', 2);
  const dot = key.indexOf('.');
  if (dot <= 0) return message;
  const ns = key.slice(0, dot);
  if (ns !== 'validation' && ns !== 'errors' && ns !== 'notices') return message;
  const params = json ? (JSON.parse(json) as Record<string, unknown>) : {};
  return i18n.t(`${ns}:${key.slice(dot + 1)}`, { ...params, defaultValue: message }) as string;
}

export { i18n };
