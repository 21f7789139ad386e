import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { connect, type Database } from './client.ts';
import { preparedOn } from './prepared.ts';

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
});
