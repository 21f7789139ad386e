import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The settings screens' texts (tabs, site settings, theme wizard, transactions). */
export const useSettingsT = i18nNamespace('adminSettings', en, ar);
