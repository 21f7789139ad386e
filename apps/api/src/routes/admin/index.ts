import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { CrudResource } from '../../plugins/crud.ts';
import { adminAdminsRoutes } from './admins.ts';
import { blogsResource } from './blogs.ts';
import { brandsResource } from './brands.ts';
import { categoriesResource } from './categories.ts';
import { adminContactMessagesRoutes } from './contact-messages.ts';
import { contentBlocksResource } from './content-blocks.ts';
import { couponsResource } from './coupons.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminEmailSettingsRoutes } from './email-settings.ts';
import { adminGalleryRoutes } from './gallery.ts';
import { adminInvoicesRoutes } from './invoices.ts';
import { adminLeadsRoutes } from './leads.ts';
import { mainCategoriesResource } from './main-categories.ts';
import { measureUnitsResource } from './measure-units.ts';
import { adminMenusRoutes } from './menus.ts';
import { optionGroupsResource } from './option-groups.ts';
import { adminOrdersRoutes } from './orders.ts';
import { adminPageAttributesRoutes, pagesResource } from './pages.ts';
import { adminPaymentMethodZonesRoutes, paymentMethodsResource } from './payment-methods.ts';
import { adminPaymentsRoutes } from './payments.ts';
import { adminPersonalRoutes } from './personal.ts';
import { adminProductsRoutes } from './products.ts';
import { adminProductAttributesRoutes } from './products-attributes.ts';
import { adminProductImagesRoutes } from './products-images.ts';
import { adminProductVariantsRoutes } from './products-variants.ts';
import { adminProfileRoutes } from './profile.ts';
import { adminRefundsRoutes } from './refunds.ts';
import { adminReviewsRoutes } from './reviews.ts';
import { adminSalespeopleRoutes, salespeopleResource } from './salespeople.ts';
import { adminSettingsRoutes } from './settings.ts';
import { shippingZonesResource } from './shipping-zones.ts';
import { slidesResource } from './slides.ts';
import { tagsResource } from './tags.ts';
import { taxGroupsResource } from './tax-groups.ts';
import { adminUsersRoutes } from './users.ts';
import { variantAttributesResource } from './variant-attributes.ts';

/** The back office's plain resources: each one file declaring it (plugins/crud.ts, ADR 0040). */
export const adminResources: readonly CrudResource[] = [
  brandsResource,
  mainCategoriesResource,
  categoriesResource,
  measureUnitsResource,
  tagsResource,
  optionGroupsResource,
  variantAttributesResource,
  slidesResource,
  pagesResource,
  blogsResource,
  contentBlocksResource,
  salespeopleResource,
  taxGroupsResource,
  couponsResource,
  paymentMethodsResource,
];

/**
 * The back office (`/api/admin/*`), its one route table. Every route needs an admin token: the
 * gate lives here, once, and runs before the body is read, so a visitor with a bad body learns
 * 401, not how the body is wrong. Contracts: docs/api/admin-*.md.
 */
export const adminArea: FastifyPluginAsync<{ db: Db; config: AppConfig }> = async (admin, { db, config }) => {
  admin.addHook('onRequest', admin.requireAuth('admin'));
  for (const resource of adminResources) await admin.register(resource.routes, { db });
  // A plain resource whose rules depend on the deployment (the polygon, ADR 0051).
  await admin.register(shippingZonesResource(config.deployment).routes, { db });
  // Resources with more than the five plain operations.
  await admin.register(adminProfileRoutes, { db });
  await admin.register(adminUsersRoutes, { db, config });
  await admin.register(adminAdminsRoutes, { db });
  await admin.register(adminPersonalRoutes, { db });
  await admin.register(adminSalespeopleRoutes, { db });
  await admin.register(adminSettingsRoutes, { db, deployment: config.deployment });
  await admin.register(adminProductsRoutes, { db });
  await admin.register(adminProductVariantsRoutes, { db });
  await admin.register(adminProductImagesRoutes, { db });
  await admin.register(adminProductAttributesRoutes, { db, config });
  await admin.register(adminMenusRoutes, { db, deployment: config.deployment });
  await admin.register(adminReviewsRoutes, { db });
  await admin.register(adminContactMessagesRoutes, { db });
  await admin.register(adminRefundsRoutes, { db, config });
  await admin.register(adminGalleryRoutes, { db });
  await admin.register(adminLeadsRoutes, { db });
  await admin.register(adminPaymentMethodZonesRoutes, { db });
  await admin.register(adminPageAttributesRoutes, { db });
  await admin.register(adminPaymentsRoutes, { db });
  await admin.register(adminOrdersRoutes, { db });
  await admin.register(adminEmailSettingsRoutes, {
    db,
    publicUrl: config.env.PUBLIC_URL,
    currency: config.deployment.currency.name,
  });
  if (config.deployment.flags.isInvoicesEnabled) {
    await admin.register(adminInvoicesRoutes, { db, deployment: config.deployment });
  }
  await admin.register(adminDashboardRoutes, { db, config });
};
