import type { Localized } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  createdAtNow,
  localizedName,
  primaryId,
  requiredRef,
  showcaseColumns,
  slugColumn,
} from './columns.ts';
import { timestamps } from './core.ts';
import { productStatus, productType, tagType, variantAttributeKind } from './enums.ts';
import { users } from './users.ts';

/**
 * Names are unique per language, case-insensitively (SPEC 5: "names … unique"); the expression
 * indexes below enforce it in the database, so two admins saving at once cannot both win.
 */
export const uniqueName = (table: string, name: AnyPgColumn) => [
  uniqueIndex(`${table}_name_en_unique`).on(sql`lower(${name} ->> 'en')`),
  uniqueIndex(`${table}_name_ar_unique`).on(sql`(${name} ->> 'ar')`),
];

/**
 * A brand or a main category: what the storefront shows of it, a unique slug and names, listed by
 * status and the admin's order.
 */
function showcaseTable<Name extends string>(name: Name) {
  return pgTable(name, { id: primaryId(), ...showcaseColumns(), ...timestamps }, (t) => [
    uniqueIndex(`${name}_slug_unique`).on(t.slug),
    ...uniqueName(name, t.name),
    index(`${name}_status_idx`).on(t.status, t.position),
  ]);
}

export const brands = showcaseTable('brands');
export const mainCategories = showcaseTable('main_categories');

