import {
  DEFAULT_PER_PAGE,
  type LanguageCode,
  type Localized,
  MAX_PAGE_SIZE,
  PRODUCT_ATTRIBUTE_FIELDS,
  type ProductAttributesVersion,
  type ProductDetails,
  type ProductList,
  type ProductListQuery,
  type ProductSort,
  pickLocalized,
} from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { localizedSort } from '../localized-text.ts';
import {
  parseProductSearch,
  productSearchMatches,
  productSearchOrder,
  productSearchQuery,
} from '../search/product-search.ts';
import { effectiveSort, priceFields } from './price-visibility.ts';
import { type CardJson, localizedRef, productCardJson, toProductCard } from './product-card.ts';
import type { CatalogueViewer } from './viewer.ts';

/** The request context every catalogue service takes first (Vendure style). */
export interface CatalogueContext {
  db: Db;
  lang: LanguageCode;
  viewer: CatalogueViewer;
}

/**
 * Products the storefront shows (alias `p`); the partial indexes of catalogue.ts use the same
 * predicate, and so does the SPA hosting's answer to a product page (modules/spa/page-exists.ts).
 */
export const VISIBLE = sql`p.status <> 'unavailable'`;

/** The site's theme perPage (SPEC 3), the storefront's default page size. One statement. */
export async function storefrontPerPage(db: Db): Promise<number> {
  const { rows } = await db.execute<{ per_page: number | null }>(
    sql`select (theme ->> 'perPage')::int as per_page from site_settings where id = 1`,
  );
  const value = rows[0]?.per_page;
  return typeof value === 'number' && value >= 1 ? Math.min(value, MAX_PAGE_SIZE) : DEFAULT_PER_PAGE;
}

const csv = (values: string[]) => values.join(',');

/**
 * The filters of a product list, beside visibility (a search has its own, `product_search.visible`);
 * each one is served by an index (docs/catalogue-queries.md).
 */
function listFilters(query: ProductListQuery, pricesVisible: boolean, fixed: { brandId?: number }): SQL[] {
  const where: SQL[] = [];
  if (fixed.brandId !== undefined) where.push(sql`p.brand_id = ${fixed.brandId}`);
  if (query.brand) {
    where.push(
      sql`p.brand_id in (select id from brands where slug = any(string_to_array(${csv(query.brand)}, ',')))`,
    );
  }
  if (query.category) {
    where.push(
      sql`p.category_id in (select id from categories where slug = any(string_to_array(${csv(query.category)}, ',')))`,
    );
  }
  if (query.mainCategory) {
    where.push(sql`p.category_id in (select c.id from categories c join main_categories m on m.id = c.main_category_id
      where m.slug = any(string_to_array(${csv(query.mainCategory)}, ',')))`);
  }
  if (query.tag) {
    where.push(sql`p.id in (select pt.product_id from product_tags pt join tags t on t.id = pt.tag_id
      where t.slug = any(string_to_array(${csv(query.tag)}, ',')))`);
  }
  // Price filters only for viewers who see prices (0011-price-visibility.md).
  if (pricesVisible && query.minPrice !== undefined) {
    where.push(sql`coalesce(p.discount_price, p.price) >= ${query.minPrice}`);
  }
  if (pricesVisible && query.maxPrice !== undefined) {
    where.push(sql`coalesce(p.discount_price, p.price) <= ${query.maxPrice}`);
  }
  if (query.inStock) where.push(sql`p.status = 'available' and p.qty > 0`);
  return where;
}

/**
 * ORDER BY of each sort; every one matches an index's order (catalogue.ts) for a top-N scan.
 * Relevance without a search is newest first; with one it orders the matches (productSearchOrder).
 */
function orderBy(sort: ProductSort, lang: LanguageCode): SQL {
  switch (sort) {
    case 'relevance':
      return sql`p.created_at desc nulls last, p.id desc nulls last`;
    case 'price_asc':
      return sql`coalesce(p.discount_price, p.price), p.id`;
    case 'price_desc':
      return sql`coalesce(p.discount_price, p.price) desc, p.id desc`;
    case 'title':
      return sql`${localizedSort(sql`p.title`, lang)}, p.id`;
    case 'newest':
      return sql`p.created_at desc nulls last, p.id desc nulls last`;
  }
}

/**
 * A page of the catalogue: filters, search, sort, pagination. Statements, whatever the page size:
 * the site's perPage (unless `perPage` is given), then the count and the page in parallel — or, for
 * a search, one statement for both; plus one to resolve a bearer token (viewer.ts).
 */
