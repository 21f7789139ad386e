import { type SQL, sql } from 'drizzle-orm';

/**
 * Storefront product search (docs/decisions/0010-search.md, 0034-search-relevance.md).
 *
 * The query is parsed in the database by `shop_search_query()` (migration 0005), the same SQL that
 * builds every product's search document, so indexing and querying cannot disagree: words are
 * normalised (Arabic letter forms, diacritics, digits), stemmed (jackets → jacket, الجاكيت → جاكيت),
 * the last word also matches as a prefix, neighbouring words are also tried joined ("t shirt" →
 * tshirt), and a word that no visible product has is corrected to the nearest words that one does
 * ("hoddie" → hoodie). A product matches when its `search_vector` holds every word: one lookup in
 * the GIN index `products_search_vector_idx`.
 *
 * Ranking (`sort=relevance`): a title, SKU or barcode equal to the query first, then one that
 * starts with it, then full-text rank (title and SKU words weigh more than brand and category
 * words, which weigh more than tags and variant colours and sizes), then, when a word was
 * corrected, trigram similarity of the titles to what was typed; ties by newest id.
 */
export interface ProductSearch {
  /** The query as typed, without control characters (PostgreSQL text cannot hold NUL). */
  text: string;
}

/** Characters kept out of the query: C0 controls (NUL included), DEL and C1 controls. */
const CONTROL = /\p{Cc}/gu;

/** Longer input is cut (the database looks at 200 characters and 8 words). */
const MAX_QUERY_LENGTH = 200;

export function parseProductSearch(raw: string): ProductSearch {
  return { text: raw.replace(CONTROL, ' ').trim().slice(0, MAX_QUERY_LENGTH) };
}

/**
 * The CTE `q` of a search statement, one row: `query` (the tsquery to match), `ranking` (its terms
 * ORed, to rank by), `phrase` (the query as a normalised word sequence) and `corrected`.
 */
export function productSearchQuery(search: ProductSearch): SQL {
  return sql`q as materialized (select query, ranking, phrase, corrected from shop_search_query(${search.text}))`;
}

/**
 * WHERE condition on products aliased `p`, in a statement with the CTE `q`: an index condition on
 * `products_search_vector_idx` (the query is an InitPlan, computed once). A query without words
 * (`query` null) matches nothing.
 */
export const productSearchCondition: SQL = sql`p.search_vector @@ (select query from q)`;

/**
 * Relevance columns of a matched product `p`, named `tier`, `rank` and `closeness`, for
 * `productSearchOrder`. Computed on the matched rows only; similarity only when a word was corrected.
 */
export const productSearchRelevance: SQL = sql`case
      when (select phrase from q) = any(p.search_titles) then 0
      when p.search_titles[1] like (select phrase from q) || '%'
        or p.search_titles[2] like (select phrase from q) || '%'
        or p.search_titles[3] like (select phrase from q) || '%' then 1
      else 2 end as tier,
    ts_rank(p.search_vector, (select ranking from q)) as rank,
    case when (select corrected from q)
      then greatest(similarity(p.search_titles[1], (select phrase from q)),
                    similarity(p.search_titles[2], (select phrase from q)))
      else 0 end as closeness`;

/** ORDER BY of relevance over rows `m` carrying `productSearchRelevance`; `m.id desc` keeps pages stable. */
export const productSearchOrder: SQL = sql`m.tier, m.rank desc, m.closeness desc, m.id desc`;
