import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/rich-text.ar.json' with { type: 'json' };
import en from './locales/rich-text.en.json' with { type: 'json' };

export type RichTextKey = Leaves<typeof en>;

/** `t` for the rich-text field's texts, which travel with the field (back-office chunks only). */
export const useRichTextT = i18nNamespace('kit-rich-text', en, ar);
