import { listAndDetail, type RouteDef, withTrailingParam } from './route-def.ts';

/*
 * The storefront's route patterns (SPEC 2 "Public storefront" and "Customer area"), relative to
 * `/`: the web router renders them and the API's SPA hosting answers 404 for an address none of
 * them matches (ADR 0036). One table, so the two never disagree.
 */

type StorefrontRouteDef = RouteDef & {
  /** Signed-in customers are sent home (SPEC 2 "Already logged in: redirect home"). */
  guestOnly?: true;
};

/** Shown inside the shop's header and footer. */
export const storefrontPages = [
  { path: 'login', page: 'login', guestOnly: true },
  { path: 'register', page: 'register', guestOnly: true },
  { path: 'reset', page: 'reset', guestOnly: true },
  { path: 'password/reset/:token/:email', page: 'passwordReset', guestOnly: true },
  ...withTrailingParam(
    { path: 'menus/:type/:menu', page: 'menu', record: { kind: 'menu', param: 'menu' } },
    'menu_page_number',
  ),
  { path: 'main-categories', page: 'mainCategories' },
  {
    path: 'main-category/:mainCategory',
    page: 'mainCategory',
    record: { kind: 'mainCategory', param: 'mainCategory' },
  },
  { path: 'categories', page: 'categories' },
  { path: 'category/:category', page: 'category', record: { kind: 'category', param: 'category' } },
  { path: 'products', page: 'products' },
  { path: 'productDetails/:slug', page: 'productDetails', record: { kind: 'product', param: 'slug' } },
  { path: 'brand/:slug', page: 'brand', record: { kind: 'brand', param: 'slug' } },
  { path: 'contact', page: 'contact' },
  { path: 'blogs', page: 'blogs' },
  { path: 'blogs/:blog', page: 'blog', record: { kind: 'blog', param: 'blog' } },
  // CMS pages with these addresses (ADR 0026).
  { path: 'about-us', page: 'aboutUs', record: { kind: 'page', url: 'about-us' } },
  { path: 'services', page: 'services', record: { kind: 'page', url: 'services' } },
  { path: 'review/add', page: 'addReview' },
  { path: 'checkout', page: 'checkout' },
  { path: 'thank-you', page: 'thankYou' },
  { path: 'order-summary', page: 'orderSummary' },
  { path: 'cart', page: 'cart' },
  ...withTrailingParam({ path: 'success', page: 'paymentSuccess' }, 'token'),
  ...withTrailingParam({ path: 'failure', page: 'paymentFailure' }, 'token'),
  // The hosted card page of test mode, when no provider's keys are set (ADR 0052).
  { path: 'payment/test/:token', page: 'testPayment' },
  { path: 'form-1', page: 'form1' },
  { path: 'wishlist', page: 'wishlist' },
  { path: 'favorites', page: 'favorites' },
  // The link of the verification mail (ADR 0014); signed in or not.
  { path: 'verify-email/:token/:email', page: 'verifyEmail' },
] as const satisfies readonly StorefrontRouteDef[];

/** Shown without the shop's header and footer. */
export const standalonePages = [
  { path: 'code-sandbox', page: 'codeSandbox' },
  { path: 'redirect', page: 'redirect' },
  { path: 'landing-page-1', page: 'landingPage' },
] as const satisfies readonly RouteDef[];

/** The customer area: its index, gated by a flag (SPEC 2), and its pages under it. */
export const dashboardRoute = {
  path: 'dashboard',
  page: 'dashboard',
  flag: 'isDashboardEnabled',
} as const satisfies RouteDef;

/** The customer area's pages, relative to `/dashboard`. */
export const accountPages = [
  { path: 'profile', page: 'profile' },
  { path: 'addresses', page: 'addresses' },
  ...listAndDetail('orders', 'orders', 'order'),
  { path: 'refunds', page: 'refunds' },
  { path: 'wishlist', page: 'wishlist' },
  { path: 'favorites', page: 'favorites' },
  { path: 'approval-form', page: 'approvalForm' },
] as const satisfies readonly RouteDef[];

/** A CMS page's address, without the leading slash (`about-us`, `help/delivery`). */
export const CMS_PAGE_URL = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
export const CMS_PAGE_URL_MAX_LENGTH = 200;

/**
 * The address of a run-time CMS page (SPEC 2 `additional_front_routes`) as the storefront compares
 * it: decoded, without slashes at either end, in lower case, with one leading slash.
 */
export function normaliseFrontPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  return `/${decoded.replace(/^\/+|\/+$/g, '').toLowerCase()}`;
}
