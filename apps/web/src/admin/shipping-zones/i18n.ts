import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `adminShippingZones` namespace, registered with the lazy shipping-zone screens. */
export const useShippingZonesT = i18nNamespace('adminShippingZones', en, ar);
