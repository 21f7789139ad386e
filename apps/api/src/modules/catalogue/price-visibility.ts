/**
 * How the catalogue applies SPEC 6's price rule (who may see prices: `canSeePrices` in
 * modules/users/price-visibility.ts, one definition for the whole API). For a viewer who may not
 * see prices, every catalogue answer leaves the price keys out entirely (not null, not a flag with
 * the value beside it), the SQL does not even select them, and nothing else may reveal their order:
 *
 * - a price sort (`price_asc`, `price_desc`) is not applied: the default sort is (relevance when
 *   searching, else newest), and `meta.sort` says which sort was used;
 * - price range filters (`minPrice`, `maxPrice`) are ignored, since narrowing a range would reveal
 *   the price by bisection;
 * - option-choice surcharges (`priceDelta`) and variant prices are left out too.
 *
 * docs/decisions/0011-price-visibility.md records the choice.
 */
import type { ProductSort } from '@shop/shared';

export const PRICE_SORTS: readonly ProductSort[] = ['price_asc', 'price_desc'];

/** The price fields when visible, else nothing: spread into an answer object. */
export function priceFields<T extends Record<string, number | null | undefined>>(
  visible: boolean,
  fields: T,
): Partial<T> {
  if (!visible) return {};
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(fields) as [keyof T, T[keyof T]][]) {
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The sort a viewer gets: price sorts only for viewers who see prices. */
export function effectiveSort(
  asked: ProductSort | undefined,
  searching: boolean,
  pricesVisible: boolean,
): ProductSort {
  const fallback: ProductSort = searching ? 'relevance' : 'newest';
  if (!asked) return fallback;
  if (PRICE_SORTS.includes(asked) && !pricesVisible) return fallback;
  if (asked === 'relevance' && !searching) return 'newest';
  return asked;
}
