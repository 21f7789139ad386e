import { describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, searchFor } from '../../test/crud-contract.ts';
import { blogsResource } from './blogs.ts';

describe('blogs (/api/admin/blogs, /api/front/blogs)', () => {
  const { t, call } = useAdminApi();
  const valid = {
    title: { en: 'How to size a wholesale order', ar: 'كيف تحدد مقاسات طلب الجملة' },
    excerpt: { en: 'Ratios that sell through', ar: 'نسب تباع بسرعة' },
    body: {
      en: '<p>Start with <strong>M</strong> and L.</p><script>track()</script>',
      ar: '<p onclick="x()">ابدأ بالمقاسات المتوسطة.</p>',
    },
    author: 'Shop team',
    image: '/uploads/gallery/sizes.webp',
  };

  it('creates posts with a unique slug and sanitised body; validates', async () => {
    const badImage = await call('POST', '/api/admin/blogs', { ...valid, image: 'data:image/png;base64,xx' });
    expect(badImage.json().errors).toEqual({ image: ['Choose an image from the gallery'] });
    const created = await call('POST', '/api/admin/blogs', valid);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      slug: 'how-to-size-a-wholesale-order',
      published: true,
      body: { en: '<p>Start with <strong>M</strong> and L.</p>', ar: '<p>ابدأ بالمقاسات المتوسطة.</p>' },
    });
    const again = await call('POST', '/api/admin/blogs', { ...valid, published: false });
    expect(again.json().data.slug).toBe('how-to-size-a-wholesale-order-2');
  });

  it('the storefront shows published posts whose date has come, sanitised, in the request language', async () => {
    await call('POST', '/api/admin/blogs', {
      ...valid,
      title: { en: 'Coming next month', ar: 'الشهر القادم' },
      publishedAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const list = await t.api({ method: 'GET', url: '/api/front/blogs', lang: 'ar' });
    expect(list.json().data.items).toEqual([
      {
        slug: 'how-to-size-a-wholesale-order',
        title: valid.title.ar,
        excerpt: valid.excerpt.ar,
        author: 'Shop team',
        image: valid.image,
        publishedAt: expect.any(String),
      },
    ]);
    const one = await t.api({ method: 'GET', url: '/api/front/blogs/how-to-size-a-wholesale-order' });
    expect(one.json().data.html).toBe('<p>Start with <strong>M</strong> and L.</p>');
    expect(
      (await t.api({ method: 'GET', url: '/api/front/blogs/how-to-size-a-wholesale-order-2' })).statusCode,
    ).toBe(404);
    expect((await t.api({ method: 'GET', url: '/api/front/blogs/coming-next-month' })).statusCode).toBe(404);
  });

  it('lists with filters and sort, edits (slug kept) and deletes', async () => {
    expect((await call('GET', '/api/admin/blogs')).json().data.meta.total).toBe(3);
    expect((await call('GET', '/api/admin/blogs?published=false')).json().data.meta.total).toBe(1);
    const byTitle = await call('GET', '/api/admin/blogs?sort=title');
    expect(byTitle.json().data.items[0].slug).toBe('coming-next-month');
    expect(byTitle.json().data.items[0].body).toBeUndefined();
    const id = byTitle.json().data.items[0].id;
    const edited = await call('PUT', `/api/admin/blogs/${id}`, {
      ...valid,
      title: { en: 'Renamed post', ar: 'مقال معدل' },
    });
    expect(edited.json().data).toMatchObject({ slug: 'coming-next-month', title: { en: 'Renamed post' } });
    expect((await call('DELETE', `/api/admin/blogs/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/blogs/${id}`)).statusCode).toBe(404);
  });

  crudContract(t, blogsResource, {
    required: ['title', 'body', 'author'],
    create: (n) => ({ ...valid, title: { en: `Contract post ${n}`, ar: `تدوينة العقد ${n}` } }),
    update: (record) => ({
      body: { ...valid, title: record.title, author: 'Edited author', published: false },
      expect: { author: 'Edited author', published: false, slug: record.slug },
    }),
    filters: [
      { query: (record) => searchFor((record.title as { ar: string }).ar), finds: true },
      { query: () => 'published=true', finds: true },
      { query: () => 'published=false', finds: false },
    ],
  });
});
