import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { BuildInfo } from '../lib/build-info.ts';
import type { AccountsDeps } from '../modules/users/customer-accounts.service.ts';
import { adminArea } from './admin/index.ts';
import { authArea } from './auth/index.ts';
import { frontArea } from './front/index.ts';
import { pageAliasRoutes } from './front/page-aliases.ts';
import { paymentsWebhookRoutes } from './payments-webhooks.ts';
import { salespersonRoutes } from './salesperson/index.ts';
import { seoRoutes } from './seo.ts';
import { systemRoutes } from './system.ts';
import { uploadVariantRoutes } from './uploads.ts';
import { userAreaRoutes } from './user/index.ts';

export interface RouteOptions {
  db: Db;
  config: AppConfig;
  /** What the customer account services need (mailer, bot check, token lifetimes). */
  accounts: AccountsDeps;
  buildInfo: () => BuildInfo;
}

/**
 * Every route of the API, registered here and only here (ADR 0040): one line per area, each area
 * a route table of its own that gates its routes in one hook.
 */
export const apiRoutes: FastifyPluginAsync<RouteOptions> = async (
  app,
  { db, config, accounts, buildInfo },
) => {
  await app.register(systemRoutes, { db, buildInfo });
  await app.register(seoRoutes, { db, publicUrl: config.env.PUBLIC_URL });
  // Its fixed `w/` segment wins over the static files' `/uploads/*` wildcard (plugins/spa-hosting.ts).
  await app.register(uploadVariantRoutes, {
    storage: app.storage,
    maxAgeSeconds: config.isProduction ? 7 * 24 * 3600 : 0,
  });
  await app.register(pageAliasRoutes, {
    db,
    attributesVersion: config.deployment.flags.product_attributes_version,
  });
  await app.register(frontArea, { prefix: '/api/front', db, config });
  await app.register(authArea, { prefix: '/api/auth', db, config, accounts });
  await app.register(salespersonRoutes, { prefix: '/api/salesperson', db, config });
  await app.register(userAreaRoutes, { prefix: '/api/user', deps: accounts, config });
  await app.register(adminArea, { prefix: '/api/admin', db, config });
  await app.register(paymentsWebhookRoutes, { prefix: '/api/payments/webhooks', db });
};
