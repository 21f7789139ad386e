import { i18nNamespace } from '../../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The map field's texts, registered with the lazy screens that show a map. */
export const useMapT = i18nNamespace('geoMap', en, ar);
