import type { Page } from '@playwright/test';
import { expect, makeCustomer, sql, type TestCustomer, test } from './support.ts';

/*
 * Refunds, returns and collections in Chromium (SPEC 2, ADR 0057): a customer asks for a return of
 * its delivered order within the refund days and is refused once they are over (the delivery aged
 * with `sql()`); a salesperson files a return for its customer and records money collected. Each
 * flow has a customer and a delivered order of its own, copied from a demo order.
 */

const SALES = { email: 'sales@wholesale.test', password: 'Sales-demo-2026' };
const run = String(Date.now() % 10_000_000).padStart(7, '0');

/**
 * A delivered order of `customer`, a copy of a demo order with its lines (nothing returned, nothing
 * paid), delivered `daysAgo` days ago by its status history.
 */
async function deliveredOrder(customer: TestCustomer, tag: string, daysAgo: number) {
  const columns = async (table: string) =>
    (
      await sql<{ name: string }>(
        `select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and column_name <> 'id' order by ordinal_position`,
        [table],
      )
    ).map((c) => c.name);
  const orderOverrides: Record<string, string> = {
    order_number: `'E2E-R${tag}'`,
    status: `'delivered'`,
    payment_status: `'pending'`,
    user_id: '$1',
    customer_name: '$2',
    email: '$3',
    salesperson_id: 'null',
    salesperson_name: 'null',
    post_order_status: 'null',
    idempotency_key: 'null',
    created_at: `now() - interval '${daysAgo + 2} days'`,
    updated_at: 'now()',
  };
  const orderCols = await columns('orders');
  const [order] = await sql<{ id: number; order_number: string; source: number }>(
    `insert into orders (${orderCols.join(', ')})
     select ${orderCols.map((c) => orderOverrides[c] ?? c).join(', ')} from orders
     where id = (select id from orders where status in ('delivered', 'completed') order by id limit 1)
     returning id, order_number, (select id from orders where status in ('delivered', 'completed') order by id limit 1) as source`,
    [customer.id, customer.name, customer.email],
  );
  if (!order) throw new Error('No demo order was delivered: is the shop seeded?');
  const itemCols = await columns('order_items');
  const itemOverrides: Record<string, string> = { order_id: '$1', returned_qty: '0' };
  await sql(
    `insert into order_items (${itemCols.join(', ')})
     select ${itemCols.map((c) => itemOverrides[c] ?? c).join(', ')} from order_items where order_id = $2 order by id`,
    [order.id, order.source],
  );
  await sql(
    `insert into order_status_history (order_id, from_status, to_status, actor_kind, created_at)
     values ($1, 'shipped', 'delivered', 'admin', now() - make_interval(days => $2))`,
    [order.id, daysAgo],
  );
  return order;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(who.email);
  await page.getByLabel(/^Password\s*\*?$/).fill(who.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Asks for one unit of the form's first line back, with a reason. */
async function fileOneUnit(page: Page, orderNumber: string) {
  const form = page.getByRole('region', { name: `Request a return for order ${orderNumber}` });
  await form.getByRole('spinbutton').first().fill('1');
  await form.getByRole('textbox', { name: 'Reason' }).fill('One piece arrived in the wrong size');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toBeHidden();
}

test('a customer requests a return within the refund days and is refused after them', async ({ page }) => {
  const customer = await makeCustomer(`${run}1`);
  const order = await deliveredOrder(customer, `${run}1`, 2);
  await signIn(page, customer);

  await page.goto(`/dashboard/orders/${order.id}`);
  await page.getByRole('link', { name: 'Request a return' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/refunds\\?order=${order.id}$`));
  await fileOneUnit(page, order.order_number);
  const row = page.getByRole('table', { name: 'Refund and return requests' }).getByRole('row', {
    name: new RegExp(order.order_number),
  });
  await expect(row).toContainText('Requested');
  const [filed] = await sql<{ status: string; units: number }>(
    `select r.status, (select sum(qty)::int from return_items i where i.return_id = r.id) as units
     from returns r where r.order_id = $1`,
    [order.id],
  );
  expect(filed).toEqual({ status: 'init', units: 1 });

  // The refund days (14 in the demo settings) run out: the delivery was 40 days ago.
  await sql(
    `update order_status_history set created_at = now() - interval '40 days'
     where order_id = $1 and to_status = 'delivered'`,
    [order.id],
  );
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a return' })).toHaveCount(0);
  await page.goto(`/dashboard/refunds?order=${order.id}`);
  await expect(page.getByRole('alert')).toHaveText('The refund period of this order has ended');
  await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0);
});

test('a salesperson files a return for its customer and records a collection', async ({ page }) => {
  const customer = await makeCustomer(`${run}2`, { salesperson: true });
  const order = await deliveredOrder(customer, `${run}2`, 3);
  await signIn(page, SALES);

  await page.goto('/salesperson/returns');
  await page
    .getByRole('combobox', { name: 'Choose a delivered order' })
    .selectOption({ label: `${order.order_number} · ${customer.name}` });
  await fileOneUnit(page, order.order_number);
  await expect(
    page.getByRole('table', { name: 'Refund and return requests' }).getByRole('row', {
      name: new RegExp(`${order.order_number}.*${customer.name}`),
    }),
  ).toContainText('Requested');
  const [filed] = await sql<{ filed_by: string }>('select filed_by from returns where order_id = $1', [
    order.id,
  ]);
  expect(filed?.filed_by).toBe('salesperson');

  await page.goto('/salesperson/collections');
  const form = page.getByRole('region', { name: 'Record a collection' });
  await form.getByRole('combobox', { name: /^Order/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${order.order_number} · `) }).click();
  await form.getByRole('textbox', { name: /^Amount/ }).fill('10.00');
  await form.getByRole('textbox', { name: /^Reference/ }).fill(`RC-${run}`);
  await form.getByRole('button', { name: 'Record collection' }).click();
  await expect(
    page.getByRole('table', { name: 'Collections' }).getByRole('row', { name: new RegExp(`RC-${run}`) }),
  ).toContainText('Awaiting review');
  const [collected] = await sql<{ amount: number; status: string; method: string }>(
    'select amount, status, method from collections where order_id = $1',
    [order.id],
  );
  expect(collected).toEqual({ amount: 1000, status: 'recorded', method: 'cash' });
});
