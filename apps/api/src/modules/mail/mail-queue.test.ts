import type { MailOutboxList } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, siteSettings, users } from '../../db/schema/index.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { useMailCapture } from '../../test/mail-capture.ts';
import { insertBuyer, insertOrderingShop, placeThroughCheckout } from '../orders/checkout-fixtures.ts';
import type { MailMessage, MailResult, MailTransport } from './mailer.ts';

type Shop = Awaited<ReturnType<typeof insertOrderingShop>>;
type Api = ReturnType<typeof useTestApp>;

/** A customer's cash order of two pairs of socks, through the real checkout. */
async function placeCashOrder(t: Api, shop: Shop, buyer: Awaited<ReturnType<typeof insertBuyer>>) {
  const lines = [{ productId: shop.products.socks.id, quantity: 2 }];
  return (await placeThroughCheckout(t, shop, buyer, lines, `mail-queue-test-order-${buyer.user.id}`)).order;
}

describe('order mails through the queue (ADR 0058)', () => {
  const mail = useMailCapture();
  // Polling off: only drain() and the kick after a send move the queue, so the test decides.
  const { t, call } = useAdminApi(useTestApp({ env: mail.env({ MAIL_QUEUE_POLL_SECONDS: '0' }) }));
  let shop: Shop;

  beforeAll(async () => {
    shop = await insertOrderingShop(t.database.db);
  });

  it('queues the placement and every status move, each in the customer’s language', async () => {
    const db = t.database.db;
    const buyer = await insertBuyer(db);
    await db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, buyer.user.id));
    // Placed from an English page: the customer's own language still wins.
    const order = await placeCashOrder(t, shop, buyer);
    const queued = await db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email));
    expect(queued.map((m) => [m.event, m.lang, m.status])).toEqual([['order.pending', 'ar', 'queued']]);
    expect(await t.app.mailer.drain()).toBe(1);
    const received = await mail.waitFor(buyer.user.email);
    expect(received.subject).toBe(`استلمنا طلبك: الطلب رقم ${order.orderNumber}`);
    expect(received.html).toContain('<html lang="ar" dir="rtl">');
    // The number and the link come from the statement that wrote the order (ADR 0053).
    const [placed] = queued;
    expect(placed?.variables).toMatchObject({
      orderNumber: order.orderNumber,
      link: `/dashboard/orders/${order.id}`,
    });

    expect(
      (await call('POST', `/api/admin/orders/${order.id}/status`, { status: 'approved' })).statusCode,
    ).toBe(200);
    expect(await t.app.mailer.drain()).toBe(1);
    const approved = await mail.waitFor(
      buyer.user.email,
      (m) => m.headers.get('x-shop-event') === 'order.approved',
    );
    expect(approved.subject).toBe(`تمت الموافقة على طلبك: الطلب رقم ${order.orderNumber}`);
    expect(approved.html).toContain(`/dashboard/orders/${order.id}`);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.event, 'order.approved'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('writes in English for an English customer, and queues nothing for a template switched off', async () => {
    const db = t.database.db;
    const buyer = await insertBuyer(db);
    await db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, buyer.user.id));
    const order = await placeCashOrder(t, shop, buyer);
    await t.app.mailer.drain();
    expect((await mail.waitFor(buyer.user.email)).subject).toBe(
      `We have received your order: order ${order.orderNumber}`,
    );

    // The admin switches the cancelled mail off: the move goes through, no mail is queued.
    const list = await call('GET', '/api/admin/email-settings?search=order.cancelled');
    const template = list.json().data.items[0];
    const { id, placeholders: _p, createdAt: _c, updatedAt: _u, orderStatus: _o, ...values } = template;
    expect(
      (await call('PUT', `/api/admin/email-settings/${id}`, { ...values, enabled: false })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email));
    expect(rows.map((r) => r.event)).toEqual(['order.pending']);
  });

  it('sends the admin a copy when the template says so', async () => {
    const db = t.database.db;
    await db.update(siteSettings).set({ email: 'orders-desk@shop.test' });
    const buyer = await insertBuyer(db);
    await placeCashOrder(t, shop, buyer);
    await t.app.mailer.drain();
    // order.pending ships with the admin-receives flag on.
    const copy = await mail.waitFor('orders-desk@shop.test');
    expect(copy.to).toContain(buyer.user.email.toLowerCase());
    expect(copy.headers.get('x-shop-event')).toBe('order.pending');
  });
});

