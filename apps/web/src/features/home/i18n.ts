import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `home` namespace: the texts of the home's slides and menu sections. They travel with those
 * lazy chunks, not with the home's first load (its budget: ADR 0037).
 */
export const HOME_NS = 'home';
export const useHomeT = i18nNamespace(HOME_NS, en, ar);
