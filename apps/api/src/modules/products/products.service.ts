import {
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductRecord,
  type LanguageCode,
  LOW_STOCK_THRESHOLD,
  type Localized,
  type ProductCreateInput,
  type ProductUpdateInput,
  slugify,
  TAG_TYPE_NUMBERS,
} from '@shop/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  brands,
  categories,
  measureUnits,
  menuItems,
  menus,
  optionGroups,
  orderItems,
  productImages,
  productOptionGroups,
  products,
  productTags,
  productVariants,
  tags,
  taxGroups,
} from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { containsPattern, countAll, listMetaOf, pageWindow, parseSort } from '../admins/list-page.ts';
import type { FileStorage } from '../files/storage.ts';
import { localizedSort } from '../localized-text.ts';
import { removeImageFiles } from '../media/images.ts';
import { freeSlug } from '../slugs.ts';
import { localizedOrNull, sanitizeLocalizedHtml } from './html.ts';

/** Storage folder of the files this module uploads; only these are removed with the product. */
export const PRODUCT_IMAGE_FOLDER = 'products';
const OWNED_PREFIX = `/uploads/images/${PRODUCT_IMAGE_FOLDER}/`;

/** Removes stored files that the products module uploaded; other URLs (gallery, CDN) stay. */
export async function removeOwnedImages(
  storage: FileStorage,
  urls: ReadonlyArray<string | null | undefined>,
) {
  await removeImageFiles(
    storage,
    urls.filter((u): u is string => typeof u === 'string' && u.startsWith(OWNED_PREFIX)),
  );
}

const iso = (d: Date) => d.toISOString();

// ---------------------------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Checks shared by create and update
// ---------------------------------------------------------------------------------------------

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => {
  errors[field] = [...(errors[field] ?? []), message];
};

async function missingIds(
  db: DbOrTx,
  table: typeof tags | typeof optionGroups,
  ids: number[],
): Promise<boolean> {
  if (!ids.length) return false;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.length !== new Set(ids).size;
}

