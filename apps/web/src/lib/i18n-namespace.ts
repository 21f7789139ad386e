import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/index.ts';
import type { Leaves } from '../i18n/keys.ts';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Registers a namespace of texts on import (so the texts travel with the lazy chunk that uses
 * them, never with the storefront home's first file: ADR 0006) and returns its typed `t` hook,
 * which re-renders on a language change like `useTranslation`. Every key is checked at compile
 * time against the English file.
 */
export function i18nNamespace<T extends object>(ns: string, en: T, ar: object) {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, en, true, true);
  if (!i18n.hasResourceBundle('ar', ns)) i18n.addResourceBundle('ar', ns, ar, true, true);
  type Key = Leaves<T>;
  return function useNamespaceT(): (key: Key, options?: Record<string, unknown>) => string {
    const { i18n: instance } = useTranslation();
    const lang = instance.language;
    return useCallback(
      (key: Key, options?: Record<string, unknown>) => {
        // The namespace is registered at run time, so i18next's types do not know it; Key does.
        const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
        return getFixedT(lang, ns)(key, options);
      },
      [instance, lang],
    );
  };
}
