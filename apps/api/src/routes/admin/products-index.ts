import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { adminOptionGroupsRoutes } from './option-groups.ts';
import { adminProductsRoutes } from './products.ts';
import { adminProductAttributesRoutes } from './products-attributes.ts';
import { adminProductImagesRoutes } from './products-images.ts';
import { adminProductVariantsRoutes } from './products-variants.ts';
import { adminTagsRoutes } from './tags.ts';
import { adminVariantAttributesRoutes } from './variant-attributes.ts';

/**
 * Everything of the back office's products section (SPEC 2 product…, tags, variants and options),
 * registered once inside the admin scope of app.ts. Contract: docs/api/admin-products.md.
 */
export const adminProductsArea: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  await app.register(adminProductsRoutes, { db });
  await app.register(adminProductVariantsRoutes, { db });
  await app.register(adminProductImagesRoutes, { db });
  await app.register(adminProductAttributesRoutes, { db, config });
  await app.register(adminOptionGroupsRoutes, { db });
  await app.register(adminTagsRoutes, { db });
  await app.register(adminVariantAttributesRoutes, { db });
};
