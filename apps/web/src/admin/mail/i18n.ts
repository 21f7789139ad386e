import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `mail-admin` namespace: the e-mail templates and the mail queue screens. */
export const useMailT = i18nNamespace('mail-admin', en, ar);
export type MailT = ReturnType<typeof useMailT>;
