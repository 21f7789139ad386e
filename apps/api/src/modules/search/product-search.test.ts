import { normalizeSearchText } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, productTags, tags } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createSiteSettings } from '../../test/fixtures.ts';
import { seedTestCatalogue } from '../catalogue/test-fixtures.ts';
import { parseProductSearch } from './product-search.ts';

/** Words that exercise every rule of the normaliser, in both languages. */
const WORDS = [
  'قميص أكسفورد رجالي',
  'أَكْسْفُورْد',
  'إكسفورد',
  'آكسفورد',
  'ٱلقميص',
  'مستشفى',
  'سترة صوفية',
  'مسؤول',
  'رئيس',
  'الْعَرَبِيَّـــة',
  'جـــمـــيـــل',
  'ﻻ',
  'ﷲ',
  'فارسی',
  '١٢٣٤٥٦٧٨٩٠',
  '۱۲۳',
  'Piqué Polo Shirt',
  'CRÈME Brûlée',
  'NG-PL-PIQ',
  'Crew Neck T-Shirt, Pack of 5',
  '',
];

describe('product search', () => {
  const t = useTestApp();
  let fixture: Awaited<ReturnType<typeof seedTestCatalogue>>;

  beforeAll(async () => {
    await createSiteSettings(t.database.db);
    fixture = await seedTestCatalogue(t.database.db, { extraProducts: 30 });
  });

  const search = async (q: string, qs = '') => {
    const res = await t.api({
      method: 'GET',
      url: `/api/front/products?search=${encodeURIComponent(q)}${qs}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: { sku: string; title: string }[]; meta: Record<string, unknown> };
  };
  const skus = async (q: string, qs = '') => (await search(q, qs)).items.map((i) => i.sku);

  it('the SQL normaliser of the migration agrees with normalizeSearchText on every word', async () => {
    const { rows } = await t.database.db.execute<{ word: string; normalised: string }>(
      sql`select w as word, shop_normalize(w) as normalised from unnest(string_to_array(${WORDS.join('|')}, '|')) as w`,
    );
    expect(rows).toHaveLength(WORDS.length);
    for (const row of rows) expect(row.normalised, row.word).toBe(normalizeSearchText(row.word));
  });

  it('an Arabic query finds the same product with or without diacritics and with any alef form', async () => {
    for (const q of ['أكسفورد', 'اكسفورد', 'أَكْسْفُورْد', 'إكسفورد', 'آكسفورد', 'قميص اكسفورد']) {
      expect(await skus(q), q).toContain('NG-SH-OXF');
    }
    // Taa marbuta typed as haa, and tatweel.
    expect(await skus('ستره صوفيه')).toEqual(['MY-KN-CBL']);
    expect(await skus('سـتـرة')).toEqual(['MY-KN-CBL']);
  });

  it('a SKU prefix finds the product and ranks it first', async () => {
    // "NG-SH" also matches every "NG…" product with a word starting "sh"; the SKU matches lead.
    expect((await skus('NG-SH')).slice(0, 2).sort()).toEqual(['NG-SH-LIN', 'NG-SH-OXF']);
    expect((await skus('ng-pl'))[0]).toBe('NG-PL-PIQ');
    expect((await skus('MY-KN-CBL'))[0]).toBe('MY-KN-CBL');
    // SKU prefixes outrank title words: "NG-BT-01" products come before other tees.
    const ranked = await skus('NG-BT-01', '&perPage=100');
    expect(ranked.slice(0, 10).every((s) => s.startsWith('NG-BT-01'))).toBe(true);
  });

  it('still finds polo shirts with a typo', async () => {
    expect(await skus('polo shrit')).toContain('NG-PL-PIQ');
    expect(await skus('qamis bolo')).toEqual([]);
  });

  it('matches the last word as a prefix, and searches barcodes, brands, categories and tags', async () => {
    expect(await skus('cable knit cardi')).toEqual(['MY-KN-CBL']);
    expect(await skus('5038291000013')).toEqual(['NG-PL-PIQ']);
    expect(await skus('mayfair')).toEqual(['MY-KN-CBL']);
    expect(await skus('مايفير')).toEqual(['MY-KN-CBL']);
    expect(await skus('knitwear')).toEqual(['MY-KN-CBL']);
    expect(await skus('organic')).toEqual(['NG-PL-PIQ']);
    expect(await skus('عرض الباقة')).toEqual(['NG-TS-CRW']);
    // Hidden products are never found.
    expect(await skus('discontinued vest')).toEqual([]);
  });

  it('ranks title matches above brand or category matches', async () => {
    // "shirt" is in four titles, and (as a prefix of "shirts") in the category of every tee.
    const found = await search('shirt', '&perPage=100');
    expect(found.meta.total).toBe(34);
    expect(
      found.items
        .slice(0, 4)
        .map((i) => i.sku)
        .sort(),
    ).toEqual(['NG-PL-PIQ', 'NG-SH-LIN', 'NG-SH-OXF', 'NG-TS-CRW']);
  });

  it('paginates search results with the right meta', async () => {
    const first = await search('basic tee', '&perPage=7');
    expect(first.meta).toMatchObject({ total: 30, page: 1, perPage: 7, pageCount: 5, sort: 'relevance' });
    expect(first.items).toHaveLength(7);
    const last = await search('basic tee', '&perPage=7&page=5');
    expect(last.items).toHaveLength(2);
    const all = new Set<string>();
    for (let page = 1; page <= 5; page += 1) {
      for (const item of (await search('basic tee', `&perPage=7&page=${page}`)).items) all.add(item.sku);
    }
    expect(all.size).toBe(30);
    // A search can be sorted otherwise and combined with filters.
    const titled = await search('shirt', '&sort=title&category=mens-shirts');
    expect(titled.items.map((i) => i.title)).toEqual(['Linen Shirt', 'Oxford Shirt']);
    expect(titled.meta.sort).toBe('title');
  });

  it('keeps the search document up to date when a brand is renamed or a tag added', async () => {
    await t.database.db
      .update(brands)
      .set({ name: { en: 'Mayfair Looms Ltd', ar: 'مايفير لومز' } })
      .where(eq(brands.id, fixture.brands.mayfair.id));
    expect(await skus('looms ltd')).toEqual(['MY-KN-CBL']);
    const [summer] = await t.database.db
      .insert(tags)
      .values({ name: { en: 'Summer edit', ar: 'تشكيلة الصيف' }, slug: 'summer' })
      .returning();
    if (!summer) throw new Error('tag');
    await t.database.db.insert(productTags).values({ productId: fixture.id('NG-SH-LIN'), tagId: summer.id });
    expect(await skus('summer edit')).toEqual(['NG-SH-LIN']);
    expect(await skus('تشكيله الصيف')).toEqual(['NG-SH-LIN']);
    await t.database.db.delete(productTags).where(eq(productTags.tagId, summer.id));
    expect(await skus('summer edit')).toEqual([]);
  });

  it('builds a safe tsquery from any input', () => {
    expect(parseProductSearch("polo ' & | ! shirt")).toMatchObject({ tsquery: "'polo' & 'shirt':*" });
    expect(parseProductSearch('!!!')).toMatchObject({ tsquery: null });
    expect(parseProductSearch('50%_off')).toMatchObject({ skuPattern: '50\\%\\_OFF%' });
  });

  it('answers odd queries without error', async () => {
    for (const q of ["'", '&', '!!!', ':*', '\\', '%', '(((']) {
      const found = await search(q);
      expect(Array.isArray(found.items)).toBe(true);
    }
  });
});
