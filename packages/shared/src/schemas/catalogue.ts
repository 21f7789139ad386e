import { z } from 'zod';
import { MAX_PAGE_SIZE, PG_INT_MAX, SLUG_MAX_LENGTH } from '../constants.ts';
import {
  DEVICE_TYPES,
  MENU_ITEM_TYPES,
  MENU_KINDS,
  MENU_LAYOUTS,
  MENU_PLACEMENTS,
  MENU_TYPES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  TAG_TYPES,
} from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { listMeta, queryBoolean } from './admin-users.ts';
import { pageNumber, searchQuery, singleLine } from './common.ts';

/**
 * The storefront's catalogue read API (`/api/front/*`, docs/api/catalogue.md). Every price field
 * is optional: it is left out entirely for a viewer who may not see prices (SPEC 6,
 * docs/decisions/0011-price-visibility.md), never sent as null.
 */

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

/** Comma-separated slugs (`brand=northgate,mayfair-loom`): at most 20, each a slug. */
const slugList = z
  .string()
  .trim()
  .max(600)
  .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, { error: validationMessage('invalid') })
  .transform((v) => [...new Set(v.split(','))].slice(0, 20))
  .optional();

const minorUnits = z.coerce.number().int().min(0).max(PG_INT_MAX);

/** `GET /api/front/products` (and `/brands/:slug/products`) query. */
export const productListQuery = z.object({
  page: pageNumber,
  /** Defaults to the site's theme perPage (SPEC 3, 9); at most MAX_PAGE_SIZE. */
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  /** The search term of the search bar (SPEC 2: "/products; the search term is passed to it"). */
  search: searchQuery,
  brand: slugList,
  category: slugList,
  mainCategory: slugList,
  tag: slugList,
  /** Price range in minor units, on the price a buyer pays (discount price when set). */
  minPrice: minorUnits.optional(),
  maxPrice: minorUnits.optional(),
  inStock: queryBoolean.optional(),
  /** Default: relevance when searching, newest otherwise. */
  sort: z.enum(PRODUCT_SORTS, { error: validationMessage('invalid') }).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** `/:slug`: the router refuses a longer parameter (SLUG_MAX_LENGTH is its `maxParamLength`). */
export const slugParams = z.object({
  slug: z.string().trim().min(1).max(SLUG_MAX_LENGTH).check(singleLine()),
});

export const menuListQuery = z.object({
  /** One placement or several, comma-separated; all placements when absent. */
  placement: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(',') : undefined))
    .pipe(z.array(z.enum(MENU_PLACEMENTS, { error: validationMessage('invalid') })).optional()),
  /** Menus for this device plus those for every device (variants 2 and 3). */
  device: z.enum(DEVICE_TYPES, { error: validationMessage('invalid') }).optional(),
});

export const menuPageQuery = z.object({
  page: pageNumber,
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

export const slideListQuery = z.object({
  target: z.string().trim().min(1).max(60).check(singleLine()).default('home'),
});

export const categoryListQuery = z.object({ mainCategory: slugList });

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const namedRef = z.object({ slug: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

export const productTag = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(TAG_TYPES),
  /** SPEC 3 numbers tag types: 1 regular, 2 discount, 3 bundle ('Item Is Bundle'). */
  typeNumber: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

export const measureUnitRef = z.object({ name: z.string(), code: z.string(), piecesPerUnit: z.number() });

/** A product in a list, a menu or search results. */
export const productCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  sku: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  type: z.enum(PRODUCT_TYPES),
  hasVariants: z.boolean(),
  inStock: z.boolean(),
  qty: z.number(),
  isBundle: z.boolean(),
  image: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  brand: namedRef.nullable(),
  category: namedRef.nullable(),
  measureUnit: measureUnitRef.nullable(),
  tags: z.array(productTag),
  /** Minor units before VAT; absent when the viewer may not see prices. */
  price: z.number().optional(),
  discountPrice: z.number().nullable().optional(),
  /** Lowest and highest variant price, for "from £x" on products sold in variants. */
  priceFrom: z.number().optional(),
  priceTo: z.number().optional(),
});
export type ProductCard = z.infer<typeof productCard>;

export const productListMeta = listMeta.extend({
  /** The sort applied: a price sort asked for by a viewer who may not see prices is not applied. */
  sort: z.enum(PRODUCT_SORTS),
  /** Whether this viewer sees prices (the SPA shows "log in to see prices" otherwise). */
  pricesVisible: z.boolean(),
});

export const productList = z.object({ items: z.array(productCard), meta: productListMeta });
export type ProductList = z.infer<typeof productList>;

export const variantOption = z.object({
  attribute: z.string(),
  attributeName: z.string(),
  value: z.string(),
  valueName: z.string(),
  hex: z.string().nullable(),
});

export const productVariant = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  qty: z.number(),
  weight: z.number(),
  image: z.string().nullable(),
  options: z.array(variantOption),
  price: z.number().optional(),
});