/** Every referenced row exists (and menus list products); unique fields are free. */
async function checkProduct(
  db: DbOrTx,
  input: ProductCreateInput | ProductUpdateInput,
  exceptId?: number,
): Promise<void> {
  const errors: Errors = {};
  const ref = 'validation.notFoundRef';
  const one = async (
    field: string,
    id: number | null | undefined,
    exists: (id: number) => Promise<boolean>,
  ) => {
    if (id && !(await exists(id))) add(errors, field, ref);
  };
  const exists =
    (table: typeof brands | typeof categories | typeof measureUnits | typeof taxGroups) =>
    async (id: number) =>
      (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
  await one('brandId', input.brandId, exists(brands));
  await one('categoryId', input.categoryId, exists(categories));
  await one('measureUnitId', input.measureUnitId, exists(measureUnits));
  await one('taxGroupId', input.taxGroupId, exists(taxGroups));
  if (await missingIds(db, tags, input.tagIds)) add(errors, 'tagIds', ref);
  if (await missingIds(db, optionGroups, input.optionGroupIds)) add(errors, 'optionGroupIds', ref);
  if (input.menuIds.length) {
    const rows = await db
      .select({ id: menus.id, itemType: menus.itemType })
      .from(menus)
      .where(inArray(menus.id, input.menuIds));
    if (rows.length !== input.menuIds.length) add(errors, 'menuIds', ref);
    else if (rows.some((r) => r.itemType !== 'products'))
      add(errors, 'menuIds', 'validation.itemTypeNotAllowed');
  }

  const other = exceptId === undefined ? sql`true` : sql`${products.id} <> ${exceptId}`;
  const clash = async (condition: SQL) =>
    (await db.select({ id: products.id }).from(products).where(and(condition, other)).limit(1)).length > 0;
  if (await clash(sql`lower(${products.title} ->> 'en') = lower(${input.title.en})`))
    add(errors, 'title.en', 'validation.titleTaken');
  if (await clash(sql`(${products.title} ->> 'ar') = ${input.title.ar}`))
    add(errors, 'title.ar', 'validation.titleTaken');
  if (await clash(sql`upper(${products.sku}) = upper(${input.sku})`))
    add(errors, 'sku', 'validation.skuTaken');
  if (input.slug && (await clash(eq(products.slug, input.slug)))) add(errors, 'slug', 'validation.slugTaken');
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** A unique index that fired anyway (two admins saving at once) becomes the same field error. */
function uniqueViolation(error: unknown): never {
  const { code, constraint } = pgError(error);
  if (code === '23505') {
    const field: Record<string, [string, string]> = {
      products_title_en_unique: ['title.en', 'validation.titleTaken'],
      products_title_ar_unique: ['title.ar', 'validation.titleTaken'],
      products_sku_unique: ['sku', 'validation.skuTaken'],
      products_slug_unique: ['slug', 'validation.slugTaken'],
    };
    const hit = constraint ? field[constraint] : undefined;
    if (hit) throw validationFailed({ [hit[0]]: [hit[1]] });
  }
  throw error;
}

/** The columns written from the form. */
function columnsOf(input: ProductCreateInput | ProductUpdateInput) {
  return {
    title: { en: input.title.en, ar: input.title.ar },
    sku: input.sku,
    barcode: input.barcode ?? null,
    status: input.status,
    type: input.type,
    weight: input.weight,
    price: input.price,
    // Only a discount product keeps a discount price (SPEC 3 product types).
    discountPrice: input.type === 'discount' ? (input.discountPrice ?? null) : null,
    measureUnitId: input.measureUnitId ?? null,
    brandId: input.brandId ?? null,
    categoryId: input.categoryId ?? null,
    taxGroupId: input.taxGroupId ?? null,
    description: sanitizeLocalizedHtml(input.description as Localized | null | undefined),
    extensiveDescription: sanitizeLocalizedHtml(input.extensiveDescription as Localized | null | undefined),
    seoTitle: localizedOrNull(input.seoTitle as Localized | null | undefined),
    seoDescription: localizedOrNull(input.seoDescription as Localized | null | undefined),
    seoImage: input.seoImage ?? null,
    posterImage: input.posterImage ?? null,
    maxPerProduct: input.maxPerProduct ?? null,
  };
}

/**
 * Drops the product's links in `link.table` to ids not `wanted` (the others keep their rows) and
 * answers the wanted ids it has no link to yet, for the caller to add.
 */
async function dropUnwanted(
  tx: DbOrTx,
  productId: number,
  link: { table: PgTable; product: PgColumn; target: PgColumn },
  wanted: number[],
): Promise<number[]> {
  const rows = await tx.select({ id: link.target }).from(link.table).where(eq(link.product, productId));
  // Both link tables' target columns are integer ids; the generic column does not say so.
  const current = rows.map((r) => r.id as number);
  const keep = new Set(wanted);
  const drop = current.filter((id) => !keep.has(id));
  if (drop.length)
    await tx.delete(link.table).where(and(eq(link.product, productId), inArray(link.target, drop)));
  const have = new Set(current);
  return wanted.filter((id) => !have.has(id));
}

/** Replaces the product's tags, option groups and menu entries with the form's lists. */
async function writeLinks(tx: DbOrTx, productId: number, input: ProductCreateInput | ProductUpdateInput) {
  const tagLink = { table: productTags, product: productTags.productId, target: productTags.tagId };
  const newTags = await dropUnwanted(tx, productId, tagLink, input.tagIds);
  if (newTags.length) await tx.insert(productTags).values(newTags.map((tagId) => ({ productId, tagId })));

  await tx.delete(productOptionGroups).where(eq(productOptionGroups.productId, productId));
  if (input.optionGroupIds.length)
    await tx
      .insert(productOptionGroups)
      .values(
        input.optionGroupIds.map((optionGroupId, position) => ({ productId, optionGroupId, position })),
      );

  const menuLink = { table: menuItems, product: menuItems.productId, target: menuItems.menuId };
  for (const menuId of await dropUnwanted(tx, productId, menuLink, input.menuIds)) {
    // A product joins a menu at its end.
    await tx.insert(menuItems).values({
      menuId,
      itemType: 'products',
      productId,
      position: sql`(select coalesce(max(${menuItems.position}) + 1, 0) from ${menuItems} where ${menuItems.menuId} = ${menuId})`,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export async function getProduct(db: DbOrTx, id: number): Promise<AdminProductRecord> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound();
  // One after another: inside a transaction they share one connection.
  const tagRows = await db
    .select({ id: tags.id, name: tags.name, type: tags.type })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, id))
    .orderBy(asc(tags.id));
  const groupRows = await db
    .select({ id: productOptionGroups.optionGroupId })
    .from(productOptionGroups)
    .where(eq(productOptionGroups.productId, id))
    .orderBy(asc(productOptionGroups.position));
  const menuRows = await db
    .select({ id: menuItems.menuId })
    .from(menuItems)
    .where(eq(menuItems.productId, id))
    .orderBy(asc(menuItems.menuId));
  const imageRows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const [variants] = await db
    .select({ n: countAll() })
    .from(productVariants)
    .where(eq(productVariants.productId, id));
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    sku: row.sku,
    barcode: row.barcode,
    status: row.status,
    type: row.type,
    hasVariants: row.hasVariants,
    qty: row.qty,
    weight: row.weight,
    price: row.price,
    discountPrice: row.discountPrice,
    measureUnitId: row.measureUnitId,
    brandId: row.brandId,
    categoryId: row.categoryId,
    taxGroupId: row.taxGroupId,
    menuIds: menuRows.map((r) => r.id),
    tagIds: tagRows.map((t) => t.id),
    tags: tagRows.map((t) => ({ ...t, typeNumber: TAG_TYPE_NUMBERS[t.type] })),
    optionGroupIds: groupRows.map((r) => r.id),
    description: row.description ?? null,
    extensiveDescription: row.extensiveDescription ?? null,
    seoTitle: row.seoTitle ?? null,
    seoDescription: row.seoDescription ?? null,
    seoImage: row.seoImage,
    posterImage: row.posterImage,
    maxPerProduct: row.maxPerProduct,
    images: imageRows.map((i) => ({
      id: i.id,
      url: i.url,
      thumbUrl: i.thumbUrl,
      alt: i.alt ?? null,
      position: i.position,
    })),
    variantsCount: variants?.n ?? 0,
    attributes: row.attributes,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listProducts(
  db: Db,
  query: AdminProductListQuery,
  lang: LanguageCode,
): Promise<AdminProductList> {
  const window = await pageWindow(db, query);
  const where: SQL[] = [];
  if (query.search) {
    const term = query.search;
    const prefix = `${term.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(((${products.title} ->> 'en') || ' ' || (${products.title} ->> 'ar') || ' ' || ${products.sku} || ' ' || coalesce(${products.barcode}, '')) ilike ${containsPattern(term)}
        or upper(${products.sku}) like ${prefix}
        or upper(${products.barcode}) like ${prefix})`,
    );
  }
  if (query.status) where.push(eq(products.status, query.status));
  if (query.type) where.push(eq(products.type, query.type));
  if (query.brand_id) where.push(eq(products.brandId, query.brand_id));
  if (query.category_id) where.push(eq(products.categoryId, query.category_id));
  if (query.main_category_id)
    where.push(
      sql`${products.categoryId} in (select ${categories.id} from ${categories} where ${categories.mainCategoryId} = ${query.main_category_id})`,
    );
  if (query.tag_id)
    where.push(
      sql`exists (select 1 from ${productTags} where ${productTags.productId} = ${products.id} and ${productTags.tagId} = ${query.tag_id})`,
    );
  if (query.stock === 'in_stock') where.push(sql`${products.qty} > 0`);
  if (query.stock === 'low_stock') where.push(sql`${products.qty} between 1 and ${LOW_STOCK_THRESHOLD}`);
  if (query.stock === 'out_of_stock') where.push(sql`${products.qty} = 0`);
  const condition = where.length ? and(...where) : undefined;

  const { key, desc: descending } = parseSort(query.sort);
  const column: SQL | typeof products.sku = {
    title: localizedSort(products.title, lang),
    sku: sql`upper(${products.sku})`,
    price: sql`${products.price}`,
    qty: sql`${products.qty}`,
    created_at: sql`${products.createdAt}`,
    updated_at: sql`${products.updatedAt}`,
  }[key];
  const direction = descending ? desc : asc;

  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        slug: products.slug,
        sku: products.sku,
        status: products.status,
        type: products.type,
        hasVariants: products.hasVariants,
        qty: products.qty,
        price: products.price,
        discountPrice: products.discountPrice,
        brandId: brands.id,
        brandName: brands.name,
        categoryId: categories.id,
        categoryName: categories.name,
        image: sql<string | null>`coalesce((select coalesce(${productImages.thumbUrl}, ${productImages.url})
          from ${productImages} where ${productImages.productId} = ${products.id}
          order by ${productImages.position}, ${productImages.id} limit 1), ${products.posterImage})`,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(condition)
      .orderBy(direction(column), direction(products.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ n: countAll() }).from(products).where(condition),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      sku: r.sku,
      status: r.status,
      type: r.type,
      hasVariants: r.hasVariants,
      qty: r.qty,
      price: r.price,
      discountPrice: r.discountPrice,
      brand: r.brandId && r.brandName ? { id: r.brandId, name: r.brandName } : null,
      category: r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
      image: r.image,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    meta: listMetaOf(window, total?.n ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export async function createProduct(db: Db, input: ProductCreateInput): Promise<AdminProductRecord> {
  await checkProduct(db, input);
  try {
    return await db.transaction(async (tx) => {
      const slug =
        input.slug ??
        (await freeSlug(tx, 'products', slugify(input.title.en, 150) || slugify(input.sku, 150)));
      const [row] = await tx
        .insert(products)
        .values({ ...columnsOf(input), slug, qty: input.qty })
        .returning({ id: products.id });
      if (!row) throw new Error('product not created');
      await writeLinks(tx, row.id, input);
      return getProduct(tx, row.id);
    });
  } catch (error) {
    uniqueViolation(error);
  }
}

export async function updateProduct(
  db: Db,
  id: number,
  input: ProductUpdateInput,
): Promise<AdminProductRecord> {
  const [current] = await db
    .select({ id: products.id, slug: products.slug, hasVariants: products.hasVariants })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!current) throw notFound();
  if (!current.hasVariants && input.qty === undefined)
    throw validationFailed({ qty: ['validation.required'] });
  await checkProduct(db, input, id);
  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({
          ...columnsOf(input),
          slug: input.slug ?? current.slug,
          // With variants the stock is theirs to sum (variants.service.ts keeps it so).
          ...(current.hasVariants ? {} : { qty: input.qty }),
        })
        .where(eq(products.id, id));
      await writeLinks(tx, id, input);
      return getProduct(tx, id);
    });
  } catch (error) {
    uniqueViolation(error);
  }
}

/**
 * Refuses (409 `code`) to delete what an order line matching `line` refers to: orders keep their
 * snapshot either way, but the history stays navigable.
 */
export async function refuseIfOrdered(
  tx: DbOrTx,
  line: SQL,
  code: 'productInOrders' | 'variantInOrders',
): Promise<void> {
  const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(line).limit(1);
  if (ordered) throw new AppError(409, code);
}

/**
 * Deletes a product with its images, variants, tags and menu entries. A product that is part of an
 * order is refused with 409 `productInOrders` (docs/api/admin-products.md "Delete"): orders keep
 * their snapshot either way, but the history stays navigable and the admin hides it instead.
 */
export async function deleteProduct(db: Db, storage: FileStorage, id: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ poster: products.posterImage, seo: products.seoImage })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) throw notFound();
    await refuseIfOrdered(tx, eq(orderItems.productId, id), 'productInOrders');
    const images = await tx
      .select({ url: productImages.url, thumb: productImages.thumbUrl })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const variantImages = await tx
      .select({ image: productVariants.image })
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    return [
      row.poster,
      row.seo,
      ...images.flatMap((i) => [i.url, i.thumb]),
      ...variantImages.map((v) => v.image),
    ];
  });
  // Files go after the commit: a failed delete never leaves a product without its images.
  await removeOwnedImages(storage, files);
}
