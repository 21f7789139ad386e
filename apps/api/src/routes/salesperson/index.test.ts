import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salespeople } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createCustomerRow, createSalespersonRow, tokenFor } from '../../test/role-matrix-fixtures.ts';

describe('salesperson area (/api/salesperson)', () => {
  const t = useTestApp();
  let mine: Awaited<ReturnType<typeof createSalespersonRow>>;
  let token: string;
  const own: Awaited<ReturnType<typeof createCustomerRow>>[] = [];
  let foreign: Awaited<ReturnType<typeof createCustomerRow>>;
  let unassigned: Awaited<ReturnType<typeof createCustomerRow>>;

  beforeAll(async () => {
    const db = t.database.db;
    mine = await createSalespersonRow(db, { firstName: 'Omar', code: 'SP-MINE' });
    const other = await createSalespersonRow(db);
    token = await tokenFor(db, 'salesperson', mine.id);
    own.push(
      await createCustomerRow(db, {
        salespersonId: mine.id,
        companyName: 'Alpha Textiles',
        createdAt: new Date(1000),
      }),
      await createCustomerRow(db, {
        salespersonId: mine.id,
        companyName: 'Beta Fashion',
        emailVerifiedAt: new Date(),
        approvedAt: new Date(),
        restricted: true,
        createdAt: new Date(2000),
      }),
      await createCustomerRow(db, {
        salespersonId: mine.id,
        companyName: 'Gamma Wear',
        emailVerifiedAt: new Date(),
        createdAt: new Date(3000),
      }),
    );
    foreign = await createCustomerRow(db, { salespersonId: other.id, companyName: 'Alpha Other' });
    unassigned = await createCustomerRow(db, { companyName: 'Alpha Nobody' });
  });

  const get = (url: string, lang?: 'ar' | 'en') => t.api({ method: 'GET', url, token, lang });
  const ids = (res: { json(): { data: { items: { id: number }[] } } }) =>
    res.json().data.items.map((i) => i.id);

  it('GET /profile answers the signed-in salesperson', async () => {
    const res = await get('/api/salesperson/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, firstName: 'Omar', code: 'SP-MINE' });
  });

  it('GET /customers lists only its own customers, with the admin filters, sort and meta', async () => {
    const res = await get('/api/salesperson/customers');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([own[2]!.id, own[1]!.id, own[0]!.id]);
    expect(res.json().data.meta).toEqual({ total: 3, page: 1, perPage: 20, pageCount: 1 });
    expect(ids(await get('/api/salesperson/customers?search=alpha'))).toEqual([own[0]!.id]);
    expect(ids(await get('/api/salesperson/customers?state=awaiting_approval'))).toEqual([own[2]!.id]);
    expect(ids(await get('/api/salesperson/customers?restricted=true'))).toEqual([own[1]!.id]);
    expect(ids(await get('/api/salesperson/customers?sort=company&perPage=2&page=2'))).toEqual([own[2]!.id]);
    // Another salesperson's filter cannot widen the scope.
    const widened = await get('/api/salesperson/customers?salesperson_id=none');
    expect(ids(widened)).toEqual([own[2]!.id, own[1]!.id, own[0]!.id]);
  });

  it('GET /customers/:id answers its own customer and 404 for anyone else’s', async () => {
    const res = await get(`/api/salesperson/customers/${own[1]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: own[1]!.id,
      companyName: 'Beta Fashion',
      state: 'approved',
      restricted: true,
      salesperson: { id: mine.id, code: 'SP-MINE' },
    });
    expect(res.json().data).not.toHaveProperty('approvalForm');
    for (const id of [foreign.id, unassigned.id, 999999]) {
      const denied = await get(`/api/salesperson/customers/${id}`, 'ar');
      expect(denied.statusCode).toBe(404);
      expect(denied.json().code).toBe('notFound');
    }
  });

  it('a deactivated salesperson whose token still lives is refused with 403', async () => {
    const s = await createSalespersonRow(t.database.db);
    const sToken = await tokenFor(t.database.db, 'salesperson', s.id);
    await t.database.db.update(salespeople).set({ active: false }).where(eq(salespeople.id, s.id));
    const res = await t.api({ method: 'GET', url: '/api/salesperson/customers', token: sToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('salespersonInactive');
  });

  it('a removed salesperson’s token is over (401)', async () => {
    const s = await createSalespersonRow(t.database.db);
    const sToken = await tokenFor(t.database.db, 'salesperson', s.id);
    await t.database.db.delete(salespeople).where(eq(salespeople.id, s.id));
    const res = await t.api({ method: 'GET', url: '/api/salesperson/profile', token: sToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('sessionExpired');
  });
});
