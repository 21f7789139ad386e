// Temporary (not committed): backend CPU time per search statement, old vs new (robust under load).
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
const n = Number(process.argv[2] ?? 200);
const newDb = process.argv[3] ?? 'search_bench';
const ticks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(f[11]) + Number(f[12]); // utime + stime, in 1/100 s
};
const oldPool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/search_bench_old', max: 1 });
const fresh = connect(`postgres://postgres@127.0.0.1:5432/${newDb}`, { max: 1 });
const pidOf = async (pool: pg.Pool) =>
  ((await pool.query('select pg_backend_pid() as pid')) as { rows: { pid: number }[] }).rows[0]?.pid as number;
for (const [title, q, lang] of cases) {
  const o = old[title];
  if (!o) throw new Error(title);
  const list: ProductListQuery = productListQuery.parse({ search: q, perPage: '20' });
  const ctx = { db: fresh.db, lang: lang as 'en' | 'ar', viewer: VISITOR };
  for (let i = 0; i < 5; i += 1) {
    await oldPool.query(o.sql, o.params);
    await listProducts(ctx, list);
  }
  const oldPid = await pidOf(oldPool);
  let t = ticks(oldPid);
  for (let i = 0; i < n; i += 1) await oldPool.query(o.sql, o.params);
  const a = ((ticks(oldPid) - t) * 10) / n;
  const newPid = await pidOf(fresh.pool);
  t = ticks(newPid);
  for (let i = 0; i < n; i += 1) await listProducts(ctx, list);
  const b = ((ticks(newPid) - t) * 10) / n;
  console.log(`${q}: backend CPU per search: old ${a.toFixed(2)} ms, new ${b.toFixed(2)} ms`);
}
await oldPool.end();
await fresh.close();
