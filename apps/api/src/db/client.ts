import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { StatementCache } from './statement-cache.ts';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** An open transaction: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction, for code that runs in either. */
export type DbOrTx = Db | Tx;
/** A database handle or an open transaction: both can run a statement. */
export type Queryable = Pick<Db, 'execute'>;

/** How Drizzle names a column declared without a name (every statement builder must agree). */
export const DB_CASING = 'snake_case';

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Bigint counts (count(*)) come back as strings by default; the shop's counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** One node-postgres pool and a Drizzle handle over it, for the embedded and external server alike. */
export function connect(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection dropped by the server (a restart, a failover, shutdown) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on(
    'error',
    options.onIdleError ?? ((error) => console.warn(`Database connection lost: ${error.message}`)),
  );
  // Statements run again and again are prepared on the server once per connection (ADR 0053).
  const statements = new StatementCache();
  pool.on('connect', (client) => statements.attach(client));
  const db = drizzle(pool, { schema, casing: DB_CASING });
  return { db, pool, close: () => pool.end() };
}
