import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../admin/admin-routes.tsx';
import { salespersonRoutes } from '../salesperson/salesperson-routes.tsx';
import { appRoutes } from './routes.tsx';

/**
 * The deepest route a path reaches, as its full pattern; the admin and salesperson areas' own
 * tables (mounted under a splat route) continue the match.
 */
function patternOf(pathname: string): string {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const last = matches.at(-1);
  const area = last?.route.path === '/admin-panel/secure/*' ? adminRoutes : undefined;
  const sales = last?.route.path === '/salesperson/*' ? salespersonRoutes : undefined;
  const inner = area ?? sales;
  if (last && inner) {
    const rest = matchRoutes(inner, `/${last.params['*'] ?? ''}`) ?? [];
    const base = last.route.path?.replace(/\*$/, '') ?? '';
    return `${base}${rest
      .map((m) => m.route.path ?? '')
      .filter(Boolean)
      .join('/')}`.replace(/\/+/g, '/');
  }
  return matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/');
}

const storefront = [
  '/',
  '/login',
  '/register',
  '/reset',
  '/password/reset/abc123/a@b.co',
  '/menus/main/shirts',
  '/menus/main/shirts/2',
  '/main-categories',
  '/main-category/men',
  '/categories',
  '/category/shirts',
  '/products',
  '/productDetails/linen-shirt',
  '/brand/atlas',
  '/contact',
  '/blogs',
  '/blogs/spring-trends',
  '/about-us',
  '/services',
  '/review/add',
  '/checkout',
  '/thank-you',
  '/order-summary',
  '/cart',
  '/success',
  '/success/tok',
  '/failure',
  '/failure/tok',
  '/form-1',
  '/code-sandbox',
  '/redirect',
  '/landing-page-1',
  '/wishlist',
  '/favorites',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/addresses',
  '/dashboard/orders',
  '/dashboard/orders/12',
  '/dashboard/refunds',
  '/dashboard/wishlist',
  '/dashboard/favorites',
  '/dashboard/approval-form',
];

const admin = [
  'login',
  'settings/site/theme-wizard',
  'users',
  'users/4',
  'admins',
  'admins/add',
  'admins/2',
  'settings',
  'settings/personal',
  'settings/company-info',
  'settings/reviews',
  'settings/site',
  'settings/email-settings',
  'settings/email-settings/3',
  'settings/cms-pages',
  'settings/cms-pages/add',
  'settings/cms-pages/default/5',
  'settings/cms-pages/default/5/about',
  'settings/cms-pages/default/5/add',
  'settings/attributes/ab12/7',
  'settings/payment-methods',
  'payment-methods/3',
  'payment-methods/add',
  'payment-methods/assign-zones/3',
  'invoices',
  'invoices/9',
  'menu',
  'menu/add',
  'menu/2',
  'shipping-zones',
  'shipping-zones/add',
  'shipping-zones/2',
  'refunds',
  'refunds/add',
  'refunds/2',
  ...[
    'measureUnits',
    'tax-groups',
    'coupons',
    'tags',
    'main-category',
    'category',
    'slider',
    'variants',
    'options',
  ].flatMap((r) => [r, `${r}/add`, `${r}/8`]),
  'order',
  'order/31',
  'product',
  'product/add',
  'product/15',
  'product/variants/15',
  'product/attributes/v_2/15',
  'gallery',
];

describe('the route table of SPEC 2', () => {
  it.each(storefront)('%s has its own route', (path) => {
    expect(patternOf(path)).not.toMatch(/\*$/);
  });

  it.each(admin)('/admin-panel/secure/%s has its own route', (path) => {
    expect(patternOf(`/admin-panel/secure/${path}`)).not.toMatch(/\*$/);
  });

  it('sends the rest to the not-found (or run-time CMS) route', () => {
    expect(patternOf('/no-such-page')).toBe('*');
    expect(patternOf('/admin-panel/secure/nope/nope')).toMatch(/\*$/);
  });

  it('the salesperson area has its sign-in, customers, returns and collections', () => {
    for (const path of ['login', 'customers', 'customers/4', 'returns', 'collections']) {
      expect(patternOf(`/salesperson/${path}`)).not.toMatch(/\*$/);
    }
    expect(patternOf('/salesperson/nope')).toBe('/salesperson/*');
  });

  it('static segments win over parameters where both fit', () => {
    expect(patternOf('/admin-panel/secure/product/add')).toBe('/admin-panel/secure/product/add');
    expect(patternOf('/admin-panel/secure/settings/cms-pages/default/5/add')).toBe(
      '/admin-panel/secure/settings/cms-pages/:layout/:id/add',
    );
  });
});
