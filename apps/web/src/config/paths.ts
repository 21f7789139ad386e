import type { FeatureFlags } from '@shop/shared';
import type adminMessages from '../i18n/locales/en/admin.json';

/** Every URL of the SPA (SPEC 2) in one place; routes and links read them from here. */

export const ADMIN_ROOT = '/admin-panel/secure';

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  reset: '/reset',
  products: '/products',
  productsSearch: (term: string) => `/products?search=${encodeURIComponent(term)}`,
  mainCategories: '/main-categories',
  categories: '/categories',
  blogs: '/blogs',
  aboutUs: '/about-us',
  services: '/services',
  contact: '/contact',
  cart: '/cart',
  dashboard: {
    root: '/dashboard',
    profile: '/dashboard/profile',
  },
  admin: {
    root: ADMIN_ROOT,
    login: `${ADMIN_ROOT}/login`,
    /** A path under the admin prefix: `admin.to('users')` → `/admin-panel/secure/users`. */
    to: (relative: string) => (relative ? `${ADMIN_ROOT}/${relative.replace(/^\/+/, '')}` : ADMIN_ROOT),
  },
} as const;

/**
 * Route patterns of the storefront, relative to `/` (SPEC 2 "Public storefront"), and the page
 * name each shows. Standalone pages render without the shop's header and footer.
 */
export const storefrontPages = [
  { path: 'login', page: 'login', guestOnly: true },
  { path: 'register', page: 'register', guestOnly: true },
  { path: 'reset', page: 'reset', guestOnly: true },
  { path: 'password/reset/:token/:email', page: 'passwordReset', guestOnly: true },
  { path: 'menus/:type/:menu', page: 'menu' },
  { path: 'menus/:type/:menu/:menu_page_number', page: 'menu' },
  { path: 'main-categories', page: 'mainCategories' },
  { path: 'main-category/:mainCategory', page: 'mainCategory' },
  { path: 'categories', page: 'categories' },
  { path: 'category/:category', page: 'category' },
  { path: 'products', page: 'products' },
  { path: 'productDetails/:slug', page: 'productDetails' },
  { path: 'brand/:slug', page: 'brand' },
  { path: 'contact', page: 'contact' },
  { path: 'blogs', page: 'blogs' },
  { path: 'blogs/:blog', page: 'blog' },
  { path: 'about-us', page: 'aboutUs' },
  { path: 'services', page: 'services' },
  { path: 'review/add', page: 'addReview' },
  { path: 'checkout', page: 'checkout' },
  { path: 'thank-you', page: 'thankYou' },
  { path: 'order-summary', page: 'orderSummary' },
  { path: 'cart', page: 'cart' },
  { path: 'success', page: 'paymentSuccess' },
  { path: 'success/:token', page: 'paymentSuccess' },
  { path: 'failure', page: 'paymentFailure' },
  { path: 'failure/:token', page: 'paymentFailure' },
  { path: 'form-1', page: 'form1' },
  { path: 'wishlist', page: 'wishlist' },
  { path: 'favorites', page: 'favorites' },
] as const;

export const standalonePages = [
  { path: 'code-sandbox', page: 'codeSandbox' },
  { path: 'redirect', page: 'redirect' },
  { path: 'landing-page-1', page: 'landingPage' },
] as const;

/** The customer area under /dashboard (SPEC 2 "Customer area"); the index is gated by a flag. */
export const accountPages = [
  { path: 'profile', page: 'profile' },
  { path: 'addresses', page: 'addresses' },
  { path: 'orders', page: 'orders' },
  { path: 'orders/:id', page: 'order' },
  { path: 'refunds', page: 'refunds' },
  { path: 'wishlist', page: 'wishlist' },
  { path: 'favorites', page: 'favorites' },
  { path: 'approval-form', page: 'approvalForm' },
] as const;

export type StorePageKey =
  | (typeof storefrontPages)[number]['page']
  | (typeof standalonePages)[number]['page']
  | (typeof accountPages)[number]['page']
  | 'home'
  | 'dashboard';

export type AdminPageKey = keyof typeof adminMessages.pages;

type Crud = readonly [list: AdminPageKey, add: AdminPageKey, detail: AdminPageKey];
type BooleanFlag = {
  [K in keyof FeatureFlags]: FeatureFlags[K] extends boolean ? K : never;
}[keyof FeatureFlags];

