import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  orderItems,
  paymentRefunds,
  payments,
  products,
  returns,
  siteSettings,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertAdmin, insertSiteSettings } from '../../test/fixtures.ts';
import { createSalespersonRow, tokenFor } from '../../test/role-matrix-fixtures.ts';
import { createCustomer } from '../users/test-fixtures.ts';
import { DAY, deliveredOrder, returnRequest as request } from './test-fixtures.ts';

/*
 * Refunds, returns and collections through the real app (ADR 0057): every rule of the request
 * (window, switch, ownership, units), the admin's moves, the card refund, the restock, the
 * salesperson's returns and collections, and the roles each route refuses.
 */

const t = useTestApp();
const db = (): Db => t.database.db;

let adminToken = '';
let adminId = 0;
let salesperson: Awaited<ReturnType<typeof createSalespersonRow>>;
let salesToken = '';
let otherSalesToken = '';

interface Buyer {
  id: number;
  token: string;
}

async function newCustomer(opts: { salespersonId?: number } = {}): Promise<Buyer> {
  const user = await createCustomer(db(), { salespersonId: opts.salespersonId ?? null });
  return { id: user.id, token: await tokenFor(db(), 'user', user.id) };
}

beforeAll(async () => {
  await insertSiteSettings(db(), { refundDays: 14, enableRefunds: true });
  const admin = await insertAdmin(db());
  adminId = admin.id;
  adminToken = await tokenFor(db(), 'admin', admin.id);
  salesperson = await createSalespersonRow(db());
  salesToken = await tokenFor(db(), 'salesperson', salesperson.id);
  const other = await createSalespersonRow(db());
  otherSalesToken = await tokenFor(db(), 'salesperson', other.id);
});

