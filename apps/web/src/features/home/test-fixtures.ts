import type { MenuKind, StorefrontMenu } from '@shop/shared';
import { cardFixture } from '../catalogue/test-fixtures.ts';
import type { StorefrontSlide } from './api.ts';

type Item = StorefrontMenu['items'][number];

const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** A brand or category as a menu item carries it. */
const taxon = (id: number, name: string, description: string, image: string) => ({
  id,
  slug: slugOf(name),
  name,
  description,
  image,
});

export const brandItem = (id: number, name: string): Item => ({
  type: 'brands',
  brand: taxon(id, name, `${name} garments`, `/media/${id}.webp`),
});

export const categoryItem = (id: number, name: string): Item => ({
  type: 'categories',
  category: taxon(id, name, `All ${name.toLowerCase()}`, `/media/c${id}.webp`),
});

export const productItem = (
  id: number,
  title: string,
  overrides: Parameters<typeof cardFixture>[0] = {},
): Item => ({
  type: 'products',
  product: cardFixture({
    id,
    title,
    slug: slugOf(title),
    sku: `SKU-${id}`,
    ...overrides,
  }),
});

/** A storefront menu as `/api/front/menus` sends it. */
export function menuFixture(
  overrides: Partial<StorefrontMenu> & { id: number; kind: MenuKind; name: string },
): StorefrontMenu {
  const items = overrides.items ?? [];
  return {
    slug: overrides.name.toLowerCase().replace(/\s+/g, '-'),
    type: 'gallery',
    deviceType: null,
    placement: 'home',
    layout: 'horizontal',
    itemType: 'products',
    image: null,
    bannerImage: null,
    blurBanner: false,
    posterImage: null,
    video: null,
    mediaGallery: [],
    hideText: false,
    combinedMenuIds: [],
    itemCount: items.length,
    ...overrides,
    items,
  };
}

export const slideFixture = (id: number, title: string, subtitle = ''): StorefrontSlide => ({
  id,
  title,
  subtitle,
  url: `/category/slide-${id}`,
  image: `/media/slide-${id}.webp`,
  targetPage: 'home',
});
