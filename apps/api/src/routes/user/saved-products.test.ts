import { SAVED_LIST_MAX_ITEMS } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../modules/auth/tokens.ts';
import { createTestSalesperson, seedTestCatalogue } from '../../modules/catalogue/test-fixtures.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import { expectUnauthenticated } from '../../test/auth-checks.ts';
import { insertAdmin, insertSiteSettings } from '../../test/fixtures.ts';

type Card = { id: number; sku: string; title: string; price?: number };
type Page = {
  items: { product: Card; addedAt: string }[];
  meta: { total: number; page: number; perPage: number; pageCount: number; pricesVisible: boolean };
};

describe('customer wishlist and favourites', () => {
  const t = useTestApp();
  let fixture: Awaited<ReturnType<typeof seedTestCatalogue>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = t.database;
    await insertSiteSettings(db);
    // Enough products to reach the size limit of a list.
    fixture = await seedTestCatalogue(db, { extraProducts: SAVED_LIST_MAX_ITEMS });
    const token = async (kind: 'user' | 'salesperson' | 'admin', subjectId: number) =>
      (await issueToken(db, { kind, subjectId, ttlHours: 1 })).token;
    const approved = await createCustomer(db, { state: 'approved' });
    ids.approved = approved.id;
    tokens.approved = await token('user', approved.id);
    tokens.other = await token('user', (await createCustomer(db, { state: 'approved' })).id);
    tokens.awaiting = await token('user', (await createCustomer(db, { state: 'awaiting_approval' })).id);
    tokens.salesperson = await token('salesperson', (await createTestSalesperson(db)).id);
    tokens.admin = await token('admin', (await insertAdmin(db)).id);
    // A salesperson or admin token whose subject id is also a customer's id still gets nowhere.
    tokens.adminAsCustomer = await token('admin', approved.id);
    tokens.salespersonAsCustomer = await token('salesperson', approved.id);
  });

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    token = tokens.approved,
    lang?: 'ar' | 'en',
  ) => t.api({ method, url, ...(token ? { token } : {}), ...(lang ? { lang } : {}) });
  const list = async (kind: string, token = tokens.approved, qs = '', lang?: 'ar' | 'en') => {
    const res = await call('GET', `/api/user/${kind}${qs}`, token, lang);
    expect(res.statusCode).toBe(200);
    return res.json().data as Page;
  };
  const skus = async (kind: string, token = tokens.approved) =>
    (await list(kind, token, '?perPage=100')).items.map((i) => i.product.sku);

  for (const kind of ['wishlist', 'favorites'] as const) {
    describe(kind, () => {
      it('starts empty, adds idempotently, newest first, with the card in the request language', async () => {
        expect(await list(kind)).toEqual({
          items: [],
          meta: { total: 0, page: 1, perPage: 20, pageCount: 0, pricesVisible: true },
        });
        const oxford = fixture.id('NG-SH-OXF');
        const first = await call('PUT', `/api/user/${kind}/${oxford}`);
        expect(first.statusCode).toBe(200);
        expect(first.json().data).toEqual({ productId: oxford, changed: true });
        const again = await call('PUT', `/api/user/${kind}/${oxford}`);
        expect(again.statusCode).toBe(200);
        expect(again.json().data).toEqual({ productId: oxford, changed: false });
        await call('PUT', `/api/user/${kind}/${fixture.id('MY-KN-CBL')}`);

        expect(await skus(kind)).toEqual(['MY-KN-CBL', 'NG-SH-OXF']);
        const arabic = await list(kind, tokens.approved, '', 'ar');
        expect(arabic.items[1]?.product.title).toBe('قميص أكسفورد رجالي');
        expect(arabic.items[1]?.product.price).toEqual(expect.any(Number));
        expect(arabic.items[1]?.addedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

        const idsRes = await call('GET', `/api/user/${kind}/ids`);
        expect(idsRes.json().data).toEqual([fixture.id('MY-KN-CBL'), oxford]);
        expect(idsRes.headers['cache-control']).toBe('private, no-store');
      });

      it('keeps each customer to their own list', async () => {
        expect(await skus(kind, tokens.other)).toEqual([]);
        const res = await call('DELETE', `/api/user/${kind}/${fixture.id('NG-SH-OXF')}`, tokens.other);
        expect(res.json().data.changed).toBe(false);
        expect(await skus(kind)).toContain('NG-SH-OXF');
      });

      it('pages', async () => {
        const page = await list(kind, tokens.approved, '?perPage=1&page=2');
        expect(page.meta).toEqual({ total: 2, page: 2, perPage: 1, pageCount: 2, pricesVisible: true });
        expect(page.items.map((i) => i.product.sku)).toEqual(['NG-SH-OXF']);
        const bad = await call('GET', `/api/user/${kind}?perPage=1000`);
        expect(bad.statusCode).toBe(422);
      });

      it('removes idempotently', async () => {
        const cable = fixture.id('MY-KN-CBL');
        const res = await call('DELETE', `/api/user/${kind}/${cable}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ productId: cable, changed: true });
        const again = await call('DELETE', `/api/user/${kind}/${cable}`);
        expect(again.json().data).toEqual({ productId: cable, changed: false });
        expect(await skus(kind)).toEqual(['NG-SH-OXF']);
      });

      it('answers 404 for an unknown or unavailable product, 422 for a malformed id', async () => {
        for (const method of ['PUT', 'DELETE'] as const) {
          const res = await call(method, `/api/user/${kind}/99999999`, tokens.approved, 'ar');
          expect(res.statusCode, method).toBe(404);
          expect(res.json().code).toBe('notFound');
        }
        const hidden = await call('PUT', `/api/user/${kind}/${fixture.id('NG-VS-OLD')}`);
        expect(hidden.statusCode).toBe(404);
        expect((await call('PUT', `/api/user/${kind}/abc`)).statusCode).toBe(422);
        expect((await call('PUT', `/api/user/${kind}/0`)).statusCode).toBe(422);
      });

      it('hides prices from a customer who may not see them', async () => {
        await call('PUT', `/api/user/${kind}/${fixture.id('NG-SH-OXF')}`, tokens.awaiting);
        const page = await list(kind, tokens.awaiting);
        expect(page.meta.pricesVisible).toBe(false);
        expect(page.items).toHaveLength(1);
        expect(JSON.stringify(page)).not.toMatch(/"(price|discountPrice|priceFrom|priceTo)"/);
      });

      it('refuses visitors and salesperson or admin tokens with 401', async () => {
        const product = fixture.id('NG-SH-OXF');
        for (const token of [
          '',
          tokens.salesperson,
          tokens.admin,
          tokens.adminAsCustomer,
          tokens.salespersonAsCustomer,
        ]) {
          for (const [method, url] of [
            ['GET', `/api/user/${kind}`],
            ['GET', `/api/user/${kind}/ids`],
            ['PUT', `/api/user/${kind}/${product}`],
            ['DELETE', `/api/user/${kind}/${product}`],
            ['POST', `/api/user/${kind}/${product}/move`],
          ] as const) {
            const res = await t.api({ method, url, ...(token ? { token } : {}) });
            expectUnauthenticated(res, `${method} ${url}`);
          }
        }
        // Nothing was written for the customer whose id the foreign tokens named.
        expect(await skus(kind)).toEqual(['NG-SH-OXF']);
      });
    });
  }

  it('moves a product from the wishlist to the favourites in one step, and back', async () => {
    const linen = fixture.id('NG-SH-LIN');
    await call('PUT', `/api/user/wishlist/${linen}`);
    const moved = await call('POST', `/api/user/wishlist/${linen}/move`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ productId: linen, changed: true });
    expect(await skus('wishlist')).not.toContain('NG-SH-LIN');
    expect(await skus('favorites')).toContain('NG-SH-LIN');
    // Not in the wishlist any more: nothing to move.
    expect((await call('POST', `/api/user/wishlist/${linen}/move`)).statusCode).toBe(404);
    // Already in the target list (NG-SH-OXF is in both): it just leaves the source.
    const oxford = fixture.id('NG-SH-OXF');
    expect((await call('POST', `/api/user/favorites/${oxford}/move`)).statusCode).toBe(200);
    expect(await skus('favorites')).not.toContain('NG-SH-OXF');
    expect((await skus('wishlist')).filter((s) => s === 'NG-SH-OXF')).toHaveLength(1);
  });

  it('leaves out products that became unavailable, and keeps them saved', async () => {
    const { db } = t.database;
    const piq = fixture.id('NG-PL-PIQ');
    await call('PUT', `/api/user/wishlist/${piq}`);
    await db.execute(sql`update products set status = 'unavailable' where id = ${piq}`);
    expect(await skus('wishlist')).not.toContain('NG-PL-PIQ');
    await db.execute(sql`update products set status = 'available' where id = ${piq}`);
    expect(await skus('wishlist')).toContain('NG-PL-PIQ');
  });

  it(`keeps at most ${SAVED_LIST_MAX_ITEMS} products per list`, async () => {
    const { db } = t.database;
    const customer = await createCustomer(db);
    const token = (await issueToken(db, { kind: 'user', subjectId: customer.id, ttlHours: 1 })).token;
    await db.execute(sql`
      insert into wishlist_items (user_id, product_id)
      select ${customer.id}, id from products where status <> 'unavailable' order by id
      limit ${SAVED_LIST_MAX_ITEMS}`);
    const outside = await db.execute<{ id: number }>(sql`
      select id from products where status <> 'unavailable' order by id offset ${SAVED_LIST_MAX_ITEMS} limit 1`);
    const next = outside.rows[0]?.id ?? 0;
    const res = await call('PUT', `/api/user/wishlist/${next}`, token, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'savedListLimit',
      message: `You can keep at most ${SAVED_LIST_MAX_ITEMS} products in this list`,
    });
    // Saving one already there is still fine (idempotent), and so is removing.
    const first =
      (
        await db.execute<{ id: number }>(
          sql`select min(product_id)::int as id from wishlist_items where user_id = ${customer.id}`,
        )
      ).rows[0]?.id ?? 0;
    expect((await call('PUT', `/api/user/wishlist/${first}`, token)).json().data.changed).toBe(false);
    expect((await call('DELETE', `/api/user/wishlist/${first}`, token)).json().data.changed).toBe(true);
    expect((await call('PUT', `/api/user/wishlist/${next}`, token)).statusCode).toBe(200);
  });
});
