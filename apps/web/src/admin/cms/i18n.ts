import { catalogueNamespace } from '../../features/catalogue/namespace.ts';
import type { Leaves } from '../../i18n/keys.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `cms-admin` namespace: texts of the CMS pages, content blocks, blogs, reviews and contact messages screens. Registered on import, so the texts travel with these lazy back-office chunks only. */
export const useCmsT = catalogueNamespace('cms-admin', en, ar);

export type CmsKey = Leaves<typeof en>;
export type CmsT = ReturnType<typeof useCmsT>;