export const optionChoice = z.object({
  id: z.number(),
  name: z.string(),
  hex: z.string().nullable(),
  /** Added per unit, minor units; absent when the viewer may not see prices. */
  priceDelta: z.number().optional(),
});

export const productOptionGroup = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string(),
  minSelect: z.number(),
  maxSelect: z.number(),
  required: z.boolean(),
  choices: z.array(optionChoice),
});

export const galleryImage = z.object({ url: z.string(), thumbUrl: z.string().nullable(), alt: z.string() });

/**
 * One fact of the product's attributes screen (ADR 0012), for the storefront's specifications:
 * the fields of the deployment's attributes version that are filled, in the form's order.
 */
export const productSpecification = z.object({
  /** A field of PRODUCT_ATTRIBUTE_FIELDS (`material`, `pack_size`…): the storefront names it. */
  field: z.string(),
  /**
   * Bilingual text in the request's language (the other as fallback); a number (pieces, packs,
   * days); or a code the storefront names (gender, season and fit values, an ISO country).
   */
  value: z.union([z.string(), z.number()]),
});
export type ProductSpecification = z.infer<typeof productSpecification>;

/** `GET /api/front/products/:slug`. */
export const productDetails = productCard.extend({
  barcode: z.string().nullable(),
  weight: z.number(),
  description: z.string(),
  extensiveDescription: z.string(),
  mainCategory: namedRef.nullable(),
  gallery: z.array(galleryImage),
  variants: z.array(productVariant),
  optionGroups: z.array(productOptionGroup),
  specifications: z.array(productSpecification),
  /** The cap per order line: the product's own, else the site's max quantity per product. */
  maxPerProduct: z.number(),
  seo: z.object({ title: z.string(), description: z.string(), image: z.string().nullable() }),
  pricesVisible: z.boolean(),
});
export type ProductDetails = z.infer<typeof productDetails>;

export const brandSummary = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  productCount: z.number(),
});
export type BrandSummary = z.infer<typeof brandSummary>;

export const categorySummary = brandSummary.extend({ mainCategory: namedRef });
export type CategorySummary = z.infer<typeof categorySummary>;

export const mainCategorySummary = brandSummary.extend({
  categories: z.array(categorySummary.omit({ mainCategory: true })),
});
export type MainCategorySummary = z.infer<typeof mainCategorySummary>;

/** `GET /api/front/tags`: a tag that at least one visible product carries, for the tag filter. */
export const tagSummary = productTag.extend({ productCount: z.number() });
export type TagSummary = z.infer<typeof tagSummary>;

export const menuItem = z.object({
  type: z.enum(MENU_ITEM_TYPES),
  product: productCard.optional(),
  brand: brandSummary.omit({ productCount: true }).optional(),
  category: brandSummary.omit({ productCount: true }).optional(),
});

/** How a menu is shown (SPEC 3 "Menu"): the same fields in the back office and on the storefront. */
export const menuDisplayFields = {
  type: z.enum(MENU_TYPES),
  kind: z.enum(MENU_KINDS),
  deviceType: z.enum(DEVICE_TYPES).nullable(),
  placement: z.enum(MENU_PLACEMENTS),
  layout: z.enum(MENU_LAYOUTS),
  itemType: z.enum(MENU_ITEM_TYPES),
  image: z.string().nullable(),
  bannerImage: z.string().nullable(),
  blurBanner: z.boolean(),
  posterImage: z.string().nullable(),
  video: z.string().nullable(),
  mediaGallery: z.array(z.string()),
  hideText: z.boolean(),
};

export const storefrontMenu = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  ...menuDisplayFields,
  combinedMenuIds: z.array(z.number()),
  /** The menu's first items (at most MENU_ITEMS_PER_PLACEMENT); the menu page pages through all. */
  items: z.array(menuItem),
  itemCount: z.number(),
});
export type StorefrontMenu = z.infer<typeof storefrontMenu>;

/** Items shown per menu in a placement listing; `/menus/:slug` pages through the rest. */
export const MENU_ITEMS_PER_PLACEMENT = 24;

export const menuPage = z.object({
  menu: storefrontMenu,
  meta: listMeta.extend({ pricesVisible: z.boolean() }),
});

export const storefrontSlide = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  image: z.string(),
  targetPage: z.string(),
});
