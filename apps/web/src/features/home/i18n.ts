import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `home` namespace: the texts of the home's slides and menu sections. They travel with those
 * lazy chunks, not with the home's first load (its budget: ADR 0037).
 */
export const HOME_NS = 'home';

if (!i18n.hasResourceBundle('en', HOME_NS)) i18n.addResourceBundle('en', HOME_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', HOME_NS)) i18n.addResourceBundle('ar', HOME_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type HomeKey = Leaves<typeof en>;
export type HomeT = (key: HomeKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `home` namespace; re-renders on a language change like `useTranslation`. */
export function useHomeT(): HomeT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<HomeT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; HomeKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, HOME_NS)(key, options);
    },
    [instance, lang],
  );
}
