import {
  type AdminMenuDetails,
  type AdminMenuListQuery,
  type AdminMenuRecord,
  type DeploymentConfig,
  deviceTypesFor,
  type LanguageCode,
  type ListMeta,
  type Localized,
  type MenuInput,
  type MenuItemType,
  menuKindsFor,
} from '@shop/shared';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { menuItems, menus } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { countAll, parseSort, readTablePage, searchIn } from '../admins/list-page.ts';
import { assertNamesFree, bothLanguages, localizedSort, uniqueNameRace } from '../localized-text.ts';
import { columnsOf, timestampsOf } from '../records.ts';
import { insertWithUniqueSlug } from '../slugs.ts';

/**
 * Menus in the back office (SPEC 3 "Menu"; decisions in docs/decisions/0013-menus.md). A menu is
 * saved whole — its fields and its ordered items — in one transaction. What a menu may be depends
 * on the deployment: the kinds each placement offers, device types (variants 2 and 3) and
 * combining menus (isMenusCombinable).
 */
type MenuRow = typeof menus.$inferSelect;
export type MenuDeployment = Pick<DeploymentConfig, 'key' | 'flags'>;

function toRecord(row: MenuRow, itemCount: number): AdminMenuRecord {
  return {
    ...columnsOf(row, ['id', 'name', 'slug', 'status', 'image', 'type', 'kind', 'placement', 'layout']),
    ...columnsOf(row, ['deviceType', 'itemType', 'bannerImage', 'blurBanner', 'posterImage', 'video']),
    ...columnsOf(row, ['mediaGallery', 'hideText', 'combinedMenuIds', 'position']),
    itemCount,
    ...timestampsOf(row),
  };
}

const REF_TABLE: Record<
  MenuItemType,
  { table: string; label: SQL; column: 'productId' | 'brandId' | 'categoryId' }
> = {
  products: { table: 'products', label: sql`title`, column: 'productId' },
  brands: { table: 'brands', label: sql`name`, column: 'brandId' },
  categories: { table: 'categories', label: sql`name`, column: 'categoryId' },
};

/**
 * The deployment- and database-dependent rules. Media fields a kind does not use are cleared, so
 * a menu switched from bundle to bar does not keep a banner nobody can see.
 */
