import { type SQL, sql } from 'drizzle-orm';

/**
 * Storefront product search (docs/decisions/0010-search.md, 0034-search-relevance.md).
 *
 * The query is parsed in the database by `shop_search_query()` (migration 0005), the same SQL that
 * builds every product's search document, so indexing and querying cannot disagree: words are
 * normalised (Arabic letter forms, diacritics, digits), stemmed (jackets → jacket, الجاكيت → جاكيت),
 * the last word also matches as a prefix, neighbouring words are also tried joined ("t shirt" →
 * tshirt), and a word that no visible product has is corrected to the nearest words that one does
 * ("hoddie" → hoodie). A product matches when its document (table `product_search`) holds every
 * word: one lookup in the GIN index `product_search_document_idx`.
 *
 * Ranking (`sort=relevance`): a title, SKU or barcode equal to the query first, then one that
 * starts with it, then full-text rank (title and SKU words weigh more than brand and category
 * words, which weigh more than tags and variant colours and sizes), then shorter titles (of two
 * titles holding the query's words, the shorter is the closer match: the cheap stand-in for
 * trigram similarity, which costs ~10 µs per matched row); ties by newest id.
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
 * ORed, to rank by) and `phrase` (the query as a normalised word sequence).
 */
export function productSearchQuery(search: ProductSearch): SQL {
  return sql`q as materialized (select query, ranking, phrase from shop_search_query(${search.text}))`;
}

/**
 * The CTE `matched` of a search statement (after `q`): the visible products whose search document
 * holds the query — one Bitmap Index Scan on `product_search_document_idx`, the query being an
 * InitPlan computed once; a query without words (`query` null) matches nothing — with their
 * relevance columns `tier`, `rank` and `length` (for `productSearchOrder`), computed from the
 * narrow search rows alone. `filters` (conditions on products `p`) join the matched products;
 * without filters the products table is not read.
 */
export function productSearchMatches(filters: SQL[]): SQL {
  const columns = sql`s.product_id as id,
    case
      when (select phrase from q) = any(s.titles) then 0
      when s.titles[1] like (select phrase from q) || '%'
        or s.titles[2] like (select phrase from q) || '%'
        or s.titles[3] like (select phrase from q) || '%' then 1
      else 2 end as tier,
    ts_rank(s.document, (select ranking from q)) as rank,
    char_length(s.titles[1]) + char_length(s.titles[2]) as length`;
  const match = sql`s.visible and s.document @@ (select query from q)`;
  return filters.length
    ? sql`matched as materialized (select ${columns} from product_search s join products p on p.id = s.product_id
        where ${match} and ${sql.join(filters, sql` and `)})`
    : sql`matched as materialized (select ${columns} from product_search s where ${match})`;
}

/** ORDER BY of relevance over matched rows `m`; `m.id desc` keeps pages stable. */
export const productSearchOrder: SQL = sql`m.tier, m.rank desc, m.length, m.id desc`;
