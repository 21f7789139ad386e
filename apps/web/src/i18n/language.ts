import { type LanguageCode, languageCodes } from '@shop/shared';
import { useSyncExternalStore } from 'react';
import { bootDeployment } from '../config/env.ts';
import { createStoredValue, storageKeys } from '../lib/storage.ts';

const parse = (raw: string | null): LanguageCode | null =>
  (languageCodes as readonly string[]).includes(raw ?? '') ? (raw as LanguageCode) : null;

/** The chosen language, remembered locally (SPEC 4); unset means the deployment's language. */
export const storedLanguage = createStoredValue<LanguageCode>(storageKeys.language, parse);

export function currentLanguage(): LanguageCode {
  return storedLanguage.get() ?? bootDeployment().language;
}

export function directionOf(lang: LanguageCode): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function useLanguage(): LanguageCode {
  return useSyncExternalStore(storedLanguage.subscribe, currentLanguage, currentLanguage);
}
