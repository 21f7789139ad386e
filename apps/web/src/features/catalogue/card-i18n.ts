import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/card.ar.json' with { type: 'json' };
import en from './locales/card.en.json' with { type: 'json' };

/*
 * The `productCard` namespace: the few texts of a product card, its heart button and the sign-in
 * prompt. Kept apart from the catalogue pages' texts because cards also appear in menus on the
 * home page, whose first load is held to a budget.
 */
export const CARD_NS = 'productCard';
export const useCardT = i18nNamespace(CARD_NS, en, ar);
export type CardT = ReturnType<typeof useCardT>;
