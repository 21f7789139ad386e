import { environments, type RouteRecordKind } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogs, pages } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { seedTestCatalogue } from '../catalogue/test-fixtures.ts';
import { RECORD_LOOKUPS, spaPageExists } from './page-exists.ts';

describe('spaPageExists', () => {
  const t = useTestApp();
  const v2 = environments.testing_v2.flags;
  const v3 = environments.testing_v3.flags;
  const exists = (path: string, flags = v2) => spaPageExists(t.database.db, flags, path);

  beforeAll(async () => {
    const { db } = t.database;
    await seedTestCatalogue(db);
    await db.insert(pages).values([
      {
        url: 'help/delivery',
        title: { en: 'Delivery', ar: 'التوصيل' },
        body: { en: '<p>x</p>', ar: '<p>x</p>' },
      },
      { url: 'about-us', title: { en: 'About us', ar: 'من نحن' }, body: { en: '<p>x</p>', ar: '<p>x</p>' } },
      {
        url: 'old-offer',
        title: { en: 'Old offer', ar: 'عرض قديم' },
        body: { en: '<p>x</p>', ar: '<p>x</p>' },
        active: false,
      },
    ]);
    await db.insert(blogs).values([
      {
        slug: 'packing-tips',
        title: { en: 'Tips', ar: 'نصائح' },
        body: { en: 'x', ar: 'x' },
        author: 'Layla',
      },
      {
        slug: 'draft-post',
        title: { en: 'Draft', ar: 'مسودة' },
        body: { en: 'x', ar: 'x' },
        author: 'Layla',
        published: false,
      },
      {
        slug: 'next-week',
        title: { en: 'Soon', ar: 'قريباً' },
        body: { en: 'x', ar: 'x' },
        author: 'Layla',
        publishedAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      },
    ]);
  });

  it('finds the pages of rows the storefront shows', async () => {
    for (const path of [
      '/productDetails/oxford-shirt',
      // An out-of-stock product is still shown, with its badge.
      '/productDetails/linen-shirt',
      '/category/mens-shirts',
      '/main-category/men',
      '/brand/northgate',
      '/blogs/packing-tips',
      '/menus/gallery/best-sellers',
      '/menus/gallery/best-sellers/2',
      '/about-us',
      '/help/delivery',
      '/Help/Delivery/',
    ]) {
      expect(await exists(path), path).toBe(true);
    }
  });

  it('does not find rows that are missing or hidden from the storefront', async () => {
    for (const path of [
      '/productDetails/no-such-shirt',
      '/productDetails/discontinued-vest',
      '/category/no-such-category',
      '/main-category/kids',
      '/brand/hidden-brand',
      '/blogs/no-such-post',
      '/blogs/draft-post',
      '/blogs/next-week',
      '/menus/gallery/draft-menu',
      '/services',
      '/help/missing',
      '/old-offer',
      // Characters no slug holds are never sent to PostgreSQL (NUL would fail there).
      '/productDetails/a%00b',
      `/productDetails/${'x'.repeat(300)}`,
    ]) {
      expect(await exists(path), path).toBe(false);
    }
  });

  it('follows the deployment’s flags', async () => {
    expect(await exists('/dashboard', v2)).toBe(true);
    expect(await exists('/dashboard', v3)).toBe(false);
    expect(await exists('/admin-panel/secure/refunds', environments.testing_v1.flags)).toBe(false);
    expect(await exists('/admin-panel/secure/refunds', v2)).toBe(true);
  });

  it('looks each kind of row up through an index, never a scan of its table', async () => {
    // Each slug (and lower(url) of pages) has a unique index; with tables this small the planner
    // may pick another index of the table (its status), so the test asks for any index.
    for (const kind of Object.keys(RECORD_LOOKUPS) as RouteRecordKind[]) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${RECORD_LOOKUPS[kind]('some-slug')}`);
        return result.rows.map((r) => String(Object.values(r)[0])).join('\n');
      });
      expect(plan, kind).toMatch(/Index (Only )?Scan/);
      expect(plan, kind).not.toMatch(/Seq Scan/);
    }
  });
});
