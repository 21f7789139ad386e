import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import '../i18n.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `cms-admin` namespace travels with these lazy back-office screens only (like `admin`), never
 * with a storefront chunk.
 */
export const CMS_NS = 'cms-admin';

if (!i18n.hasResourceBundle('en', CMS_NS)) i18n.addResourceBundle('en', CMS_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', CMS_NS)) i18n.addResourceBundle('ar', CMS_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type CmsKey = Leaves<typeof en>;
export type CmsT = (key: CmsKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `cms-admin` namespace; re-renders on a language change like `useTranslation`. */
export function useCmsT(): CmsT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<CmsT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; CmsKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, CMS_NS)(key, options);
    },
    [instance, lang],
  );
}
