import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { connect, type Database } from './client.ts';
import { namedStatement, preparedOn } from './prepared.ts';

describe('statements built once per handle (ADR 0053 "Third pass")', () => {
  let database: TestDatabase;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = connect(database.url, { max: 2 });
    second = connect(database.url, { max: 2 });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('builds once per handle, runs with each call’s values on every connection', async () => {
    let builds = 0;
    const plusOne = preparedOn((db) => {
      builds += 1;
      return db
        .select({ n: sql<number>`${sql.placeholder('n')}::int + 1` })
        .from(sql`(select 1) as one`)
        .prepare('test_plus_one');
    });
    // More calls at once than the pool has connections: each connection prepares it on its own.
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => plusOne(first.db).execute({ n })));
    expect(answers.map(([row]) => row?.n)).toEqual([2, 3, 4, 5, 6]);
    expect(builds).toBe(1);
    expect(await plusOne(second.db).execute({ n: 41 })).toEqual([{ n: 42 }]);
    expect(builds).toBe(2);
    const { rows } = await first.pool.query<{ name: string }>(
      "select name from pg_prepared_statements where name = 'test_plus_one'",
    );
    expect(rows).toEqual([{ name: 'test_plus_one' }]);
  });

  it('a named statement is built once and runs inside a transaction, on that transaction’s connection', async () => {
    await first.db.execute(sql`create table named_test (id int primary key, qty int not null)`);
    let builds = 0;
    const take = namedStatement<{ id: number; left: number }>('test_take', () => {
      builds += 1;
      return sql`update named_test set qty = qty - ${sql.placeholder('qty')}
        where id = any(${sql.placeholder('ids')}::int[]) returning id, qty as "left"`;
    });
    await first.db.execute(sql`insert into named_test values (1, 5), (2, 5)`);
    const inside = await first.db
      .transaction(async (tx) => {
        const rows = await take(tx, { qty: 2, ids: [1, 2] });
        // Prepared on the server under its name, on the transaction's connection.
        const { rows: named } = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_prepared_statements where name = 'test_take'`,
        );
        expect(named).toEqual([{ n: 1 }]);
        // The transaction sees its own write; the pool's other connection does not yet.
        const { rows: outside } = await first.pool.query('select qty from named_test where id = 1');
        expect(outside).toEqual([{ qty: 5 }]);
        tx.rollback();
        return rows;
      })
      .catch((error: unknown) => error);
    expect(inside).toBeInstanceOf(Error);
    const { rows: after } = await first.pool.query('select id, qty from named_test order by id');
    expect(after).toEqual([
      { id: 1, qty: 5 },
      { id: 2, qty: 5 },
    ]);
    expect(await take(first.db, { qty: 1, ids: [2] })).toEqual([{ id: 2, left: 4 }]);
    expect(await take(first.db, { qty: 1, ids: [] })).toEqual([]);
    expect(builds).toBe(1);
  });
});
