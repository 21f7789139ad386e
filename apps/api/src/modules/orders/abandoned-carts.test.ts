import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, emailSettings, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { useMailCapture } from '../../test/mail-capture.ts';
import { EMAIL_TEMPLATES } from '../mail/templates.ts';
import { remindAbandonedCarts } from './abandoned-carts.ts';
import { insertBuyer, insertOrderingShop } from './checkout-fixtures.ts';

describe('abandoned carts (SPEC 4: one week, one reminder, sent flag)', () => {
  const mail = useMailCapture();
  const t = useTestApp({ env: mail.env() });
  let shop: Awaited<ReturnType<typeof insertOrderingShop>>;

  beforeAll(async () => {
    shop = await insertOrderingShop(t.database.db);
    const template = EMAIL_TEMPLATES.find((m) => m.event === 'cart.abandoned');
    if (!template) throw new Error('no cart.abandoned template');
    const { orderStatus: _status, ...row } = template;
    await t.database.db.insert(emailSettings).values(row);
  });

  const deps = () => ({ db: t.database.db, mailer: t.app.mailer, publicUrl: 'http://shop.test' });
  const age = (cartUserId: number, days: number) =>
    t.database.db.execute(
      sql`update carts set updated_at = now() - make_interval(days => ${days}) where user_id = ${cartUserId}`,
    );

  it('mails a cart left a week with an item, once, in the customer’s language', async () => {
    const db = t.database.db;
    const left = await insertBuyer(db);
    await db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, left.user.id));
    const fresh = await insertBuyer(db);
    const empty = await insertBuyer(db);
    for (const buyer of [left, fresh]) {
      const res = await t.api({
        method: 'POST',
        url: '/api/user/cart/items',
        token: buyer.token,
        payload: { productId: shop.products.socks.id, quantity: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
    await t.api({ method: 'GET', url: '/api/user/cart', token: empty.token });
    await age(left.user.id, 8);
    await age(empty.user.id, 8);
    await age(fresh.user.id, 6);

    expect(await remindAbandonedCarts(deps())).toBe(1);
    // Queued with the flag, in the same transaction (ADR 0058); the queue sends it.
    expect(await t.app.mailer.drain()).toBe(1);
    const sent = await mail.waitFor(left.user.email);
    expect(sent.subject).toContain('سلّتك');
    expect(sent.html).toContain('http://shop.test/cart');
    expect(mail.to(fresh.user.email)).toHaveLength(0);
    expect(mail.to(empty.user.email)).toHaveLength(0);
    const [flag] = await db
      .select({ at: carts.abandonedEmailSentAt })
      .from(carts)
      .where(eq(carts.userId, left.user.id));
    expect(flag?.at).toBeInstanceOf(Date);

    // Once: a second run sends nothing; a change to the cart makes it a fresh cart again.
    expect(await remindAbandonedCarts(deps())).toBe(0);
    await t.api({
      method: 'PUT',
      url: '/api/user/cart/metadata',
      token: left.token,
      payload: { metadata: { po: '1' } },
    });
    const [after] = await db
      .select({ at: carts.abandonedEmailSentAt })
      .from(carts)
      .where(eq(carts.userId, left.user.id));
    expect(after?.at).toBeNull();
  });

  it('lets two processes run at once without mailing a cart twice', async () => {
    const db = t.database.db;
    const buyers = [];
    for (let i = 0; i < 6; i++) {
      const buyer = await insertBuyer(db);
      await t.api({
        method: 'POST',
        url: '/api/user/cart/items',
        token: buyer.token,
        payload: { productId: shop.products.socks.id, quantity: 1 },
      });
      await age(buyer.user.id, 10);
      buyers.push(buyer);
    }
    const [a, b] = await Promise.all([remindAbandonedCarts(deps(), 4), remindAbandonedCarts(deps(), 4)]);
    expect((a ?? 0) + (b ?? 0)).toBe(6);
    expect(await t.app.mailer.drain()).toBe(6);
    for (const buyer of buyers) {
      await mail.waitFor(buyer.user.email);
      expect(mail.to(buyer.user.email)).toHaveLength(1);
    }
  });
});
