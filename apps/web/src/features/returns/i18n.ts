import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `returns` namespace: the refund and return screens of the customer, the salesperson and the
 * admin. Registered on import, so the texts travel with those lazy screens only (ADR 0006).
 */
export const useReturnsT = i18nNamespace('returns', en, ar);

export type ReturnsKey = Leaves<typeof en>;
