import { describe, expect, it } from 'vitest';
import { adminPages } from './admin.ts';
import { matchSpaRoute, SPA_FIRST_SEGMENTS } from './match.ts';
import type { RouteDef } from './route-def.ts';
import { accountPages, normaliseFrontPath, standalonePages, storefrontPages } from './storefront.ts';

describe('matchSpaRoute', () => {
  it('finds the storefront page of an address as React Router does: any case, trailing slash, decoded', () => {
    expect(matchSpaRoute('/')).toEqual({ area: 'storefront', page: 'home' });
    expect(matchSpaRoute('/products')?.page).toBe('products');
    expect(matchSpaRoute('/Products/')?.page).toBe('products');
    expect(matchSpaRoute('/password/reset/abc/layla%40haddad.test')?.page).toBe('passwordReset');
    expect(matchSpaRoute('/verify-email/abc/a%40b.test')?.page).toBe('verifyEmail');
    expect(matchSpaRoute('/landing-page-1')?.page).toBe('landingPage');
  });

  it('names the row a page shows, by its parameter', () => {
    expect(matchSpaRoute('/productDetails/linen-shirt')).toEqual({
      area: 'storefront',
      page: 'productDetails',
      record: { kind: 'product', key: 'linen-shirt' },
    });
    expect(matchSpaRoute('/category/%D9%82%D9%85%D8%B5%D8%A7%D9%86')?.record).toEqual({
      kind: 'category',
      key: 'قمصان',
    });
    expect(matchSpaRoute('/brand/northgate')?.record).toEqual({ kind: 'brand', key: 'northgate' });
    expect(matchSpaRoute('/main-category/men')?.record).toEqual({ kind: 'mainCategory', key: 'men' });
    expect(matchSpaRoute('/blogs/packing-tips')?.record).toEqual({ kind: 'blog', key: 'packing-tips' });
    expect(matchSpaRoute('/menus/navbar/summer/2')?.record).toEqual({ kind: 'menu', key: 'summer' });
    expect(matchSpaRoute('/about-us')?.record).toEqual({ kind: 'page', key: 'about-us' });
    // A parameter takes one segment: more is no route.
    expect(matchSpaRoute('/productDetails/linen-shirt/extra')).toBeNull();
    expect(matchSpaRoute('/productDetails/')).toBeNull();
  });

  it('reads a flag-gated page with its flag', () => {
    expect(matchSpaRoute('/dashboard')).toMatchObject({ page: 'dashboard', flag: 'isDashboardEnabled' });
    expect(matchSpaRoute('/dashboard/orders/12')?.page).toBe('order');
    expect(matchSpaRoute('/admin-panel/secure/refunds/3')).toMatchObject({
      area: 'admin',
      page: 'refund',
      flag: 'isOrderRefundable',
    });
  });

  it('knows the back office and the salesperson area, and nothing else under them', () => {
    expect(matchSpaRoute('/admin-panel/secure')?.page).toBe('dashboard');
    expect(matchSpaRoute('/admin-panel/secure/')?.page).toBe('dashboard');
    expect(matchSpaRoute('/admin-panel/secure/login')?.page).toBe('login');
    expect(matchSpaRoute('/admin-panel/secure/order/12')?.page).toBe('order');
    // The static route outranks the parameter, as in React Router.
    expect(matchSpaRoute('/admin-panel/secure/product/add')?.page).toBe('addProduct');
    expect(matchSpaRoute('/admin-panel/secure/settings/cms-pages/default/4/add')?.page).toBe(
      'addCmsPageSection',
    );
    expect(matchSpaRoute('/admin-panel/secure/no-such-screen')).toBeNull();
    expect(matchSpaRoute('/salesperson')?.page).toBe('index');
    expect(matchSpaRoute('/salesperson/customers/7')?.page).toBe('customer');
    expect(matchSpaRoute('/salesperson/orders')?.page).toBe('orders');
    expect(matchSpaRoute('/salesperson/orders/12')?.page).toBe('order');
    expect(matchSpaRoute('/salesperson/invoices/3')).toMatchObject({
      area: 'salesperson',
      page: 'invoice',
      flag: 'isInvoicesEnabled',
    });
    expect(matchSpaRoute('/salesperson/no-such-screen')).toBeNull();
  });

  it('takes any other storefront address for a CMS page to look up, when it can be one', () => {
    expect(matchSpaRoute('/help/delivery')).toEqual({
      area: 'storefront',
      page: 'cmsPage',
      record: { kind: 'page', key: 'help/delivery' },
    });
    expect(matchSpaRoute('/Help/Delivery/')?.record?.key).toBe('help/delivery');
    // Not a CMS page address: upper-case letters are folded, but dots and underscores never fit.
    for (const path of ['/no/such_page', '/wp-login.php', '/-x', '/a//b']) {
      expect(matchSpaRoute(path), path).toBeNull();
    }
    // Under a fixed route's first segment no CMS page may live.
    expect(matchSpaRoute('/dashboard/no-such-page')).toBeNull();
    expect(matchSpaRoute('/products/shirts')).toBeNull();
    expect(matchSpaRoute('/admin-panel')).toBeNull();
  });

  it('names, in each route that shows a row, a parameter the route has', () => {
    const all: readonly RouteDef[] = [...storefrontPages, ...standalonePages, ...accountPages, ...adminPages];
    for (const route of all) {
      if (route.record && 'param' in route.record) {
        expect(route.path.split('/'), route.path).toContain(`:${route.record.param}`);
      }
    }
  });
});

describe('SPA_FIRST_SEGMENTS', () => {
  it('holds every fixed route’s first segment but the CMS pages’, in lower case', () => {
    for (const segment of [
      'productdetails',
      'products',
      'dashboard',
      'admin-panel',
      'salesperson',
      'verify-email',
    ]) {
      expect(SPA_FIRST_SEGMENTS.has(segment), segment).toBe(true);
    }
    expect(SPA_FIRST_SEGMENTS.has('about-us')).toBe(false);
    expect(SPA_FIRST_SEGMENTS.has('services')).toBe(false);
  });
});

describe('normaliseFrontPath', () => {
  it('decodes, drops the slashes at both ends and lowers the case', () => {
    expect(normaliseFrontPath('/Help/Delivery/')).toBe('/help/delivery');
    expect(normaliseFrontPath('%2Fhelp')).toBe('/help');
    expect(normaliseFrontPath('/bad%')).toBe('/bad%');
  });
});