export async function listCatalogueProducts(
  ctx: CatalogueContext,
  query: ProductListQuery,
  fixed: { brandId?: number } = {},
): Promise<ProductList> {
  const { db, lang, viewer } = ctx;
  const perPage = query.perPage ?? (await storefrontPerPage(db));
  const search = query.search ? parseProductSearch(query.search) : null;
  const sort = effectiveSort(query.sort, search !== null, viewer.pricesVisible);
  const filters = listFilters(query, viewer.pricesVisible, fixed);
  const where = sql.join([VISIBLE, ...filters], sql` and `);
  const offset = (query.page - 1) * perPage;

  const order = orderBy(sort, lang);
  const card = productCardJson(viewer.pricesVisible);
  let total: number;
  let cards: CardJson[];
  if (search) {
    // One statement: parse the query (q), find the matches with their relevance in one GIN index
    // lookup on the search rows (matched), count them and page them. Relevance orders the matched
    // rows alone; the other sorts read the matched products' sort columns.
    const page =
      sort === 'relevance'
        ? sql`select m.id from matched m order by ${productSearchOrder}`
        : sql`select p.id from matched m join products p on p.id = m.id order by ${order}`;
    const { rows } = await db.execute<{ total: number; cards: CardJson[] }>(sql`
      with ${productSearchQuery(search)}, ${productSearchMatches(filters)}
      select (select count(*)::int from matched) as total,
        coalesce((select jsonb_agg(${card} order by pg.pos)
          from (select s.id, row_number() over () as pos
                from (${page} limit ${perPage} offset ${offset}) s) pg
          join products p on p.id = pg.id), '[]'::jsonb) as cards`);
    total = rows[0]?.total ?? 0;
    cards = rows[0]?.cards ?? [];
  } else {
    // A list counts with an index-only scan and pages with an index scan in its sort order.
    const [counted, page] = await Promise.all([
      db.execute<{ total: number }>(sql`select count(*)::int as total from products p where ${where}`),
      db.execute<{ card: CardJson }>(sql`
        select ${card} as card
        from (select s.id, row_number() over () as pos
              from (select p.id from products p where ${where}
                    order by ${order} limit ${perPage} offset ${offset}) s) pg
        join products p on p.id = pg.id
        order by pg.pos`),
    ]);
    total = counted.rows[0]?.total ?? 0;
    cards = page.rows.map((r) => r.card);
  }
  return {
    items: cards.map((c) => toProductCard(c, lang, viewer.pricesVisible)),
    meta: {
      total,
      page: query.page,
      perPage,
      pageCount: Math.ceil(total / perPage),
      sort,
      pricesVisible: viewer.pricesVisible,
    },
  };
}

interface DetailsJson extends CardJson {
  barcode: string | null;
  weight: number;
  description: Localized | null;
  extensiveDescription: Localized | null;
  seoTitle: Localized | null;
  seoDescription: Localized | null;
  seoImage: string | null;
  maxPerProduct: number;
  attributes: Record<string, unknown>;
  mainCategory: { slug: string; name: Localized } | null;
  gallery: { url: string; thumbUrl: string | null; alt: Localized | null }[];
  variants: {
    id: number;
    code: string;
    status: ProductDetails['variants'][number]['status'];
    qty: number;
    weight: number;
    image: string | null;
    price?: number;
    options: {
      attribute: string;
      attributeName: Localized | null;
      value: string;
      valueName: Localized | null;
      hex: string | null;
    }[];
  }[];
  optionGroups: {
    id: number;
    name: Localized;
    note: Localized | null;
    minSelect: number;
    maxSelect: number;
    required: boolean;
    choices: { id: number; name: Localized; hex: string | null; priceDelta?: number }[];
  }[];
}

/** A filled bilingual value (`{ en, ar }`) of the attributes jsonb. */
function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Localized).en === 'string' &&
    typeof (value as Localized).ar === 'string'
  );
}

/**
 * The product's attributes (ADR 0012) as specifications: the fields of the deployment's version,
 * in its form's order, that hold something (texts in the request's language). Keys kept from
 * another version are not shown: the shop's screens know only its own.
 */
export function specificationsOf(
  attributes: Record<string, unknown>,
  version: ProductAttributesVersion,
  lang: LanguageCode,
): ProductDetails['specifications'] {
  return PRODUCT_ATTRIBUTE_FIELDS[version].flatMap((field): ProductDetails['specifications'] => {
    const raw = attributes[field];
    const value = isLocalized(raw) ? pickLocalized(raw, lang).trim() : raw;
    if (typeof value === 'number' && Number.isFinite(value)) return [{ field, value }];
    if (typeof value === 'string' && value.trim()) return [{ field, value: value.trim() }];
    return [];
  });
}

/**
 * The product page in one statement: the card plus gallery, variants (with their option labels),
 * option groups with choices, main category, the specifications of the deployment's attributes
 * version and SEO fields. Unknown or unavailable slug: 404.
 */
