import { adminAreaPages } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { adminPages } from './framework/admin-pages.ts';
import { adminRegistry } from './registry.ts';
import { SETTINGS_TABS } from './settings/tabs.ts';

describe('admin registry', () => {
  it('builds the sidebar of SPEC 2 in its order', () => {
    expect(adminRegistry.nav.map(({ section, items }) => [section, items.map((item) => item.path)])).toEqual([
      [
        'utils',
        [
          '',
          'settings',
          'menu',
          'slider',
          'settings/cms-pages',
          'content-blocks',
          'blogs',
          'settings/reviews',
          'contact-messages',
          'leads',
          'shipping-zones',
          'tax-groups',
          'measureUnits',
          'coupons',
          'settings/payment-methods',
        ],
      ],
      ['orders', ['order', 'invoices', 'refunds', 'collections']],
      ['products', ['product', 'brands', 'main-category', 'category', 'variants', 'options', 'tags']],
      ['users', ['users', 'salespeople']],
      ['admins', ['admins']],
      ['images', ['gallery']],
    ]);
  });

  it('keeps the admins for super admins, and invoices and refunds behind their flags', () => {
    const items = adminRegistry.nav.flatMap(({ items }) => items);
    expect(items.filter((item) => item.superAdmin).map((item) => item.page)).toEqual(['admins']);
    expect(items.filter((item) => item.flag).map((item) => [item.page, item.flag])).toEqual([
      ['invoices', 'isInvoicesEnabled'],
      ['refunds', 'isOrderRefundable'],
    ]);
  });

  it('every screen answers a page of the route table, and every sidebar link one of its paths', () => {
    // The dashboard is the area's index, one of its own pages beside the route table's.
    const pages = new Set<string>([...adminPages, ...adminAreaPages].map((def) => def.page));
    const routePaths = new Set(['', ...adminPages.map((def) => def.path)]);
    for (const page of Object.keys(adminRegistry.screens)) expect(pages).toContain(page);
    // No page of SPEC 2 is left without its screen: nothing can show a placeholder.
    const unbuilt = [...adminPages, ...adminAreaPages]
      .filter((def) => def.page !== 'login' && !(def.page in adminRegistry.screens))
      .map((def) => def.path);
    expect(unbuilt).toEqual([]);
    for (const { items } of adminRegistry.nav)
      for (const item of items) expect(routePaths).toContain(item.path);
  });

  it('draws the settings tabs around the settings index and every page of every tab, and nothing else', () => {
    expect(adminRegistry.frames.map((frame) => frame.name)).toEqual(['settings']);
    const framed = adminRegistry.frames[0]?.pages ?? [];
    const routePages = new Set<string>(adminPages.map((def) => def.page));
    for (const page of framed) {
      expect(routePages, page).toContain(page);
      expect(adminRegistry.screens, page).toHaveProperty(page);
    }
    // Each tab's own address is one of its pages, so the tab is marked open on its own screen.
    for (const tab of SETTINGS_TABS) {
      const def = adminPages.find((d) => d.path === tab.path);
      expect(def?.page, tab.path).toBe(tab.page);
      expect(framed).toEqual(expect.arrayContaining([...tab.pages]));
    }
    expect([...framed].sort()).toEqual(
      [
        'settings',
        'companyInfo',
        'personal',
        'siteSettings',
        'themeWizard',
        'reviews',
        'paymentMethods',
        'addPaymentMethod',
        'paymentMethod',
        'assignZones',
        'emailSettings',
        'emailSetting',
        'contentBlocks',
        'addContentBlock',
        'contentBlock',
        'transactions',
      ].sort(),
    );
  });

  it('every built screen loads its component', async () => {
    const loads = Object.values(adminRegistry.screens);
    expect(loads.length).toBeGreaterThan(50);
    const components = await Promise.all(loads.map((load) => load?.()));
    for (const component of components) expect(typeof component).toBe('function');
  });
});
