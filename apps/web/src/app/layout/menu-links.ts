import type { StorefrontMenu } from '@shop/shared';
import { catalogueLinks } from '../../features/catalogue/links.ts';

export interface MenuLink {
  key: string;
  href: string;
  name: string;
  image: string | null;
  description: string;
}

/** A nav or footer menu item as a link: product, brand or category page. */
export function itemLink(item: StorefrontMenu['items'][number]): MenuLink | null {
  if (item.product)
    return {
      key: `p${item.product.id}`,
      href: catalogueLinks.product(item.product.slug),
      name: item.product.title,
      image: item.product.thumbUrl ?? item.product.image,
      description: item.product.brand?.name ?? '',
    };
  const taxon = item.brand ?? item.category;
  if (!taxon) return null;
  return {
    key: `${item.brand ? 'b' : 'c'}${taxon.id}`,
    href: item.brand ? catalogueLinks.brand(taxon.slug) : catalogueLinks.category(taxon.slug),
    name: taxon.name,
    image: taxon.image || null,
    description: taxon.description,
  };
}

/** The links of a menu's first `shown` items (all without), leaving out items that point nowhere. */
export function menuLinks(menu: StorefrontMenu, shown?: number): MenuLink[] {
  return menu.items.slice(0, shown).flatMap((item) => {
    const link = itemLink(item);
    return link ? [link] : [];
  });
}
