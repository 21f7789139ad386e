import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `adminGallery` namespace: texts of the media library and of the image picker every back-office
 * form uses. Registered on import so they travel with the admin chunks only.
 */
export const GALLERY_NS = 'adminGallery';

if (!i18n.hasResourceBundle('en', GALLERY_NS)) i18n.addResourceBundle('en', GALLERY_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', GALLERY_NS)) i18n.addResourceBundle('ar', GALLERY_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type GalleryKey = Leaves<typeof en>;
export type GalleryT = (key: GalleryKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `adminGallery` namespace; re-renders on a language change. */
export function useGalleryT(): GalleryT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<GalleryT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; GalleryKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, GALLERY_NS)(key, options);
    },
    [instance, lang],
  );
}
