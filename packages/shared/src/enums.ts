import { z } from 'zod';

/**
 * The closed vocabularies of SPEC points 3 and 4. The database enums, the API's zod schemas and
 * the SPA's select boxes are all built from these arrays, so a value exists everywhere or nowhere.
 */

/** Brands, categories, main categories, menus and slides are either shown or hidden. */
export const RECORD_STATUSES = ['active', 'inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const PRODUCT_STATUSES = ['available', 'unavailable', 'out_of_stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const productStatusSchema = z.enum(PRODUCT_STATUSES);

/**
 * Orders of the storefront's product list (`?sort=`). Here, not beside the list's query schema,
 * so the list page can read them without bringing zod into its chunk.
 */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'title', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_TYPES = ['regular', 'discount', 'bundle'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Tag types; SPEC 3 numbers them 1 regular, 2 discount, 3 bundle ('Item Is Bundle'). */
export const TAG_TYPES = ['regular', 'discount', 'bundle'] as const;
export type TagType = (typeof TAG_TYPES)[number];
export const TAG_TYPE_NUMBERS: Record<TagType, 1 | 2 | 3> = { regular: 1, discount: 2, bundle: 3 };

/** Every order status SPEC 4 names in its labels. */
export const ORDER_STATUSES = [
  'init',
  'pending',
  'payment-pending',
  'processing',
  'approved',
  'accepted',
  'shipped',
  'delivered',
  'completed',
  'refused',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const RETURN_STATUSES = ['init', 'accepted', 'rejected', 'refused', 'approved'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A refund gives money back; a return also brings the goods back. */
export const RETURN_KINDS = ['refund', 'return'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * Money a salesperson collected from its customer (ADR 0057): recorded by the salesperson, then
 * confirmed (it becomes a payment of the order) or rejected by an admin.
 */
export const COLLECTION_STATUSES = ['recorded', 'confirmed', 'rejected'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/** Offline methods of SPEC 3 plus online card payment. */
export const PAYMENT_METHOD_CODES = ['cash', 'bank_transfer', 'cheque', 'card'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** How a salesperson collected money by hand: the offline methods. */
export const COLLECTION_METHODS = ['cash', 'bank_transfer', 'cheque'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** Where a payment stands with its provider (SPEC 4: authorize, capture, cancel, refund). */
export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'captured',
  'partially_refunded',
  'refunded',
  'cancelled',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const SHIPPING_AREA_METHODS = ['general', 'customized'] as const;
export type ShippingAreaMethod = (typeof SHIPPING_AREA_METHODS)[number];

export const SHIPPING_RATE_MODES = ['single', 'many'] as const;
export type ShippingRateMode = (typeof SHIPPING_RATE_MODES)[number];

/** Menu type chosen when a menu is created (SPEC 3). */
export const MENU_TYPES = ['navbar', 'gallery'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** How a menu is displayed; the kinds a placement offers depend on the variant (SPEC 3). */
export const MENU_KINDS = ['slider', 'bundle', 'video', 'images', 'grid', 'bar', 'single-product'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export const MENU_LAYOUTS = ['vertical', 'horizontal', 'cards', 'info-lists', 'accordions'] as const;
export type MenuLayout = (typeof MENU_LAYOUTS)[number];

export const MENU_ITEM_TYPES = ['products', 'brands', 'categories'] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

export const MENU_PLACEMENTS = ['home', 'nav', 'nav-footer', 'footer'] as const;
export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];

/** Device types exist on variants 2 and 3 only. */
export const DEVICE_TYPES = ['web', 'mobile'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const CUSTOMER_TYPES = ['business', 'personal'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** What an emailed one-time link is for. */
export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** The kinds of variant attribute (the admin's "variants" screen); values live under each. */
export const VARIANT_ATTRIBUTE_KINDS = ['size', 'colour', 'text'] as const;
export type VariantAttributeKind = (typeof VARIANT_ATTRIBUTE_KINDS)[number];
