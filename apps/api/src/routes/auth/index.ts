import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { AccountsDeps } from '../../modules/users/customer-accounts.service.ts';
import { adminAuthRoutes } from './admin.ts';
import { salespersonAuthRoutes } from './salesperson.ts';
import { userAuthRoutes } from './user.ts';

/**
 * Signing in, out and up (`/api/auth/*`), its one route table: the admin, the salesperson and the
 * customer (whose form also signs salespeople in, ADR 0030). Contract: docs/api/auth.md.
 */
export const authArea: FastifyPluginAsync<{ db: Db; config: AppConfig; accounts: AccountsDeps }> = async (
  app,
  { db, config, accounts },
) => {
  const { env } = config;
  const limits = {
    loginPerMinute: env.RATE_LIMIT_LOGIN_PER_MINUTE,
    loginPerAddressPerMinute: env.RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE,
  };
  await app.register(adminAuthRoutes, {
    prefix: '/admin',
    db,
    ttlHours: env.ADMIN_TOKEN_TTL_HOURS,
    ...limits,
  });
  await app.register(salespersonAuthRoutes, {
    prefix: '/salesperson',
    db,
    ttlHours: env.ADMIN_TOKEN_TTL_HOURS,
    ...limits,
  });
  await app.register(userAuthRoutes, {
    prefix: '/user',
    deps: accounts,
    salespersonTtlHours: env.ADMIN_TOKEN_TTL_HOURS,
    accountPerMinute: env.RATE_LIMIT_ACCOUNT_PER_MINUTE,
    ...limits,
  });
};
