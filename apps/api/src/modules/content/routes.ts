import type { DeploymentConfig } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { adminBlogsRoutes } from '../../routes/admin/blogs.ts';
import { adminBrandsRoutes } from '../../routes/admin/brands.ts';
import { adminCategoriesRoutes } from '../../routes/admin/categories.ts';
import { adminContactMessagesRoutes } from '../../routes/admin/contact-messages.ts';
import { adminContentBlocksRoutes } from '../../routes/admin/content-blocks.ts';
import { adminGalleryRoutes } from '../../routes/admin/gallery.ts';
import { adminLeadsRoutes } from '../../routes/admin/leads.ts';
import { adminMainCategoriesRoutes } from '../../routes/admin/main-categories.ts';
import { adminMeasureUnitsRoutes } from '../../routes/admin/measure-units.ts';
import { adminMenusRoutes } from '../../routes/admin/menus.ts';
import { adminPagesRoutes } from '../../routes/admin/pages.ts';
import { adminReviewsRoutes } from '../../routes/admin/reviews.ts';
import { adminSlidesRoutes } from '../../routes/admin/slides.ts';
import { frontBlogsRoutes } from '../../routes/front/blogs.ts';
import { frontContactRoutes } from '../../routes/front/contact.ts';
import { frontLeadsRoutes } from '../../routes/front/leads.ts';
import { frontPagesRoutes } from '../../routes/front/pages.ts';
import { frontContentBlocksRoutes } from '../../routes/front/pages-blocks.ts';
import { frontReviewsRoutes } from '../../routes/front/reviews.ts';

/**
 * The back-office taxonomy and content routes (docs/api/admin-taxonomy-content.md), registered
 * inside the `/api/admin` scope of app.ts, whose preHandler admits admin tokens only.
 */
export const adminTaxonomyContentRoutes: FastifyPluginAsync<{
  db: Db;
  deployment: DeploymentConfig;
}> = async (app, { db, deployment }) => {
  await app.register(adminBrandsRoutes, { db });
  await app.register(adminMainCategoriesRoutes, { db });
  await app.register(adminCategoriesRoutes, { db });
  await app.register(adminMeasureUnitsRoutes, { db });
  await app.register(adminSlidesRoutes, { db });
  await app.register(adminMenusRoutes, { db, deployment });
  await app.register(adminPagesRoutes, { db });
  await app.register(adminReviewsRoutes, { db });
  await app.register(adminContactMessagesRoutes, { db });
  await app.register(adminBlogsRoutes, { db });
  await app.register(adminContentBlocksRoutes, { db });
  await app.register(adminGalleryRoutes, { db });
  await app.register(adminLeadsRoutes, { db });
};

/**
 * The public content endpoints (contact, reviews, CMS pages, blogs), registered under `/api/front`;
 * `perMinute` limits contact messages and reviews per client address.
 */
export const frontContentRoutes: FastifyPluginAsync<{ db: Db; perMinute: number }> = async (
  app,
  { db, perMinute },
) => {
  await app.register(frontPagesRoutes, { db });
  await app.register(frontContactRoutes, { db, perMinute });
  await app.register(frontLeadsRoutes, { db, perMinute });
  await app.register(frontReviewsRoutes, { db, perMinute });
  await app.register(frontBlogsRoutes, { db });
  await app.register(frontContentBlocksRoutes, { db });
};
