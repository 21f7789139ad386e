import {
  brandSummary,
  categoryListQuery,
  categorySummary,
  envelope,
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
import { type CatalogueContext, getProduct, listProducts } from '../../modules/catalogue/products.service.ts';
import {
  getBrand,
  getCategory,
  getMainCategory,
  listBrands,
  listCategories,
  listMainCategories,
  listTags,
} from '../../modules/catalogue/taxonomy.service.ts';
import { resolveViewer, VISITOR } from '../../modules/catalogue/viewer.ts';

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

  const tags = ['front: catalogue'];
  const security: { [label: string]: string[] }[] = [{ apiKey: [] }, { apiKey: [], bearer: [] }];
  const slugNotFound = 'Unknown or hidden slug: 404 `notFound`.';

  app.get(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'Product list and search: filters, sort, pagination; prices only for viewers allowed',
        querystring: productListQuery,
        response: { 200: envelope(productList) },
      },
    },
    async (request, reply) => ({ data: await listProducts(await context(request, reply), request.query) }),
  );

  app.get(
    '/products/:slug',
    {
      schema: {
        tags,
        security,
        summary: `Product page: gallery, variants, option groups, SEO. ${slugNotFound}`,
        params: slugParams,
        response: { 200: envelope(productDetails) },
      },
    },
    async (request, reply) => ({
      data: await getProduct(await context(request, reply), request.params.slug, attributesVersion),
    }),
  );

  app.get(
    '/brands',
    {
      schema: {
        tags,
        summary: 'Active brands with product counts',
        response: { 200: envelope(z.array(brandSummary)) },
      },
    },
    async (request, reply) => ({ data: await listBrands(plainContext(request, reply)) }),
  );

  app.get(
    '/brands/:slug',
    {
      schema: {
        tags,
        summary: `One brand. ${slugNotFound}`,
        params: slugParams,
        response: { 200: envelope(brandSummary) },
      },
    },
    async (request, reply) => ({ data: await getBrand(plainContext(request, reply), request.params.slug) }),
  );

  app.get(
    '/brands/:slug/products',
    {
      schema: {
        tags,
        security,
        summary: `Products of a brand (same query as /products). ${slugNotFound}`,
        params: slugParams,
        querystring: productListQuery,
        response: { 200: envelope(productList.extend({ brand: brandSummary })) },
      },
    },
    async (request, reply) => {
      const ctx = await context(request, reply);
      const brand = await getBrand(ctx, request.params.slug);
      return { data: { brand, ...(await listProducts(ctx, request.query, { brandId: brand.id })) } };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Active categories with product counts; `mainCategory` filters by main-category slugs',
        querystring: categoryListQuery,
        response: { 200: envelope(z.array(categorySummary)) },
      },
    },
    async (request, reply) => ({
      data: await listCategories(plainContext(request, reply), request.query.mainCategory),
    }),
  );

  app.get(
    '/categories/:slug',
    {
      schema: {
        tags,
        summary: `One category with its main category. ${slugNotFound}`,
        params: slugParams,
        response: { 200: envelope(categorySummary) },
      },
    },
    async (request, reply) => ({
      data: await getCategory(plainContext(request, reply), request.params.slug),
    }),
  );

  app.get(
    '/main-categories',
    {
      schema: {
        tags,
        summary: 'Active main categories, each with its categories and product counts',
        response: { 200: envelope(z.array(mainCategorySummary)) },
      },
    },
    async (request, reply) => ({ data: await listMainCategories(plainContext(request, reply)) }),
  );

  app.get(
    '/main-categories/:slug',
    {
      schema: {
        tags,
        summary: `A main category and its categories (categories by main-category slug). ${slugNotFound}`,
        params: slugParams,
        response: { 200: envelope(mainCategorySummary) },
      },
    },
    async (request, reply) => ({
      data: await getMainCategory(plainContext(request, reply), request.params.slug),
    }),
  );

  app.get(
    '/tags',
    {
      schema: {
        tags,
        summary: 'Tags carried by at least one visible product, by name, with product counts',
        response: { 200: envelope(z.array(tagSummary)) },
      },
    },
    async (request, reply) => ({ data: await listTags(plainContext(request, reply)) }),
  );

  app.get(
    '/menus',
    {
      schema: {
        tags,
        security,
        summary: 'Active menus by placement (home, nav, nav-footer, footer) with their first items',
        querystring: menuListQuery,
        response: { 200: envelope(z.array(storefrontMenu)) },
      },
    },
    async (request, reply) => ({
      data: await listMenus(await context(request, reply), {
        placements: request.query.placement,
        device: request.query.device,
      }),
    }),
  );

  app.get(
    '/menus/:slug',
    {
      schema: {
        tags,
        security,
        summary: `One menu with a page of its items (/menus/{type}/{menu}/{page}). ${slugNotFound}`,
        params: slugParams,
        querystring: menuPageQuery,
        response: { 200: envelope(menuPage) },
      },
    },
    async (request, reply) => ({
      data: await getMenuPage(await context(request, reply), request.params.slug, request.query),
    }),
  );

  app.get(
    '/slides',
    {
      schema: {
        tags,
        summary: "Active slides of a page ('home' by default)",
        querystring: slideListQuery,
        response: { 200: envelope(z.array(storefrontSlide)) },
      },
    },
    async (request, reply) => ({
      data: await listSlides(plainContext(request, reply), request.query.target),
    }),
  );
};
