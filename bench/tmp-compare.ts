// Temporary (not committed): old vs new search statements, alternated, in-process.
import { readFileSync } from 'node:fs';
import { type ProductListQuery, productListQuery } from '@shop/shared';
import pg from 'pg';
import { connect } from '../apps/api/src/db/client.ts';
import { listProducts } from '../apps/api/src/modules/catalogue/products.service.ts';
import { VISITOR } from '../apps/api/src/modules/catalogue/viewer.ts';

const old = JSON.parse(readFileSync('/tmp/search-notes/old-statements.json', 'utf8')) as Record<
  string,
  { sql: string; params: unknown[] }
>;
const cases: [string, string, string][] = [
  ['Search, English ("hi-vis jacket")', 'hi-vis jacket', 'en'],
  ['Search, Arabic with diacritics ("قَمِيص بولو")', 'قَمِيص بولو', 'ar'],
  ['Search, SKU prefix', 'IW-HJ', 'en'],
  ['Search with a typo ("polo shrit")', 'polo shrit', 'en'],
];
const rounds = Number(process.argv[2] ?? 30);
const oldPool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/search_bench_old', max: 1 });
const fresh = connect('postgres://postgres@127.0.0.1:5432/search_bench', { max: 1 });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (const [title, q, lang] of cases) {
  const o = old[title];
  if (!o) throw new Error(title);
  const list: ProductListQuery = productListQuery.parse({ search: q, perPage: '20' });
  const to: number[] = [];
  const tn: number[] = [];
  let totals = '';
  for (let i = 0; i < rounds + 3; i += 1) {
    let t = performance.now();
    const r = await oldPool.query(o.sql, o.params);
    const a = performance.now() - t;
    t = performance.now();
    const n = await listProducts({ db: fresh.db, lang: lang as 'en' | 'ar', viewer: VISITOR }, list);
    const b = performance.now() - t;
    if (i >= 3) {
      to.push(a);
      tn.push(b);
    }
    totals = `old total ${(r.rows[0] as { total: number }).total}, new total ${n.meta.total}`;
  }
  console.log(
    `${q}: old median ${median(to).toFixed(1)} min ${Math.min(...to).toFixed(1)} ms, new median ${median(tn).toFixed(1)} min ${Math.min(...tn).toFixed(1)} ms (${totals})`,
  );
}
await oldPool.end();
await fresh.close();
