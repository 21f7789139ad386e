import {
  type LanguageCode,
  SAVED_LIST_MAX_ITEMS,
  type SavedListKind,
  type SavedListQuery,
  type SavedProductChange,
  type SavedProductIds,
  type SavedProductList,
} from '@shop/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favoriteItems, products, users, wishlistItems } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type CardJson, productCardJson, toProductCard } from '../catalogue/product-card.ts';
import { canSeePrices } from '../users/price-visibility.ts';

/*
 * The customer's wishlist and favourites (docs/api/saved-products.md, ADR 0025). Both lists have
 * the same shape and rules; `kind` picks the table. The caller is always a customer: the
 * /api/user gate admits no other token.
 */

const tables = { wishlist: wishlistItems, favorites: favoriteItems } as const;
const tableNames = { wishlist: sql.raw('wishlist_items'), favorites: sql.raw('favorite_items') } as const;

export interface SavedContext {
  db: Db;
  lang: LanguageCode;
  userId: number;
}

/** SPEC 6's price rule for this customer (the same function the catalogue uses). */
async function customerSeesPrices(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      emailVerifiedAt: users.emailVerifiedAt,
      approvedAt: users.approvedAt,
      canSeePrices: users.canSeePrices,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? canSeePrices({ kind: 'user', user: row }) : false;
}

/**
 * One page of the list, newest first, as storefront cards. Products an admin made unavailable are
 * left out (the storefront hides them everywhere) but stay saved, and come back if they return.
 * Three statements whatever the page size: the price rule, the count, the page.
 */
export async function listSaved(
  ctx: SavedContext,
  kind: SavedListKind,
  query: SavedListQuery,
): Promise<SavedProductList> {
  const { db, lang, userId } = ctx;
  const table = tableNames[kind];
  const pricesVisible = await customerSeesPrices(db, userId);
  const offset = (query.page - 1) * query.perPage;
  const [counted, page] = await Promise.all([
    db.execute<{ total: number }>(sql`
      select count(*)::int as total from ${table} s join products p on p.id = s.product_id
      where s.user_id = ${userId} and p.status <> 'unavailable'`),
    db.execute<{ card: CardJson; added_at: Date | string }>(sql`
      select ${productCardJson(pricesVisible)} as card, s.created_at as added_at
      from ${table} s join products p on p.id = s.product_id
      where s.user_id = ${userId} and p.status <> 'unavailable'
      order by s.created_at desc, s.product_id desc
      limit ${query.perPage} offset ${offset}`),
  ]);
  const total = counted.rows[0]?.total ?? 0;
  return {
    items: page.rows.map((row) => ({
      product: toProductCard(row.card, lang, pricesVisible),
      addedAt: new Date(row.added_at).toISOString(),
    })),
    meta: {
      total,
      page: query.page,
      perPage: query.perPage,
      pageCount: Math.ceil(total / query.perPage),
      pricesVisible,
    },
  };
}

/** Every saved product id, newest first (at most SAVED_LIST_MAX_ITEMS by construction). */
export async function savedIds(db: Db, userId: number, kind: SavedListKind): Promise<SavedProductIds> {
  const table = tables[kind];
  const rows = await db
    .select({ productId: table.productId })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.productId));
  return rows.map((r) => r.productId);
}

/** A change of one product in one of the customer's lists, as the routes call it. */
type SavedChange = (
  db: Db,
  userId: number,
  kind: SavedListKind,
  productId: number,
) => Promise<SavedProductChange>;

/**
 * Saves a product; saving it again changes nothing (idempotent PUT). Only products the storefront
 * shows can be saved: an unknown or unavailable one is 404, as on the product page.
 */
export const addSaved: SavedChange = async (db, userId, kind, productId) => {
  const table = tables[kind];
  return db.transaction(async (tx) => {
    // Locks the customer row so two parallel adds cannot both pass the size check.
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), sql`${products.status} <> 'unavailable'`));
    if (!product) throw notFound();
    const [existing] = await tx
      .select({ productId: table.productId })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.productId, productId)));
    if (existing) return { productId, changed: false };
    const [size] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
    if ((size?.n ?? 0) >= SAVED_LIST_MAX_ITEMS) {
      throw new AppError(409, 'savedListLimit', { max: SAVED_LIST_MAX_ITEMS });
    }
    await tx.insert(table).values({ userId, productId }).onConflictDoNothing();
    return { productId, changed: true };
  });
};

/**
 * Removes a product; removing one that is not in the list changes nothing (idempotent DELETE).
 * A product id that does not exist at all is 404.
 */
export const removeSaved: SavedChange = async (db, userId, kind, productId) => {
  const table = tables[kind];
  const deleted = await db
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.productId, productId)))
    .returning({ productId: table.productId });
  if (deleted.length > 0) return { productId, changed: true };
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound();
  return { productId, changed: false };
};

/**
 * Moves a saved product to the other list in one transaction (the wishlist's "move to
 * favourites"). A product that is not in the source list is 404; one already in the target list
 * just leaves the source.
 */
export const moveSaved: SavedChange = async (db, userId, from, productId) => {
  const source = tables[from];
  const target = tables[from === 'wishlist' ? 'favorites' : 'wishlist'];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const deleted = await tx
      .delete(source)
      .where(and(eq(source.userId, userId), eq(source.productId, productId)))
      .returning({ productId: source.productId });
    if (deleted.length === 0) throw notFound();
    const [size] = await tx.select({ n: count() }).from(target).where(eq(target.userId, userId));
    const [already] = await tx
      .select({ productId: target.productId })
      .from(target)
      .where(and(eq(target.userId, userId), eq(target.productId, productId)));
    if (!already && (size?.n ?? 0) >= SAVED_LIST_MAX_ITEMS) {
      throw new AppError(409, 'savedListLimit', { max: SAVED_LIST_MAX_ITEMS });
    }
    await tx.insert(target).values({ userId, productId }).onConflictDoNothing();
    return { productId, changed: true };
  });
};
