import {
  type LanguageCode,
  type Localized,
  type ProductCard,
  type ProductStatus,
  type ProductType,
  pickLocalized,
  TAG_TYPE_NUMBERS,
  type TagType,
} from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import { priceFields } from './price-visibility.ts';

/** What the card SQL returns (jsonb, camelCase keys), before the language is picked. */
export interface CardJson {
  id: number;
  slug: string;
  title: Localized;
  sku: string;
  status: ProductStatus;
  type: ProductType;
  hasVariants: boolean;
  qty: number;
  poster: string | null;
  firstImage: { url: string; thumbUrl: string | null } | null;
  brand: { slug: string; name: Localized } | null;
  category: { slug: string; name: Localized } | null;
  measureUnit: { name: Localized; code: string; piecesPerUnit: number } | null;
  tags: { slug: string; name: Localized; type: TagType }[];
  price?: number;
  discountPrice?: number | null;
  variantPrices?: { min: number | null; max: number | null } | null;
}

/**
 * The product card of lists, menus and search as one jsonb expression over a product aliased `p`.
 * Each nested value is a correlated subquery on an indexed key (primary keys,
 * product_images_product_idx, product_tags primary key, product_variants_product_idx), so a page
 * of N cards is still one statement. Price columns are only selected for viewers who see prices.
 */
export function productCardJson(pricesVisible: boolean): SQL {
  const base = sql`jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'title', p.title, 'sku', p.sku, 'status', p.status, 'type', p.type,
    'hasVariants', p.has_variants, 'qty', p.qty, 'poster', p.poster_image,
    'firstImage', (select jsonb_build_object('url', i.url, 'thumbUrl', i.thumb_url)
                   from product_images i where i.product_id = p.id order by i.position, i.id limit 1),
    'brand', (select jsonb_build_object('slug', b.slug, 'name', b.name) from brands b where b.id = p.brand_id),
    'category', (select jsonb_build_object('slug', c.slug, 'name', c.name)
                 from categories c where c.id = p.category_id),
    'measureUnit', (select jsonb_build_object('name', u.name, 'code', u.code, 'piecesPerUnit', u.pieces_per_unit)
                    from measure_units u where u.id = p.measure_unit_id),
    'tags', coalesce((select jsonb_agg(jsonb_build_object('slug', t.slug, 'name', t.name, 'type', t.type) order by t.id)
                      from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id), '[]'::jsonb)
  )`;
  if (!pricesVisible) return base;
  return sql`(${base} || jsonb_build_object(
    'price', p.price, 'discountPrice', p.discount_price,
    'variantPrices', (select jsonb_build_object('min', min(v.price), 'max', max(v.price))
                      from product_variants v where v.product_id = p.id and v.status <> 'unavailable')
  ))`;
}

export const localizedRef = (ref: { slug: string; name: Localized } | null, lang: LanguageCode) =>
  ref ? { slug: ref.slug, name: pickLocalized(ref.name, lang) } : null;

/** The card in the request's language; price keys only when `pricesVisible`. */
export function toProductCard(row: CardJson, lang: LanguageCode, pricesVisible: boolean): ProductCard {
  const variantPrices = row.hasVariants ? row.variantPrices : null;
  return {
    id: row.id,
    slug: row.slug,
    title: pickLocalized(row.title, lang),
    sku: row.sku,
    status: row.status,
    type: row.type,
    hasVariants: row.hasVariants,
    inStock: row.status === 'available' && row.qty > 0,
    qty: row.qty,
    isBundle: row.type === 'bundle' || row.tags.some((t) => t.type === 'bundle'),
    image: row.poster ?? row.firstImage?.url ?? null,
    thumbUrl: row.firstImage?.thumbUrl ?? null,
    brand: localizedRef(row.brand, lang),
    category: localizedRef(row.category, lang),
    measureUnit: row.measureUnit
      ? {
          name: pickLocalized(row.measureUnit.name, lang),
          code: row.measureUnit.code,
          piecesPerUnit: row.measureUnit.piecesPerUnit,
        }
      : null,
    tags: row.tags.map((t) => ({
      slug: t.slug,
      name: pickLocalized(t.name, lang),
      type: t.type,
      typeNumber: TAG_TYPE_NUMBERS[t.type],
    })),
    ...priceFields(pricesVisible, {
      price: row.price,
      discountPrice: row.discountPrice,
      priceFrom: variantPrices?.min ?? undefined,
      priceTo: variantPrices?.max ?? undefined,
    }),
  };
}
