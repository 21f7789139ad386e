import type { AdminDashboard, CustomerDashboard, StatusCount } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { createCustomerRow, createSalespersonRow, tokenFor } from '../../test/role-matrix-fixtures.ts';
import { insertBuyer } from '../orders/checkout-fixtures.ts';
import { expectAdminOnly } from '../taxonomy/test-helpers.ts';
import { mainCategory, one, order, product, taxon } from './test-fixtures.ts';

/*
 * The dashboards on known data (docs/api/dashboards.md): two customers' orders, lines, returns
 * and carts inserted as they stand in the database, then every figure checked against them.
 */

let seq = 0;

async function returnRequest(db: Db, orderId: number, userId: number, status: string) {
  seq += 1;
  await db.execute(sql`
    insert into returns (return_number, order_id, user_id, reason, status, currency)
    values (${`R-${seq}`}, ${orderId}, ${userId}, 'Wrong size', ${status}::return_status, 'GBP')`);
}

async function cart(db: Db, userId: number, productId: number | null, daysAgo: number) {
  const row = await one<{ id: number }>(
    db,
    sql`insert into carts (user_id, updated_at) values (${userId}, now() - make_interval(days => ${daysAgo}))
        returning id`,
  );
  if (productId !== null) {
    await db.execute(
      sql`insert into cart_items (cart_id, product_id, qty, line_key) values (${row.id}, ${productId}, 1, ${`p${productId}`})`,
    );
  }
}

const countOf = (counts: StatusCount[], status: string) => counts.find((c) => c.status === status)?.count;

