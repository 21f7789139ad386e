import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `adminOrders` namespace: the back office's order screens and the abandoned carts list. */
export const useOrdersAdminT = i18nNamespace('adminOrders', en, ar);
