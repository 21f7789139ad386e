import { blogInput, blogList, blogListQuery, blogRecord, envelope, idParams, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  createBlog,
  deleteBlog,
  getBlog,
  listBlogs,
  updateBlog,
} from '../../modules/content/blogs.service.ts';

const tags = ['admin content'];
const security = [{ bearer: [] }];

/** Blogs (SPEC 3 "Other": blogs). The admin-token gate lives in app.ts; contract: docs/api/admin-taxonomy-content.md. */
export const adminBlogsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/blogs',
    {
      schema: {
        tags,
        security,
        summary: 'Blog posts, paginated, with search and published filter',
        querystring: blogListQuery,
        response: { 200: envelope(blogList) },
      },
    },
    async (request) => ({ data: await listBlogs(db, request.query, request.lang) }),
  );

  app.get(
    '/blogs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One blog post with its body',
        params: idParams,
        response: { 200: envelope(blogRecord) },
      },
    },
    async (request) => ({ data: await getBlog(db, request.params.id) }),
  );

  app.post(
    '/blogs',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a blog post (slug generated, HTML sanitised)',
        body: blogInput,
        response: { 201: envelope(blogRecord) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createBlog(db, request.body),
        message: translate(request.lang, 'notices.recordCreated'),
      }),
  );

  app.put(
    '/blogs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a blog post (the slug is kept)',
        params: idParams,
        body: blogInput,
        response: { 200: envelope(blogRecord) },
      },
    },
    async (request) => ({
      data: await updateBlog(db, request.params.id, request.body),
      message: translate(request.lang, 'notices.recordUpdated'),
    }),
  );

  app.delete(
    '/blogs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a blog post',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteBlog(db, request.params.id);
      return { data: null, message: translate(request.lang, 'notices.recordDeleted') };
    },
  );
};
