import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../db/client.ts';
import { ensureDatabase } from '../db/embedded.ts';

export interface TestDatabase extends Database {
  url: string;
  drop(): Promise<void>;
}

function urlFor(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, migrated database of its own for one test file (cloned from the run's template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  // The global setup's pid names the databases so its teardown can find leftovers.
  const name = `t_${process.ppid}_${randomBytes(5).toString('hex')}`;
  await ensureDatabase(adminUrl, name, inject('pgTemplate'));
  const url = urlFor(adminUrl, name);
  const database = connect(url, { max: 4 });
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