export async function getCatalogueProduct(
  ctx: CatalogueContext,
  slug: string,
  attributesVersion: ProductAttributesVersion,
): Promise<ProductDetails> {
  const { db, lang, viewer } = ctx;
  const visible = viewer.pricesVisible;
  const variantPrice = visible ? sql`, 'price', v.price` : sql``;
  const choicePrice = visible ? sql`, 'priceDelta', ch.price_delta` : sql``;
  const { rows } = await db.execute<{ product: DetailsJson }>(sql`
    select ${productCardJson(visible)} || jsonb_build_object(
      'barcode', p.barcode, 'weight', p.weight,
      'description', p.description, 'extensiveDescription', p.extensive_description,
      'seoTitle', p.seo_title, 'seoDescription', p.seo_description, 'seoImage', p.seo_image,
      'attributes', p.attributes,
      'maxPerProduct', coalesce(p.max_per_product,
        (select s.max_quantity_per_product from site_settings s where s.id = 1), 1),
      'mainCategory', (select jsonb_build_object('slug', m.slug, 'name', m.name)
                       from categories c join main_categories m on m.id = c.main_category_id
                       where c.id = p.category_id),
      'gallery', coalesce((select jsonb_agg(jsonb_build_object('url', i.url, 'thumbUrl', i.thumb_url, 'alt', i.alt)
                                            order by i.position, i.id)
                           from product_images i where i.product_id = p.id), '[]'::jsonb),
      'variants', coalesce((select jsonb_agg(jsonb_build_object(
          'id', v.id, 'code', v.code, 'status', v.status, 'qty', v.qty, 'weight', v.weight, 'image', v.image,
          'options', coalesce((select jsonb_agg(jsonb_build_object(
              'attribute', o.key, 'attributeName', a.name, 'value', o.value, 'valueName', av.name, 'hex', av.hex)
              order by a.position nulls last, o.key)
            from jsonb_each_text(v.options) o
            left join variant_attributes a on a.code = o.key
            left join variant_attribute_values av on av.attribute_id = a.id and av.code = o.value), '[]'::jsonb)
          ${variantPrice}) order by v.position, v.id)
        from product_variants v where v.product_id = p.id and v.status <> 'unavailable'), '[]'::jsonb),
      'optionGroups', coalesce((select jsonb_agg(jsonb_build_object(
          'id', g.id, 'name', g.name, 'note', g.note, 'minSelect', g.min_select, 'maxSelect', g.max_select,
          'required', g.required,
          'choices', coalesce((select jsonb_agg(jsonb_build_object('id', ch.id, 'name', ch.name, 'hex', ch.hex ${choicePrice})
                                                order by ch.position, ch.id)
                               from option_choices ch where ch.option_group_id = g.id), '[]'::jsonb))
          order by pog.position, g.id)
        from product_option_groups pog join option_groups g on g.id = pog.option_group_id
        where pog.product_id = p.id), '[]'::jsonb)
    ) as product
    from products p
    where p.slug = ${slug} and ${VISIBLE}
    limit 1`);
  const row = rows[0]?.product;
  if (!row) throw notFound();
  const card = toProductCard(row, lang, visible);
  const title = card.title;
  return {
    ...card,
    barcode: row.barcode,
    weight: row.weight,
    description: pickLocalized(row.description, lang),
    extensiveDescription: pickLocalized(row.extensiveDescription, lang),
    mainCategory: localizedRef(row.mainCategory, lang),
    gallery: row.gallery.map((g) => ({
      url: g.url,
      thumbUrl: g.thumbUrl,
      alt: pickLocalized(g.alt, lang) || title,
    })),
    variants: row.variants.map((v) => ({
      id: v.id,
      code: v.code,
      status: v.status,
      qty: v.qty,
      weight: v.weight,
      image: v.image,
      options: v.options.map((o) => ({
        attribute: o.attribute,
        attributeName: pickLocalized(o.attributeName, lang) || o.attribute,
        value: o.value,
        valueName: pickLocalized(o.valueName, lang) || o.value,
        hex: o.hex,
      })),
      ...priceFields(visible, { price: v.price }),
    })),
    optionGroups: row.optionGroups.map((g) => ({
      id: g.id,
      name: pickLocalized(g.name, lang),
      note: pickLocalized(g.note, lang),
      minSelect: g.minSelect,
      maxSelect: g.maxSelect,
      required: g.required,
      choices: g.choices.map((c) => ({
        id: c.id,
        name: pickLocalized(c.name, lang),
        hex: c.hex,
        ...priceFields(visible, { priceDelta: c.priceDelta }),
      })),
    })),
    specifications: specificationsOf(row.attributes, attributesVersion, lang),
    maxPerProduct: row.maxPerProduct,
    seo: {
      title: pickLocalized(row.seoTitle, lang) || title,
      description: pickLocalized(row.seoDescription, lang) || pickLocalized(row.description, lang),
      image: row.seoImage ?? card.image,
    },
    pricesVisible: visible,
  };
}