/** List, add and detail screens of one admin resource. */
function crud(segment: string, [list, add, detail]: Crud, extra: Partial<AdminPageDef> = {}): AdminPageDef[] {
  return [
    { path: segment, page: list, ...extra },
    { path: `${segment}/add`, page: add, ...extra },
    { path: `${segment}/:id`, page: detail, ...extra },
  ];
}

export interface AdminPageDef {
  /** Relative to /admin-panel/secure. */
  path: string;
  /** Key under `admin:pages`. */
  page: AdminPageKey;
  /** Shown only when this feature flag is on (else the not-found page). */
  flag?: BooleanFlag;
  /** Super admins only (SPEC 2: the admins section). */
  superAdmin?: boolean;
}

/** SPEC 2 "Admin area": every route under /admin-panel/secure except the dashboard index. */
export const adminPages: readonly AdminPageDef[] = [
  { path: 'settings', page: 'settings' },
  { path: 'settings/personal', page: 'personal' },
  { path: 'settings/company-info', page: 'companyInfo' },
  { path: 'settings/reviews', page: 'reviews' },
  { path: 'settings/site', page: 'siteSettings' },
  { path: 'settings/site/theme-wizard', page: 'themeWizard' },
  { path: 'settings/email-settings', page: 'emailSettings' },
  { path: 'settings/email-settings/:id', page: 'emailSetting' },
  { path: 'settings/cms-pages', page: 'cmsPages' },
  { path: 'settings/cms-pages/add', page: 'addCmsPage' },
  { path: 'settings/cms-pages/:layout/:id', page: 'cmsPage' },
  { path: 'settings/cms-pages/:layout/:id/add', page: 'addCmsPageSection' },
  { path: 'settings/cms-pages/:layout/:id/:url', page: 'cmsPageSection' },
  { path: 'settings/attributes/:layout_hash/:id', page: 'attributes' },
  { path: 'settings/payment-methods', page: 'paymentMethods' },
  // SPEC 2 lists these three without the settings/ prefix; both spellings lead to the same screens.
  { path: 'payment-methods/add', page: 'addPaymentMethod' },
  { path: 'payment-methods/assign-zones/:id', page: 'assignZones' },
  { path: 'payment-methods/:id', page: 'paymentMethod' },
  { path: 'settings/payment-methods/add', page: 'addPaymentMethod' },
  { path: 'settings/payment-methods/assign-zones/:id', page: 'assignZones' },
  { path: 'settings/payment-methods/:id', page: 'paymentMethod' },
  { path: 'users', page: 'users' },
  { path: 'users/:id', page: 'user' },
  { path: 'admins', page: 'admins', superAdmin: true },
  { path: 'admins/add', page: 'addAdmin', superAdmin: true },
  { path: 'admins/:id', page: 'admin', superAdmin: true },
  { path: 'invoices', page: 'invoices' },
  { path: 'invoices/:id', page: 'invoice' },
  ...crud('menu', ['menus', 'addMenu', 'menu']),
  ...crud('shipping-zones', ['shippingZones', 'addShippingZone', 'shippingZone']),
  ...crud('refunds', ['refunds', 'addRefund', 'refund'], { flag: 'isOrderRefundable' }),
  ...crud('measureUnits', ['measureUnits', 'addMeasureUnit', 'measureUnit']),
  ...crud('tax-groups', ['taxGroups', 'addTaxGroup', 'taxGroup']),
  ...crud('coupons', ['coupons', 'addCoupon', 'coupon']),
  ...crud('tags', ['tags', 'addTag', 'tag']),
  ...crud('main-category', ['mainCategories', 'addMainCategory', 'mainCategory']),
  ...crud('category', ['categories', 'addCategory', 'category']),
  ...crud('slider', ['slides', 'addSlide', 'slide']),
  ...crud('variants', ['variants', 'addVariant', 'variant']),
  ...crud('options', ['options', 'addOption', 'option']),
  { path: 'order', page: 'orders' },
  { path: 'order/:id', page: 'order' },
  { path: 'product', page: 'products' },
  { path: 'product/add', page: 'addProduct' },
  { path: 'product/variants/:id', page: 'productVariants' },
  { path: 'product/attributes/:version/:id', page: 'productAttributes' },
  { path: 'product/:id', page: 'product' },
  { path: 'gallery', page: 'gallery' },
];
