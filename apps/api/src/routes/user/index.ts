import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { AccountsDeps } from '../../modules/users/customer-accounts.service.ts';
import { buyerRoutes } from '../ordering.ts';
import { userAddressRoutes } from './addresses.ts';
import { userApprovalFormRoutes } from './approval-form.ts';
import { userDashboardRoutes } from './dashboard.ts';
import { userInvoiceRoutes } from './invoices.ts';
import { userOrderRoutes } from './orders.ts';
import { userProfileRoutes } from './profile.ts';
import { userRefundRoutes } from './refunds.ts';
import { userSavedProductRoutes } from './saved-products.ts';

/**
 * The customer area (`/api/user/*`): every route needs a live token of kind `user`; the gate
 * lives here once, ownership checks in the services. Contract: docs/api/customer-accounts.md.
 */
export const userAreaRoutes: FastifyPluginAsync<{
  deps: AccountsDeps;
  config: AppConfig;
}> = async (app, opts) => {
  // Before the body is read or validated: a caller without a user token learns nothing else. The
  // gate is the token alone, so a route may check it in its own statement (the quote).
  app.addHook('onRequest', app.requireAuth('user', { deferrable: true }));
  await app.register(userProfileRoutes, { deps: opts.deps });
  await app.register(userAddressRoutes, { db: opts.deps.db });
  await app.register(userApprovalFormRoutes, { db: opts.deps.db });
  await app.register(userSavedProductRoutes, { db: opts.deps.db });
  await app.register(userOrderRoutes, { db: opts.deps.db });
  if (opts.config.deployment.flags.isInvoicesEnabled) {
    await app.register(userInvoiceRoutes, { db: opts.deps.db, deployment: opts.config.deployment });
  }
  await app.register(userDashboardRoutes, { db: opts.deps.db, config: opts.config });
  await app.register(userRefundRoutes, { db: opts.deps.db, config: opts.config });
  await app.register(buyerRoutes, {
    db: opts.deps.db,
    config: opts.config,
    customerIdOf: () => null,
  });
};
