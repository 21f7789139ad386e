import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import { DB_CASING, type Db, type DbOrTx } from './client.ts';

/*
 * A statement built once per database handle and run again with new values (ADR 0053 "Third
 * pass"). Drizzle builds a query's SQL text from its column and table objects on every call; on
 * the checkout's hot paths that building was a fifth of the API's CPU. A prepared Drizzle query
 * (`.prepare(name)` with `sql.placeholder`s) is built once and only fills in its values; its name
 * also makes node-postgres prepare it on the server on each connection's first run.
 *
 * The query is bound to the handle it was built on (the pool), so this serves statements that run
 * outside a transaction. A handle is a key of a WeakMap: tests that build an app per database get
 * their own statements, and a closed handle's statements go with it.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect({ casing: DB_CASING });

/**
 * A statement of raw SQL whose text is built once (with `sql.placeholder`s for its values) and
 * that runs under `name` on any handle or open transaction: `preparedOn`'s saving for the
 * statements of a transaction, which a Drizzle prepared query (bound to the pool) cannot serve.
 * Rows come back as the statement names its columns, values as node-postgres parses them (the
 * same as `db.execute`). The name must be the text's alone: node-postgres refuses a name reused
 * for another text on one connection.
 */
export function namedStatement<Row extends Record<string, unknown>>(
  name: string,
  build: () => SQL,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const result = await db._.session
      .prepareQuery<PreparedQueryConfig & { execute: QueryResult<Row> }>(query, undefined, name, false)
      .execute(values);
    return result.rows;
  };
}
