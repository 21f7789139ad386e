import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import '../i18n.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `leads-admin` namespace travels with these lazy back-office screens only (like `admin`), never
 * with a storefront chunk.
 */
export const LEADS_NS = 'leads-admin';

if (!i18n.hasResourceBundle('en', LEADS_NS)) i18n.addResourceBundle('en', LEADS_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', LEADS_NS)) i18n.addResourceBundle('ar', LEADS_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type LeadsKey = Leaves<typeof en>;
export type LeadsT = (key: LeadsKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `leads-admin` namespace; re-renders on a language change like `useTranslation`. */
export function useLeadsT(): LeadsT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<LeadsT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; LeadsKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, LEADS_NS)(key, options);
    },
    [instance, lang],
  );
}
