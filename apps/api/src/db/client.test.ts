import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.ts';
import { connect } from './client.ts';

describe('database pool', () => {
  it('survives the server dropping an idle connection and reconnects on the next query', async () => {
    const test = await createTestDatabase();
    const errors: Error[] = [];
    const database = connect(test.url, { max: 2, onIdleError: (error) => errors.push(error) });
    try {
      const client = await database.pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      client.release();
      // Another session kills our idle connection, as a server restart would.
      const killer = connect(test.url, { max: 1 });
      await killer.pool.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await killer.close();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const again = await database.pool.query<{ ok: number }>('select 1 as ok');
      expect(again.rows[0]?.ok).toBe(1);
    } finally {
      await database.close();
      await test.drop();
    }
  });
});
