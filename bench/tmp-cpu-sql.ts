// Temporary (not committed): backend CPU per statement.
import { readFileSync } from 'node:fs';
import pg from 'pg';
const [db, nArg, ...sqls] = process.argv.slice(2);
const n = Number(nArg);
const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}` });
await client.connect();
const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;
const ticks = () => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(f[11]) + Number(f[12]);
};
for (const s of sqls) {
  for (let i = 0; i < 5; i += 1) await client.query(s);
  const t = ticks();
  for (let i = 0; i < n; i += 1) await client.query(s);
  console.log(`${(((ticks() - t) * 10) / n).toFixed(3)} ms  ${s.slice(0, 150)}`);
}
await client.end();
