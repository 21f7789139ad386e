import { normalizeSearchText, searchWords } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Storefront product search (docs/decisions/0010-search.md). A product matches when any of:
 *
 * 1. full text: every word of the query is in its search document (titles, SKU, barcode, brand,
 *    category, main category and tag names, both languages, normalised), the last word as a
 *    prefix so results appear while typing ("pol" finds "polo") — GIN `products_search_vector_idx`;
 * 2. its SKU starts with the query (case-insensitive) — btree `products_sku_prefix_idx`;
 * 3. typo tolerance, only when 1 and 2 find nothing in the whole catalogue: the normalised query is
 *    trigram-similar to a stretch of its titles/SKU (`word_similarity` ≥
 *    pg_trgm.word_similarity_threshold, 0.6 by default; "polo shrit" still finds "polo shirt") —
 *    GIN `products_search_text_trgm_idx`.
 *
 * Ranking: SKU-prefix matches first, then full-text rank (title and SKU words weigh more than
 * brand and category words, which weigh more than tags), plus trigram similarity for typo matches.
 */
export interface ProductSearch {
  /** The normalised query text (trigram side). */
  text: string;
  /** `to_tsquery('simple', …)` input, or null when the query has no words. */
  tsquery: string | null;
  /** `LIKE` pattern on upper(sku). */
  skuPattern: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function parseProductSearch(raw: string): ProductSearch {
  const words = searchWords(raw);
  const tsquery = words.length
    ? words.map((w, i) => (i === words.length - 1 ? `'${w}':*` : `'${w}'`)).join(' & ')
    : null;
  return {
    text: normalizeSearchText(raw.trim()).replace(/\s+/g, ' '),
    tsquery,
    skuPattern: `${escapeLike(raw.trim().toUpperCase())}%`,
  };
}

/** The tsquery as SQL (null tsquery: an empty query that matches nothing). */
function tsquery(search: ProductSearch): SQL {
  return search.tsquery ? sql`to_tsquery('simple', ${search.tsquery})` : sql`''::tsquery`;
}

/** The words as typed (or the SKU prefix) match some visible product: typo matching stays off. */
function exactHit(search: ProductSearch): SQL {
  // Two probes, each on its own index, so a query that matches nothing never reads every product.
  return sql`(exists (select 1 from products p0 where p0.search_vector @@ ${tsquery(search)} and p0.status <> 'unavailable')
    or exists (select 1 from products p0 where upper(p0.sku) like ${search.skuPattern} and p0.status <> 'unavailable'))`;
}

/**
 * WHERE condition on products aliased `p`: one index per branch of the union, so the planner
 * never falls back to reading every product; the matching ids are then fetched by primary key. The trigram branch only runs (a one-time filter)
 * when the words as typed match nothing: trigram rechecks cost tens of microseconds per candidate
 * row, too much to pay on every search, and a query whose words all exist needs no typo help.
 */
export function productSearchCondition(search: ProductSearch): SQL {
  // `= any(array(…))`: the matches are collected once (an InitPlan), then fetched by primary key.
  return sql`p.id = any(array(
    select p1.id from products p1 where p1.search_vector @@ ${tsquery(search)}
    union
    select p1.id from products p1 where upper(p1.sku) like ${search.skuPattern}
    union
    select p1.id from products p1 where not ${exactHit(search)} and p1.search_text %> ${search.text}))`;
}

/**
 * ORDER BY terms for relevance, best first: SKU-prefix matches, then full-text rank (weights A/B/C)
 * plus, for typo matches only, trigram similarity; `p.id desc` keeps pages stable.
 */
export function productSearchOrder(search: ProductSearch): SQL {
  return sql`(upper(p.sku) like ${search.skuPattern}) desc,
    (ts_rank(p.search_vector, ${tsquery(search)})
      + case when ${exactHit(search)} then 0 else word_similarity(${search.text}, p.search_text) end) desc,
    p.id desc`;
}
