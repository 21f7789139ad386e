import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace as catalogueNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `leads-admin` namespace: texts of the leads screens. Registered on import, so the texts travel with these lazy back-office chunks only. */
export const useLeadsT = catalogueNamespace('leads-admin', en, ar);

export type LeadsKey = Leaves<typeof en>;
export type LeadsT = ReturnType<typeof useLeadsT>;
