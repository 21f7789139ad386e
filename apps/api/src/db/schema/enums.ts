import {
  ACCOUNT_TOKEN_PURPOSES,
  COLLECTION_STATUSES,
  COUPON_TYPES,
  CUSTOMER_TYPES,
  DEVICE_TYPES,
  languageCodes,
  MENU_ITEM_TYPES,
  MENU_KINDS,
  MENU_LAYOUTS,
  MENU_PLACEMENTS,
  MENU_TYPES,
  ORDER_STATUSES,
  PAYMENT_EVENT_TYPES,
  PAYMENT_METHOD_CODES,
  PAYMENT_STATUSES,
  PRIORITY_LEVELS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  RECORD_STATUSES,
  RETURN_KINDS,
  RETURN_STATUSES,
  SHIPPING_AREA_METHODS,
  SHIPPING_RATE_MODES,
  TAG_TYPES,
  VARIANT_ATTRIBUTE_KINDS,
} from '@shop/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

// Database enums built from the shared vocabularies (packages/shared/src/enums.ts).
export const recordStatus = pgEnum('record_status', RECORD_STATUSES);
export const productStatus = pgEnum('product_status', PRODUCT_STATUSES);
export const productType = pgEnum('product_type', PRODUCT_TYPES);
export const tagType = pgEnum('tag_type', TAG_TYPES);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const returnStatus = pgEnum('return_status', RETURN_STATUSES);
export const returnKind = pgEnum('return_kind', RETURN_KINDS);
export const collectionStatus = pgEnum('collection_status', COLLECTION_STATUSES);
export const paymentMethodCode = pgEnum('payment_method_code', PAYMENT_METHOD_CODES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentEventType = pgEnum('payment_event_type', PAYMENT_EVENT_TYPES);
export const couponType = pgEnum('coupon_type', COUPON_TYPES);
export const shippingAreaMethod = pgEnum('shipping_area_method', SHIPPING_AREA_METHODS);
export const shippingRateMode = pgEnum('shipping_rate_mode', SHIPPING_RATE_MODES);
export const menuType = pgEnum('menu_type', MENU_TYPES);
export const menuKind = pgEnum('menu_kind', MENU_KINDS);
export const menuLayout = pgEnum('menu_layout', MENU_LAYOUTS);
export const menuItemType = pgEnum('menu_item_type', MENU_ITEM_TYPES);
export const menuPlacement = pgEnum('menu_placement', MENU_PLACEMENTS);
export const deviceType = pgEnum('device_type', DEVICE_TYPES);
export const customerType = pgEnum('customer_type', CUSTOMER_TYPES);
export const accountTokenPurpose = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);
export const priorityLevel = pgEnum('priority_level', PRIORITY_LEVELS);
export const languageCode = pgEnum('language_code', languageCodes);
export const variantAttributeKind = pgEnum('variant_attribute_kind', VARIANT_ATTRIBUTE_KINDS);