/** A mail server the test breaks and mends: it records what it was asked to send. */
class SwitchableTransport implements MailTransport {
  broken = true;
  readonly delivered: MailMessage[] = [];
  async deliver(message: MailMessage): Promise<MailResult> {
    if (this.broken) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    this.delivered.push(message);
    return { sent: true, messageId: `<${this.delivered.length}@test>` };
  }
  async sendRendered(): Promise<MailResult> {
    if (this.broken) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
    return { sent: true };
  }
  close(): void {}
}

describe('a mail server that is down (ADR 0058)', () => {
  const transport = new SwitchableTransport();
  const { t, call, tokens } = useAdminApi(
    useTestApp({
      env: { MAIL_QUEUE_POLL_SECONDS: '0', MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_SECONDS: '60' },
      mailTransport: transport,
    }),
  );
  let shop: Shop;

  beforeAll(async () => {
    shop = await insertOrderingShop(t.database.db);
  });

  it('never fails the order or its status move; retries with a growing wait, then shows it failed', async () => {
    const db = t.database.db;
    const buyer = await insertBuyer(db);
    const order = await placeCashOrder(t, shop, buyer);
    const moved = await call('POST', `/api/admin/orders/${order.id}/status`, { status: 'approved' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.status).toBe('approved');

    // First round: both mails fail once and wait a minute.
    const before = Date.now();
    expect(await t.app.mailer.drain()).toBe(2);
    let rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email));
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['queued', 1, 'connect ECONNREFUSED 127.0.0.1:2525'],
      ['queued', 1, 'connect ECONNREFUSED 127.0.0.1:2525'],
    ]);
    for (const row of rows) expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 59_000);
    // Nothing is due yet.
    expect(await t.app.mailer.drain()).toBe(0);

    // An hour on, each is tried until the third attempt fails: `failed`, for the admin to see.
    expect(await t.app.mailer.drain({ now: new Date(Date.now() + 3_600_000) })).toBe(4);
    rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ]);
    expect(transport.delivered).toHaveLength(0);

    const failed = await call('GET', '/api/admin/mail-outbox?status=failed');
    expect(failed.statusCode).toBe(200);
    const list = failed.json().data as MailOutboxList;
    expect(list.meta.total).toBe(2);
    expect(list.items[0]).toMatchObject({ status: 'failed', attempts: 3, to: buyer.user.email });

    // The server is back; the admin retries one: it goes out.
    transport.broken = false;
    const target = list.items.find((m) => m.event === 'order.approved');
    const retried = await call('POST', `/api/admin/mail-outbox/${target?.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      message: 'The mail is queued to be sent again',
      data: { status: 'queued', attempts: 0 },
    });
    await t.app.mailer.drain();
    expect(transport.delivered.map((m) => m.event)).toEqual(['order.approved']);
    const [sent] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, target?.id ?? 0));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });

    // A sent mail is not retried; an unknown one is 404.
    const again = await call('POST', `/api/admin/mail-outbox/${target?.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('mailNotFailed');
    expect((await call('POST', '/api/admin/mail-outbox/999999/retry')).statusCode).toBe(404);
    transport.broken = true;
  });

  it('answers the test mail with the mail server’s refusal (502)', async () => {
    const list = await call('GET', '/api/admin/email-settings?search=account.approved');
    const {
      id: _id,
      placeholders: _p,
      createdAt: _c,
      updatedAt: _u,
      orderStatus: _o,
      ...template
    } = list.json().data.items[0];
    const res = await call('POST', '/api/admin/email-settings/test-mail', {
      template,
      to: 'desk@shop.test',
      lang: 'en',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'mailSendFailed',
      message: 'The test mail could not be sent: connect ECONNREFUSED 127.0.0.1:2525',
    });
  });

  it('lists the queue for admins only', async () => {
    for (const token of [undefined, tokens.customer, tokens.salesperson]) {
      const res = await t.api({ method: 'GET', url: '/api/admin/mail-outbox', token });
      expect(res.statusCode).toBe(401);
    }
  });
});
