import type { Db } from './client.ts';

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