describe('dashboards (docs/api/dashboards.md)', () => {
  const t = useTestApp();
  const { tokens, call } = useAdminApi(t);
  const db = () => t.database.db;
  let buyerA: Awaited<ReturnType<typeof insertBuyer>>;
  let buyerB: Awaited<ReturnType<typeof insertBuyer>>;
  const ids = {} as Record<'shirt' | 'socks' | 'coat' | 'shirts' | 'hosiery' | 'north' | 'south', number>;
  let today: Date;
  let threeDaysAgo: Date;

  beforeAll(async () => {
    // N is the admin's site setting (settings/site): two here, so the lists are cut.
    await insertSiteSettings(db(), { dashboardTopN: 2 });
    const main = await mainCategory(db());
    ids.shirts = await taxon(db(), 'categories', 'Shirts', 'قمصان', main);
    ids.hosiery = await taxon(db(), 'categories', 'Hosiery', 'جوارب', main);
    ids.north = await taxon(db(), 'brands', 'North', 'الشمال');
    ids.south = await taxon(db(), 'brands', 'South', 'الجنوب');
    ids.shirt = await product(db(), 'Oxford shirt', 'قميص أكسفورد', 5, ids.shirts, ids.north);
    ids.socks = await product(db(), 'Wool socks', 'جوارب صوف', 0, ids.hosiery, ids.south);
    ids.coat = await product(db(), 'Field coat', 'معطف ميداني', 100, ids.shirts, ids.south);

    buyerA = await insertBuyer(db());
    buyerB = await insertBuyer(db());
    const a = buyerA.user.id;
    const b = buyerB.user.id;
    const o1 = await order(db(), a, 'delivered', 0, [
      { productId: ids.shirt, qty: 3, total: 6000 },
      { productId: ids.coat, qty: 1, total: 4000 },
    ]);
    const o2 = await order(db(), a, 'pending', 3, [{ productId: ids.socks, qty: 5, total: 5000 }]);
    // Turned down, another currency, and outside 30 days: counted by status only where they belong.
    await order(db(), a, 'cancelled', 0, [{ productId: ids.socks, qty: 50, total: 99_999 }]);
    await order(db(), a, 'completed', 40, [{ productId: ids.coat, qty: 2, total: 2000 }]);
    await order(db(), b, 'shipped', 0, [{ productId: ids.socks, qty: 1, total: 7000 }]);
    await order(db(), b, 'approved', 1, [{ productId: ids.shirt, qty: 1, total: 800 }], 'SAR');
    today = o1.createdAt;
    threeDaysAgo = o2.createdAt;

    await returnRequest(db(), o1.id, a, 'init');
    await returnRequest(db(), o1.id, a, 'approved');
    await returnRequest(db(), o2.id, a, 'rejected');

    // Two customers awaiting approval, one unconfirmed (the buyers and the session's are approved).
    await createCustomerRow(db(), { emailVerifiedAt: new Date(), approvedAt: null });
    await createCustomerRow(db(), { emailVerifiedAt: new Date(), approvedAt: null });
    await createCustomerRow(db());

    // Abandoned: left 8 days with a line. Not: touched today, or left without lines.
    await cart(db(), a, ids.shirt, 8);
    await cart(db(), b, ids.coat, 0);
    const empty = await createCustomerRow(db(), { emailVerifiedAt: new Date(), approvedAt: new Date() });
    await cart(db(), empty.id, null, 9);
  });

  const admin = async (period?: string, lang?: 'ar' | 'en') => {
    const res = await call(
      'GET',
      `/api/admin/dashboard${period ? `?period=${period}` : ''}`,
      undefined,
      lang,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as AdminDashboard;
  };

  it('answers only admins', async () => {
    await expectAdminOnly(t, tokens, [['GET', '/api/admin/dashboard']]);
  });

  it('refuses a period it does not know', async () => {
    const res = await call('GET', '/api/admin/dashboard?period=1y');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['period']);
  });

  it('counts the last 30 days by default: sales by day, orders by status, top N', async () => {
    const data = await admin();
    expect(data).toMatchObject({ period: '30d', bucket: 'day', currency: 'GBP', topN: 2 });
    expect(data.sales).toHaveLength(30);
    expect(data.sales.at(-1)?.date).toBe(data.to);
    expect(data.sales[0]?.date).toBe(data.from);
    const at = (d: Date) => data.sales.find((p) => p.date === d.toISOString().slice(0, 10));
    // Today: o1 (10,000) and B's shipped order (7,000); the cancelled one and the SAR one are not sales.
    expect(at(today)).toEqual({ date: today.toISOString().slice(0, 10), orders: 2, total: 17_000 });
    expect(at(threeDaysAgo)).toMatchObject({ orders: 1, total: 5000 });
    expect(data.sales.reduce((s, p) => s + p.orders, 0)).toBe(3);

    expect(countOf(data.ordersByStatus, 'delivered')).toBe(1);
    expect(countOf(data.ordersByStatus, 'pending')).toBe(1);
    expect(countOf(data.ordersByStatus, 'cancelled')).toBe(1);
    expect(countOf(data.ordersByStatus, 'shipped')).toBe(1);
    expect(countOf(data.ordersByStatus, 'approved')).toBe(1);
    expect(countOf(data.ordersByStatus, 'completed')).toBe(0);
    expect(data.ordersByStatus.map((s) => s.status)).not.toContain('init');

    // Socks 5 + 1, shirt 3, coat 1 (the cancelled 50 socks and the SAR shirt do not count).
    expect(data.topProducts).toEqual([
      { id: ids.socks, name: 'Wool socks', slug: expect.any(String), quantity: 6, total: 12_000 },
      { id: ids.shirt, name: 'Oxford shirt', slug: expect.any(String), quantity: 3, total: 6000 },
    ]);
    expect(data.topCategories.map((c) => [c.id, c.quantity, c.total])).toEqual([
      [ids.hosiery, 6, 12_000],
      [ids.shirts, 4, 10_000],
    ]);
    expect(data.topBrands.map((c) => [c.id, c.quantity, c.total])).toEqual([
      [ids.south, 7, 16_000],
      [ids.north, 3, 6000],
    ]);
  });

  it('counts what waits now: customers awaiting approval, abandoned carts, low and no stock', async () => {
    const data = await admin('7d');
    expect(data).toMatchObject({
      awaitingApproval: 2,
      abandonedCarts: 1,
      lowStock: 1,
      outOfStock: 1,
      lowStockThreshold: 10,
    });
    // The figures' lists find the same rows.
    const low = (await call('GET', '/api/admin/products?stock=low_stock')).json().data;
    expect(low.items.map((p: { id: number }) => p.id)).toEqual([ids.shirt]);
    expect((await call('GET', '/api/admin/users?state=awaiting_approval')).json().data.meta.total).toBe(2);
    expect((await call('GET', '/api/admin/carts?abandoned=true')).json().data.meta.total).toBe(1);
  });

  it('widens to 90 days and 12 months (by month), in Arabic', async () => {
    const ninety = await admin('90d');
    expect(ninety.sales).toHaveLength(90);
    expect(countOf(ninety.ordersByStatus, 'completed')).toBe(1);
    const year = await admin('12m', 'ar');
    expect(year).toMatchObject({ bucket: 'month' });
    expect(year.sales).toHaveLength(12);
    expect(year.sales.every((p) => p.date.endsWith('-01'))).toBe(true);
    expect(year.sales.reduce((s, p) => s + p.total, 0)).toBe(6000 + 4000 + 5000 + 2000 + 7000);
    // Six units each: ties go by id, Shirts first.
    expect(year.topCategories.map((c) => c.name)).toEqual(['قمصان', 'جوارب']);
    expect(year.topBrands[0]).toMatchObject({ name: 'الجنوب', quantity: 9 });
  });

  it('gives a customer only its own figures', async () => {
    const res = await t.api({ method: 'GET', url: '/api/user/dashboard', token: buyerA.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as CustomerDashboard;
    expect(data).toMatchObject({ bucket: 'month', currency: 'GBP', topN: 2, openRefunds: 1 });
    expect(data.spend).toHaveLength(12);
    expect(data.spend.reduce((s, p) => s + p.total, 0)).toBe(10_000 + 5000 + 2000);
    expect(data.spend.reduce((s, p) => s + p.orders, 0)).toBe(3);
    expect(countOf(data.ordersByStatus, 'shipped')).toBe(0);
    expect(countOf(data.ordersByStatus, 'cancelled')).toBe(1);
    expect(countOf(data.ordersByStatus, 'completed')).toBe(1);
    // Shirts: shirt 3 + coat 1 + coat 2; hosiery: socks 5. South: coat 3 + socks 5; North: shirt 3.
    expect(data.topCategories.map((c) => [c.name, c.quantity])).toEqual([
      ['Shirts', 6],
      ['Hosiery', 5],
    ]);
    expect(data.topBrands.map((c) => [c.name, c.quantity])).toEqual([
      ['South', 8],
      ['North', 3],
    ]);
    expect(data.recentOrders).toHaveLength(4);
    expect(data.recentOrders.every((o) => o.customerId === buyerA.user.id)).toBe(true);
    expect(data.recentOrders.at(-1)?.status).toBe('completed');

    const other = (await t.api({ method: 'GET', url: '/api/user/dashboard', token: buyerB.token })).json()
      .data as CustomerDashboard;
    expect(other.openRefunds).toBe(0);
    expect(other.recentOrders.map((o) => o.status)).toEqual(['shipped', 'approved']);
    expect(other.spend.reduce((s, p) => s + p.total, 0)).toBe(7000);
  });

  it('refuses the customer dashboard to visitors, admins and salespeople', async () => {
    const salesperson = await createSalespersonRow(db());
    for (const token of [undefined, tokens.admin, await tokenFor(db(), 'salesperson', salesperson.id)]) {
      const res = await t.api({ method: 'GET', url: '/api/user/dashboard', token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  });
});

describe('the customer dashboard where the deployment has none (testing_v3)', () => {
  const t = useTestApp({ env: { APP_ENV: 'testing_v3' } });

  it('is not found', async () => {
    const buyer = await insertBuyer(t.database.db);
    const res = await t.api({ method: 'GET', url: '/api/user/dashboard', token: buyer.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
  });
});
