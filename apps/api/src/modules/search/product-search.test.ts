import { normalizeSearchText } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  categories,
  products,
  productTags,
  productVariants,
  searchLexicon,
  tags,
  variantAttributes,
  variantAttributeValues,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
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
    await insertSiteSettings(t.database.db);
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
  const attributeId = async (code: string) =>
    (await t.database.db.select().from(variantAttributes).where(eq(variantAttributes.code, code)))[0]?.id;
  const categoryId = async (slug: string) =>
    (await t.database.db.select().from(categories).where(eq(categories.slug, slug)))[0]?.id;

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

  it('parses any input into a safe query in the database', async () => {
    const parse = async (q: string) => {
      const { rows } = await t.database.db.execute<{ query: string | null; phrase: string }>(
        sql`select query::text as query, phrase from shop_search_query(${q})`,
      );
      return rows[0];
    };
    // Operators typed by the shopper are word breaks; "poloshirt" (joined, from the titles) is an alternative.
    expect(await parse("polo ' & | ! shirt")).toEqual({
      query: "'polo' & 'shirt':* | 'poloshirt':*",
      phrase: 'polo shirt',
    });
    expect(await parse('!!!')).toEqual({ query: null, phrase: '' });
    expect(await parse("a:*b <-> c'd")).toMatchObject({ phrase: 'a b c d' });
    // At most 8 words are read.
    expect((await parse('polo '.repeat(20)))?.phrase.split(' ')).toHaveLength(8);
  });

  it('answers odd queries, control characters and NUL without error', async () => {
    for (const q of [
      "'",
      '&',
      '!!!',
      ':*',
      '\\',
      '%',
      '(((',
      '<->',
      "''",
      'a'.repeat(100),
      'x '.repeat(50),
    ]) {
      const found = await search(q);
      expect(Array.isArray(found.items), q.slice(0, 20)).toBe(true);
    }
    for (const raw of ['%00', 'polo%00shirt', '%07%1B%5B31m', '%C2%85', '%00%00%00', 'a'.repeat(5000)]) {
      const res = await t.api({ method: 'GET', url: `/api/front/products?search=${raw}` });
      expect(res.statusCode, raw).toBeLessThan(500);
    }
    // The shop's text rule (ADR 0031) refuses control characters in any query, the search box
    // included, with the translated error; the parser, reached by no such text, still reads one
    // as a space.
    const refused = await t.api({
      method: 'GET',
      url: `/api/front/products?search=${encodeURIComponent('polo\u0000shirt')}`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation', errors: { search: [expect.any(String)] } });
    expect(parseProductSearch('polo\u0000shirt\u0007')).toEqual({ text: 'polo shirt' });
  });

  it('finds plurals, single typos and joined, hyphenated or spaced forms', async () => {
    expect(await skus('cardigans')).toEqual(['MY-KN-CBL']);
    expect(await skus('polos')).toContain('NG-PL-PIQ');
    expect(await skus('cardigen')).toEqual(['MY-KN-CBL']);
    expect(await skus('oxfrod')).toEqual(['NG-SH-OXF']);
    expect(await skus('oxford shrit')).toEqual(['NG-SH-OXF']);
    for (const q of ['tshirt', 't-shirt', 't shirt', 'tshirts', 'T-Shirts']) {
      expect((await skus(q))[0], q).toBe('NG-TS-CRW');
    }
    expect(await skus('crewneck')).toEqual(['NG-TS-CRW']);
    // Arabic: the article, the sound plural ات, a broken plural, taa marbuta typed as haa.
    expect(await skus('السترة')).toEqual(['MY-KN-CBL']);
    expect(await skus('سترات')).toEqual(['MY-KN-CBL']);
    expect(await skus('التيشيرتات')).toContain('NG-TS-CRW');
    expect(await skus('قمصان اكسفورد')).toEqual(['NG-SH-OXF']);
    // A word no product has, with no near word either, still matches nothing.
    expect(await skus('qamis bolo')).toEqual([]);
    expect(await skus('zzzzzz')).toEqual([]);
    // Digits are never corrected: a SKU or barcode one digit off is another product.
    expect(await skus('5038291000014')).toEqual([]);
  });

  it('finds words that live in the variants the product page shows (colours, sizes)', async () => {
    expect(await skus('navy polo')).toEqual(['NG-PL-PIQ']);
    expect(await skus('بولو كحلي')).toEqual(['NG-PL-PIQ']);
    expect(await skus('polo l')).toEqual(['NG-PL-PIQ']);
    // The XL variant is unavailable: its size is not in the document.
    expect(await skus('polo xl')).toEqual([]);
    const xl = await t.database.db
      .update(productVariants)
      .set({ status: 'available' })
      .where(eq(productVariants.code, 'NG-PL-PIQ-NV-X'))
      .returning({ id: productVariants.id });
    expect(xl).toHaveLength(1);
    expect(await skus('polo xl')).toEqual(['NG-PL-PIQ']);
    // Renaming a colour renames it in the document; a stock change leaves the document alone.
    await t.database.db
      .update(variantAttributeValues)
      .set({ name: { en: 'Midnight', ar: 'ليلي' } })
      .where(eq(variantAttributeValues.code, 'navy'));
    expect(await skus('midnight polo')).toEqual(['NG-PL-PIQ']);
    expect(await skus('بولو ليلي')).toEqual(['NG-PL-PIQ']);
    const version = async () =>
      (
        await t.database.db.execute<{ xmin: string }>(
          sql`select xmin::text from product_search where product_id = ${fixture.id('NG-PL-PIQ')}`,
        )
      ).rows[0]?.xmin;
    const before = await version();
    await t.database.db
      .update(productVariants)
      .set({ qty: 7 })
      .where(eq(productVariants.productId, fixture.id('NG-PL-PIQ')));
    await t.database.db.update(products).set({ qty: 14, price: 900 }).where(eq(products.sku, 'NG-PL-PIQ'));
    expect(await version()).toBe(before);
    expect(await skus('midnight polo')).toEqual(['NG-PL-PIQ']);
    // A new variant brings its colour; deleted variants take theirs away.
    const colour = await attributeId('colour');
    if (colour === undefined) throw new Error('colour attribute');
    await t.database.db
      .insert(variantAttributeValues)
      .values({ attributeId: colour, code: 'sand', name: { en: 'Sand', ar: 'رملي' } });
    await t.database.db.insert(productVariants).values({
      productId: fixture.id('NG-SH-OXF'),
      code: 'NG-SH-OXF-SD-M',
      price: 1499,
      options: { colour: 'sand', size: 'M' },
      optionKey: 'colour=sand;size=M',
    });
    expect(await skus('sand oxford')).toEqual(['NG-SH-OXF']);
    await t.database.db.delete(productVariants).where(eq(productVariants.productId, fixture.id('NG-PL-PIQ')));
    expect(await skus('midnight polo')).toEqual([]);
    expect(await skus('polo shirt')).toContain('NG-PL-PIQ');
  });

  it('corrects typos only towards words of visible products, and follows visibility changes', async () => {
    const lexicon = async (word: string) =>
      (await t.database.db.select().from(searchLexicon).where(eq(searchLexicon.word, word)))[0]?.products ??
      0;
    // "Discontinued Vest" is hidden: its words are not in the vocabulary.
    expect(await lexicon('discontinued')).toBe(0);
    expect(await skus('discontinud')).toEqual([]);
    await t.database.db.update(products).set({ status: 'available' }).where(eq(products.sku, 'NG-VS-OLD'));
    expect(await lexicon('discontinued')).toBe(1);
    expect(await skus('discontinud')).toEqual(['NG-VS-OLD']);
    await t.database.db.update(products).set({ status: 'unavailable' }).where(eq(products.sku, 'NG-VS-OLD'));
    expect(await lexicon('discontinued')).toBe(0);
    expect(await skus('discontinud')).toEqual([]);
    // A renamed title brings its words; the counts always equal the visible products holding them.
    await t.database.db
      .update(products)
      .set({ title: { en: 'Linen Overshirt', ar: 'قميص كتان' } })
      .where(eq(products.sku, 'NG-SH-LIN'));
    expect(await lexicon('overshirt')).toBe(1);
    await t.database.db
      .update(products)
      .set({ title: { en: 'Linen Shirt', ar: 'قميص كتان' } })
      .where(eq(products.sku, 'NG-SH-LIN'));
    expect(await lexicon('overshirt')).toBe(0);
    const { rows } = await t.database.db.execute<{ stale: number }>(sql`
      select count(*)::int as stale from search_lexicon l
      where l.products <> (select count(*) from product_search s
                           where s.visible and l.word = any(tsvector_to_array(s.document)))`);
    expect(rows[0]?.stale).toBe(0);
  });

  it('ranks a title equal to the query first, then one that starts with it, over a higher text rank', async () => {
    const shirts = await categoryId('mens-shirts');
    if (shirts === undefined) throw new Error('category');
    await t.database.db.insert(products).values([
      {
        title: { en: 'Relaxed Linen Shirt in Linen Blend', ar: 'قميص كتان مريح من خليط الكتان' },
        slug: 'relaxed-linen-shirt',
        sku: 'NG-SH-RLX',
        price: 1500,
        categoryId: shirts,
      },
      {
        title: { en: 'Classic Oxford Weave Oxford Shirt', ar: 'قميص بنسيج أكسفورد كلاسيكي' },
        slug: 'classic-oxford-weave',
        sku: 'NG-SH-OXW',
        price: 1500,
        categoryId: shirts,
      },
    ]);
    const rank = async (q: string, sku: string) => {
      const { rows } = await t.database.db.execute<{ rank: number }>(sql`
        select ts_rank(s.document, q.ranking) as rank
        from products p join product_search s on s.product_id = p.id, shop_search_query(${q}) q
        where p.sku = ${sku}`);
      return rows[0]?.rank ?? 0;
    };
    // Full-text rank alone would put the longer titles first…
    expect(await rank('linen shirt', 'NG-SH-RLX')).toBeGreaterThan(await rank('linen shirt', 'NG-SH-LIN'));
    expect(await rank('oxford', 'NG-SH-OXW')).toBeGreaterThan(await rank('oxford', 'NG-SH-OXF'));
    // …but the exact title leads, and a title that starts with the query comes before the rest.
    expect((await skus('linen shirt')).slice(0, 2)).toEqual(['NG-SH-LIN', 'NG-SH-RLX']);
    expect((await skus('Oxford')).slice(0, 2)).toEqual(['NG-SH-OXF', 'NG-SH-OXW']);
    expect((await skus('قميص كتان'))[0]).toBe('NG-SH-LIN');
    // A SKU typed in full leads too.
    expect((await skus('ng-sh-oxw'))[0]).toBe('NG-SH-OXW');
  });

  it('lets two transactions write the catalogue at once without a deadlock on shared words', async () => {
    const a = await t.database.pool.connect();
    const b = await t.database.pool.connect();
    const retitle = (sku: string, en: string, ar: string) => ({
      text: 'update products set title = $1 where sku = $2',
      values: [{ en, ar }, sku],
    });
    try {
      await a.query('begin');
      await b.query('begin');
      // Applied statement by statement, the vocabulary counts would make A hold "jacket" while B
      // holds "apple" and waits for "jacket", and A's second statement wait for "apple".
      await a.query(retitle('NG-SH-OXF', 'Zebra Jacket', 'جاكيت زيبرا'));
      const second = b.query(retitle('NG-SH-LIN', 'Apple Jacket', 'جاكيت تفاحي'));
      await a.query(retitle('MY-KN-CBL', 'Apple Cardigan', 'كارديغان تفاحي'));
      await a.query('commit');
      await second;
      await b.query('commit');
    } finally {
      a.release();
      b.release();
    }
    expect((await skus('apple')).sort()).toEqual(['MY-KN-CBL', 'NG-SH-LIN']);
    expect(await skus('zebra jaket')).toEqual(['NG-SH-OXF']);
    const { rows } = await t.database.db.execute<{ stale: number; pending: number }>(sql`
      select (select count(*)::int from search_lexicon l
              where l.products <> (select count(*) from product_search s
                                   where s.visible and l.word = any(tsvector_to_array(s.document)))) as stale,
             (select count(*)::int from search_lexicon_pending) as pending`);
    expect(rows[0]).toEqual({ stale: 0, pending: 0 });
  });
});
