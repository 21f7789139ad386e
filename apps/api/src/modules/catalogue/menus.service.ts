import {
  type DeviceType,
  type ListMeta,
  type Localized,
  MENU_ITEMS_PER_PLACEMENT,
  type MenuItemType,
  type MenuPlacement,
  pickLocalized,
  type StorefrontMenu,
  type storefrontSlide,
} from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { menus } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type CardJson, productCardJson, toProductCard } from './product-card.ts';
import { type CatalogueContext, storefrontPerPage } from './products.service.ts';

/**
 * Storefront menus (SPEC 3 "Menu"): by placement (home, nav, nav-footer, footer) with their first
 * items, or one menu with its items paged (`/menus/{type}/{menu}/{page}`). Items whose product,
 * brand or category is hidden are left out. One statement per placement listing, two per menu
 * page (perPage setting, then the page) — whatever the number of menus or items.
 */

type MenuRow = typeof menus.$inferSelect;

interface MenuJson extends Record<string, unknown> {
  menu: Omit<MenuRow, 'name' | 'createdAt' | 'updatedAt' | 'status'> & { name: Localized };
  item_count: number;
  items: {
    type: MenuItemType;
    product: CardJson | null;
    brand: TaxonJson | null;
    category: TaxonJson | null;
  }[];
}

interface TaxonJson {
  id: number;
  slug: string;
  name: Localized;
  description: Localized | null;
  image: string;
}

/** Menu items joined to what they show, only visible targets; `mi` is the menu_items alias. */
const visibleItemJoins = sql`
  left join products p on p.id = mi.product_id and p.status <> 'unavailable'
  left join brands b on b.id = mi.brand_id and b.status = 'active'
  left join categories c on c.id = mi.category_id and c.status = 'active'`;
const visibleItem = sql`(p.id is not null or b.id is not null or c.id is not null)`;

function menuSelect(pricesVisible: boolean, itemsLimit: number, itemsOffset: number): SQL {
  const taxon = (alias: string) =>
    sql.raw(`jsonb_build_object('id', ${alias}.id, 'slug', ${alias}.slug, 'name', ${alias}.name,
      'description', ${alias}.description, 'image', ${alias}.image)`);
  return sql`
    select jsonb_build_object(
        'id', m.id, 'slug', m.slug, 'name', m.name, 'type', m.type, 'kind', m.kind, 'deviceType', m.device_type,
        'placement', m.placement, 'layout', m.layout, 'itemType', m.item_type, 'image', m.image,
        'bannerImage', m.banner_image, 'blurBanner', m.blur_banner, 'posterImage', m.poster_image,
        'video', m.video, 'mediaGallery', m.media_gallery, 'hideText', m.hide_text,
        'combinedMenuIds', m.combined_menu_ids, 'position', m.position) as menu,
      (select count(*)::int from menu_items mi ${visibleItemJoins} where mi.menu_id = m.id and ${visibleItem}) as item_count,
      coalesce((select jsonb_agg(x.item order by x.position, x.id) from (
          select mi.position, mi.id, jsonb_build_object(
            'type', mi.item_type,
            'product', case when p.id is not null then ${productCardJson(pricesVisible)} end,
            'brand', case when b.id is not null then ${taxon('b')} end,
            'category', case when c.id is not null then ${taxon('c')} end) as item
          from menu_items mi ${visibleItemJoins}
          where mi.menu_id = m.id and ${visibleItem}
          order by mi.position, mi.id
          limit ${itemsLimit} offset ${itemsOffset}) x), '[]'::jsonb) as items
    from menus m`;
}

function toMenu(row: MenuJson, ctx: CatalogueContext): StorefrontMenu {
  const { lang, viewer } = ctx;
  const taxon = (t: TaxonJson) => ({
    id: t.id,
    slug: t.slug,
    name: pickLocalized(t.name, lang),
    description: pickLocalized(t.description, lang),
    image: t.image,
  });
  const m = row.menu;
  return {
    id: m.id,
    slug: m.slug,
    name: pickLocalized(m.name, lang),
    type: m.type,
    kind: m.kind,
    deviceType: m.deviceType,
    placement: m.placement,
    layout: m.layout,
    itemType: m.itemType,
    image: m.image,
    bannerImage: m.bannerImage,
    blurBanner: m.blurBanner,
    posterImage: m.posterImage,
    video: m.video,
    mediaGallery: m.mediaGallery,
    hideText: m.hideText,
    combinedMenuIds: m.combinedMenuIds,
    itemCount: row.item_count,
    items: row.items.map((item) => ({
      type: item.type,
      ...(item.product ? { product: toProductCard(item.product, lang, viewer.pricesVisible) } : {}),
      ...(item.brand ? { brand: taxon(item.brand) } : {}),
      ...(item.category ? { category: taxon(item.category) } : {}),
    })),
  };
}

/** Active menus of the placements asked for (all when none), for the device (or every device). */
export async function listMenus(
  ctx: CatalogueContext,
  filter: { placements?: MenuPlacement[]; device?: DeviceType },
): Promise<StorefrontMenu[]> {
  const { rows } = await ctx.db.execute<MenuJson>(sql`
    ${menuSelect(ctx.viewer.pricesVisible, MENU_ITEMS_PER_PLACEMENT, 0)}
    where m.status = 'active'
      ${filter.placements ? sql`and m.placement = any(string_to_array(${filter.placements.join(',')}, ',')::menu_placement[])` : sql``}
      ${filter.device ? sql`and (m.device_type is null or m.device_type = ${filter.device})` : sql``}
    order by m.placement, m.position, m.id
    limit 100`);
  return rows.map((r) => toMenu(r, ctx));
}

/** One active menu by slug with a page of its items; unknown slug: 404. */
export async function getMenuPage(
  ctx: CatalogueContext,
  slug: string,
  query: { page: number; perPage?: number },
): Promise<{ menu: StorefrontMenu; meta: ListMeta & { pricesVisible: boolean } }> {
  const perPage = query.perPage ?? (await storefrontPerPage(ctx.db));
  const { rows } = await ctx.db.execute<MenuJson>(sql`
    ${menuSelect(ctx.viewer.pricesVisible, perPage, (query.page - 1) * perPage)}
    where m.status = 'active' and m.slug = ${slug}
    limit 1`);
  const row = rows[0];
  if (!row) throw notFound();
  return {
    menu: toMenu(row, ctx),
    meta: {
      total: row.item_count,
      page: query.page,
      perPage,
      pageCount: Math.ceil(row.item_count / perPage),
      pricesVisible: ctx.viewer.pricesVisible,
    },
  };
}

type Slide = z.infer<typeof storefrontSlide>;

/** Active slides of a page ('home' by default), in order. One statement. */
export async function listSlides(ctx: CatalogueContext, target: string): Promise<Slide[]> {
  const { rows } = await ctx.db.execute<{
    id: number;
    title: Localized;
    subtitle: Localized | null;
    url: string;
    image: string;
    target_page: string;
  }>(sql`
    select id, title, subtitle, url, image, target_page from slides
    where status = 'active' and target_page = ${target}
    order by position, id
    limit 50`);
  return rows.map((r) => ({
    id: r.id,
    title: pickLocalized(r.title, ctx.lang),
    subtitle: pickLocalized(r.subtitle, ctx.lang),
    url: r.url,
    image: r.image,
    targetPage: r.target_page,
  }));
}
