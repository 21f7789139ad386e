import type { AdminCartList, AdminOrderDetail, AdminOrderList } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema/index.ts';
import { createTestSalesperson } from '../../modules/catalogue/test-fixtures.ts';
import { ROLLUP_COMPACT_AFTER } from '../../modules/orders/admin-orders.service.ts';
import {
  insertBuyer,
  insertOrderingShop,
  placeThroughCheckout,
} from '../../modules/orders/checkout-fixtures.ts';
import { expectAdminOnly } from '../../modules/taxonomy/test-helpers.ts';
import { useAdminApi } from '../../test/admin-session.ts';

describe('admin orders (/api/admin/orders, docs/api/admin-orders.md)', () => {
  const { t, tokens, call } = useAdminApi();
  let shop: Awaited<ReturnType<typeof insertOrderingShop>>;
  let keys = 0;

  beforeAll(async () => {
    shop = await insertOrderingShop(t.database.db);
  });

  /** A customer's order of `quantity` socks, placed through the real checkout. */
  async function placeOrder(
    quantity: number,
    method: 'cash' | 'card' = 'cash',
    buyer?: Awaited<ReturnType<typeof insertBuyer>>,
  ) {
    const who = buyer ?? (await insertBuyer(t.database.db));
    keys += 1;
    const lines = [{ productId: shop.products.socks.id, quantity }];
    const placed = await placeThroughCheckout(t, shop, who, lines, `admin-orders-test-key-${keys}`, method);
    return { ...placed, buyer: who };
  }

  const move = (id: number, status: string, note?: string, lang?: 'ar' | 'en') =>
    call('POST', `/api/admin/orders/${id}/status`, { status, ...(note ? { note } : {}) }, lang);

  it('answers only admins', async () => {
    await expectAdminOnly(t, tokens, [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/1'],
      ['POST', '/api/admin/orders/1/status'],
      ['PUT', '/api/admin/orders/1/shipment'],
      ['POST', '/api/admin/orders/1/notes'],
      ['GET', '/api/admin/carts'],
    ]);
  });

  it('takes a cash order through its statuses to delivered, with shipping info and history', async () => {
    const { order } = await placeOrder(3);
    let detail = (await call('GET', `/api/admin/orders/${order.id}`)).json().data as AdminOrderDetail;
    expect(detail.nextStatuses).toEqual(['approved', 'rejected', 'cancelled']);
    expect(detail.customer.name).toMatch(/^Test Customer/);

    const early = await move(order.id, 'shipped');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The order cannot move to this status from its current one');
    expect((await move(order.id, 'approved', 'Credit checked')).json()).toMatchObject({
      message: 'The order is now approved',
      data: { status: 'approved', nextStatuses: ['processing', 'cancelled'] },
    });
    expect((await move(order.id, 'processing', undefined, 'ar')).json().message).toBe(
      'أصبحت حالة الطلب: قيد التجهيز',
    );
    const noShipment = await move(order.id, 'shipped');
    expect(noShipment.json().code).toBe('shipmentRequired');

    const badUrl = await call('PUT', `/api/admin/orders/${order.id}/shipment`, {
      name: 'DPD',
      url: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(422);
    const shipped = await call('PUT', `/api/admin/orders/${order.id}/shipment`, {
      name: 'DPD',
      url: 'https://track.dpd.co.uk/parcels/155',
    });
    expect(shipped.json()).toMatchObject({
      message: 'Shipping information saved',
      data: { status: 'shipped', shipmentName: 'DPD', shipmentUrl: 'https://track.dpd.co.uk/parcels/155' },
    });
    detail = (await move(order.id, 'delivered')).json().data;
    expect(detail.status).toBe('delivered');
    expect(detail.history.map((h) => h.toStatus)).toEqual([
      'pending',
      'approved',
      'processing',
      'shipped',
      'delivered',
    ]);
    expect(detail.history[1]).toMatchObject({ note: 'Credit checked', actorKind: 'admin' });
    expect(detail.shippedAt).not.toBeNull();

    const noted = await call('POST', `/api/admin/orders/${order.id}/notes`, {
      body: 'Left with the warehouse manager',
    });
    expect((noted.json().data as AdminOrderDetail).notes).toEqual([
      expect.objectContaining({ body: 'Left with the warehouse manager', adminName: expect.any(String) }),
    ]);
    expect((await call('POST', `/api/admin/orders/${order.id}/notes`, { body: '  ' })).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/orders/999999')).statusCode).toBe(404);
  });

  it('puts the goods back when it rejects an order, and lets go of a card authorisation when it cancels one', async () => {
    const stock = async () =>
      (
        await t.database.db
          .select({ qty: products.qty })
          .from(products)
          .where(eq(products.id, shop.products.socks.id))
      )[0]?.qty;
    const before = await stock();
    const { order } = await placeOrder(5);
    expect(await stock()).toBe((before ?? 0) - 5);
    expect((await move(order.id, 'rejected')).json().data.status).toBe('rejected');
    expect(await stock()).toBe(before);

    const card = await placeOrder(2, 'card');
    const token = card.payment?.redirectUrl.split('/').pop() ?? '';
    await t.api({
      method: 'POST',
      url: `/api/front/payments/test/${token}`,
      payload: { action: 'pay', cardNumber: '4242424242424242' },
    });
    await t.api({ method: 'GET', url: `/api/front/payments/${token}` });
    const cancelled = (await move(card.order.id, 'cancelled', 'Customer asked by phone')).json()
      .data as AdminOrderDetail;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled', nextStatuses: [] });
  });

  it('filters the list by each field, in the URL’s terms, with totals over every match', async () => {
    const db = t.database.db;
    const sp = await createTestSalesperson(db);
    const buyer = await insertBuyer(db);
    await db.update(users).set({ salespersonId: sp.id }).where(eq(users.id, buyer.user.id));
    const a = await placeOrder(1, 'cash', buyer);
    const b = await placeOrder(2, 'cash', buyer);
    await db.execute(
      sql`update orders set salesperson_id = ${sp.id}, created_at = '2025-03-10T12:00:00Z' where id = ${a.order.id}`,
    );
    const list = async (query: string) =>
      (await call('GET', `/api/admin/orders?${query}`)).json().data as AdminOrderList;

    const mine = await list(`customerId=${buyer.user.id}`);
    expect(mine.items.map((o) => o.id).sort()).toEqual([a.order.id, b.order.id].sort());
    expect(mine.totals).toEqual({ count: 2, grandTotal: a.order.grandTotal + b.order.grandTotal });
    expect((await list(`salespersonId=${sp.id}`)).items.map((o) => o.id)).toEqual([a.order.id]);
    expect((await list('from=2025-03-10&to=2025-03-10')).items.map((o) => o.id)).toEqual([a.order.id]);
    expect((await list('from=2025-03-11&to=2025-03-31')).items).toEqual([]);
    expect((await list(`search=${encodeURIComponent(b.order.orderNumber)}`)).items.map((o) => o.id)).toEqual([
      b.order.id,
    ]);
    expect((await list(`status=pending&customerId=${buyer.user.id}`)).totals.count).toBe(2);
    expect((await list(`paymentStatus=captured&customerId=${buyer.user.id}`)).totals.count).toBe(0);
    const page = await list('perPage=1&sort=-grandTotal');
    expect(page.items).toHaveLength(1);
    expect(page.meta.total).toBe(page.totals.count);
    expect((await call('GET', '/api/admin/orders?status=lost')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/orders?from=10/03/2025')).statusCode).toBe(422);
  });

  it('keeps the totals by status and payment status true through every write, and folds their rollups', async () => {
    const db = t.database.db;
    const list = async (query: string) =>
      (await call('GET', `/api/admin/orders?${query}`)).json().data as AdminOrderList;
    /** The totals as a plain aggregate over the orders computes them. */
    const truth = async (where: ReturnType<typeof sql>) => {
      const { rows } = await db.execute<{ count: number; total: string }>(
        sql`select count(*)::int as count, coalesce(sum(grand_total), 0) as total from orders where ${where}`,
      );
      return { count: rows[0]?.count ?? 0, grandTotal: Number(rows[0]?.total ?? 0) };
    };
    const expectTrue = async () => {
      expect((await list('')).totals).toEqual(await truth(sql`true`));
      expect((await list('status=approved')).totals).toEqual(await truth(sql`status = 'approved'`));
      expect((await list('paymentStatus=captured')).totals).toEqual(
        await truth(sql`payment_status = 'captured'`),
      );
      expect((await list('status=pending&paymentStatus=pending')).totals).toEqual(
        await truth(sql`status = 'pending' and payment_status = 'pending'`),
      );
    };
    const a = await placeOrder(1);
    const b = await placeOrder(2);
    const c = await placeOrder(3);
    await expectTrue();
    // A status, a payment status, a total changed; a statement touching other columns only; a delete.
    await db.execute(sql`update orders set status = 'approved' where id = ${a.order.id}`);
    await db.execute(
      sql`update orders set payment_status = 'captured', grand_total = grand_total + 7 where id = ${b.order.id}`,
    );
    await db.execute(sql`update orders set note = 'checked' where id in (${a.order.id}, ${b.order.id})`);
    await db.execute(sql`delete from order_items where order_id = ${c.order.id}`);
    await db.execute(sql`delete from order_status_history where order_id = ${c.order.id}`);
    await db.execute(sql`delete from orders where id = ${c.order.id}`);
    await expectTrue();
    // Many rollup rows: the list folds them into one per pair, and the totals stay the same.
    await db.execute(sql`
      insert into order_rollups (status, payment_status, orders, grand_total)
      select 'approved', 'pending', (case when g % 2 = 0 then 1 else -1 end), (case when g % 2 = 0 then 5 else -5 end)
      from generate_series(1, ${ROLLUP_COMPACT_AFTER + 2}) g`);
    await expectTrue();
    const { rows } = await db.execute<{ n: number; pairs: number }>(
      sql`select count(*)::int as n, count(distinct (status, payment_status))::int as pairs from order_rollups`,
    );
    expect(rows[0]?.n).toBe(rows[0]?.pairs);
    await expectTrue();
  });

  it('lists the carts left a week as abandoned, priced now', async () => {
    const db = t.database.db;
    const left = await insertBuyer(db);
    await t.api({
      method: 'POST',
      url: '/api/user/cart/items',
      token: left.token,
      payload: { productId: shop.products.shirt.id, quantity: 2 },
    });
    await db.execute(
      sql`update carts set updated_at = now() - interval '8 days' where user_id = ${left.user.id}`,
    );
    const abandoned = (await call('GET', '/api/admin/carts?abandoned=true')).json().data as AdminCartList;
    expect(abandoned.items).toEqual([
      expect.objectContaining({
        customerId: left.user.id,
        items: 1,
        quantity: 2,
        value: 2000,
        reminderSentAt: null,
      }),
    ]);
    const all = (await call('GET', '/api/admin/carts')).json().data as AdminCartList;
    expect(all.meta.total).toBeGreaterThanOrEqual(1);
  });
});
