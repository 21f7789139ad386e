import { productAttributesData, productAttributesParams } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import {
  assertVersion,
  getProductAttributes,
  updateProductAttributes,
} from '../../modules/products/attributes.service.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin product attributes');

/**
 * SPEC 2 product/attributes/{version}/{id}: the version-specific fields of a product, for the
 * active deployment's product_attributes_version only (docs/decisions/0012).
 */
export const adminProductAttributesRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const active = config.deployment.flags.product_attributes_version;

  app.get(
    '/products/attributes/:version/:id',
    route.ok(
      "The product's fields of this attributes version (404 for another deployment's version)",
      productAttributesData,
      { params: productAttributesParams },
    ),
    async (request) => ({
      data: await getProductAttributes(db, assertVersion(request.params.version, active), request.params.id),
    }),
  );

  app.put(
    '/products/attributes/:version/:id',
    route.ok(
      'Saves the fields of this attributes version (body: productAttributesV1/V2/V3)',
      productAttributesData,
      {
        params: productAttributesParams,
        // Validated per version by the service (productAttributesSchemas[version]).
        body: z.record(z.string(), z.unknown()),
      },
    ),
    async (request) =>
      withNotice(
        request,
        'recordUpdated',
        await updateProductAttributes(
          db,
          assertVersion(request.params.version, active),
          request.params.id,
          request.body,
          request.lang,
        ),
      ),
  );
};
