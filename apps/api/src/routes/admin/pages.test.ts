import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { pagesResource } from './pages.ts';

describe('CMS pages (/api/admin/pages, /api/front/pages, additional_front_routes)', () => {
  const { t, tokens, call } = useAdminApi();
  beforeAll(async () => {
    await insertSiteSettings(t.database.db);
  });
  const valid = {
    url: '/wholesale-terms',
    title: { en: 'Wholesale terms', ar: 'شروط الجملة' },
    layout: 'legal',
    body: {
      en: '<h2>Terms</h2><p onclick="steal()">Minimum order 10 packs.</p><script>alert(1)</script>',
      ar: '<p>الحد الأدنى للطلب ١٠ عبوات.</p><img src="/uploads/a.webp" onerror="alert(1)">',
    },
  };
  const routes = async () =>
    (await t.api({ method: 'GET', url: '/api/front/settings' })).json().data.additional_front_routes as {
      path: string;
      title: string;
    }[];

  const attributes = {
    priority: 'high',
    metaTitle: { en: 'Terms of trade', ar: 'شروط التجارة' },
    keywords: { en: 'terms, wholesale', ar: 'شروط، جملة' },
    description: { en: 'How we trade', ar: 'كيف نتعامل' },
    language: null,
    active: true,
  };
  const attributesOf = (id: number, layout = 'legal') => `/api/admin/pages/${id}/attributes?layout=${layout}`;

  it('an added page is active at once, served with sanitised HTML; its attributes are set on their own route', async () => {
    expect(await routes()).toEqual([]);
    const created = await call('POST', '/api/admin/pages', { ...valid, priority: 'lowest', active: false });
    expect(created.statusCode).toBe(201);
    const page = created.json().data;
    // The page form sends content only: attributes in its body are ignored, a new page takes the defaults.
    expect(page).toMatchObject({
      url: 'wholesale-terms',
      priority: 'normal',
      layout: 'legal',
      active: true,
      language: null,
      metaTitle: null,
    });
    const saved = await call('PUT', attributesOf(page.id), attributes);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Saved successfully');
    expect(saved.json().data).toMatchObject({ ...attributes, url: 'wholesale-terms', body: page.body });
    // Sanitised on write: no script, no event handler.
    expect(page.body.en).toBe('<h2>Terms</h2><p>Minimum order 10 packs.</p>');
    expect(page.body.ar).toBe('<p>الحد الأدنى للطلب ١٠ عبوات.</p><img src="/uploads/a.webp" />');

    expect(await routes()).toEqual([{ path: '/wholesale-terms', title: 'Wholesale terms', pageId: page.id }]);
    const front = await t.api({ method: 'GET', url: '/api/front/pages/wholesale-terms', lang: 'ar' });
    expect(front.statusCode).toBe(200);
    expect(front.json().data).toMatchObject({
      path: '/wholesale-terms',
      title: 'شروط الجملة',
      metaTitle: 'شروط التجارة',
      html: '<p>الحد الأدنى للطلب ١٠ عبوات.</p><img src="/uploads/a.webp" />',
    });

    // Deactivated: gone from the routes and from the storefront, without a restart.
    await call('PUT', attributesOf(page.id), { ...attributes, active: false });
    expect(await routes()).toEqual([]);
    expect((await t.api({ method: 'GET', url: '/api/front/pages/wholesale-terms' })).statusCode).toBe(404);
    // Saving the content leaves the attributes as they are.
    const content = await call('PUT', `/api/admin/pages/${page.id}`, { ...valid, priority: 'low' });
    expect(content.json().data).toMatchObject({
      active: false,
      priority: 'high',
      metaTitle: attributes.metaTitle,
    });
    await call('PUT', attributesOf(page.id), attributes);
  });

  it("attributes: read and saved under the page's own layout only; validated; admins only", async () => {
    const page = (
      await call('POST', '/api/admin/pages', {
        ...valid,
        url: 'attributes-page',
        title: { en: 'Attributes page', ar: 'صفحة الخصائص' },
        layout: 'landing',
      })
    ).json().data;
    const url = attributesOf(page.id, 'landing');
    const read = await call('GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: page.id, layout: 'landing', priority: 'normal' });

    // Another layout, an unknown one, an unknown page: not found, and nothing saved.
    for (const wrong of [
      attributesOf(page.id, 'legal'),
      attributesOf(page.id, 'nope'),
      attributesOf(999_999, 'landing'),
    ]) {
      expect((await call('GET', wrong)).statusCode, wrong).toBe(404);
      expect((await call('PUT', wrong, { ...attributes, priority: 'lowest' })).statusCode, wrong).toBe(404);
    }
    expect((await call('GET', url)).json().data.priority).toBe('normal');
    // The layout is required.
    expect((await call('PUT', `/api/admin/pages/${page.id}/attributes`, attributes)).statusCode).toBe(422);

    const bad = await call('PUT', url, {
      priority: 'urgent',
      language: 'fr',
      active: 'yes',
      date: 'tomorrow',
      metaTitle: { en: 'x'.repeat(201), ar: '' },
      image: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'active',
      'date',
      'image',
      'language',
      'metaTitle.en',
      'priority',
    ]);
    const ar = await call('PUT', url, { ...attributes, priority: 'urgent' }, 'ar');
    expect(ar.json().errors.priority).toHaveLength(1);
    expect(ar.json().errors.priority[0]).toMatch(/[\u0600-\u06FF]/);

    // A date and a one-language page reach the storefront.
    const dated = await call('PUT', url, {
      ...attributes,
      language: 'ar',
      date: '2026-03-01T09:30:00+03:00',
    });
    expect(dated.json().data).toMatchObject({ language: 'ar', date: '2026-03-01T06:30:00.000Z' });
    const front = await t.api({ method: 'GET', url: '/api/front/pages/attributes-page', lang: 'en' });
    expect(front.json().data).toMatchObject({ title: 'صفحة الخصائص', description: 'كيف نتعامل' });

    for (const token of [undefined, tokens.customer, tokens.salesperson]) {
      expect((await t.api({ method: 'GET', url, token })).statusCode).toBe(401);
      const write = await t.api({ method: 'PUT', url, token, payload: { ...attributes, active: false } });
      expect(write.statusCode).toBe(401);
    }
    expect((await call('GET', url)).json().data.active).toBe(true);
    expect((await call('DELETE', `/api/admin/pages/${page.id}`)).statusCode).toBe(200);
  });

  it('sanitises on render too (a row written around the service)', async () => {
    const { pages } = await import('../../db/schema/index.ts');
    await t.database.db.insert(pages).values({
      url: 'raw/legacy',
      title: { en: 'Legacy', ar: 'قديم' },
      body: { en: '<p>ok</p><script>alert(1)</script><a href="javascript:x()" onclick="y()">z</a>', ar: '' },
    });
    const res = await t.api({ method: 'GET', url: '/api/front/pages/raw/legacy' });
    expect(res.json().data.html).toBe('<p>ok</p><a>z</a>');
    // Arabic falls back to English when the Arabic body is empty.
    const ar = await t.api({ method: 'GET', url: '/api/front/pages//raw/legacy/', lang: 'ar' });
    expect(ar.json().data.html).toBe('<p>ok</p><a>z</a>');
  });

  it('validates: title, URL format, unique URL, reserved storefront paths, layout', async () => {
    const taken = await call('POST', '/api/admin/pages', { ...valid, url: 'Wholesale-Terms' });
    expectFieldErrors(taken, { url: ['This address is already used by another page'] });
    const reserved = await call('POST', '/api/admin/pages', { ...valid, url: 'products/special' });
    expect(reserved.json().errors).toEqual({
      url: ['This address is used by the shop itself, choose another'],
    });
    const format = await call('POST', '/api/admin/pages', { ...valid, url: 'bad url!' });
    expect(format.json().errors).toEqual({
      url: ['Use lower-case letters, digits, dashes and slashes only'],
    });
    const enums = await call('POST', '/api/admin/pages', { ...valid, url: 'x-page', layout: 'x' });
    expect(Object.keys(enums.json().errors)).toEqual(['layout']);
    const short = await call('POST', '/api/admin/pages', {
      ...valid,
      url: 'x-page',
      title: { en: 'ab', ar: 'عن' },
    });
    expect(short.json().errors).toEqual({
      'title.en': ['Must be at least 3 characters'],
      'title.ar': ['Must be at least 3 characters'],
    });
  });

  it('lists with filters and priority sort; one-language pages; delete', async () => {
    const about = (
      await call('POST', '/api/admin/pages', {
        ...valid,
        url: 'about-us',
        title: { en: 'About us', ar: 'من نحن' },
        layout: 'default',
      })
    ).json().data;
    await call('PUT', attributesOf(about.id, 'default'), {
      ...attributes,
      priority: 'lowest',
      language: 'ar',
    });
    const sorted = await call('GET', '/api/admin/pages?sort=-priority');
    expect(sorted.json().data.items.map((p: { url: string }) => p.url)).toEqual([
      'wholesale-terms',
      'raw/legacy',
      'about-us',
    ]);
    expect(sorted.json().data.items[0].body).toBeUndefined();
    expect((await call('GET', '/api/admin/pages?language=ar')).json().data.meta.total).toBe(1);
    expect((await call('GET', '/api/admin/pages?priority=lowest&active=true')).json().data.meta.total).toBe(
      1,
    );
    expect((await call('GET', '/api/admin/pages?search=about')).json().data.meta.total).toBe(1);
    // An Arabic-only page answers in Arabic whatever the request language.
    const front = await t.api({ method: 'GET', url: '/api/front/pages/about-us', lang: 'en' });
    expect(front.json().data.title).toBe('من نحن');
    expect((await call('GET', `/api/admin/pages/${about.id}`)).json().data.body.en).toContain(
      'Minimum order',
    );
    expect((await call('DELETE', `/api/admin/pages/${about.id}`)).statusCode).toBe(200);
    expect((await routes()).map((r) => r.path)).toEqual(['/wholesale-terms', '/raw/legacy']);
    expect((await call('DELETE', `/api/admin/pages/${about.id}`)).statusCode).toBe(404);
  });

  crudContract(t, pagesResource, {
    required: ['url', 'title', 'body'],
    create: (n) => ({
      ...valid,
      url: `/contract-page-${n}`,
      title: { en: `Contract page ${n}`, ar: `صفحة العقد ${n}` },
    }),
    update: (record) => ({
      body: { ...valid, url: record.url, title: record.title, layout: 'landing' },
      expect: { layout: 'landing', url: record.url },
    }),
    duplicate: {
      body: (record) => ({ ...valid, url: record.url }),
      en: { url: ['This address is already used by another page'] },
      ar: { url: ['هذا العنوان مستخدم في صفحة أخرى'] },
    },
    filters: [
      { query: (record) => searchFor((record.title as { ar: string }).ar), finds: true },
      { query: () => 'layout=legal', finds: true },
      { query: () => 'layout=landing', finds: false },
      { query: () => 'priority=normal&active=true', finds: true },
      { query: () => 'priority=high', finds: false },
      { query: () => 'active=false', finds: false },
    ],
  });
});
