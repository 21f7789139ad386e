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
    root: '/salesperson',
    customers: '/salesperson/customers',
    customer: (id: number | string) => `/salesperson/customers/${id}`,
    returns: '/salesperson/returns',
    collections: '/salesperson/collections',
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
