import type { MenuPlacement, StorefrontMenu, storefrontSlide } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/language.ts';
import { api } from '../../lib/api-client.ts';
import { useViewerToken } from '../../lib/auth-tokens.ts';

/*
 * Menus and slides of the storefront's frame (docs/api/catalogue.md). This file travels with the
 * first load (the home and the store layout start these requests at once), so it imports types
 * only from @shop/shared: zod stays out of the home's first file.
 */

export type StorefrontSlide = z.infer<typeof storefrontSlide>;

/**
 * Web or mobile menus (SPEC 3, variants 2 and 3), decided once per page load from the viewport:
 * under the md breakpoint (900 px) the phone layout is what the visitor sees (ADR 0022).
 */
export function deviceType(): 'web' | 'mobile' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 899.95px)').matches
    ? 'mobile'
    : 'web';
}

export const menuKeys = {
  all: ['front', 'menus'] as const,
  placement: (placements: string, lang: string, viewer: string) =>
    [...menuKeys.all, placements, lang, viewer] as const,
  slides: (lang: string) => ['front', 'slides', lang] as const,
};

/** The placements the store layout shows (header and footer), in one request. */
export const FRAME_PLACEMENTS: readonly MenuPlacement[] = ['nav', 'nav-footer', 'footer'];

function menusQuery(placements: readonly MenuPlacement[], lang: string, viewer: string) {
  const placement = placements.join(',');
  return queryOptions({
    queryKey: menuKeys.placement(placement, lang, viewer),
    queryFn: async ({ signal }) =>
      // Product items carry prices for a viewer allowed to see them: send the viewer's token.
      (
        await api.get<StorefrontMenu[]>('/api/front/menus', {
          auth: 'viewer',
          params: { placement, device: deviceType() },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** Active menus of these placements, in their admin order. */
export function useMenus(placements: readonly MenuPlacement[]) {
  return useQuery(menusQuery(placements, useLanguage(), useViewerToken() ?? ''));
}

/** The home page's slides (SPEC 3 "Slide", target page `home`). */
export function useHomeSlides() {
  const lang = useLanguage();
  return useQuery({
    queryKey: menuKeys.slides(lang),
    queryFn: async ({ signal }) =>
      (await api.get<StorefrontSlide[]>('/api/front/slides', { params: { target: 'home' }, signal })).data,
    staleTime: 5 * 60_000,
  });
}
