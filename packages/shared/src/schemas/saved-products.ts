import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { listMeta } from './admin-users.ts';
import { productCard } from './catalogue.ts';
import { pageNumber, recordId } from './common.ts';

/**
 * The customer's wishlist and favourites (`/api/user/wishlist`, `/api/user/favorites`,
 * docs/api/saved-products.md, ADR 0025): two lists of products with the same shape and rules.
 */
export const SAVED_LISTS = ['wishlist', 'favorites'] as const;
export type SavedListKind = (typeof SAVED_LISTS)[number];

/** At most this many products per list; the heart buttons read every id at once. */
export const SAVED_LIST_MAX_ITEMS = 500;

export const savedProductParams = z.object({
  productId: recordId,
});
export type SavedProductParams = z.infer<typeof savedProductParams>;

export const savedListQuery = z.object({
  page: pageNumber,
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type SavedListQuery = z.infer<typeof savedListQuery>;

/** One saved product: the storefront card (prices only for viewers who see them) and when. */
export const savedProduct = z.object({
  product: productCard,
  addedAt: z.string(),
});
export type SavedProduct = z.infer<typeof savedProduct>;

export const savedProductList = z.object({
  items: z.array(savedProduct),
  meta: listMeta.extend({ pricesVisible: z.boolean() }),
});
export type SavedProductList = z.infer<typeof savedProductList>;

/** `GET …/ids`: every saved product id, newest first, for the heart buttons. */
export const savedProductIds = z.array(z.number().int());
export type SavedProductIds = z.infer<typeof savedProductIds>;

/** Answer of PUT (add) and DELETE (remove): whether the list changed, and the product's id. */
export const savedProductChange = z.object({ productId: z.number().int(), changed: z.boolean() });
export type SavedProductChange = z.infer<typeof savedProductChange>;
