import { frontBlog, frontBlogList, frontBlogListQuery, slugParams } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getFrontBlog, listFrontBlogs } from '../../modules/content/blogs.service.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('front', 'public');

/** `GET /api/front/blogs` and `/blogs/:slug` (SPEC 2): published posts, newest first. */
export const frontBlogsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/blogs',
    route.ok('Published blog posts, newest first', frontBlogList, { querystring: frontBlogListQuery }),
    async (request) => ({ data: await listFrontBlogs(db, request.query, request.lang) }),
  );

  app.get(
    '/blogs/:slug',
    route.ok('One published blog post with its sanitised HTML', frontBlog, { params: slugParams }),
    async (request) => ({ data: await getFrontBlog(db, request.params.slug, request.lang) }),
  );
};