async function normalise(db: Db, deployment: MenuDeployment, input: MenuInput, selfId?: number) {
  const errors: Record<string, string[]> = {};
  const kind = menuKindsFor(deployment, input.placement).find((k) => k.key === input.kind);
  if (!kind) errors.kind = ['validation.kindNotAllowed'];
  else if (!kind.item_types.includes(input.itemType)) errors.itemType = ['validation.itemTypeNotAllowed'];
  // ADR 0013: a single-product menu shows one product.
  else if (kind.key === 'single-product' && input.items.length > 1)
    errors.items = ['validation.oneProductOnly'];
  if (input.deviceType !== null && !deviceTypesFor(deployment).includes(input.deviceType)) {
    errors.deviceType = ['validation.deviceTypeUnavailable'];
  }
  const fields = kind?.media_fields ?? [];
  if (kind?.media_type === 'video' && !input.video) errors.video = ['validation.mediaRequired'];
  if (fields.includes('media_gallery_items') && input.mediaGallery.length === 0) {
    errors.mediaGallery = ['validation.mediaRequired'];
  }

  if (input.combinedMenuIds.length) {
    if (!deployment.flags.isMenusCombinable)
      throw new AppError(422, 'menusNotCombinable', undefined, {
        combinedMenuIds: ['menusNotCombinable'],
      });
    if (kind && !kind.isCombinable) errors.combinedMenuIds = ['validation.invalid'];
    else if (selfId !== undefined && input.combinedMenuIds.includes(selfId))
      errors.combinedMenuIds = ['validation.invalid'];
    else {
      // Combined menus must exist and be plain menus themselves (one level, no cycles).
      const found = await db
        .select({ id: menus.id, combined: menus.combinedMenuIds })
        .from(menus)
        .where(inArray(menus.id, input.combinedMenuIds));
      if (found.length !== input.combinedMenuIds.length) errors.combinedMenuIds = ['validation.notFoundRef'];
      else if (found.some((m) => m.combined.length > 0)) errors.combinedMenuIds = ['validation.invalid'];
    }
  }

  if (input.items.length && !errors.itemType) {
    const ref = REF_TABLE[input.itemType];
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from ${sql.identifier(ref.table)} where id = any(${`{${input.items.join(',')}}`}::int[])`,
    );
    const existing = new Set(rows.map((r) => r.id));
    input.items.forEach((id, index) => {
      if (!existing.has(id)) errors[`items.${index}`] = ['validation.notFoundRef'];
    });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  return {
    name: input.name,
    status: input.status,
    image: input.image,
    type: input.type,
    kind: input.kind,
    placement: input.placement,
    layout: input.layout,
    deviceType: input.deviceType,
    itemType: input.itemType,
    bannerImage: fields.includes('banner_image') ? input.bannerImage : null,
    blurBanner: fields.includes('banner_image') ? input.blurBanner : false,
    posterImage: fields.includes('poster_image') ? input.posterImage : null,
    video: kind?.media_type === 'video' ? input.video : null,
    mediaGallery: fields.includes('media_gallery_items') ? input.mediaGallery : [],
    hideText: input.hideText,
    combinedMenuIds: input.combinedMenuIds,
    position: input.position,
  };
}

async function replaceItems(tx: Tx, menuId: number, itemType: MenuItemType, ids: number[]): Promise<void> {
  await tx.delete(menuItems).where(eq(menuItems.menuId, menuId));
  if (!ids.length) return;
  const column = REF_TABLE[itemType].column;
  await tx
    .insert(menuItems)
    .values(ids.map((id, position) => ({ menuId, itemType, [column]: id, position })));
}

async function itemCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ menuId: menuItems.menuId, n: countAll() })
    .from(menuItems)
    .where(inArray(menuItems.menuId, ids))
    .groupBy(menuItems.menuId);
  return new Map(rows.map((r) => [r.menuId, r.n]));
}

export async function listAdminMenus(
  db: Db,
  query: AdminMenuListQuery,
  lang: LanguageCode,
): Promise<{ items: AdminMenuRecord[]; meta: ListMeta }> {
  const where = and(
    searchIn(query.search, [...bothLanguages(menus.name), menus.slug]),
    query.placement ? eq(menus.placement, query.placement) : undefined,
    query.type ? eq(menus.type, query.type) : undefined,
    query.kind ? eq(menus.kind, query.kind) : undefined,
    query.status ? eq(menus.status, query.status) : undefined,
    query.deviceType ? eq(menus.deviceType, query.deviceType) : undefined,
  );
  const { key, desc: descending } = parseSort<'position' | 'name' | 'created_at'>(query.sort);
  const dir = descending ? desc : asc;
  const order: Record<typeof key, SQL[]> = {
    // Position orders menus within their placement, so the list groups by placement first.
    position: [asc(menus.placement), dir(menus.position)],
    name: [dir(localizedSort(menus.name, lang))],
    created_at: [dir(menus.createdAt)],
  };
  return readTablePage(db, query, menus, where, [...order[key], dir(menus.id)], async (rows) => {
    const counts = await itemCounts(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toRecord(r, counts.get(r.id) ?? 0));
  });
}

export async function getAdminMenu(db: Db, id: number): Promise<AdminMenuDetails> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  if (!row) throw notFound();
  const { rows: items } = await db.execute<{
    id: number;
    item_type: MenuItemType;
    name: Localized;
    image: string | null;
  }>(sql`
    select coalesce(mi.product_id, mi.brand_id, mi.category_id) as id, mi.item_type,
      coalesce(p.title, b.name, c.name) as name,
      coalesce((select pi.url from product_images pi where pi.product_id = p.id order by pi.position, pi.id limit 1),
        p.poster_image, b.image, c.image) as image
    from menu_items mi
    left join products p on p.id = mi.product_id
    left join brands b on b.id = mi.brand_id
    left join categories c on c.id = mi.category_id
    where mi.menu_id = ${id}
    order by mi.position, mi.id`);
  return {
    ...toRecord(row, items.length),
    items: items.map((i) => ({ id: i.id, itemType: i.item_type, name: i.name, image: i.image })),
  };
}

export async function createMenu(
  db: Db,
  deployment: MenuDeployment,
  input: MenuInput,
): Promise<AdminMenuDetails> {
  await assertNamesFree(db, 'menus', input.name);
  const values = await normalise(db, deployment, input);
  const id = await insertWithUniqueSlug(
    db,
    'menus',
    input.name.en,
    (slug) =>
      db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(menus)
            .values({ ...values, slug })
            .returning({ id: menus.id });
          if (!row) throw new Error('menu not inserted');
          await replaceItems(tx, row.id, input.itemType, input.items);
          return row.id;
        })
        .catch(uniqueNameRace('menus')),
    () => assertNamesFree(db, 'menus', input.name),
  );
  return getAdminMenu(db, id);
}

export async function updateMenu(
  db: Db,
  deployment: MenuDeployment,
  id: number,
  input: MenuInput,
): Promise<AdminMenuDetails> {
  const [current] = await db
    .select({ id: menus.id, type: menus.type })
    .from(menus)
    .where(eq(menus.id, id))
    .limit(1);
  if (!current) throw notFound();
  // SPEC 3: the menu type (navbar or gallery) is chosen at creation (ADR 0020).
  if (input.type !== current.type) throw validationFailed({ type: ['validation.menuTypeFixed'] });
  await assertNamesFree(db, 'menus', input.name, id);
  const values = await normalise(db, deployment, input, id);
  if (input.combinedMenuIds.length) {
    // A menu others are combined into cannot itself be combined into a menu (one level).
    const [parent] = await db
      .select({ id: menus.id })
      .from(menus)
      .where(sql`${menus.combinedMenuIds} @> ${JSON.stringify([id])}::jsonb`)
      .limit(1);
    if (parent) throw validationFailed({ combinedMenuIds: ['validation.invalid'] });
  }
  await db
    .transaction(async (tx) => {
      await tx.update(menus).set(values).where(eq(menus.id, id));
      await replaceItems(tx, id, input.itemType, input.items);
    })
    .catch(uniqueNameRace('menus'));
  return getAdminMenu(db, id);
}

/** Deletes a menu (its items go with it) unless another menu combines it: 409 menuCombinedInUse. */
export async function deleteMenu(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).for('update');
    if (!row) throw notFound();
    const [parent] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(ne(menus.id, id), sql`${menus.combinedMenuIds} @> ${JSON.stringify([id])}::jsonb`))
      .limit(1);
    if (parent) throw new AppError(409, 'menuCombinedInUse');
    await tx.delete(menus).where(eq(menus.id, id));
  });
}

/** Puts menus in the given order (positions 0, 1, 2…); unknown ids are a 422. */
export async function orderMenus(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids)).for('update');
    if (found.length !== ids.length) throw validationFailed({ ids: ['validation.notFoundRef'] });
    await tx.execute(sql`update menus m set position = v.ord - 1, updated_at = now()
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, ord) where m.id = v.id`);
  });
}
