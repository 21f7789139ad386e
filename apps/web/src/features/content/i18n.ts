import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `content` namespace: the texts of the blogs, CMS, contact, review and standalone pages. They
 * travel with those lazy screens (like `admin` with the admin chunks), never with the storefront
 * home, whose first load is held to 170 KB of gzipped JavaScript (ADR 0006, ADR 0026).
 */
export const CONTENT_NS = 'content';

if (!i18n.hasResourceBundle('en', CONTENT_NS)) i18n.addResourceBundle('en', CONTENT_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', CONTENT_NS)) i18n.addResourceBundle('ar', CONTENT_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type ContentKey = Leaves<typeof en>;
export type ContentT = (key: ContentKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `content` namespace; re-renders on a language change like `useTranslation`. */
export function useContentT(): ContentT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<ContentT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; ContentKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, CONTENT_NS)(key, options);
    },
    [instance, lang],
  );
}
