import { blogInput, blogList, blogListQuery, blogRecord } from '@shop/shared';
import {
  createBlog,
  deleteBlog,
  getBlog,
  listBlogs,
  updateBlog,
} from '../../modules/content/blogs.service.ts';
import { crudResource } from '../../plugins/crud.ts';

/** Blogs (SPEC 3 "Other": blogs). Contract: docs/api/admin-taxonomy-content.md. */
export const blogsResource = crudResource({
  path: '/blogs',
  tag: 'admin content',
  summary: {
    list: 'Blog posts, paginated, with search and published filter',
    read: 'One blog post with its body',
    create: 'Adds a blog post (slug generated, HTML sanitised)',
    update: 'Edits a blog post (the slug is kept)',
    remove: 'Deletes a blog post',
  },
  schema: { query: blogListQuery, input: blogInput, item: blogRecord, list: blogList },
  service: {
    list: listBlogs,
    read: getBlog,
    create: createBlog,
    update: updateBlog,
    remove: deleteBlog,
  },
});
