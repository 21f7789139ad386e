import { describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, searchFor } from '../../test/crud-contract.ts';
import { slidesResource } from './slides.ts';

describe('slides (/api/admin/slides)', () => {
  const { t, call } = useAdminApi();
  const valid = {
    title: { en: 'Winter stock is in', ar: 'وصلت بضاعة الشتاء' },
    subtitle: { en: 'Bulk prices on coats', ar: 'أسعار الجملة على المعاطف' },
    url: '/products?tag=winter',
    status: 'active',
    image: '/uploads/gallery/winter.webp',
  };

  it('creates, validates, lists in order, edits and deletes slides', async () => {
    const badLink = await call('POST', '/api/admin/slides', { ...valid, url: 'javascript:alert(1)' });
    expect(badLink.json().errors).toEqual({ url: ['This value is not valid'] });
    const protocolRelative = await call('POST', '/api/admin/slides', { ...valid, url: '//evil.test' });
    expect(protocolRelative.statusCode).toBe(422);

    const first = await call('POST', '/api/admin/slides', { ...valid, position: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ ...valid, targetPage: 'home', position: 2 });
    const second = await call('POST', '/api/admin/slides', {
      ...valid,
      title: { en: 'Spring', ar: 'الربيع' },
      position: 1,
      status: 'inactive',
    });
    const list = await call('GET', '/api/admin/slides');
    expect(list.json().data.items.map((s: { id: number }) => s.id)).toEqual([
      second.json().data.id,
      first.json().data.id,
    ]);
    expect((await call('GET', '/api/admin/slides?status=inactive')).json().data.meta.total).toBe(1);
    expect((await call('GET', '/api/admin/slides?search=winter')).json().data.meta.total).toBe(1);

    const edited = await call('PUT', `/api/admin/slides/${second.json().data.id}`, {
      ...valid,
      status: 'active',
    });
    expect(edited.json().data.status).toBe('active');
    // The storefront shows active slides of the home page.
    const front = await t.api({ method: 'GET', url: '/api/front/slides' });
    expect(front.json().data).toHaveLength(2);

    expect((await call('DELETE', `/api/admin/slides/${first.json().data.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/slides/${first.json().data.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/slides/999999', valid)).statusCode).toBe(404);
  });

  crudContract(t, slidesResource, {
    required: ['title', 'status', 'image'],
    create: (n) => ({ ...valid, title: { en: `Contract slide ${n}`, ar: `شريحة العقد ${n}` } }),
    update: (record) => ({
      body: { ...valid, title: record.title, status: 'inactive', position: 7 },
      expect: { status: 'inactive', position: 7 },
    }),
    filters: [
      { query: (record) => searchFor((record.title as { ar: string }).ar), finds: true },
      { query: () => 'status=inactive', finds: false },
      { query: (record) => `targetPage=${record.targetPage}`, finds: true },
      { query: () => 'targetPage=nowhere', finds: false },
    ],
  });
});
