import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminLogin, expect, makeCustomer, sql, test } from './support.ts';

/*
 * Issue 11 "Done when": an order status change sends the matching template in the customer's
 * language. An admin approves the order of a customer who reads Arabic; the mail the shop wrote to
 * its outbox (no SMTP in the end-to-end shop) is the Arabic `order.approved` template.
 */

const outbox = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.E2E_DATA_DIR ?? '.data',
  'outbox',
);
// The default deployment's api key (testing_v2), as ordering.spec.ts sends it.
const API_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  'x-api-key': 'testing_v2',
};

/** The decoded Subject header of a raw message (RFC 2047 encoded words, folded lines). */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, '');
}

/** The newest `event` mail to `to` in the outbox, raw. */
async function mailTo(to: string, event: string): Promise<string | undefined> {
  const names = (await readdir(outbox).catch(() => [] as string[]))
    .filter((n) => n.includes(event))
    .sort()
    .reverse();
  for (const name of names) {
    const raw = await readFile(path.join(outbox, name), 'utf8');
    if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return raw;
  }
  return undefined;
}

test('an admin approves an Arabic-speaking customer’s order: the customer gets the Arabic template', async ({
  page,
}) => {
  const customer = await makeCustomer(`MAIL${Date.now().toString().slice(-7)}`);
  await sql(`update users set preferred_language = 'ar' where id = $1`, [customer.id]);
  // The customer's cash order, placed through the API (the admin's half is the test).
  const base = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const [variant] = await sql<{ code: string }>(
    `select v.code from product_variants v join products p on p.id = v.product_id
     where v.status = 'available' and p.status = 'available' and v.qty >= 20
       and not exists (select 1 from product_option_groups pog join option_groups g on g.id = pog.option_group_id
         where pog.product_id = p.id and (g.required or g.min_select > 0))
     order by v.qty desc, v.id limit 1`,
  );
  if (!variant) throw new Error('No demo variant in stock');
  const order = await placeCashOrder(base, customer.email, customer.password, variant.code);

  await adminLogin(page, 'en');
  await page.goto(`/admin-panel/secure/order/${order.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Mark as Approved' }).click();
  await page
    .getByRole('dialog', { name: /as Approved\?$/ })
    .getByRole('button', { name: 'Change the status' })
    .click();
  await expect(main.getByText('The order is Approved.')).toBeVisible();

  // The queue's worker sends it within its polling interval.
  await expect.poll(() => mailTo(customer.email, 'order.approved')).toBeTruthy();
  const raw = (await mailTo(customer.email, 'order.approved')) ?? '';
  expect(subjectOf(raw)).toBe(`تمت الموافقة على طلبك: الطلب رقم ${order.orderNumber}`);
  expect(raw).toMatch(/^X-Shop-Event: order\.approved$/m);
  const [row] = await sql<{ status: string; lang: string }>(
    `select status, lang from mail_outbox where "to" = $1 and event = 'order.approved'`,
    [customer.email],
  );
  expect(row).toEqual({ status: 'sent', lang: 'ar' });
});

async function placeCashOrder(base: string, login: string, password: string, sku: string) {
  const call = async <T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...API_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const { token } = await call<{ token: string }>('POST', '/api/auth/user/login', null, { login, password });
  await call('POST', '/api/user/cart/quick-order', token, { lines: [{ sku, quantity: 2 }], add: true });
  const quote = await call<{
    deliveryOptions: { rateId: number }[];
    paymentMethods: { id: number; code: string }[];
  }>('GET', '/api/user/cart/quote', token);
  await call('PUT', '/api/user/cart/checkout', token, { rateId: quote.deliveryOptions[0]?.rateId });
  await call('PUT', '/api/user/cart/checkout', token, {
    paymentMethodId: quote.paymentMethods.find((m) => m.code === 'cash')?.id,
  });
  const placed = await call<{ order: { id: number; orderNumber: string } }>(
    'POST',
    '/api/user/orders',
    token,
    {
      idempotencyKey: `e2e-mail-spec-${Date.now()}`,
    },
  );
  return placed.order;
}