/** A category belongs to exactly one main category (SPEC 3). */
export const categories = pgTable(
  'categories',
  {
    id: primaryId(),
    mainCategoryId: requiredRef('main_category_id', () => mainCategories.id, 'restrict'),
    ...showcaseColumns(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    ...uniqueName('categories', t.name),
    index('categories_main_idx').on(t.mainCategoryId, t.status, t.position),
  ],
);

/** How a product is sold: a single piece, a pack of 6, a box of 12… */
export const measureUnits = pgTable(
  'measure_units',
  {
    id: primaryId(),
    name: localizedName(),
    code: varchar('code', { length: 20 }).notNull(),
    piecesPerUnit: integer('pieces_per_unit').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    ...uniqueName('measure_units', t.name),
    uniqueIndex('measure_units_code_unique').on(sql`upper(${t.code})`),
    check('measure_units_pieces', sql`${t.piecesPerUnit} >= 1`),
  ],
);

/** VAT groups; the rate is a percentage with two decimals. At most one is the default. */
export const taxGroups = pgTable(
  'tax_groups',
  {
    id: primaryId(),
    name: localizedName(),
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    ...uniqueName('tax_groups', t.name),
    uniqueIndex('tax_groups_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
    check('tax_groups_rate', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: primaryId(),
    name: localizedName(),
    slug: slugColumn(),
    type: tagType('type').notNull().default('regular'),
    ...timestamps,
  },
  (t) => [uniqueIndex('tags_slug_unique').on(t.slug), ...uniqueName('tags', t.name)],
);

/**
 * Option groups: extras a buyer picks on the product page (printing, packing…), with a minimum
 * and maximum number of choices and a required flag (SPEC 3). Shared across products.
 */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: primaryId(),
    name: localizedName(),
    note: jsonb('note').$type<Localized>(),
    minSelect: smallint('min_select').notNull().default(0),
    maxSelect: smallint('max_select').notNull().default(1),
    required: boolean('required').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    ...uniqueName('option_groups', t.name),
    check('option_groups_bounds', sql`${t.minSelect} >= 0 and ${t.maxSelect} >= greatest(${t.minSelect}, 1)`),
  ],
);

/** The choices of an option group; `price_delta` is added per unit, in minor units. */
export const optionChoices = pgTable(
  'option_choices',
  {
    id: primaryId(),
    optionGroupId: requiredRef('option_group_id', () => optionGroups.id, 'cascade'),
    name: localizedName(),
    priceDelta: integer('price_delta').notNull().default(0),
    hex: varchar('hex', { length: 7 }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('option_choices_group_idx').on(t.optionGroupId, t.position),
    uniqueIndex('option_choices_name_unique').on(t.optionGroupId, sql`lower(${t.name} ->> 'en')`),
  ],
);

/**
 * Variant attributes (the admin's "variants" screens): Size, Colour… and their values. A product
 * variant is one combination of values, e.g. `{ colour: 'navy', size: 'M' }`.
 */
export const variantAttributes = pgTable(
  'variant_attributes',
  {
    id: primaryId(),
    code: varchar('code', { length: 40 }).notNull(),
    name: localizedName(),
    kind: variantAttributeKind('kind').notNull().default('text'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variant_attributes_code_unique').on(t.code),
    ...uniqueName('variant_attributes', t.name),
  ],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    id: primaryId(),
    attributeId: requiredRef('attribute_id', () => variantAttributes.id, 'cascade'),
    code: varchar('code', { length: 40 }).notNull(),
    name: localizedName(),
    /** Swatch colour for colour attributes. */
    hex: varchar('hex', { length: 7 }),
    /** Size sets (adult, women's, kids, baby) group the values of one size attribute. */
    valueGroup: varchar('value_group', { length: 40 }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('variant_attribute_values_code_unique').on(t.attributeId, t.code),
    index('variant_attribute_values_attr_idx').on(t.attributeId, t.position),
  ],
);

/** A PostgreSQL full-text document; written only by the database (see `productSearch`). */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** Products the storefront shows: every status except 'unavailable' (docs/decisions/0010-search.md). */
export const PUBLIC_PRODUCT_PREDICATE = sql`status <> 'unavailable'`;

/** Extra product fields edited on the attributes screen, shaped by product_attributes_version. */
export type ProductAttributes = Record<string, string | number | boolean | Localized | string[]>;

/**
 * Products (SPEC 3). Prices are integer minor units before VAT; weight is grams; `qty` is the stock
 * (the sum of the variants' stock when the product has variants).
 */
export const products = pgTable(
  'products',
  {
    id: primaryId(),
    title: jsonb('title').$type<Localized>().notNull(),
    slug: varchar('slug', { length: 160 }).notNull(),
    sku: varchar('sku', { length: 12 }).notNull(),
    barcode: varchar('barcode', { length: 32 }),
    status: productStatus('status').notNull().default('available'),
    type: productType('type').notNull().default('regular'),
    hasVariants: boolean('has_variants').notNull().default(false),
    qty: integer('qty').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price'),
    measureUnitId: integer('measure_unit_id').references(() => measureUnits.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    taxGroupId: integer('tax_group_id').references(() => taxGroups.id, { onDelete: 'restrict' }),
    posterImage: varchar('poster_image', { length: 500 }),
    description: jsonb('description').$type<Localized>(),
    extensiveDescription: jsonb('extensive_description').$type<Localized>(),
    seoTitle: jsonb('seo_title').$type<Localized>(),
    seoDescription: jsonb('seo_description').$type<Localized>(),
    seoImage: varchar('seo_image', { length: 500 }),
    /** Per-product cap on quantity per order; null means the site's max quantity per product. */
    maxPerProduct: integer('max_per_product'),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(sql`upper(${t.sku})`),
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_title_en_unique').on(sql`lower(${t.title} ->> 'en')`),
    uniqueIndex('products_title_ar_unique').on(sql`(${t.title} ->> 'ar')`),
    index('products_status_idx').on(t.status, t.createdAt),
    index('products_brand_idx').on(t.brandId, t.status),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_price_idx').on(t.price),
    index('products_created_idx').on(t.createdAt),
    // The dashboard's low and out-of-stock counts and the products list's stock filters (ADR 0060).
    index('products_qty_idx').on(t.qty),
    index('products_title_trgm_idx').using(
      'gin',
      sql`((${t.title} ->> 'en') || ' ' || (${t.title} ->> 'ar') || ' ' || ${t.sku}) gin_trgm_ops`,
    ),
    // Storefront lists: one partial index per sort and per filter, over the products it may show.
    index('products_public_created_idx').on(t.createdAt.desc(), t.id.desc()).where(PUBLIC_PRODUCT_PREDICATE),
    index('products_public_price_idx')
      .on(sql`coalesce(${t.discountPrice}, ${t.price})`, t.id)
      .where(PUBLIC_PRODUCT_PREDICATE),
    index('products_public_title_en_idx')
      .on(sql`lower(${t.title} ->> 'en')`, t.id)
      .where(PUBLIC_PRODUCT_PREDICATE),
    index('products_public_title_ar_idx')
      .on(sql`(${t.title} ->> 'ar')`, t.id)
      .where(PUBLIC_PRODUCT_PREDICATE),
    index('products_public_brand_idx')
      .on(t.brandId, t.createdAt.desc(), t.id.desc())
      .where(PUBLIC_PRODUCT_PREDICATE),
    index('products_public_category_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(PUBLIC_PRODUCT_PREDICATE),
    index('products_in_stock_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'available' and qty > 0`),
    check('products_sku_length', sql`char_length(${t.sku}) between 4 and 12`),
    check('products_qty', sql`${t.qty} >= 0`),
    check('products_weight', sql`${t.weight} >= 0`),
    check('products_price', sql`${t.price} >= 0`),
    check(
      'products_discount_price',
      sql`${t.discountPrice} is null or ${t.discountPrice} between 0 and ${t.price}`,
    ),
    check('products_max_per_product', sql`${t.maxPerProduct} is null or ${t.maxPerProduct} >= 1`),
  ],
);

/** The product a row belongs to (images, tags, variants, saved lists, cart lines): removed with it. */
export const productOwned = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/**
 * The storefront search document of each product (docs/decisions/0034-search-relevance.md), beside
 * the product row so that keeping it up to date never rewrites the product: written only by the
 * triggers of migration 0005 (on products, and on the brands, categories, tags, variants and
 * variant attribute values it is made of), never by the application.
 *
 * `document`: every word and its stem plus joined forms ("t-shirt" → tshirt), weighted A (titles,
 * SKU, barcode), B (brand, categories), C (tags, variant colours and sizes), D (variant attribute
 * names). `titles`: the English title, Arabic title, SKU and barcode as normalised word sequences,
 * for ranking exact and prefix matches first. `visible`: the product's status is not unavailable.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    visible: boolean('visible').notNull(),
    titles: text('titles').array().notNull(),
    document: tsvector('document').notNull(),
  },
  // Every storefront search is one lookup in this index (docs/catalogue-queries.md).
  (t) => [index('product_search_document_idx').using('gin', t.document).where(sql`${t.visible}`)],
);

/**
 * The vocabulary of the storefront's search documents: every lexeme of a visible product's
 * document and how many visible products hold it. A query word that is not in it is a typo,
 * corrected to the nearest words that are (docs/decisions/0034-search-relevance.md). Written only
 * by the triggers of migration 0005: statements on product_search note their differences in the
 * unlogged table search_lexicon_pending (SQL only, empty outside a transaction), applied at commit.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [
    // Prefix lookups (the word being typed), and typo candidates: words without digits by first
    // letter and length.
    index('search_lexicon_prefix_idx').on(sql`${t.word} text_pattern_ops`),
    index('search_lexicon_typo_idx')
      .on(sql`left(${t.word}, 1)`, sql`char_length(${t.word})`)
      .where(sql`${t.word} !~ '[0-9]'`),
  ],
);

/** The gallery of a product in display order; the first image is the main one. */
export const productImages = pgTable(
  'product_images',
  {
    id: primaryId(),
    productId: productOwned(),
    url: varchar('url', { length: 500 }).notNull(),
    thumbUrl: varchar('thumb_url', { length: 500 }),
    alt: jsonb('alt').$type<Localized>(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** A tag can be added to a product only once (SPEC 5). */
export const productTags = pgTable(
  'product_tags',
  {
    productId: productOwned(),
    tagId: requiredRef('tag_id', () => tags.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/** An option group can be added to a product only once (SPEC 5). */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    productId: productOwned(),
    optionGroupId: requiredRef('option_group_id', () => optionGroups.id, 'cascade'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.optionGroupId] })],
);

/**
 * Sellable variants (SPEC 3: status, code, qty, weight, price, options). `option_key` is the
 * options in a canonical order (`colour=navy;size=M`) so the same variant cannot exist twice.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: primaryId(),
    productId: productOwned(),
    code: varchar('code', { length: 40 }).notNull(),
    status: productStatus('status').notNull().default('available'),
    qty: integer('qty').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    price: integer('price').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    optionKey: varchar('option_key', { length: 300 }).notNull(),
    image: varchar('image', { length: 500 }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variants_code_unique').on(sql`upper(${t.code})`),
    uniqueIndex('product_variants_options_unique').on(t.productId, t.optionKey),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_qty', sql`${t.qty} >= 0`),
    check('product_variants_weight', sql`${t.weight} >= 0`),
    check('product_variants_price', sql`${t.price} >= 0`),
  ],
);

/** A customer's list of saved products: each product once, newest first by `created_at`. */
const savedProductList = (name: 'wishlist_items' | 'favorite_items', productIndex: string) =>
  pgTable(
    name,
    {
      userId: requiredRef('user_id', () => users.id, 'cascade'),
      productId: productOwned(),
      createdAt: createdAtNow(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.productId] }), index(productIndex).on(t.productId)],
  );

/** Products a customer keeps for later (SPEC 2 /dashboard/wishlist). */
export const wishlistItems = savedProductList('wishlist_items', 'wishlist_product_idx');

/** Products a customer re-orders often (SPEC 2 /dashboard/favorites), kept apart from the wishlist. */
export const favoriteItems = savedProductList('favorite_items', 'favorites_product_idx');

/** Images uploaded to the admin gallery (SPEC 2 "gallery"), reusable in menus, slides and pages. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: primaryId(),
    url: varchar('url', { length: 500 }).notNull(),
    thumbUrl: varchar('thumb_url', { length: 500 }),
    name: varchar('name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedByAdminId: integer('uploaded_by_admin_id'),
    note: text('note'),
    createdAt: createdAtNow(),
  },
  (t) => [index('gallery_images_created_idx').on(t.createdAt)],
);
