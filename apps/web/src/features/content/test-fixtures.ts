import type { FrontBlog, FrontContentBlock, FrontPage } from '@shop/shared';

export const pageFixture = (overrides: Partial<FrontPage> = {}): FrontPage => ({
  id: 3,
  url: 'about-us',
  path: '/about-us',
  title: 'About Atlas Wholesale',
  layout: 'default',
  priority: 'high',
  metaTitle: 'About Atlas Wholesale',
  keywords: 'clothing wholesaler',
  description: 'A family-run clothing wholesaler.',
  html: '<h2>Wholesale clothing, done properly</h2><p>Since 2009. See our <a href="/products">catalogue</a>.</p>',
  language: null,
  date: '2026-10-01T10:00:00.000Z',
  image: '/uploads/seed/pages/about.webp',
  ...overrides,
});

export const blogFixture = (i: number, overrides: Partial<FrontBlog> = {}): FrontBlog => ({
  slug: `post-${i}`,
  title: `Buying guide ${i}`,
  excerpt: `Excerpt ${i}`,
  author: 'Sarah Whitfield',
  image: `/uploads/seed/blogs/post-${i}.webp`,
  publishedAt: '2026-11-01T10:00:00.000Z',
  html: `<p>Body of post ${i}</p>`,
  ...overrides,
});

export const blockFixture = (key: string, overrides: Partial<FrontContentBlock> = {}): FrontContentBlock => ({
  key,
  title: `Block ${key}`,
  html: `<p>Text of ${key}</p>`,
  image: null,
  position: 0,
  ...overrides,
});
