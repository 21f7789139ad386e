import { readFileSync } from 'node:fs';
import { adminLogin, expect, makeCustomer, sql, test } from './support.ts';

/*
 * Invoices in Chromium (SPEC 2 invoices, invoices/{id}; SPEC 4 "editable until printed"; ADR 0056):
 * an admin invoices a delivered order from the order screen, edits the draft, prints it (which
 * commits it: the edit form goes and the SPEC 8 message stays), and downloads its PDF. The order is
 * the test's own: the demo's shipped order copied for a customer of its own. The Saudi variant's
 * QR code is decoded from the PDF in the API suite (apps/api/src/modules/invoices/invoice-pdf.test.ts):
 * this server runs the UK variant.
 */

const run = String(Date.now() % 10_000_000).padStart(7, '0');

async function deliveredOrder(): Promise<{ id: number; number: string }> {
  const customer = await makeCustomer(`inv${run}`);
  const [order] = await sql<{ id: number; order_number: string }>(
    `insert into orders (order_number, status, payment_status, user_id, customer_name, email, phone,
       payment_method_code, delivery_address, delivery_method, currency, unique_items, total_qty, sub_total,
       vat_total, options_total, discount_total, shipping_cost, grand_total, language)
     select 'E2E-INV-' || $2::text, 'delivered', 'captured', $1, $3, $4, phone, payment_method_code,
       delivery_address, delivery_method, currency, unique_items, total_qty, sub_total, vat_total,
       options_total, discount_total, shipping_cost, grand_total, 'en'
     from orders where status = 'shipped' order by id limit 1
     returning id, order_number`,
    [customer.id, run, customer.name, customer.email],
  );
  if (!order) throw new Error('The demo shipped order is missing: is the shop seeded?');
  await sql(
    `insert into order_items (order_id, product_id, variant_id, title, sku, variant_code, variant_options, options,
       image, unit_price, options_price, qty, tax_rate, line_subtotal, line_discount, line_vat, line_total)
     select $1, product_id, variant_id, title, sku, variant_code, variant_options, options, image, unit_price,
       options_price, qty, tax_rate, line_subtotal, line_discount, line_vat, line_total
     from order_items where order_id = (select id from orders where status = 'shipped' order by id limit 1)`,
    [order.id],
  );
  return { id: order.id, number: order.order_number };
}

test('an admin invoices an order, prints it (then it refuses edits) and downloads its PDF', async ({
  page,
}) => {
  const order = await deliveredOrder();
  // The browser's print dialog would wait for a person: count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await adminLogin(page, 'en');
  await page.goto(`/admin-panel/secure/order/${order.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(order.number);

  await main.getByRole('button', { name: 'Create invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an invoice' });
  await expect(dialog.getByRole('combobox', { name: /^Order/ })).toHaveValue(order.number);
  const date = dialog.getByRole('textbox', { name: /^Invoice date/ });
  await date.fill('2026-11-20');
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(dialog.getByText('Wrong Date Format, Enter Date in DD/MM/YYYY Format')).toBeVisible();
  await date.fill('20/11/2026');
  await dialog.getByRole('button', { name: 'Create invoice' }).click();

  await expect(page).toHaveURL(/\/admin-panel\/secure\/invoices\/\d+$/);
  const invoiceId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const [row] = await sql<{ invoice_number: string }>('select invoice_number from invoices where id = $1', [
    invoiceId,
  ]);
  const number = row?.invoice_number ?? '';
  expect(number).toMatch(/^INV-\d{6}$/);
  await expect(main.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(main.getByText('Draft: not yet committed')).toBeVisible();

  const form = main.getByRole('form', { name: 'Edit the invoice' });
  await form.getByRole('textbox', { name: 'Note' }).fill('Payment within 30 days.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(main.locator('.invoice-document').getByText('Payment within 30 days.')).toBeVisible();

  await main.getByRole('button', { name: 'Print', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Print invoice ${number}?` });
  await confirm.getByRole('button', { name: 'Print and commit' }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByText("You Can't Edit this Invoice as it's Already Been Committed")).toBeVisible();
  await expect(main.getByRole('form', { name: 'Edit the invoice' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Print again' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const [committed] = await sql<{ printed: boolean; note: string }>(
    'select printed_at is not null as printed, note from invoices where id = $1',
    [invoiceId],
  );
  expect(committed).toEqual({ printed: true, note: 'Payment within 30 days.' });

  // The API refuses the edit the screen no longer offers, with SPEC 8's message.
  const refused = await page.evaluate(async (id) => {
    const token = localStorage.getItem('adminToken') ?? '';
    const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
    const res = await fetch(`/api/admin/invoices/${id}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'x-api-key': 'testing_v2',
        'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ invoiceDate: '21/11/2026', address: 'Elsewhere' }),
    });
    return { status: res.status, body: await res.json() };
  }, invoiceId);
  expect(refused.status, JSON.stringify(refused.body)).toBe(409);
  expect(refused.body.message).toBe("You Can't Edit this Invoice as it's Already Been Committed");

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
});
