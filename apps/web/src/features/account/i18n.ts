import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `account` namespace: the texts of the sign-in, registration and customer-area screens. They
 * travel with those lazy screens (like `admin` with the admin chunks), never with the storefront
 * home, whose first load is held to 170 KB of gzipped JavaScript (ADR 0006, ADR 0014).
 */
export const ACCOUNT_NS = 'account';
export const useAccountT = i18nNamespace(ACCOUNT_NS, en, ar);

/** Every key of the namespace, checked at compile time against the English file. */
export type AccountKey = Leaves<typeof en>;
