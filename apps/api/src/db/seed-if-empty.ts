import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import { verifyPassword } from '../modules/auth/passwords.ts';
import type { Db } from './client.ts';
import { admins, salespeople, users } from './schema/index.ts';

/** An account of the demo shop, with the password the README prints. */
export interface DemoAccount {
  /** The table the account lives in. */
  kind: 'admin' | 'salesperson' | 'customer';
  role: string;
  /** Email the account logs in with. */
  login: string;
  password: string;
}

/**
 * The demo shop, handed in by whoever starts the API (scripts/start.mjs, the seed workspace's
 * db:seed): the API holds no demo data and never imports the seed workspace (ADR 0042).
 */
export interface DemoData {
  accounts: readonly DemoAccount[];
  /** Fills an empty, migrated database in one transaction, writing its pictures under uploadsDir. */
  seed(
    db: Db,
    options: {
      uploadsDir: string;
      logger: (message: string) => void;
      /** Passwords that replace the printed ones, by e-mail (a shop reachable from the network). */
      passwords?: ReadonlyMap<string, string>;
    },
  ): Promise<unknown>;
}

export interface DemoState {
  seeded: boolean;
  /** The accounts to print at start, with the passwords they have now. */
  accounts: DemoAccount[];
  /** The passwords are random ones made for this seed: printed this once, never again. */
  passwordsGenerated: boolean;
}

/**
 * A shop that other machines can reach must not be entered with the README's passwords: unless
 * `DEMO_ACCOUNTS_ON_NETWORK` says otherwise, its demo accounts get random ones (ADR 0029).
 */
function guardsDemoPasswords(config: AppConfig): boolean {
  return config.reachableFromNetwork && !config.env.DEMO_ACCOUNTS_ON_NETWORK;
}

/**
 * Seeds the demo shop on a database without any admin (a fresh install). The demo accounts get
 * the printed passwords, or random ones when the shop is reachable from the network.
 */
export async function seedIfEmpty(
  db: Db,
  config: AppConfig,
  demo: DemoData,
  log: (msg: string) => void,
): Promise<DemoState> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  if ((row?.n ?? 0) > 0) return { seeded: false, accounts: [], passwordsGenerated: false };
  log('Empty database: seeding the demo shop…');
  const started = Date.now();
  const generated = guardsDemoPasswords(config);
  const accounts = generated
    ? demo.accounts.map((a) => ({ ...a, password: randomBytes(9).toString('base64url') }))
    : [...demo.accounts];
  await demo.seed(db, {
    uploadsDir: config.uploadsDir,
    logger: log,
    ...(generated ? { passwords: new Map(accounts.map((a) => [a.login, a.password])) } : {}),
  });
  log(`Seeded in ${Date.now() - started} ms`);
  return { seeded: true, accounts, passwordsGenerated: generated };
}

/** The demo accounts that still exist with the password the README prints. */
export async function accountsWithPrintedPasswords(
  db: Db,
  accounts: readonly DemoAccount[],
): Promise<DemoAccount[]> {
  const tables = { admin: admins, salesperson: salespeople, customer: users } as const;
  const still = await Promise.all(
    accounts.map(async (account) => {
      const table = tables[account.kind];
      const [found] = await db
        .select({ hash: table.passwordHash })
        .from(table)
        .where(sql`lower(${table.email}) = ${account.login.toLowerCase()}`)
        .limit(1);
      return found && (await verifyPassword(found.hash, account.password)) ? account : null;
    }),
  );
  return still.filter((a): a is DemoAccount => a !== null);
}

/** A reachable shop whose demo accounts still open with the printed passwords. */
export class DemoPasswordsExposedError extends Error {
  constructor(host: string, accounts: DemoAccount[]) {
    super(
      `HOST=${host} lets other machines reach the shop, but ${accounts.map((a) => a.login).join(', ')} ` +
        'still sign in with the passwords the README prints: set HOST=127.0.0.1 to keep the shop on this machine, ' +
        'change those passwords (or run "npm run db:reset" with this HOST, which gives them random ones), ' +
        'or set DEMO_ACCOUNTS_ON_NETWORK=true to serve them anyway.',
    );
    this.name = 'DemoPasswordsExposedError';
  }
}

/**
 * The demo accounts a start may print: those still on their printed passwords. A shop reachable
 * from the network refuses to serve them (DemoPasswordsExposedError, naming HOST) unless
 * DEMO_ACCOUNTS_ON_NETWORK allows it.
 */
export async function servedDemoAccounts(
  db: Db,
  config: AppConfig,
  accounts: readonly DemoAccount[],
): Promise<DemoAccount[]> {
  const printed = await accountsWithPrintedPasswords(db, accounts);
  if (printed.length > 0 && guardsDemoPasswords(config)) {
    throw new DemoPasswordsExposedError(config.env.HOST, printed);
  }
  return printed;
}
