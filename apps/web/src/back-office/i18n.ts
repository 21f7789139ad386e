import boErrorsAr from '../../../../packages/shared/src/locales/ar/back-office-errors.json' with {
  type: 'json',
};
import boNoticesAr from '../../../../packages/shared/src/locales/ar/back-office-notices.json' with {
  type: 'json',
};
import boValidationAr from '../../../../packages/shared/src/locales/ar/back-office-validation.json' with {
  type: 'json',
};
import boErrorsEn from '../../../../packages/shared/src/locales/en/back-office-errors.json' with {
  type: 'json',
};
import boNoticesEn from '../../../../packages/shared/src/locales/en/back-office-notices.json' with {
  type: 'json',
};
import boValidationEn from '../../../../packages/shared/src/locales/en/back-office-validation.json' with {
  type: 'json',
};
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
  // The server's messages only the back office shows (packages/shared/src/errors.ts), merged into
  // the shopper's catalogues, which keep their own texts.
  i18n.addResourceBundle('en', 'errors', boErrorsEn, true, false);
  i18n.addResourceBundle('ar', 'errors', boErrorsAr, true, false);
  i18n.addResourceBundle('en', 'notices', boNoticesEn, true, false);
  i18n.addResourceBundle('ar', 'notices', boNoticesAr, true, false);
  i18n.addResourceBundle('en', 'validation', boValidationEn, true, false);
  i18n.addResourceBundle('ar', 'validation', boValidationAr, true, false);
}

registerAdminTranslations();

/** The kit's own texts (`back-office` namespace): the words every back-office form and list shares. */
export const useKitT = catalogueNamespace('back-office', kitEn, kitAr);
