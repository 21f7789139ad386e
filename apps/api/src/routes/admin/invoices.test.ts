import type { InvoiceList, InvoiceRecord } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { documentCounters, invoices } from '../../db/schema/index.ts';
import { issueToken } from '../../modules/auth/tokens.ts';
import { insertInvoiceableOrder } from '../../modules/invoices/test-fixtures.ts';
import { expectAdminOnly } from '../../modules/taxonomy/test-helpers.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';

describe('admin invoices (/api/admin/invoices, docs/api/invoices.md), UK variant', () => {
  const { t, tokens, call } = useAdminApi();

  beforeAll(async () => {
    await insertSiteSettings(t.database.db, {
      address: { en: '2 Wharf Road/Leeds', ar: '٢ طريق الرصيف/ليدز' },
      postCode: 'LS1 4AB',
      vatNumber: 'GB123456789',
      email: 'accounts@wholesale.test',
      bankAccountName: { en: 'Wholesale Ltd', ar: 'شركة الجملة' },
      bankAccountNumber: '12345678',
      sortCode: '12-34-56',
    });
  });

  const create = (orderId: number | null, invoiceDate = '05/03/2025', lang?: 'ar' | 'en') =>
    call('POST', '/api/admin/invoices', { orderId, invoiceDate, note: 'Thank you' }, lang);

  it('answers only admins', async () => {
    await expectAdminOnly(
      t,
      tokens,
      [
        ['GET', '/api/admin/invoices'],
        ['POST', '/api/admin/invoices'],
        ['GET', '/api/admin/invoices/1'],
        ['PUT', '/api/admin/invoices/1'],
        ['POST', '/api/admin/invoices/1/print'],
        ['GET', '/api/admin/invoices/1/pdf'],
      ],
      { orderId: 1, invoiceDate: '01/01/2025', address: 'x' },
    );
  });

  it('invoices an order with its lines, totals, supplier and bank details; prints it; then refuses edits', async () => {
    const order = await insertInvoiceableOrder(t.database.db, { rate: 20 });
    const res = await create(order.id);
    expect(res.statusCode).toBe(201);
    const invoice = res.json().data as InvoiceRecord;
    expect(res.json().message).toBe(`Invoice ${invoice.invoiceNumber} created`);
    expect(invoice).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: 'draft',
      invoiceDate: '2025-03-05',
      taxPoint: '2025-03-05',
      currency: 'GBP',
      companyAddress: '2 Wharf Road/Leeds/LS1 4AB',
      bankAccountName: 'Wholesale Ltd',
      bankAccountNumber: '12345678',
      bankSortCode: '12-34-56',
      seller: { vatNumber: 'GB123456789', name: { en: 'Test Wholesale' } },
      note: 'Thank you',
      zatcaQr: null,
      total: order.grandTotal,
      vatTotal: order.vatTotal,
      totalDiscount: 1000,
    });
    // Goods and delivery lines; the totals are the sums of the lines.
    expect(invoice.items.map((l) => l.sku)).toEqual(['OIL-5L', 'DATE-1K', '']);
    expect(invoice.items.reduce((s, l) => s + l.total, 0)).toBe(invoice.total);
    expect(invoice.items.reduce((s, l) => s + l.vat, 0)).toBe(invoice.vatTotal);
    expect(invoice.subtotal - invoice.totalDiscount + invoice.vatTotal).toBe(invoice.total);
    expect(invoice.items[0]).toMatchObject({
      qty: 2,
      unitPrice: 10000,
      discount: 1000,
      net: 19000,
      vat: 3800,
    });
    expect(invoice.address.split('\n')).toEqual([
      order.customerName,
      expect.stringMatching(/^Test Company/),
      '1 Mill Street',
      'Leeds',
      '12345',
      'United Kingdom',
    ]);

    const edited = await call('PUT', `/api/admin/invoices/${invoice.id}`, {
      invoiceDate: '06/03/2025',
      note: '',
      address: 'Accounts payable\n1 Mill Street\nLeeds',
      bankSortCode: '65-43-21',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Invoice updated',
      data: { invoiceDate: '2025-03-06', note: null, bankSortCode: '65-43-21', bankAccountName: null },
    });

    const printed = await call('POST', `/api/admin/invoices/${invoice.id}/print`);
    expect(printed.json()).toMatchObject({
      message: `Invoice ${invoice.invoiceNumber} printed and committed`,
      data: { status: 'printed' },
    });
    expect(printed.json().data.printedAt).toEqual(expect.any(String));

    const refused = await call('PUT', `/api/admin/invoices/${invoice.id}`, {
      invoiceDate: '07/03/2025',
      address: 'Elsewhere',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'invoiceCommitted',
      message: "You Can't Edit this Invoice as it's Already Been Committed",
    });
    const refusedAr = await call(
      'PUT',
      `/api/admin/invoices/${invoice.id}`,
      { invoiceDate: '07/03/2025', address: 'x' },
      'ar',
    );
    expect(refusedAr.json().message).toBe('لا يمكنك تعديل هذه الفاتورة لأنها اعتُمدت بالفعل');
    expect((await call('POST', `/api/admin/invoices/${invoice.id}/print`)).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.invoiceDate).toBe('2025-03-06');

    const pdf = await call('GET', `/api/admin/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses without an order, with a wrong date, twice for one order, and for an order not yet agreed', async () => {
    expectFieldErrors(await create(null, '2025-03-05'), {
      orderId: ['An order must be chosen'],
      invoiceDate: ['Wrong Date Format, Enter Date in DD/MM/YYYY Format'],
    });
    expectFieldErrors(await call('POST', '/api/admin/invoices', { invoiceDate: '31/02/2025' }), {
      orderId: ['An order must be chosen'],
      invoiceDate: ['Wrong Date Format, Enter Date in DD/MM/YYYY Format'],
    });
    expectFieldErrors(await create(999_999), { orderId: ['This item does not exist'] });
    const ar = await create(null, '1/1/2025', 'ar');
    expect(ar.json().errors.invoiceDate).toEqual(['صيغة التاريخ غير صحيحة، أدخل التاريخ بصيغة DD/MM/YYYY']);

    const order = await insertInvoiceableOrder(t.database.db);
    expect((await create(order.id)).statusCode).toBe(201);
    const twice = await create(order.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order already has an invoice');

    const pending = await insertInvoiceableOrder(t.database.db, { status: 'pending' });
    const early = await create(pending.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('orderNotInvoiceable');
    expect((await call('GET', '/api/admin/invoices/999999')).statusCode).toBe(404);
  });

  it('numbers invoices made at once without a gap or a repeat, and a failed one leaves no gap', async () => {
    const db = t.database.db;
    const orders = await Promise.all(Array.from({ length: 8 }, () => insertInvoiceableOrder(db)));
    const before = (await db.select().from(documentCounters).where(eq(documentCounters.name, 'invoice')))[0]
      ?.value;
    // Eight at once, and an order invoiced twice at once: one of those two is refused.
    const results = await Promise.all([...orders, orders[0]].map((o) => create(o?.id ?? null)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(8);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(1);
    const numbers = results
      .filter((r) => r.statusCode === 201)
      .map((r) => Number((r.json().data as InvoiceRecord).invoiceNumber.replace('INV-', '')))
      .sort((a, b) => a - b);
    const start = (before ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => start + i));
    const after = (await db.select().from(documentCounters).where(eq(documentCounters.name, 'invoice')))[0]
      ?.value;
    expect(after).toBe(start + 7);
  });

  it('lists with filters, sort and pagination', async () => {
    const customer = await createCustomer(t.database.db);
    const mine = await insertInvoiceableOrder(t.database.db, { userId: customer.id });
    const made = (await create(mine.id, '01/01/2024')).json().data as InvoiceRecord;
    const list = (query: string) =>
      call('GET', `/api/admin/invoices?${query}`).then((r) => r.json().data as InvoiceList);
    expect((await list(`customerId=${customer.id}`)).items.map((i) => i.id)).toEqual([made.id]);
    expect((await list(`search=${made.invoiceNumber}`)).items.map((i) => i.id)).toEqual([made.id]);
    expect((await list(`search=${mine.orderNumber}`)).items.map((i) => i.id)).toEqual([made.id]);
    expect((await list('from=2024-01-01&to=2024-01-01')).items.map((i) => i.id)).toEqual([made.id]);
    const printed = await list('status=printed');
    expect(printed.items.every((i) => i.status === 'printed')).toBe(true);
    expect(printed.items.length).toBeGreaterThan(0);
    const drafts = await list('status=draft&sort=invoiceNumber&perPage=2&page=1');
    expect(drafts.items).toHaveLength(2);
    expect(drafts.meta.total).toBeGreaterThan(2);
    const [a, b] = drafts.items;
    expect((a?.invoiceNumber ?? '') < (b?.invoiceNumber ?? '')).toBe(true);
    expect((await call('GET', '/api/admin/invoices?sort=nope')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/invoices?status=paid')).statusCode).toBe(422);
  });

  it('lets a customer download its own printed invoice, and no one else’s', async () => {
    const db = t.database.db;
    const owner = await createCustomer(db);
    const other = await createCustomer(db);
    const order = await insertInvoiceableOrder(db, { userId: owner.id });
    const invoice = (await create(order.id)).json().data as InvoiceRecord;
    const tokenOf = async (id: number) =>
      (await issueToken(db, { kind: 'user', subjectId: id, ttlHours: 1 })).token;
    const own = await tokenOf(owner.id);
    const get = (token: string) =>
      t.api({ method: 'GET', url: `/api/user/orders/${order.id}/invoice.pdf`, token });
    const ref = async (token: string) =>
      (await t.api({ method: 'GET', url: `/api/user/orders/${order.id}/invoice`, token })).json().data;
    // Not printed yet: nothing to download.
    expect((await get(own)).statusCode).toBe(404);
    expect(await ref(own)).toBeNull();
    await call('POST', `/api/admin/invoices/${invoice.id}/print`);
    const mine = await get(own);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(await ref(own)).toEqual({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
    });
    expect((await get(await tokenOf(other.id))).statusCode).toBe(404);
    expect(await ref(await tokenOf(other.id))).toBeNull();
    expect((await t.api({ method: 'GET', url: `/api/user/orders/${order.id}/invoice.pdf` })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 everywhere when the deployment has no invoices (isInvoicesEnabled off)', async () => {
    const deployment = {
      ...t.config.deployment,
      flags: { ...t.config.deployment.flags, isInvoicesEnabled: false },
    };
    const app = await buildApp({ config: { ...t.config, deployment }, db: t.database.db });
    try {
      for (const url of ['/api/admin/invoices', '/api/admin/invoices/1', '/api/user/orders/1/invoice.pdf']) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: {
            'x-api-key': deployment.key,
            accept: 'application/json',
            authorization: `Bearer ${url.startsWith('/api/admin') ? tokens.admin : tokens.customer}`,
          },
        });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
