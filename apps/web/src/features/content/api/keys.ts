/** Query keys of the content pages; every key carries the language because texts are served in it. */
export const contentKeys = {
  all: ['content'] as const,
  page: (lang: string, url: string) => [...contentKeys.all, 'page', lang, url] as const,
  blogs: (lang: string, page: number, search: string) =>
    [...contentKeys.all, 'blogs', lang, page, search] as const,
  blog: (lang: string, slug: string) => [...contentKeys.all, 'blog', lang, slug] as const,
  blocks: (lang: string, placement: string) => [...contentKeys.all, 'blocks', lang, placement] as const,
  reviewEligibility: (token: string) => [...contentKeys.all, 'review-eligibility', token] as const,
  reviews: (lang: string, page: number) => [...contentKeys.all, 'reviews', lang, page] as const,
};
