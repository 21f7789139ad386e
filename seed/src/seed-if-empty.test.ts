import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { admins } from '../../apps/api/src/db/schema/index.ts';
import {
  accountsWithPrintedPasswords,
  DemoPasswordsExposedError,
  type DemoState,
  seedIfEmpty,
  servedDemoAccounts,
} from '../../apps/api/src/db/seed-if-empty.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords.ts';
import { useTestApp } from '../../apps/api/src/test/app.ts';
import { DEMO_ACCOUNTS, type DemoAccount, demoData } from './index.ts';

/** Signs in where the account's kind signs in; the HTTP status says whether the password opened it. */
async function signInStatus(
  api: ReturnType<typeof useTestApp>['api'],
  account: DemoAccount,
  password: string,
): Promise<number> {
  const [url, payload] =
    account.kind === 'admin'
      ? ['/api/auth/admin/login', { email: account.login, password }]
      : account.kind === 'salesperson'
        ? ['/api/auth/salesperson/login', { email: account.login, password }]
        : ['/api/auth/user/login', { login: account.login, password }];
  return (await api({ method: 'POST', url, payload })).statusCode;
}

describe('the demo accounts of a shop other machines can reach (HOST=0.0.0.0)', () => {
  const t = useTestApp({ env: { HOST: '0.0.0.0', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' } });
  let state: DemoState;
  beforeAll(async () => {
    state = await seedIfEmpty(t.database.db, t.config, demoData, () => {});
  });

  it('are seeded with random passwords, printed once; the printed ones open nothing', async () => {
    expect(t.config.reachableFromNetwork).toBe(true);
    expect(state).toMatchObject({ seeded: true, passwordsGenerated: true });
    expect(state.accounts.map((a) => a.login)).toEqual(DEMO_ACCOUNTS.map((a) => a.login));
    for (const [i, account] of state.accounts.entries()) {
      const printed = DEMO_ACCOUNTS[i]?.password ?? '';
      expect(account.password).not.toBe(printed);
      expect(account.password.length).toBeGreaterThanOrEqual(12);
      expect(await signInStatus(t.api, account, printed), `${account.login} with the README password`).toBe(
        401,
      );
      expect(await signInStatus(t.api, account, account.password), account.login).toBe(200);
    }
    // The next start of this shop finds nothing to refuse and nothing to print.
    expect(await accountsWithPrintedPasswords(t.database.db, DEMO_ACCOUNTS)).toEqual([]);
    expect(await servedDemoAccounts(t.database.db, t.config, DEMO_ACCOUNTS)).toEqual([]);
  });

  it('refuses to serve a database whose demo accounts still have the printed passwords, naming HOST', async () => {
    const superAdmin = DEMO_ACCOUNTS[0];
    if (!superAdmin) throw new Error('no demo super admin');
    await t.database.db
      .update(admins)
      .set({ passwordHash: await hashPassword(superAdmin.password) })
      .where(sql`${admins.email} = ${superAdmin.login}`);

    const refusal = await servedDemoAccounts(t.database.db, t.config, DEMO_ACCOUNTS).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DemoPasswordsExposedError);
    const { message } = refusal as Error;
    expect(message).toContain('HOST=0.0.0.0');
    expect(message).toContain(superAdmin.login);
    expect(message).not.toContain('admin@wholesale.test'); // its password is still the random one
    expect(message).toContain('DEMO_ACCOUNTS_ON_NETWORK=true');
    expect(message.split('\n')).toHaveLength(1);

    // The explicit opt-in serves it; on the loopback address it is served and printed as before.
    const optIn = loadConfig({ HOST: '0.0.0.0', DEMO_ACCOUNTS_ON_NETWORK: 'true' });
    expect((await servedDemoAccounts(t.database.db, optIn, DEMO_ACCOUNTS)).map((a) => a.login)).toEqual([
      superAdmin.login,
    ]);
    const loopback = loadConfig({});
    expect(loopback.reachableFromNetwork).toBe(false);
    expect(await servedDemoAccounts(t.database.db, loopback, DEMO_ACCOUNTS)).toEqual([superAdmin]);
  });
});
