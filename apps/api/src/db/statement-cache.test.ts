import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { StatementCache } from './statement-cache.ts';

/** The statements prepared on the connection that answers (pg_prepared_statements is per session). */
async function preparedOn(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>({
    text: 'select name from pg_prepared_statements order by name',
    name: 'test_prepared_list',
  });
  return rows.map((r) => r.name).filter((n) => n !== 'test_prepared_list');
}

describe('the statement cache (ADR 0053 "Speed")', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('prepares a statement from its second run on, and answers as an unnamed one does', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      new StatementCache({ after: 2, perConnection: 10, countedTexts: 100 }).attach(client);
      const run = (n: number) =>
        client.query<{ n: number }>({ text: 'select $1::int + 1 as n', values: [n] });
      expect((await run(1)).rows).toEqual([{ n: 2 }]);
      expect(await preparedOn(client)).toEqual([]);
      expect((await run(2)).rows).toEqual([{ n: 3 }]);
      expect((await run(3)).rows).toEqual([{ n: 4 }]);
      expect(await preparedOn(client)).toEqual(['shop_1']);
      // A plain string (begin, commit) is never named.
      await client.query('select 1');
      await client.query('select 1');
      expect(await preparedOn(client)).toEqual(['shop_1']);
    } finally {
      await client.end();
    }
  });

  it('keeps at most its bound on a connection, and the rest still run', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      new StatementCache({ after: 1, perConnection: 2, countedTexts: 100 }).attach(client);
      for (const k of [1, 2, 3, 4]) {
        const { rows } = await client.query<{ k: number }>({ text: `select ${k} as k`, values: [] });
        expect(rows).toEqual([{ k }]);
      }
      expect(await preparedOn(client)).toEqual(['shop_1', 'shop_2']);
    } finally {
      await client.end();
    }
  });

  it('gives one text one name on every connection of the shop’s pool, through failures too', async () => {
    const statement = sql`select count(*)::int as n from admins where email = ${'nobody@example.test'}`;
    for (let i = 0; i < 6; i += 1) {
      const { rows } = await database.db.execute<{ n: number }>(statement);
      expect(rows).toEqual([{ n: 0 }]);
    }
    // A statement that fails after it was prepared leaves the connection usable and the name valid.
    const failing = sql`select 1 / ${0}::int as n`;
    for (let i = 0; i < 3; i += 1) {
      await expect(database.db.execute(failing)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/division by zero/) },
      });
    }
    const { rows } = await database.db.execute<{ n: number }>(statement);
    expect(rows).toEqual([{ n: 0 }]);
    // Inside a transaction too.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1) {
        const { rows: inTx } = await tx.execute<{ n: number }>(statement);
        expect(inTx).toEqual([{ n: 0 }]);
      }
    });
  });
});
