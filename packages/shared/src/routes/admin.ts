import { type BooleanFlag, listAndDetail, type RouteDef } from './route-def.ts';

/*
 * The back office's route patterns (SPEC 2 "Admin area"), relative to ADMIN_ROOT: the admin
 * router renders them and the API's SPA hosting answers 404 for an address under ADMIN_ROOT that
 * none of them matches (ADR 0036). The storefront's first file does not import this module.
 */

export interface AdminRouteDef extends RouteDef {
  /** Super admins only (SPEC 2: the admins section). */
  superAdmin?: boolean;
}

/** List, add and detail screens of one admin resource. */
function crud<const L extends string, const A extends string, const D extends string>(
  segment: string,
  [list, add, detail]: readonly [list: L, add: A, detail: D],
  extra: { flag?: BooleanFlag; superAdmin?: true } = {},
) {
  const [listPage, detailPage] = listAndDetail(segment, list, detail, extra);
  return [listPage, { path: `${segment}/add`, page: add, ...extra }, detailPage] as const;
}

/** The payment method screens: SPEC 2 lists them without the settings/ prefix, the menu with it. */
const paymentMethodPages = (prefix: '' | 'settings/') =>
  [
    { path: `${prefix}payment-methods/add`, page: 'addPaymentMethod' },
    { path: `${prefix}payment-methods/assign-zones/:id`, page: 'assignZones' },
    { path: `${prefix}payment-methods/:id`, page: 'paymentMethod' },
  ] as const;

/** SPEC 2 "Admin area": every route under ADMIN_ROOT but the dashboard (its index) and login. */
export const adminPages = [
  { path: 'settings', page: 'settings' },
  { path: 'settings/personal', page: 'personal' },
  { path: 'settings/company-info', page: 'companyInfo' },
  { path: 'settings/reviews', page: 'reviews' },
  { path: 'settings/site', page: 'siteSettings' },
  { path: 'settings/site/theme-wizard', page: 'themeWizard' },
  // SPEC 2 names the settings tab "transactions" without a route (ADR 0059).
  { path: 'settings/transactions', page: 'transactions' },
  ...listAndDetail('settings/email-settings', 'emailSettings', 'emailSetting'),
  { path: 'settings/cms-pages', page: 'cmsPages' },
  { path: 'settings/cms-pages/add', page: 'addCmsPage' },
  { path: 'settings/cms-pages/:layout/:id', page: 'cmsPage' },
  { path: 'settings/cms-pages/:layout/:id/add', page: 'addCmsPageSection' },
  { path: 'settings/cms-pages/:layout/:id/:url', page: 'cmsPageSection' },
  { path: 'settings/attributes/:layout_hash/:id', page: 'attributes' },
  { path: 'settings/payment-methods', page: 'paymentMethods' },
  // Both spellings lead to the same screens.
  ...paymentMethodPages(''),
  ...paymentMethodPages('settings/'),
  ...listAndDetail('users', 'users', 'user'),
  ...crud('admins', ['admins', 'addAdmin', 'admin'], { superAdmin: true }),
  // SPEC 1 names salespeople among the admin's resources without a route (ADR 0008).
  ...crud('salespeople', ['salespeople', 'addSalesperson', 'salesperson']),
  ...listAndDetail('invoices', 'invoices', 'invoice', { flag: 'isInvoicesEnabled' }),
  ...crud('menu', ['menus', 'addMenu', 'menu']),
  ...crud('shipping-zones', ['shippingZones', 'addShippingZone', 'shippingZone']),
  ...crud('refunds', ['refunds', 'addRefund', 'refund'], { flag: 'isOrderRefundable' }),
  // SPEC 1 names collections among the admin's resources without a route (ADR 0057).
  ...listAndDetail('collections', 'collections', 'collection'),
  ...crud('measureUnits', ['measureUnits', 'addMeasureUnit', 'measureUnit']),
  ...crud('tax-groups', ['taxGroups', 'addTaxGroup', 'taxGroup']),
  ...crud('coupons', ['coupons', 'addCoupon', 'coupon']),
  ...crud('tags', ['tags', 'addTag', 'tag']),
  // SPEC 3 and 5 describe brands but SPEC 2 names no admin route for them (ADR 0019).
  ...crud('brands', ['brands', 'addBrand', 'brand']),
  ...crud('main-category', ['mainCategories', 'addMainCategory', 'mainCategory']),
  ...crud('category', ['categories', 'addCategory', 'category']),
  ...crud('slider', ['slides', 'addSlide', 'slide']),
  ...crud('variants', ['variants', 'addVariant', 'variant']),
  ...crud('options', ['options', 'addOption', 'option']),
  ...listAndDetail('order', 'orders', 'order'),
  ...crud('product', ['products', 'addProduct', 'product']),
  { path: 'product/variants/:id', page: 'productVariants' },
  { path: 'product/attributes/:version/:id', page: 'productAttributes' },
  { path: 'gallery', page: 'gallery' },
  // SPEC 1 names dynamic content, blogs and contact messages among the admin's resources without
  // a route (ADR 0021).
  ...crud('content-blocks', ['contentBlocks', 'addContentBlock', 'contentBlock']),
  ...crud('blogs', ['blogs', 'addBlog', 'blog']),
  ...listAndDetail('contact-messages', 'contactMessages', 'contactMessage'),
  ...listAndDetail('leads', 'leads', 'lead'),
] as const satisfies readonly AdminRouteDef[];

/** The admin area's own screens beside adminPages: its sign-in and its dashboard (the index). */
export const adminAreaPages = [
  { path: 'login', page: 'login' },
  { path: '', page: 'dashboard' },
] as const satisfies readonly RouteDef[];
