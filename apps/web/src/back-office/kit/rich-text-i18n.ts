import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/rich-text.ar.json' with { type: 'json' };
import en from './locales/rich-text.en.json' with { type: 'json' };

/** The rich-text field's texts travel with the field (back-office chunks only). */
const NS = 'kit-rich-text';

if (!i18n.hasResourceBundle('en', NS)) i18n.addResourceBundle('en', NS, en, true, true);
if (!i18n.hasResourceBundle('ar', NS)) i18n.addResourceBundle('ar', NS, ar, true, true);

export type RichTextKey = Leaves<typeof en>;
type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the field's namespace; re-renders on a language change. */
export function useRichTextT(): (key: RichTextKey, options?: Record<string, unknown>) => string {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback(
    (key: RichTextKey, options?: Record<string, unknown>) => {
      // The namespace is registered at run time, so i18next's types do not know it; RichTextKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, NS)(key, options);
    },
    [instance, lang],
  );
}
