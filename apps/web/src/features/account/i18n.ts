import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `account` namespace: the texts of the sign-in, registration and customer-area screens. They
 * travel with those lazy screens (like `admin` with the admin chunks), never with the storefront
 * home, whose first load is held to 170 KB of gzipped JavaScript (ADR 0006, ADR 0014).
 */
export const ACCOUNT_NS = 'account';

if (!i18n.hasResourceBundle('en', ACCOUNT_NS)) i18n.addResourceBundle('en', ACCOUNT_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', ACCOUNT_NS)) i18n.addResourceBundle('ar', ACCOUNT_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type AccountKey = Leaves<typeof en>;
export type AccountT = (key: AccountKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `account` namespace; re-renders on a language change like `useTranslation`. */
export function useAccountT(): AccountT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<AccountT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; AccountKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, ACCOUNT_NS)(key, options);
    },
    [instance, lang],
  );
}
