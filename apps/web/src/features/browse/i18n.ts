import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `browse` namespace: the texts of the menu, brand and category pages. They travel with those
 * lazy chunks, like `account` with its screens (ADR 0023).
 */
export const BROWSE_NS = 'browse';
export const useBrowseT = i18nNamespace(BROWSE_NS, en, ar);
export type BrowseT = ReturnType<typeof useBrowseT>;
