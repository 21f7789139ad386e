import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace as catalogueNamespace } from '../../lib/i18n-namespace.ts';
import '../i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `adminGallery` namespace: texts of the media library and of the image picker every back-office form uses. Registered on import, so the texts travel with these lazy back-office chunks only. */
export const useGalleryT = catalogueNamespace('adminGallery', en, ar);

export type GalleryKey = Leaves<typeof en>;
export type GalleryT = ReturnType<typeof useGalleryT>;
