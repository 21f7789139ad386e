import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../apps/api/src/test/app.ts';
import { seed } from '../index.ts';
import { RELEVANCE_SET, type RelevanceCase } from './relevance-set.ts';

/** Recall below this, in either language, fails the suite (issue 8). */
const MIN_RECALL = 0.95;

interface Outcome {
  case: RelevanceCase;
  found: string[];
  missing: string[];
}

describe('search relevance on the demo catalogue', () => {
  const t = useTestApp();
  let uploadsDir = '';
  const outcomes: Outcome[] = [];
  let visible = new Set<string>();

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'shop-relevance-'));
    await seed(t.database.db, { uploadsDir, now: new Date('2026-11-01T10:00:00Z') });
    const { rows } = await t.database.pool.query<{ sku: string }>(
      `select sku from products where status <> 'unavailable'`,
    );
    visible = new Set(rows.map((r) => r.sku));
    // Every query as a shopper sends it: the first page at the shop's own page size.
    for (const c of RELEVANCE_SET) {
      const res = await t.api({
        method: 'GET',
        url: `/api/front/products?search=${encodeURIComponent(c.query)}`,
        lang: c.lang,
      });
      expect(res.statusCode, c.query).toBe(200);
      const found = (res.json().data.items as { sku: string }[]).map((i) => i.sku);
      outcomes.push({ case: c, found, missing: c.expected.filter((sku) => !found.includes(sku)) });
    }
  });
  afterAll(async () => {
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it('is a set of at least 40 queries in both languages about products the demo shows', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    for (const lang of ['en', 'ar'] as const) {
      expect(RELEVANCE_SET.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(20);
    }
    // A renamed or hidden demo product must be fixed here, not silently count as a miss.
    const unknown = RELEVANCE_SET.flatMap((c) => c.expected.filter((sku) => !visible.has(sku)));
    expect(unknown).toEqual([]);
  });

  it(`finds at least ${MIN_RECALL * 100} % of the expected products on the first page, per language`, () => {
    const summary = (['en', 'ar'] as const).map((lang) => {
      const mine = outcomes.filter((o) => o.case.lang === lang);
      const expected = mine.reduce((n, o) => n + o.case.expected.length, 0);
      const missing = mine.reduce((n, o) => n + o.missing.length, 0);
      return {
        lang,
        queries: mine.length,
        expected,
        found: expected - missing,
        recall: (expected - missing) / expected,
      };
    });
    const misses = outcomes
      .filter((o) => o.missing.length)
      .map((o) => `  [${o.case.lang}] "${o.case.query}" (${o.case.kind}): missing ${o.missing.join(', ')}`);
    console.log(
      [
        'Search relevance set:',
        ...summary.map(
          (s) =>
            `  ${s.lang}: recall ${(s.recall * 100).toFixed(1)} % (${s.found}/${s.expected} expected products, ${s.queries} queries)`,
        ),
        ...(misses.length ? ['Misses:', ...misses] : ['Misses: none']),
      ].join('\n'),
    );
    for (const s of summary) expect(s.recall, `${s.lang} recall`).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it('ranks an exact or prefix match of a title or SKU first', () => {
    const ranked = outcomes.filter((o) => o.case.first);
    expect(ranked.length).toBeGreaterThanOrEqual(10);
    for (const o of ranked) expect(o.found[0], `${o.case.lang} "${o.case.query}"`).toBe(o.case.first);
  });
});
