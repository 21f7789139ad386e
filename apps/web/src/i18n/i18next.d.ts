import 'i18next';
import type admin from './locales/en/admin.json';
import type { LanguageResources } from './resources/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: LanguageResources & { admin: typeof admin };
  }
}
