// Writes docs/catalogue-queries.md: runs every storefront catalogue answer through its service on a
// database holding the generated catalogue, captures each SQL statement it sends, and records its
// EXPLAIN (ANALYZE) plan. Re-run after changing a query or an index, on a database seeded with the
// demo (start the shop once, or `npm run db:seed`) plus the generated catalogue:
//
//   node --import tsx bench/generate-catalogue.ts postgres://…/shop 10000
//   node --import tsx bench/explain-catalogue.ts postgres://…/shop [docs/catalogue-queries.md]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type LanguageCode, type ProductListQuery, productListQuery } from '@shop/shared';
import { connect } from '../apps/api/src/db/client.ts';
import { listMenus } from '../apps/api/src/modules/catalogue/menus.service.ts';
import {
  type CatalogueContext,
  getCatalogueProduct,
  listCatalogueProducts,
} from '../apps/api/src/modules/catalogue/products.service.ts';
import {
  listCatalogueBrands,
  listCatalogueCategories,
  listCatalogueMainCategories,
} from '../apps/api/src/modules/catalogue/taxonomy.service.ts';
import { resolveViewer, VISITOR } from '../apps/api/src/modules/catalogue/viewer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each statement is explained this many times; the fastest run is kept. */
const EXPLAIN_RUNS = 5;

interface Captured {
  text: string;
  values: unknown[];
}

