import type { InvoiceList, InvoiceRecord } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { orders, salespeople } from '../../db/schema/index.ts';
import { insertInvoiceableOrder } from '../../modules/invoices/test-fixtures.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { createCustomerRow, createSalespersonRow, tokenFor } from '../../test/role-matrix-fixtures.ts';

type Sp = Awaited<ReturnType<typeof createSalespersonRow>>;

describe("salesperson invoices (/api/salesperson/invoices, ADR 0064): its customers' printed ones", () => {
  const { t, tokens, call } = useAdminApi();
  let mine: Sp;
  let other: Sp;
  let mineToken: string;
  let otherToken: string;
  let ownCustomer: number;
  let foreignCustomer: number;
  /** Printed: of its customer's order placed by the customer, and by another salesperson. */
  let printed: InvoiceRecord;
  let placedByOther: InvoiceRecord;
  /** A draft of its own customer's order. */
  let draft: InvoiceRecord;
  /** Printed, of another salesperson's customer's order. */
  let foreign: InvoiceRecord;

  const invoice = async (userId: number, invoiceDate: string, print: boolean) => {
    const order = await insertInvoiceableOrder(t.database.db, { userId });
    const made = (await call('POST', '/api/admin/invoices', { orderId: order.id, invoiceDate })).json()
      .data as InvoiceRecord;
    if (!print) return made;
    return (await call('POST', `/api/admin/invoices/${made.id}/print`)).json().data as InvoiceRecord;
  };

  beforeAll(async () => {
    const db = t.database.db;
    await insertSiteSettings(db, { vatNumber: 'GB123456789' });
    mine = await createSalespersonRow(db);
    other = await createSalespersonRow(db);
    mineToken = await tokenFor(db, 'salesperson', mine.id);
    otherToken = await tokenFor(db, 'salesperson', other.id);
    ownCustomer = (await createCustomerRow(db, { salespersonId: mine.id, companyName: 'Own Traders' })).id;
    foreignCustomer = (await createCustomerRow(db, { salespersonId: other.id })).id;
    printed = await invoice(ownCustomer, '10/02/2025', true);
    placedByOther = await invoice(ownCustomer, '20/02/2025', true);
    await db.update(orders).set({ salespersonId: other.id }).where(eq(orders.id, placedByOther.orderId));
    draft = await invoice(ownCustomer, '01/03/2025', false);
    foreign = await invoice(foreignCustomer, '15/02/2025', true);
  });

  const get = (url: string, token = mineToken) => t.api({ method: 'GET', url, token });
  const listed = async (query = '', token = mineToken) => {
    const res = await get(`/api/salesperson/invoices${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as InvoiceList).items.map((i) => i.id);
  };

  it("lists the printed invoices of its customers' orders, whoever placed them; no draft, no one else's", async () => {
    expect(await listed()).toEqual([placedByOther.id, printed.id]);
    const res = await get('/api/salesperson/invoices');
    expect(res.json().data.meta).toMatchObject({ total: 2, page: 1 });
    expect(res.json().data.items[1]).toMatchObject({
      id: printed.id,
      invoiceNumber: printed.invoiceNumber,
      customerId: ownCustomer,
      status: 'printed',
    });
    // The other salesperson sees its customer's, and not this one's customer's (though it placed one).
    expect(await listed('', otherToken)).toEqual([foreign.id]);
  });

  it("keeps the admin list's filters and sort, but never widens to drafts", async () => {
    expect(await listed(`?orderId=${printed.orderId}`)).toEqual([printed.id]);
    expect(await listed(`?customerId=${ownCustomer}`)).toEqual([placedByOther.id, printed.id]);
    // Another salesperson's customer as a filter finds nothing rather than its invoices.
    expect(await listed(`?customerId=${foreignCustomer}`)).toEqual([]);
    expect(await listed(`?search=${printed.invoiceNumber}`)).toEqual([printed.id]);
    expect(await listed('?from=2025-02-15&to=2025-02-28')).toEqual([placedByOther.id]);
    expect(await listed('?sort=invoiceDate')).toEqual([printed.id, placedByOther.id]);
    // `status` is not a filter here: a draft stays out whatever is asked.
    expect(await listed('?status=draft')).toEqual([placedByOther.id, printed.id]);
    expect((await get('/api/salesperson/invoices?sort=nope')).statusCode).toBe(422);
  });

  it('reads and downloads one of them; 404 for a draft, a missing one and another salesperson’s customer’s', async () => {
    const one = await get(`/api/salesperson/invoices/${printed.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ ...printed, updatedAt: expect.any(String) });
    const pdf = await get(`/api/salesperson/invoices/${printed.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${printed.invoiceNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const id of [draft.id, foreign.id, 999_999]) {
      for (const url of [`/api/salesperson/invoices/${id}`, `/api/salesperson/invoices/${id}/pdf`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('notFound');
      }
    }
  });

  it('shows a draft once it is printed, and follows the customer to its new salesperson', async () => {
    const db = t.database.db;
    const late = await invoice(ownCustomer, '05/03/2025', false);
    expect((await get(`/api/salesperson/invoices/${late.id}`)).statusCode).toBe(404);
    await call('POST', `/api/admin/invoices/${late.id}/print`);
    expect((await get(`/api/salesperson/invoices/${late.id}`)).statusCode).toBe(200);

    const moving = await createCustomerRow(db, { salespersonId: mine.id });
    const moved = await invoice(moving.id, '06/03/2025', true);
    expect((await get(`/api/salesperson/invoices/${moved.id}`)).statusCode).toBe(200);
    const reassigned = await call('PUT', `/api/admin/users/${moving.id}/salesperson`, {
      salespersonId: other.id,
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect((await get(`/api/salesperson/invoices/${moved.id}`)).statusCode).toBe(404);
    expect((await get(`/api/salesperson/invoices/${moved.id}/pdf`)).statusCode).toBe(404);
    expect((await get(`/api/salesperson/invoices/${moved.id}`, otherToken)).statusCode).toBe(200);
  });

  it('refuses visitors, customers and admins (401), and a deactivated salesperson (403)', async () => {
    const urls = [
      '/api/salesperson/invoices',
      `/api/salesperson/invoices/${printed.id}`,
      `/api/salesperson/invoices/${printed.id}/pdf`,
    ];
    // The customer whose invoice it is, too: its own are under /api/user/orders.
    const customerToken = await tokenFor(t.database.db, 'user', ownCustomer);
    for (const url of urls) {
      for (const token of [undefined, customerToken, tokens.customer, tokens.admin]) {
        const res = await t.api({ method: 'GET', url, token });
        expect(res.statusCode, `${url} ${token ? 'with a foreign token' : 'without a token'}`).toBe(401);
        expect(res.json().code).toBe('unauthenticated');
      }
    }
    const gone = await createSalespersonRow(t.database.db);
    const goneToken = await tokenFor(t.database.db, 'salesperson', gone.id);
    await t.database.db.update(salespeople).set({ active: false }).where(eq(salespeople.id, gone.id));
    const res = await get('/api/salesperson/invoices', goneToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('salespersonInactive');
  });

  it('answers 404 everywhere when the deployment has no invoices (isInvoicesEnabled off)', async () => {
    const deployment = {
      ...t.config.deployment,
      flags: { ...t.config.deployment.flags, isInvoicesEnabled: false },
    };
    const app = await buildApp({ config: { ...t.config, deployment }, db: t.database.db });
    try {
      for (const url of [
        '/api/salesperson/invoices',
        `/api/salesperson/invoices/${printed.id}`,
        `/api/salesperson/invoices/${printed.id}/pdf`,
      ]) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: {
            'x-api-key': deployment.key,
            accept: 'application/json',
            authorization: `Bearer ${mineToken}`,
          },
        });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
