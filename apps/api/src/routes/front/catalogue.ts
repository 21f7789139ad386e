import {
  brandSummary,
  categoryListQuery,
  categorySummary,
  mainCategorySummary,
  menuListQuery,
  menuPage,
  menuPageQuery,
  type ProductAttributesVersion,
  productDetails,
  productList,
  productListQuery,
  slideListQuery,
  slugParams,
  storefrontMenu,
  storefrontSlide,
  tagSummary,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getMenuPage, listMenus, listSlides } from '../../modules/catalogue/menus.service.ts';
import {
  type CatalogueContext,
  getCatalogueProduct,
  listCatalogueProducts,
} from '../../modules/catalogue/products.service.ts';
import {
  getCatalogueBrand,
  getCatalogueCategory,
  getCatalogueMainCategory,
  listCatalogueBrands,
  listCatalogueCategories,
  listCatalogueMainCategories,
  listCatalogueTags,
} from '../../modules/catalogue/taxonomy.service.ts';
import { resolveViewer, VISITOR } from '../../modules/catalogue/viewer.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';

/**
 * The context of an answer that may carry prices: the viewer is resolved from the bearer token.
 * Answers depend on the language and on who asks (prices), and change when the admin edits.
 */
export async function catalogueContext(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CatalogueContext> {
  reply.header('Cache-Control', 'private, no-cache');
  reply.header('Vary', 'Accept-Language, Authorization');
  return { db, lang: request.lang, viewer: await resolveViewer(db, request.headers.authorization) };
}

/** The context of an answer without prices (brands, categories, tags, slides): no token lookup. */
export function plainCatalogueContext(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): CatalogueContext {
  reply.header('Cache-Control', 'no-cache');
  reply.header('Vary', 'Accept-Language');
  return { db, lang: request.lang, viewer: VISITOR };
}

/**
 * The storefront's catalogue read API (docs/api/catalogue.md). Public: a visitor may call every
 * route; an optional `Authorization: Bearer` token (customer, salesperson or admin) only decides
 * whether prices are shown (SPEC 6). Unknown slugs answer 404 `notFound` in the shop's error shape.
 */
export const frontCatalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** The deployment's product_attributes_version: the specifications the product page shows. */
  attributesVersion: ProductAttributesVersion;
}> = async (app, opts) => {
  const { db, attributesVersion } = opts;

  const context = (request: FastifyRequest, reply: FastifyReply) => catalogueContext(db, request, reply);
  const plainContext = (request: FastifyRequest, reply: FastifyReply) =>
    plainCatalogueContext(db, request, reply);

  const tag = 'front: catalogue';
  // Answers with prices name the optional token that shows them.
  const priced = routeSchemas(tag, [{ apiKey: [] }, { apiKey: [], bearer: [] }]);
  const plain = routeSchemas(tag, 'public');
  const slugNotFound = 'Unknown or hidden slug: 404 `notFound`.';

  app.get(
    '/products',
    priced.ok(
      'Product list and search: filters, sort, pagination; prices only for viewers allowed',
      productList,
      { querystring: productListQuery },
    ),
    async (request, reply) => ({
      data: await listCatalogueProducts(await context(request, reply), request.query),
    }),
  );

  app.get(
    '/products/:slug',
    priced.ok(`Product page: gallery, variants, option groups, SEO. ${slugNotFound}`, productDetails, {
      params: slugParams,
    }),
    async (request, reply) => ({
      data: await getCatalogueProduct(await context(request, reply), request.params.slug, attributesVersion),
    }),
  );

  app.get(
    '/brands',
    plain.ok('Active brands with product counts', z.array(brandSummary)),
    async (request, reply) => ({ data: await listCatalogueBrands(plainContext(request, reply)) }),
  );

  app.get(
    '/brands/:slug',
    plain.ok(`One brand. ${slugNotFound}`, brandSummary, { params: slugParams }),
    async (request, reply) => ({
      data: await getCatalogueBrand(plainContext(request, reply), request.params.slug),
    }),
  );

  app.get(
    '/brands/:slug/products',
    priced.ok(
      `Products of a brand (same query as /products). ${slugNotFound}`,
      productList.extend({ brand: brandSummary }),
      { querystring: productListQuery, params: slugParams },
    ),
    async (request, reply) => {
      const ctx = await context(request, reply);
      const brand = await getCatalogueBrand(ctx, request.params.slug);
      return { data: { brand, ...(await listCatalogueProducts(ctx, request.query, { brandId: brand.id })) } };
    },
  );

  app.get(
    '/categories',
    plain.ok(
      'Active categories with product counts; `mainCategory` filters by main-category slugs',
      z.array(categorySummary),
      { querystring: categoryListQuery },
    ),
    async (request, reply) => ({
      data: await listCatalogueCategories(plainContext(request, reply), request.query.mainCategory),
    }),
  );

  app.get(
    '/categories/:slug',
    plain.ok(`One category with its main category. ${slugNotFound}`, categorySummary, { params: slugParams }),
    async (request, reply) => ({
      data: await getCatalogueCategory(plainContext(request, reply), request.params.slug),
    }),
  );

  app.get(
    '/main-categories',
    plain.ok(
      'Active main categories, each with its categories and product counts',
      z.array(mainCategorySummary),
    ),
    async (request, reply) => ({ data: await listCatalogueMainCategories(plainContext(request, reply)) }),
  );

  app.get(
    '/main-categories/:slug',
    plain.ok(
      `A main category and its categories (categories by main-category slug). ${slugNotFound}`,
      mainCategorySummary,
      { params: slugParams },
    ),
    async (request, reply) => ({
      data: await getCatalogueMainCategory(plainContext(request, reply), request.params.slug),
    }),
  );

  app.get(
    '/tags',
    plain.ok(
      'Tags carried by at least one visible product, by name, with product counts',
      z.array(tagSummary),
    ),
    async (request, reply) => ({ data: await listCatalogueTags(plainContext(request, reply)) }),
  );

  app.get(
    '/menus',
    priced.ok(
      'Active menus by placement (home, nav, nav-footer, footer) with their first items',
      z.array(storefrontMenu),
      { querystring: menuListQuery },
    ),
    async (request, reply) => ({
      data: await listMenus(await context(request, reply), {
        placements: request.query.placement,
        device: request.query.device,
      }),
    }),
  );

  app.get(
    '/menus/:slug',
    priced.ok(`One menu with a page of its items (/menus/{type}/{menu}/{page}). ${slugNotFound}`, menuPage, {
      querystring: menuPageQuery,
      params: slugParams,
    }),
    async (request, reply) => ({
      data: await getMenuPage(await context(request, reply), request.params.slug, request.query),
    }),
  );

  app.get(
    '/slides',
    plain.ok("Active slides of a page ('home' by default)", z.array(storefrontSlide), {
      querystring: slideListQuery,
    }),
    async (request, reply) => ({
      data: await listSlides(plainContext(request, reply), request.query.target),
    }),
  );
};
