import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `browse` namespace: the texts of the menu, brand and category pages. They travel with those
 * lazy chunks, like `account` with its screens (ADR 0023).
 */
export const BROWSE_NS = 'browse';

if (!i18n.hasResourceBundle('en', BROWSE_NS)) i18n.addResourceBundle('en', BROWSE_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', BROWSE_NS)) i18n.addResourceBundle('ar', BROWSE_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type BrowseKey = Leaves<typeof en>;
export type BrowseT = (key: BrowseKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `browse` namespace; re-renders on a language change like `useTranslation`. */
export function useBrowseT(): BrowseT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<BrowseT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; BrowseKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, BROWSE_NS)(key, options);
    },
    [instance, lang],
  );
}
