import {
  type BrandSummary,
  type CategorySummary,
  type Localized,
  type MainCategorySummary,
  pickLocalized,
  TAG_TYPE_NUMBERS,
  type TagSummary,
  type TagType,
} from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors.ts';
import type { CatalogueContext } from './products.service.ts';

/**
 * Brands, categories and main categories for the storefront: active ones only, in the admin's
 * order, each with the number of products the storefront shows (computed, not stored: an
 * index-only count on products_public_brand_idx / products_public_category_idx). One statement per
 * answer. These lists are small reference data; each is capped at TAXONOMY_LIMIT rows.
 */
export const TAXONOMY_LIMIT = 500;

interface TaxonFields {
  id: number;
  slug: string;
  name: Localized;
  description: Localized | null;
  image: string;
  product_count: number;
}
type TaxonRow = TaxonFields & Record<string, unknown>;

const countOf = (column: SQL, id: SQL) =>
  sql`(select count(*)::int from products p where ${column} = ${id} and p.status <> 'unavailable')`;

function toSummary(row: TaxonRow, lang: CatalogueContext['lang']): BrandSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: pickLocalized(row.name, lang),
    description: pickLocalized(row.description, lang),
    image: row.image,
    productCount: row.product_count,
  };
}

async function brandRows(ctx: CatalogueContext, slug?: string): Promise<BrandSummary[]> {
  const { rows } = await ctx.db.execute<TaxonRow>(sql`
    select b.id, b.slug, b.name, b.description, b.image, ${countOf(sql`p.brand_id`, sql`b.id`)} as product_count
    from brands b
    where b.status = 'active' ${slug === undefined ? sql`` : sql`and b.slug = ${slug}`}
    order by b.position, b.id
    limit ${TAXONOMY_LIMIT}`);
  return rows.map((r) => toSummary(r, ctx.lang));
}

export const listCatalogueBrands = (ctx: CatalogueContext) => brandRows(ctx);

export async function getCatalogueBrand(ctx: CatalogueContext, slug: string): Promise<BrandSummary> {
  const [brand] = await brandRows(ctx, slug);
  if (!brand) throw notFound();
  return brand;
}

interface CategoryRow extends TaxonRow {
  main: { slug: string; name: Localized };
}

async function categoryRows(
  ctx: CatalogueContext,
  filter: { slug?: string; mainCategories?: string[] },
): Promise<CategorySummary[]> {
  const { rows } = await ctx.db.execute<CategoryRow>(sql`
    select c.id, c.slug, c.name, c.description, c.image,
           ${countOf(sql`p.category_id`, sql`c.id`)} as product_count,
           jsonb_build_object('slug', m.slug, 'name', m.name) as main
    from categories c join main_categories m on m.id = c.main_category_id
    where c.status = 'active' and m.status = 'active'
      ${filter.slug === undefined ? sql`` : sql`and c.slug = ${filter.slug}`}
      ${filter.mainCategories ? sql`and m.slug = any(string_to_array(${filter.mainCategories.join(',')}, ','))` : sql``}
    order by m.position, m.id, c.position, c.id
    limit ${TAXONOMY_LIMIT}`);
  return rows.map((r) => ({
    ...toSummary(r, ctx.lang),
    mainCategory: { slug: r.main.slug, name: pickLocalized(r.main.name, ctx.lang) },
  }));
}

export const listCatalogueCategories = (ctx: CatalogueContext, mainCategories?: string[]) =>
  categoryRows(ctx, { mainCategories });

export async function getCatalogueCategory(ctx: CatalogueContext, slug: string): Promise<CategorySummary> {
  const [category] = await categoryRows(ctx, { slug });
  if (!category) throw notFound();
  return category;
}

interface MainCategoryRow extends TaxonRow {
  categories: (Omit<TaxonFields, 'product_count'> & { productCount: number })[];
}

function categoryOfMain(c: MainCategoryRow['categories'][number], lang: CatalogueContext['lang']) {
  const { productCount, ...rest } = c;
  return toSummary({ ...rest, product_count: productCount }, lang);
}

async function mainCategoryRows(ctx: CatalogueContext, slug?: string): Promise<MainCategorySummary[]> {
  const { rows } = await ctx.db.execute<MainCategoryRow>(sql`
    select m.id, m.slug, m.name, m.description, m.image, 0 as product_count,
      coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
                  'description', c.description, 'image', c.image,
                  'productCount', ${countOf(sql`p.category_id`, sql`c.id`)}) order by c.position, c.id)
                from categories c where c.main_category_id = m.id and c.status = 'active'), '[]'::jsonb) as categories
    from main_categories m
    where m.status = 'active' ${slug === undefined ? sql`` : sql`and m.slug = ${slug}`}
    order by m.position, m.id
    limit ${TAXONOMY_LIMIT}`);
  return rows.map((r) => {
    const categories = r.categories.map((c) => categoryOfMain(c, ctx.lang));
    return {
      ...toSummary(r, ctx.lang),
      productCount: categories.reduce((sum, c) => sum + c.productCount, 0),
      categories,
    };
  });
}

export const listCatalogueMainCategories = (ctx: CatalogueContext) => mainCategoryRows(ctx);

/** A main category with its categories (SPEC 2 "category by main-category slug"). */
export async function getCatalogueMainCategory(
  ctx: CatalogueContext,
  slug: string,
): Promise<MainCategorySummary> {
  const [main] = await mainCategoryRows(ctx, slug);
  if (!main) throw notFound();
  return main;
}

interface TagRow extends Record<string, unknown> {
  slug: string;
  name: Localized;
  type: TagType;
  product_count: number;
}

/**
 * Tags for the storefront's tag filter: only those that at least one visible product carries (a
 * tag that would filter to an empty list is not offered), ordered by their name in the request
 * language (falling back to the other language as pickLocalized does). Tags have no status or
 * position of their own. One statement; product_tags' primary key makes count(*) a count of
 * distinct products.
 */
export async function listCatalogueTags(ctx: CatalogueContext): Promise<TagSummary[]> {
  const other = ctx.lang === 'ar' ? 'en' : 'ar';
  const { rows } = await ctx.db.execute<TagRow>(sql`
    select t.slug, t.name, t.type, count(*)::int as product_count
    from tags t
      join product_tags pt on pt.tag_id = t.id
      join products p on p.id = pt.product_id
    where p.status <> 'unavailable'
    group by t.id
    order by lower(coalesce(nullif(btrim(t.name ->> ${ctx.lang}), ''), t.name ->> ${other})), t.id
    limit ${TAXONOMY_LIMIT}`);
  return rows.map((r) => ({
    slug: r.slug,
    name: pickLocalized(r.name, ctx.lang),
    type: r.type,
    typeNumber: TAG_TYPE_NUMBERS[r.type],
    productCount: r.product_count,
  }));
}
