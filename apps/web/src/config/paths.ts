import {
  ADMIN_ROOT,
  type accountPages,
  type dashboardRoute,
  SALESPERSON_ROOT,
  type standalonePages,
  type storefrontPages,
} from '@shop/shared';

/** Every URL of the SPA (SPEC 2) in one place; links read them from here. */

export { ADMIN_ROOT };

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
  checkout: '/checkout',
  orderSummary: '/order-summary',
  /** The page after placing an order; without an id it is a generic thank-you. */
  thankYou: (orderId?: number) => (orderId ? `/thank-you?order=${orderId}` : '/thank-you'),
  /** The links of the customer's mails (docs/api/customer-accounts.md, ADR 0014). */
  verifyEmail: (token: string, email: string) =>
    `/verify-email/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
  passwordReset: (token: string, email: string) =>
    `/password/reset/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
  dashboard: {
    root: '/dashboard',
    profile: '/dashboard/profile',
    addresses: '/dashboard/addresses',
    orders: '/dashboard/orders',
    order: (id: number | string) => `/dashboard/orders/${id}`,
    refunds: '/dashboard/refunds',
    approvalForm: '/dashboard/approval-form',
  },
  admin: {
    root: ADMIN_ROOT,
    login: `${ADMIN_ROOT}/login`,
    /** A path under the admin prefix: `admin.to('users')` → `/admin-panel/secure/users`. */
    to: (relative: string) => (relative ? `${ADMIN_ROOT}/${relative.replace(/^\/+/, '')}` : ADMIN_ROOT),
  },
  /** The salesperson area (ADR 0008); salespeople sign in at `login` (ADR 0030). */
  salesperson: {
    root: SALESPERSON_ROOT,
    customers: `${SALESPERSON_ROOT}/customers`,
    customer: (id: number | string) => `${SALESPERSON_ROOT}/customers/${id}`,
    orders: `${SALESPERSON_ROOT}/orders`,
    order: (id: number | string) => `${SALESPERSON_ROOT}/orders/${id}`,
    returns: `${SALESPERSON_ROOT}/returns`,
    collections: `${SALESPERSON_ROOT}/collections`,
    invoices: `${SALESPERSON_ROOT}/invoices`,
    invoice: (id: number | string) => `${SALESPERSON_ROOT}/invoices/${id}`,
  },
} as const;

/**
 * The page keys of the route patterns (storefront, customer area, standalone pages), which live
 * in packages/shared where the API's SPA hosting reads them too (ADR 0036).
 */
export type StorePageKey =
  | (typeof storefrontPages)[number]['page']
  | (typeof standalonePages)[number]['page']
  | (typeof accountPages)[number]['page']
  | (typeof dashboardRoute)['page']
  | 'home';
