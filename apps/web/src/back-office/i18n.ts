import { i18n } from '../i18n/index.ts';
import ar from '../i18n/locales/ar/admin.json' with { type: 'json' };
import en from '../i18n/locales/en/admin.json' with { type: 'json' };
import { i18nNamespace as catalogueNamespace } from '../lib/i18n-namespace.ts';
import kitAr from './locales/ar.json' with { type: 'json' };
import kitEn from './locales/en.json' with { type: 'json' };

/** The `admin` namespace travels with the admin chunks only; every admin module imports this. */
export function registerAdminTranslations(): void {
  if (!i18n.hasResourceBundle('en', 'admin')) i18n.addResourceBundle('en', 'admin', en, true, true);
  if (!i18n.hasResourceBundle('ar', 'admin')) i18n.addResourceBundle('ar', 'admin', ar, true, true);
}

registerAdminTranslations();

/** The kit's own texts (`back-office` namespace): the words every back-office form and list shares. */
export const useKitT = catalogueNamespace('back-office', kitEn, kitAr);
