import { describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, searchFor } from '../../test/crud-contract.ts';
import { contentBlocksResource } from './content-blocks.ts';

describe('dynamic content blocks (/api/admin/content-blocks, /api/front/content-blocks)', () => {
  const { t, call } = useAdminApi();
  const valid = {
    key: 'Home-Trade-Terms',
    title: { en: 'Trade terms', ar: 'شروط التجارة' },
    body: {
      en: '<p>Net 30 for approved accounts.</p><script>x()</script>',
      ar: '<p onclick="x()">الدفع خلال ٣٠ يومًا.</p>',
    },
    placement: 'home',
  };

  it('creates (key lower-cased, unique; HTML sanitised), serves active blocks of a placement in order', async () => {
    const created = await call('POST', '/api/admin/content-blocks', valid);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      key: 'home-trade-terms',
      active: true,
      body: { en: '<p>Net 30 for approved accounts.</p>', ar: '<p>الدفع خلال ٣٠ يومًا.</p>' },
    });
    const dup = await call('POST', '/api/admin/content-blocks', { ...valid, key: 'HOME-trade-terms' });
    expect(dup.json().errors).toEqual({ key: ['This key is already used by another block'] });
    const bad = await call('POST', '/api/admin/content-blocks', { ...valid, key: 'has space' });
    expect(bad.json().errors).toEqual({ key: ['Use lower-case letters, digits, dashes and slashes only'] });

    await call('POST', '/api/admin/content-blocks', {
      ...valid,
      key: 'first',
      position: -0,
      title: { en: 'First', ar: 'أول' },
    });
    await call('POST', '/api/admin/content-blocks', { ...valid, key: 'hidden', active: false });
    await call('POST', '/api/admin/content-blocks', {
      ...valid,
      key: 'landing',
      placement: 'landing-page-1',
    });
    const front = await t.api({ method: 'GET', url: '/api/front/content-blocks?placement=home', lang: 'ar' });
    expect(front.json().data.map((b: { key: string }) => b.key)).toEqual(['home-trade-terms', 'first']);
    expect(front.json().data[0]).toEqual({
      key: 'home-trade-terms',
      title: 'شروط التجارة',
      html: '<p>الدفع خلال ٣٠ يومًا.</p>',
      image: null,
      position: 0,
    });
  });

  it('lists with filters, edits and deletes', async () => {
    expect((await call('GET', '/api/admin/content-blocks')).json().data.meta.total).toBe(4);
    expect(
      (await call('GET', '/api/admin/content-blocks?placement=landing-page-1')).json().data.meta.total,
    ).toBe(1);
    expect((await call('GET', '/api/admin/content-blocks?active=false')).json().data.items[0].key).toBe(
      'hidden',
    );
    const first = (await call('GET', '/api/admin/content-blocks?search=first')).json().data.items[0];
    const edited = await call('PUT', `/api/admin/content-blocks/${first.id}`, {
      ...valid,
      key: 'first',
      position: 9,
    });
    expect(edited.json().data.position).toBe(9);
    const clash = await call('PUT', `/api/admin/content-blocks/${first.id}`, valid);
    expect(clash.statusCode).toBe(422);
    expect((await call('DELETE', `/api/admin/content-blocks/${first.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/content-blocks/${first.id}`)).statusCode).toBe(404);
  });

  crudContract(t, contentBlocksResource, {
    create: (n) => ({ ...valid, key: `contract-block-${n}`, placement: 'contract' }),
    update: (record) => ({
      body: { ...valid, key: record.key, placement: 'contract', active: false },
      expect: { active: false, key: record.key },
    }),
    duplicate: {
      body: (record) => ({ ...valid, key: record.key }),
      en: { key: ['This key is already used by another block'] },
      ar: { key: ['هذا المفتاح مستخدم في كتلة أخرى'] },
    },
    filters: [
      { query: (record) => searchFor(record.key), finds: true },
      { query: () => 'placement=contract', finds: true },
      { query: () => 'placement=footer', finds: false },
      { query: () => 'active=false', finds: false },
    ],
  });
});
