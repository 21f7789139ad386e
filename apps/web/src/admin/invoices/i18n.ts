import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `adminInvoices` namespace: the invoices list, the invoice screen and the create dialog. */
export const useInvoicesAdminT = i18nNamespace('adminInvoices', en, ar);
