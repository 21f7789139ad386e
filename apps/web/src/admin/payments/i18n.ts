import { i18nNamespace as catalogueNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `payments-admin` namespace: texts of the order's payment actions, with the back-office chunks only. */
export const usePaymentsAdminT = catalogueNamespace('payments-admin', en, ar);
