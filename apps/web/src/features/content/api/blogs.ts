import type { FrontBlog, ListMeta } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/language.ts';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from './keys.ts';

export type BlogSummary = Omit<FrontBlog, 'html'>;
export interface BlogPostsPage {
  items: BlogSummary[];
  meta: ListMeta;
}

/** Posts per page of `/blogs`: three rows of the widest grid. */
export const BLOGS_PER_PAGE = 9;

/** `GET /api/front/blogs`: published posts whose date has come, newest first. */
export async function getBlogs(page: number, search: string, signal?: AbortSignal): Promise<BlogPostsPage> {
  const { data } = await api.get<BlogPostsPage>('/api/front/blogs', {
    params: { page, perPage: BLOGS_PER_PAGE, search: search || undefined },
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function blogsQuery(lang: string, page: number, search: string) {
  return queryOptions({
    queryKey: contentKeys.blogs(lang, page, search),
    queryFn: ({ signal }) => getBlogs(page, search, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useBlogs(page: number, search: string) {
  return useQuery(blogsQuery(useLanguage(), page, search));
}

/** `GET /api/front/blogs/{slug}`: one published post with its sanitised HTML. */
export async function getBlog(slug: string, signal?: AbortSignal): Promise<FrontBlog> {
  const { data } = await api.get<FrontBlog>(
    `/api/front/blogs/${encodeURIComponent(slug)}`,
    signal ? { signal } : undefined,
  );
  return data;
}

export function useBlog(slug: string) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({ queryKey: contentKeys.blog(lang, slug), queryFn: ({ signal }) => getBlog(slug, signal) }),
  );
}
