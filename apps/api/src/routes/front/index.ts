import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { frontBlogsRoutes } from './blogs.ts';
import { frontCatalogueRoutes } from './catalogue.ts';
import { frontContactRoutes } from './contact.ts';
import { frontLeadsRoutes } from './leads.ts';
import { frontPagesRoutes } from './pages.ts';
import { frontContentBlocksRoutes } from './pages-blocks.ts';
import { frontPaymentsRoutes } from './payments.ts';
import { frontReviewsRoutes } from './reviews.ts';
import { frontSettingsRoutes } from './settings.ts';

/**
 * The storefront's API (`/api/front/*`), its one route table: public, an optional bearer token
 * only decides whether prices show. Contact messages, leads and reviews are limited per client
 * address. Contracts: docs/api/catalogue.md, docs/api/admin-taxonomy-content.md, docs/api/leads.md.
 */
export const frontArea: FastifyPluginAsync<{ db: Db; config: AppConfig }> = async (app, { db, config }) => {
  const perMinute = config.env.RATE_LIMIT_ACCOUNT_PER_MINUTE;
  await app.register(frontSettingsRoutes, { db, deployment: config.deployment });
  await app.register(frontCatalogueRoutes, {
    db,
    attributesVersion: config.deployment.flags.product_attributes_version,
  });
  await app.register(frontPagesRoutes, { db });
  await app.register(frontContactRoutes, { db, perMinute });
  await app.register(frontLeadsRoutes, { db, perMinute });
  await app.register(frontReviewsRoutes, { db, perMinute });
  await app.register(frontBlogsRoutes, { db });
  await app.register(frontContentBlocksRoutes, { db });
  await app.register(frontPaymentsRoutes, { db });
};
