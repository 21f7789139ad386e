import { envelope, frontBlog, frontBlogList, frontBlogListQuery, slugParams } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getFrontBlog, listFrontBlogs } from '../../modules/content/blogs.service.ts';

/** `GET /api/front/blogs` and `/blogs/:slug` (SPEC 2): published posts, newest first. */
export const frontBlogsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/blogs',
    {
      schema: {
        tags: ['front'],
        summary: 'Published blog posts, newest first',
        querystring: frontBlogListQuery,
        response: { 200: envelope(frontBlogList) },
      },
    },
    async (request) => ({ data: await listFrontBlogs(db, request.query, request.lang) }),
  );

  app.get(
    '/blogs/:slug',
    {
      schema: {
        tags: ['front'],
        summary: 'One published blog post with its sanitised HTML',
        params: slugParams,
        response: { 200: envelope(frontBlog) },
      },
    },
    async (request) => ({ data: await getFrontBlog(db, request.params.slug, request.lang) }),
  );
};
