import type { MenuType } from '@shop/shared';

/** A menu's own page (SPEC 2 `/menus/{type}/{menu}` and `/menus/{type}/{menu}/{menu_page_number}`). */
export function menuPath(menu: { type: MenuType; slug: string }, page = 1): string {
  const base = `/menus/${menu.type}/${encodeURIComponent(menu.slug)}`;
  return page > 1 ? `${base}/${page}` : base;
}

/** Main-category pages (SPEC 2); products, brands and categories: catalogueLinks. */
export const browseLinks = {
  mainCategories: '/main-categories',
  categories: '/categories',
  mainCategory: (slug: string) => `/main-category/${encodeURIComponent(slug)}`,
} as const;