export async function explainCatalogue(databaseUrl: string, outFile: string): Promise<void> {
  const database = connect(databaseUrl, { max: 1 });
  const { db, pool } = database;
  const captured: Captured[] = [];
  // Every statement the services send goes through pool.query; record it, then run it.
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const recorder = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      captured.push({ text: q.text, values: q.values ?? (second as unknown[]) ?? [] });
    }
    return original(...args);
  };
  // biome-ignore lint/suspicious/noExplicitAny: pool.query is overloaded; the recorder forwards every form unchanged.
  (pool as any).query = recorder;

  const [sample] = (
    await pool.query<{ slug: string; sku: string; brand: string; tag: string }>(
      `select p.slug, p.sku, b.slug as brand,
              (select t.slug from tags t join product_tags pt on pt.tag_id = t.id group by t.slug order by count(*) limit 1) as tag
       from products p join brands b on b.id = p.brand_id
       where p.has_variants and p.status = 'available' order by p.id desc limit 1`,
    )
  ).rows;
  if (!sample) throw new Error('no products: generate the catalogue first (bench/generate-catalogue.ts)');
  captured.length = 0;

  const customer: CatalogueContext['viewer'] = { kind: 'user', id: 1, pricesVisible: true };
  const ctx = (lang: LanguageCode = 'en', viewer = VISITOR): CatalogueContext => ({ db, lang, viewer });
  const list = (q: Record<string, string>): ProductListQuery => productListQuery.parse(q);
  const cases: { title: string; note: string; run: () => Promise<unknown> }[] = [
    {
      title: 'Viewer from a bearer token',
      note: 'auth_tokens_hash_unique, then primary keys.',
      run: () => resolveViewer(db, 'Bearer 0123456789abcdef0123456789abcdef'),
    },
    {
      title: 'Product list, newest first (default)',
      note: 'perPage setting, count, page.',
      run: () => listCatalogueProducts(ctx(), list({})),
    },
    {
      title: 'Product list, page 20',
      note: 'Deep page: the index scan skips the offset rows.',
      run: () => listCatalogueProducts(ctx(), list({ page: '20', perPage: '20' })),
    },
    {
      title: 'Price ascending (customer who sees prices)',
      note: 'products_public_price_idx.',
      run: () => listCatalogueProducts(ctx('en', customer), list({ sort: 'price_asc', perPage: '20' })),
    },
    {
      title: 'Price descending with a price range',
      note: 'products_public_price_idx, backwards, bounded.',
      run: () =>
        listCatalogueProducts(
          ctx('en', customer),
          list({ sort: 'price_desc', minPrice: '1000', maxPrice: '2000', perPage: '20' }),
        ),
    },
    {
      title: 'Title A→Z (English)',
      note: 'products_public_title_en_idx.',
      run: () => listCatalogueProducts(ctx(), list({ sort: 'title', perPage: '20' })),
    },
    {
      title: 'Title (Arabic)',
      note: 'products_public_title_ar_idx.',
      run: () => listCatalogueProducts(ctx('ar'), list({ sort: 'title', perPage: '20' })),
    },
    {
      title: 'Filter: brand',
      note: 'brands_slug_unique → products_public_brand_idx.',
      run: () => listCatalogueProducts(ctx(), list({ brand: sample.brand, perPage: '20' })),
    },
    {
      title: 'Filter: category',
      note: 'categories_slug_unique → products_public_category_idx.',
      run: () => listCatalogueProducts(ctx(), list({ category: 'womens-dresses', perPage: '20' })),
    },
    {
      title: 'Filter: main category',
      note: 'main_categories_slug_unique → categories_main_idx → products_public_category_idx.',
      run: () => listCatalogueProducts(ctx(), list({ mainCategory: 'kids', perPage: '20' })),
    },
    {
      title: 'Filter: tag',
      note: 'tags_slug_unique → product_tags_tag_idx.',
      run: () => listCatalogueProducts(ctx(), list({ tag: sample.tag, perPage: '20' })),
    },
    {
      title: 'Filter: in stock',
      note: 'products_in_stock_idx.',
      run: () => listCatalogueProducts(ctx(), list({ inStock: 'true', perPage: '20' })),
    },
    {
      title: 'Search, English ("hi-vis jacket")',
      note: "shop_search_query parses the words (vocabulary lookups, below) into a tsquery; the matches are one Bitmap Index Scan on product_search_document_idx (narrow search rows; products is read only for the page's cards), ranked, counted and paged in the same statement.",
      run: () => listCatalogueProducts(ctx(), list({ search: 'hi-vis jacket', perPage: '20' })),
    },
    {
      title: 'Search, English plural and colour ("navy jackets")',
      note: 'Stems and variant colours are lexemes of the same document: the same single index lookup.',
      run: () => listCatalogueProducts(ctx(), list({ search: 'navy jackets', perPage: '20' })),
    },
    {
      title: 'Search, Arabic with diacritics ("قَمِيص بولو")',
      note: 'Same index; the query is normalised and stemmed in shop_search_query.',
      run: () => listCatalogueProducts(ctx('ar'), list({ search: 'قَمِيص بولو', perPage: '20' })),
    },
    {
      title: 'Search, SKU prefix',
      note: 'SKU words and their joined forms are lexemes: the same index lookup; SKU prefix matches rank first.',
      run: () => listCatalogueProducts(ctx(), list({ search: sample.sku.slice(0, 5), perPage: '20' })),
    },
    {
      title: 'Search with a filter ("jacket", category mens-outerwear)',
      note: 'The same index lookup; the matches join their products by primary key for the filter.',
      run: () =>
        listCatalogueProducts(ctx(), list({ search: 'jacket', category: 'mens-outerwear', perPage: '20' })),
    },
    {
      title: 'Search with a typo ("polo shrit")',
      note: '"shrit" is in no document: shop_search_query corrects it from search_lexicon (typo candidates, below), then the same index lookup.',
      run: () => listCatalogueProducts(ctx(), list({ search: 'polo shrit', perPage: '20' })),
    },
    {
      title: 'Search vocabulary lookups (inside shop_search_query)',
      note: 'What shop_search_query asks search_lexicon for each word: is it (or its stem) a word of a visible product, does a word start with it (the word being typed), and, for an unknown word, the vocabulary words with the same first letter and a length within the allowed edits (search_lexicon_typo_idx), measured by edit distance.',
      run: async () => {
        await pool.query(
          "select exists (select 1 from search_lexicon l where l.word in ('jackets', shop_search_stem('jackets')))",
        );
        await pool.query(
          "select exists (select 1 from search_lexicon l where l.word ~>=~ 'harr' and l.word ~<~ ('harr' || chr(1114111)))",
        );
        await pool.query(
          `select l.word, shop_typo_distance('shrit', l.word) from search_lexicon l
           where l.word !~ '[0-9]' and left(l.word, 1) = 's' and char_length(l.word) between 4 and 6
             and levenshtein_less_equal('shrit', l.word, 2) <= 2`,
        );
      },
    },
    {
      title: 'Product page',
      note: 'products_slug_unique, then per-product indexes for gallery, variants, option groups.',
      // The richest attributes version: its specifications come from the same row.
      run: () => getCatalogueProduct(ctx('en', customer), sample.slug, 3),
    },
    {
      title: 'Home menus',
      note: 'menus_placement_idx, menu_items_menu_idx, card subqueries on primary keys.',
      run: () => listMenus(ctx(), { placements: ['home'] }),
    },
    {
      title: 'Categories',
      note: 'Counts are index-only scans of products_public_category_idx.',
      run: () => listCatalogueCategories(ctx()),
    },
    {
      title: 'Main categories with their categories',
      note: 'categories_main_idx and products_public_category_idx.',
      run: () => listCatalogueMainCategories(ctx()),
    },
    {
      title: 'Brands',
      note: 'Counts are index-only scans of products_public_brand_idx.',
      run: () => listCatalogueBrands(ctx()),
    },
  ];

  const { rows: version } = await pool.query<{ server_version: string }>('show server_version');
  const { rows: counts } = await pool.query<{ products: number; visible: number; variants: number }>(
    `select count(*)::int as products, count(*) filter (where status <> 'unavailable')::int as visible,
            (select count(*)::int from product_variants) as variants from products`,
  );
  const out: string[] = [
    '# Catalogue queries and their plans',
    '',
    'Generated by `node --import tsx bench/explain-catalogue.ts <DATABASE_URL>` on the benchmark catalogue',
    `(bench/generate-catalogue.ts: ${counts[0]?.products} products, ${counts[0]?.visible} visible, ${counts[0]?.variants} variants),`,
    `PostgreSQL ${version[0]?.server_version}. Each section is one storefront answer: every SQL statement its service`,
    'sends, with `EXPLAIN (ANALYZE)` (the fastest of 5 runs). The number of statements per answer does not depend on the page',
    'size (`src/routes/front/catalogue.test.ts` counts them for perPage 5 and 50).',
    '',
    'Reading notes: every filter and sort reaches products through an index (Index Scan, Bitmap Index',
    'Scan or Index Only Scan); no plan below reads the products table sequentially. The `count(*)` of',
    'an unfiltered list covers ~96% of the products, an index-only scan of a partial index (about',
    '1.5 ms at 10k products). Tiny reference tables (brands, categories, measure units, tags, and',
    'auth_tokens, empty here) fit in one page, so the planner reads them directly; with more rows it',
    'switches to their primary-key or unique indexes. Relevance sorting sorts the matched set: the',
    'matches are found by one lookup in the GIN index of the search documents, their ranks cannot be',
    'precomputed (docs/decisions/0010-search.md, 0034-search-relevance.md).',
    '',
    'Search, the key lines of every search plan below: `CTE q -> Function Scan on shop_search_query`',
    '(the words, looked up in search_lexicon by `search_lexicon_prefix_idx` or, for a typo,',
    '`search_lexicon_typo_idx`: last section); `CTE matched -> Bitmap Heap Scan on product_search s`,',
    '`Recheck Cond: ((document @@ $n) AND visible)` over `Bitmap Index Scan on',
    'product_search_document_idx`, `Index Cond: (document @@ $n)`: the match is one index lookup whose',
    'cost follows the number of matches, not the catalogue; then a top-N heapsort of the matches and',
    '`Index Scan using products_pkey` for the page (and for the matches when a filter needs products).',
    '',
  ];
  for (const c of cases) {
    captured.length = 0;
    await c.run();
    const statements = captured.slice();
    out.push(`## ${c.title}`, '', `${c.note} ${statements.length} statement(s).`, '');
    for (const [i, s] of statements.entries()) {
      // The fastest of a few runs: on a busy machine one run mostly measures the other processes.
      let lines: string[] = [];
      let fastest = Number.POSITIVE_INFINITY;
      for (let run = 0; run < EXPLAIN_RUNS; run += 1) {
        const plan = await original(`explain (analyze, costs off, buffers off) ${s.text}`, s.values);
        const planLines = (plan as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(planLines.at(-1) ?? '')?.[1] ?? Number.NaN);
        if (!(ms >= fastest)) {
          fastest = ms;
          lines = planLines;
        }
      }
      const sqlText = s.text.replace(/\s+/g, ' ').trim();
      out.push(
        `<details><summary>Statement ${i + 1}: <code>${sqlText.slice(0, 110).replace(/</g, '&lt;')}…</code></summary>`,
        '',
        '```sql',
        sqlText,
        '```',
        '',
        `Parameters: \`${JSON.stringify(s.values)}\``,
        '',
        '</details>',
        '',
        '```',
        ...lines,
        '```',
        '',
      );
    }
  }
  writeFileSync(outFile, out.join('\n'));
  await database.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [url, file] = process.argv.slice(2);
  if (!url) {
    console.error('usage: explain-catalogue.ts <DATABASE_URL> [out.md]');
    process.exit(2);
  }
  const out = file ?? path.join(root, 'docs/catalogue-queries.md');
  explainCatalogue(url, out)
    .then(() => console.log(`Wrote ${out}`))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
