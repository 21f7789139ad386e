import type pg from 'pg';

/**
 * Server-side prepared statements for the statements a pool runs again and again (ADR 0053
 * "Speed"). An unnamed statement is parsed, analysed and planned by PostgreSQL on every run; the
 * checkout's one statement for the cart spent more time being planned than being executed, so a
 * quote cost the database 2.6 ms of CPU unnamed and 0.8 ms prepared. node-postgres prepares a
 * statement when it is given a name; this names a statement from its second run on (a bulk insert
 * or a one-off query is never kept), the same name for the same text on every connection of the
 * pool, and keeps at most `perConnection` of them on each connection, so a connection's server
 * memory stays bounded whatever runs on it. PostgreSQL still re-plans a prepared statement for its
 * values while a generic plan would cost more (plan_cache_mode auto), and replans it after any
 * change to the tables it reads.
 *
 * Only statements given as a config object with text are named (Drizzle's, the pool's); a plain
 * string such as `begin` or `commit` goes as it is.
 */
export interface StatementCacheOptions {
  /** Runs of one text before it is prepared. */
  after: number;
  /** Prepared statements kept on one connection; beyond it, new texts run unnamed. */
  perConnection: number;
  /** Distinct texts counted before the counts start again (bounds the process's memory). */
  countedTexts: number;
}

export const STATEMENT_CACHE_DEFAULTS: StatementCacheOptions = {
  after: 2,
  perConnection: 100,
  countedTexts: 5_000,
};

type QueryConfig = { text?: unknown; name?: unknown };

/** One pool's statement names: its texts' run counts and the name each repeated text was given. */
export class StatementCache {
  private readonly runs = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private readonly prepared = new WeakMap<pg.ClientBase, Set<string>>();

  constructor(private readonly options: StatementCacheOptions = STATEMENT_CACHE_DEFAULTS) {}

  /** Wraps `client.query` so that repeated statements run under their name. */
  attach(client: pg.ClientBase): void {
    const query = client.query;
    const cache = this;
    // biome-ignore lint/suspicious/noExplicitAny: client.query has many overloads; the wrapper forwards each unchanged.
    (client as any).query = function namedQuery(this: pg.ClientBase, ...args: unknown[]) {
      const config = args[0];
      if (config && typeof config === 'object' && !(config as QueryConfig).name) {
        const text = (config as QueryConfig).text;
        if (typeof text === 'string') {
          const name = cache.nameFor(client, text);
          if (name) (config as QueryConfig).name = name;
        }
      }
      // biome-ignore lint/suspicious/noExplicitAny: forwards whatever overload the caller used.
      return (query as any).apply(this, args);
    };
  }

  /** The name `text` runs under on `client`, or undefined to run it unnamed. */
  nameFor(client: pg.ClientBase, text: string): string | undefined {
    const known = this.names.get(text);
    let onClient = this.prepared.get(client);
    if (known && onClient?.has(known)) return known;
    if (!known) {
      const runs = (this.runs.get(text) ?? 0) + 1;
      if (runs < this.options.after) {
        if (this.runs.size >= this.options.countedTexts) this.runs.clear();
        this.runs.set(text, runs);
        return undefined;
      }
      this.runs.delete(text);
    }
    if (!onClient) {
      onClient = new Set();
      this.prepared.set(client, onClient);
    }
    if (onClient.size >= this.options.perConnection) return undefined;
    const name = known ?? `shop_${this.names.size + 1}`;
    if (!known) {
      // The names are never reused for another text: a connection that prepared `shop_7` holds it.
      if (this.names.size >= this.options.countedTexts * 4) return undefined;
      this.names.set(text, name);
    }
    onClient.add(name);
    return name;
  }
}