describe('a customer requests a refund or return', () => {
  it('within the refund days: 201, the units are held and refund.init is mailed', async () => {
    const buyer = await newCustomer();
    const { order, shirt } = await deliveredOrder(db(), buyer.id, { daysAgo: 13 });
    const send = vi.spyOn(t.app.mailer, 'send');
    const res = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: request(order.id, [
        { orderItemId: shirt.id, qty: 2 },
        { orderItemId: shirt.id + 1, qty: 0 },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Your request has been sent, we will review it shortly');
    expect(body.data).toMatchObject({
      status: 'init',
      kind: 'return',
      orderId: order.id,
      refundTotal: 2400,
      totalQty: 2,
      filedBy: 'customer',
      lines: [{ orderItemId: shirt.id, qty: 2, amount: 2400, title: 'Shirt' }],
    });
    expect(body.data.returnNumber).toMatch(/^R-\d+$/);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, shirt.id));
    expect(line?.returnedQty).toBe(2);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: order.email, event: 'refund.init', lang: 'en' }),
    );
    send.mockRestore();

    const list = await t.api({ method: 'GET', url: '/api/user/refunds', token: buyer.token });
    expect(list.json().data.items.map((r: { id: number }) => r.id)).toEqual([body.data.id]);
    const detail = await t.api({
      method: 'GET',
      url: `/api/user/refunds/${body.data.id}`,
      token: buyer.token,
    });
    expect(detail.statusCode).toBe(200);
  });

  it('tells the form what is allowed: the deadline and the units left per line', async () => {
    const buyer = await newCustomer();
    const { order, shirt } = await deliveredOrder(db(), buyer.id, { daysAgo: 2 });
    const res = await t.api({
      method: 'GET',
      url: `/api/user/refunds/order/${order.id}`,
      token: buyer.token,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ allowed: true, refusal: null, orderNumber: order.orderNumber });
    expect(data.lines[0]).toMatchObject({ orderItemId: shirt.id, returnable: 3, unitAmount: 1200 });
    expect(Date.parse(data.deadline) - Date.parse(data.deliveredAt)).toBe(14 * DAY);
  });

  it('after the refund days: 409 returnWindowClosed, nothing held', async () => {
    const buyer = await newCustomer();
    const { order, shirt } = await deliveredOrder(db(), buyer.id, { daysAgo: 15 });
    const res = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: request(order.id, [{ orderItemId: shirt.id, qty: 1 }]),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'returnWindowClosed',
      message: 'The refund period of this order has ended',
    });
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, shirt.id));
    expect(line?.returnedQty).toBe(0);
    const check = await t.api({
      method: 'GET',
      url: `/api/user/refunds/order/${order.id}`,
      token: buyer.token,
    });
    expect(check.json().data).toMatchObject({ allowed: false, refusal: 'returnWindowClosed' });
  });

  it('when refunds are switched off in the site settings: 409 returnsDisabled, in Arabic too', async () => {
    const buyer = await newCustomer();
    const { order, shirt } = await deliveredOrder(db(), buyer.id);
    await db().update(siteSettings).set({ enableRefunds: false });
    try {
      const res = await t.api({
        method: 'POST',
        url: '/api/user/refunds',
        token: buyer.token,
        lang: 'ar',
        payload: request(order.id, [{ orderItemId: shirt.id, qty: 1 }]),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'returnsDisabled', message: 'الاسترجاع والإرجاع غير متاحين حالياً' });
    } finally {
      await db().update(siteSettings).set({ enableRefunds: true });
    }
  });

  it('an order not delivered yet: 409 orderNotReturnable', async () => {
    const buyer = await newCustomer();
    const { order, shirt } = await deliveredOrder(db(), buyer.id, { status: 'shipped' });
    const res = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: request(order.id, [{ orderItemId: shirt.id, qty: 1 }]),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('orderNotReturnable');
  });

  it("another customer's order is not found, and its requests are not shown", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const { order, shirt } = await deliveredOrder(db(), owner.id);
    const res = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: stranger.token,
      payload: request(order.id, [{ orderItemId: shirt.id, qty: 1 }]),
    });
    expect(res.statusCode).toBe(404);
    const filed = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: owner.token,
      payload: request(order.id, [{ orderItemId: shirt.id, qty: 1 }]),
    });
    const id = filed.json().data.id;
    expect(
      (await t.api({ method: 'GET', url: `/api/user/refunds/${id}`, token: stranger.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.api({ method: 'GET', url: `/api/user/refunds/order/${order.id}`, token: stranger.token }))
        .statusCode,
    ).toBe(404);
  });

  it('more units than delivered minus already returned: 409 returnTooManyUnits with the most left', async () => {
    const buyer = await newCustomer();
    const { order, shirt, socks } = await deliveredOrder(db(), buyer.id);
    const first = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: request(order.id, [{ orderItemId: shirt.id, qty: 2 }]),
    });
    expect(first.statusCode).toBe(201);
    const tooMany = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: request(order.id, [{ orderItemId: shirt.id, qty: 2 }]),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'returnTooManyUnits',
      message: 'You can return at most 1 of Shirt',
    });
    // A line of another order is not part of this one.
    const elsewhere = await deliveredOrder(db(), buyer.id);
    const foreign = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: request(order.id, [{ orderItemId: elsewhere.shirt.id, qty: 1 }]),
    });
    expect(foreign.statusCode).toBe(422);
    const rest = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: request(order.id, [
        { orderItemId: shirt.id, qty: 1 },
        { orderItemId: socks.id, qty: 2 },
      ]),
    });
    expect(rest.statusCode).toBe(201);
    const none = await t.api({
      method: 'GET',
      url: `/api/user/refunds/order/${order.id}`,
      token: buyer.token,
    });
    expect(none.json().data).toMatchObject({ allowed: false, refusal: 'returnNothingLeft' });
  });

  it('refuses a request without any unit or reason with field errors (422)', async () => {
    const buyer = await newCustomer();
    const { order, shirt } = await deliveredOrder(db(), buyer.id);
    const res = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: { orderId: order.id, reason: ' ', lines: [{ orderItemId: shirt.id, qty: 0 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      reason: ['This field is required'],
      lines: ['Choose at least one unit to return'],
    });
  });

  it('is refused to a visitor, a salesperson token and an admin token (401)', async () => {
    for (const token of [undefined, salesToken, adminToken]) {
      const res = await t.api({ method: 'GET', url: '/api/user/refunds', token });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the admin decides', () => {
  async function filed(kind: 'return' | 'refund' = 'return') {
    const buyer = await newCustomer();
    const made = await deliveredOrder(db(), buyer.id);
    const res = await t.api({
      method: 'POST',
      url: '/api/user/refunds',
      token: buyer.token,
      payload: request(made.order.id, [{ orderItemId: made.shirt.id, qty: 2 }], kind),
    });
    expect(res.statusCode).toBe(201);
    return { ...made, buyer, id: res.json().data.id as number };
  }
  const move = (id: number, status: string, note?: string) =>
    t.api({
      method: 'POST',
      url: `/api/admin/refunds/${id}/status`,
      token: adminToken,
      payload: { status, note },
    });

  it('lists and filters the requests; the detail offers the next moves', async () => {
    const { id, order } = await filed();
    const list = await t.api({
      method: 'GET',
      url: `/api/admin/refunds?status=init&orderId=${order.id}`,
      token: adminToken,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((r: { id: number }) => r.id)).toEqual([id]);
    const search = await t.api({
      method: 'GET',
      url: `/api/admin/refunds?search=${encodeURIComponent(order.orderNumber)}`,
      token: adminToken,
    });
    expect(search.json().data.items.map((r: { id: number }) => r.id)).toContain(id);
    const detail = await t.api({ method: 'GET', url: `/api/admin/refunds/${id}`, token: adminToken });
    expect(detail.json().data).toMatchObject({ nextStatuses: ['accepted', 'rejected'], canRestock: false });
  });

  it('refuses a move the table does not hold (409 returnStatusNotAllowed) and any move twice', async () => {
    const { id } = await filed();
    const skip = await move(id, 'approved');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('returnStatusNotAllowed');
    expect((await move(id, 'rejected', 'Outside our policy')).statusCode).toBe(200);
    expect((await move(id, 'accepted')).statusCode).toBe(409);
  });

  it('rejecting gives the units back to the order and mails refund.rejected', async () => {
    const { id, shirt } = await filed();
    const send = vi.spyOn(t.app.mailer, 'send');
    const res = await move(id, 'rejected', 'Worn items cannot be returned');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The request is now rejected');
    expect(res.json().data).toMatchObject({ status: 'rejected', adminNote: 'Worn items cannot be returned' });
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, shirt.id));
    expect(line?.returnedQty).toBe(0);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ event: 'refund.rejected' }));
    send.mockRestore();
  });

  it('approving a card order refunds through the provider once, with the request’s own key', async () => {
    const { id, order } = await filed();
    const [payment] = await db()
      .insert(payments)
      .values({
        orderId: order.id,
        method: 'card',
        provider: 'test',
        token: `tok-return-${order.id}-abcdefghijkl`,
        providerRef: `test_ref_${order.id}`,
        status: 'captured',
        amount: 4200,
        capturedAmount: 4200,
        currency: 'GBP',
      })
      .returning();
    const provider = t.app.payments.get('test');
    if (!provider || !payment) throw new Error('test provider missing');
    const refund = vi.spyOn(provider, 'refund');
    const send = vi.spyOn(t.app.mailer, 'send');
    expect((await move(id, 'accepted')).statusCode).toBe(200);
    const approved = await move(id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', refundedAmount: 2400 });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(`test_ref_${order.id}`, 2400, 'GBP', `shop-return-${id}-refund`);
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ refundedAmount: 2400, status: 'partially_refunded' });
    expect((await move(id, 'approved')).statusCode).toBe(409);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(send.mock.calls.map(([m]) => m.event)).toEqual(['refund.accepted', 'refund.approved']);
    refund.mockRestore();
    send.mockRestore();
  });

  it('a retry after the refund went through but the save failed counts the refund once', async () => {
    const { id, order } = await filed();
    const [payment] = await db()
      .insert(payments)
      .values({
        orderId: order.id,
        method: 'card',
        provider: 'test',
        token: `tok-retry-${order.id}-abcdefghijkl`,
        providerRef: `test_ref_retry_${order.id}`,
        status: 'captured',
        amount: 2400,
        capturedAmount: 2400,
        currency: 'GBP',
      })
      .returning();
    const provider = t.app.payments.get('test');
    if (!provider || !payment) throw new Error('test provider missing');
    const refund = vi.spyOn(provider, 'refund');
    expect((await move(id, 'accepted')).statusCode).toBe(200);
    // The request's own save fails after the provider refunded (a trigger stands in for the fault).
    await db().execute(
      sql.raw(`create function fail_return_save() returns trigger language plpgsql as $$
        begin raise exception 'save failed'; end $$;
        create trigger fail_return_save before update on returns for each row
        when (new.id = ${id} and new.status = 'approved') execute function fail_return_save();`),
    );
    const failed = await move(id, 'approved');
    await db().execute(
      sql.raw('drop trigger fail_return_save on returns; drop function fail_return_save();'),
    );
    expect(failed.statusCode).toBe(500);
    expect(refund).toHaveBeenCalledTimes(1);
    const [between] = await db().select().from(returns).where(eq(returns.id, id));
    expect(between?.status).toBe('accepted');

    const retried = await move(id, 'approved');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'approved', refundedAmount: 2400 });
    expect(refund).toHaveBeenCalledTimes(1);
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ refundedAmount: 2400, status: 'refunded' });
    const keyed = await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(keyed).toEqual([
      expect.objectContaining({ idempotencyKey: `shop-return-${id}-refund`, amount: 2400 }),
    ]);
    refund.mockRestore();
  });

  it('a failed mail is logged, never the admin’s failure', async () => {
    const { id } = await filed();
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await move(id, 'accepted');
    expect(send).toHaveBeenCalledTimes(1);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('accepted');
    send.mockRestore();
  });

  it('restocks a return on the admin’s say-so, once; never a refund without goods', async () => {
    const { id, shirtProduct } = await filed();
    const early = await t.api({ method: 'POST', url: `/api/admin/refunds/${id}/restock`, token: adminToken });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('returnNotRestockable');
    await move(id, 'accepted');
    const before = (await db().select().from(products).where(eq(products.id, shirtProduct.id)))[0]?.qty ?? 0;
    const res = await t.api({ method: 'POST', url: `/api/admin/refunds/${id}/restock`, token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.restockedAt).not.toBeNull();
    const again = await t.api({ method: 'POST', url: `/api/admin/refunds/${id}/restock`, token: adminToken });
    expect(again.json().code).toBe('returnAlreadyRestocked');
    const after = (await db().select().from(products).where(eq(products.id, shirtProduct.id)))[0]?.qty ?? 0;
    expect(after - before).toBe(2);

    const money = await filed('refund');
    await move(money.id, 'accepted');
    const refused = await t.api({
      method: 'POST',
      url: `/api/admin/refunds/${money.id}/restock`,
      token: adminToken,
    });
    expect(refused.json().code).toBe('returnNotRestockable');
  });

  it('files on a customer’s behalf (refunds/add), outside the window too', async () => {
    const buyer = await newCustomer();
    const { order, socks } = await deliveredOrder(db(), buyer.id, { daysAgo: 40 });
    const res = await t.api({
      method: 'POST',
      url: '/api/admin/refunds',
      token: adminToken,
      payload: request(order.id, [{ orderItemId: socks.id, qty: 1 }], 'refund'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ filedBy: 'admin', customerId: buyer.id, refundTotal: 300 });
    const [row] = await db().select().from(returns).where(eq(returns.id, res.json().data.id));
    expect(row?.filedByAdminId).toBe(adminId);
  });

  it('is refused to a customer and a salesperson (401)', async () => {
    for (const token of [undefined, salesToken]) {
      for (const url of ['/api/admin/refunds', '/api/admin/collections']) {
        expect((await t.api({ method: 'GET', url, token })).statusCode).toBe(401);
      }
    }
  });
});

describe('the salesperson files returns and records collections', () => {
  it("files a return for its own customer, lists its customers' returns; another's customer is 404", async () => {
    const mine = await newCustomer({ salespersonId: salesperson.id });
    const { order, shirt } = await deliveredOrder(db(), mine.id);
    const res = await t.api({
      method: 'POST',
      url: '/api/salesperson/returns',
      token: salesToken,
      payload: request(order.id, [{ orderItemId: shirt.id, qty: 1 }]),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ filedBy: 'salesperson', customerId: mine.id });
    const list = await t.api({ method: 'GET', url: '/api/salesperson/returns', token: salesToken });
    expect(list.json().data.items.map((r: { id: number }) => r.id)).toContain(res.json().data.id);
    const theirs = await t.api({ method: 'GET', url: '/api/salesperson/returns', token: otherSalesToken });
    expect(theirs.json().data.items).toEqual([]);
    const refused = await t.api({
      method: 'POST',
      url: '/api/salesperson/returns',
      token: otherSalesToken,
      payload: request(order.id, [{ orderItemId: shirt.id, qty: 1 }]),
    });
    expect(refused.statusCode).toBe(404);
    // The refund window binds the salesperson as it binds the customer.
    const old = await deliveredOrder(db(), mine.id, { daysAgo: 30 });
    const late = await t.api({
      method: 'POST',
      url: '/api/salesperson/returns',
      token: salesToken,
      payload: request(old.order.id, [{ orderItemId: old.shirt.id, qty: 1 }]),
    });
    expect(late.json().code).toBe('returnWindowClosed');
  });

  it("offers every delivered order of its customers to its picker, whoever placed it, and no other's", async () => {
    const mine = await newCustomer({ salespersonId: salesperson.id });
    const delivered = await deliveredOrder(db(), mine.id); // placed by the customer itself
    const shipped = await deliveredOrder(db(), mine.id, { status: 'shipped' });
    const stranger = await deliveredOrder(db(), (await newCustomer()).id);
    const res = await t.api({ method: 'GET', url: '/api/salesperson/returns/orders', token: salesToken });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((o: { orderId: number }) => o.orderId);
    expect(ids).toContain(delivered.order.id);
    expect(ids).not.toContain(shipped.order.id);
    expect(ids).not.toContain(stranger.order.id);
    const theirs = await t.api({
      method: 'GET',
      url: '/api/salesperson/returns/orders',
      token: otherSalesToken,
    });
    expect(theirs.json().data.map((o: { orderId: number }) => o.orderId)).not.toContain(delivered.order.id);
  });

  it('records a collection within what the order owes; the admin confirms it as a payment, once', async () => {
    const mine = await newCustomer({ salespersonId: salesperson.id });
    const { order } = await deliveredOrder(db(), mine.id, { method: 'cash' });
    const open = await t.api({
      method: 'GET',
      url: `/api/salesperson/collections/orders?customerId=${mine.id}`,
      token: salesToken,
    });
    expect(open.json().data).toEqual([expect.objectContaining({ orderId: order.id, outstanding: 4200 })]);
    const record = (amount: number, token = salesToken) =>
      t.api({
        method: 'POST',
        url: '/api/salesperson/collections',
        token,
        payload: { orderId: order.id, amount, method: 'cash', collectedOn: '2025-03-01', reference: 'RC-1' },
      });
    const first = await record(3000);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      status: 'recorded',
      amount: 3000,
      orderNumber: order.orderNumber,
    });
    const over = await record(1201);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('collectionExceedsBalance');
    expect(over.json().message).toContain('12.00');
    const zero = await record(0);
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.amount).toEqual(['The amount must be more than zero']);
    expect((await record(100, otherSalesToken)).statusCode).toBe(404);

    const id = first.json().data.id;
    const confirm = await t.api({
      method: 'POST',
      url: `/api/admin/collections/${id}/confirm`,
      token: adminToken,
      payload: {},
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.status).toBe('confirmed');
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ provider: 'offline', capturedAmount: 3000, method: 'cash' });
    const twice = await t.api({
      method: 'POST',
      url: `/api/admin/collections/${id}/reject`,
      token: adminToken,
      payload: { note: 'late' },
    });
    expect(twice.json().code).toBe('collectionAlreadyReviewed');
    // What is owed now: 4200 − 3000 paid.
    expect((await record(1201)).statusCode).toBe(409);
    const rest = await record(1200);
    expect(rest.statusCode).toBe(201);
    const rejected = await t.api({
      method: 'POST',
      url: `/api/admin/collections/${rest.json().data.id}/reject`,
      token: adminToken,
      payload: { note: 'No receipt' },
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reviewNote: 'No receipt' });
    const mineList = await t.api({ method: 'GET', url: '/api/salesperson/collections', token: salesToken });
    expect(mineList.json().data.items.length).toBeGreaterThanOrEqual(2);
    const theirs = await t.api({
      method: 'GET',
      url: '/api/salesperson/collections',
      token: otherSalesToken,
    });
    expect(theirs.json().data.items).toEqual([]);
  });

  it('confirming saves the payment and the review together: a failed save leaves no payment', async () => {
    const mine = await newCustomer({ salespersonId: salesperson.id });
    const { order } = await deliveredOrder(db(), mine.id, { method: 'cash' });
    const recorded = await t.api({
      method: 'POST',
      url: '/api/salesperson/collections',
      token: salesToken,
      payload: {
        orderId: order.id,
        amount: 1000,
        method: 'cheque',
        collectedOn: '2025-03-02',
        reference: 'CH-9',
      },
    });
    expect(recorded.statusCode).toBe(201);
    const id = recorded.json().data.id as number;
    const confirm = () =>
      t.api({ method: 'POST', url: `/api/admin/collections/${id}/confirm`, token: adminToken, payload: {} });
    await db().execute(
      sql.raw(`create function fail_collection_save() returns trigger language plpgsql as $$
        begin raise exception 'save failed'; end $$;
        create trigger fail_collection_save before update on collections for each row
        when (new.id = ${id}) execute function fail_collection_save();`),
    );
    const failed = await confirm();
    await db().execute(
      sql.raw('drop trigger fail_collection_save on collections; drop function fail_collection_save();'),
    );
    expect(failed.statusCode).toBe(500);
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);

    const retried = await confirm();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.status).toBe('confirmed');
    const paid = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(paid).toEqual([expect.objectContaining({ capturedAmount: 1000, method: 'cheque' })]);
    expect(retried.json().data.paymentId).toBe(paid[0]?.id);
  });

  it('is refused to a customer and an admin (401)', async () => {
    const buyer = await newCustomer();
    for (const token of [undefined, buyer.token, adminToken]) {
      expect((await t.api({ method: 'GET', url: '/api/salesperson/returns', token })).statusCode).toBe(401);
    }
  });
});
