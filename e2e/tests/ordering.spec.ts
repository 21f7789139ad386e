import type { Browser, Page } from '@playwright/test';
import { adminLogin, expect, makeCustomer, sql, type TestCustomer, test, useLanguage } from './support.ts';

/*
 * Ordering in Chromium, the storefront's half (SPEC 2 "ordering", ADR 0050, 0052, 0053): a visitor
 * is asked to sign in; a customer fills its cart by quick order and from a product page, checks out
 * with a coupon and pays by card in test mode, declined first; a salesperson orders for its
 * customer in Arabic and pays cash; that customer sees the order and cancels it. Each flow has a
 * customer of its own (made with `sql()`), so nothing here shares a cart with another spec.
 */

const SALES = { email: 'sales@wholesale.test', password: 'Sales-demo-2026' };
const QUICK_QTY = 60;
// Digits only: a customer's mobile is made from it.
const run = String(Date.now() % 10_000_000).padStart(7, '0');

interface QuickVariant {
  code: string;
  title: string;
  price: number;
}
interface PanelVariant {
  slug: string;
  title: string;
  code: string;
  price: number;
  choices: { attribute: string; value: string }[];
}

/** A demo variant in stock for two orders of 60 that pass BULK10's £500 minimum, no options needed. */
async function quickVariant(): Promise<QuickVariant> {
  const [row] = await sql<QuickVariant>(
    `select v.code, p.title->>'en' as title, v.price
     from product_variants v join products p on p.id = v.product_id
     where v.status = 'available' and p.status = 'available' and v.qty >= $1 * 2
       and v.price * $1 >= 50000 and coalesce(p.max_per_product, $1) >= $1
       and not exists (select 1 from product_option_groups pog
         join option_groups g on g.id = pog.option_group_id
         where pog.product_id = p.id and (g.required or g.min_select > 0))
     order by v.qty desc, v.id limit 1`,
    [QUICK_QTY],
  );
  if (!row) throw new Error('No demo variant has the stock for the ordering tests');
  return row;
}

/** Another product sold in variants, with no option groups: chosen on its page by its attributes. */
async function panelVariant(exceptCode: string): Promise<PanelVariant> {
  const [row] = await sql<PanelVariant>(
    `select p.slug, p.title->>'en' as title, v.code, v.price,
       (select json_agg(json_build_object('attribute', a.name->>'en', 'value', av.name->>'en')
          order by a.position)
        from jsonb_each_text(v.options) o
        join variant_attributes a on a.code = o.key
        join variant_attribute_values av on av.attribute_id = a.id and av.code = o.value) as choices
     from product_variants v join products p on p.id = v.product_id
     where v.status = 'available' and p.status = 'available' and p.has_variants and v.qty >= 10
       and p.id <> (select product_id from product_variants where upper(code) = upper($1))
       and not exists (select 1 from product_option_groups pog where pog.product_id = p.id)
     order by p.id, v.position, v.id limit 1`,
    [exceptCode],
  );
  if (!row) throw new Error('No demo product in variants without options');
  return row;
}

const money = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(minor / 100);

async function orderOf(customerId: number) {
  const [row] = await sql<{ id: number; order_number: string; status: string; coupon_code: string | null }>(
    'select id, order_number, status, coupon_code from orders where user_id = $1 order by id desc limit 1',
    [customerId],
  );
  if (!row) throw new Error(`Customer ${customerId} has no order`);
  return row;
}

async function freshPage(browser: Browser, lang: 'en' | 'ar') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  return { page, close: () => context.close() };
}

/** The one sign-in of customers and salespeople (ADR 0030). */
async function signIn(page: Page, lang: 'en' | 'ar', who: { email: string; password: string }) {
  const en = lang === 'en';
  await page.goto('/login');
  await page.getByLabel(en ? 'Email or phone number' : 'البريد الإلكتروني أو رقم الهاتف').fill(who.email);
  await page.getByLabel(en ? /^Password\s*\*?$/ : /^كلمة المرور\s*\*?$/).fill(who.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: en ? 'Log in' : 'تسجيل الدخول', exact: true })
    .click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The cart's Quick order: one pasted line, checked, then its valid line added. */
async function quickOrder(page: Page, lang: 'en' | 'ar', code: string) {
  const en = lang === 'en';
  await page.getByRole('button', { name: en ? 'Quick order' : 'الطلب السريع' }).click();
  const dialog = page.getByRole('dialog', { name: en ? 'Quick order' : 'الطلب السريع' });
  await dialog
    .getByLabel(en ? 'SKUs and quantities' : 'رموز المنتجات والكميات')
    .fill(`${code}, ${QUICK_QTY}`);
  await dialog.getByRole('button', { name: en ? 'Check' : 'تحقّق', exact: true }).click();
  await expect(dialog.getByRole('row').filter({ hasText: code })).toContainText(
    en ? 'Ready to add' : 'جاهز للإضافة',
  );
  await dialog.getByRole('button', { name: en ? 'Add 1 valid line' : 'أضف سطرًا صالحًا واحدًا' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A checkout choice: the radio shows what the server's quote holds, so it is checked once the
 * choice is applied and the quote asked again (a click, not `check()`, which wants it at once).
 */
async function choose(page: Page, group: string, option: RegExp | 'first') {
  const radios = page.getByRole('radiogroup', { name: group });
  const radio =
    option === 'first' ? radios.getByRole('radio').first() : radios.getByRole('radio', { name: option });
  await radio.click();
  await expect(radio).toBeChecked();
}

let quick: QuickVariant;
let panel: PanelVariant;
/** The customer's card order (the admin order screens' tests pick it up once they land). */
let cardOrderId: number | undefined;
/** The salesperson's cash order and its customer, cancelled by that customer at the end. */
let cashOrder: { id: number; number: string; customer: TestCustomer } | undefined;

test.describe.configure({ mode: 'serial' });

test.describe('ordering', () => {
  test.beforeAll(async () => {
    quick = await quickVariant();
    panel = await panelVariant(quick.code);
  });

  test('a visitor who adds to the cart is asked to log in', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto(`/productDetails/${panel.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: panel.title })).toBeVisible();
    await main.getByRole('button', { name: 'Add to cart' }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign in to order' });
    await expect(prompt).toContainText('Please login to continue the procedure');
    await prompt.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer orders by quick order and from a product page, applies BULK10 and pays by card after a decline', async ({
    page,
  }) => {
    const customer = await makeCustomer(`${run}1`);
    await useLanguage(page, 'en');
    await signIn(page, 'en', customer);

    // From the product page: the variant chosen by its attributes.
    await page.goto(`/productDetails/${panel.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: panel.title })).toBeVisible();
    for (const { attribute, value } of panel.choices) {
      await main
        .getByRole('group', { name: new RegExp(`^${attribute}`) })
        .getByRole('button', { name: value, exact: true })
        .click();
    }
    await main.getByRole('button', { name: 'Add to cart' }).click();
    const added = main.getByRole('status').filter({ hasText: 'Added to your cart' });
    await expect(added).toBeVisible();
    await added.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    await quickOrder(page, 'en', quick.code);
    const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: quick.title })).toContainText(quick.code);
    await expect(lines.filter({ hasText: panel.title })).toContainText(panel.code);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(`Items${QUICK_QTY + 1}`);
    await expect(summary).toContainText('Products2');
    await expect(summary).toContainText(`Cart total${money(quick.price * QUICK_QTY + panel.price)}`);

    await summary.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await choose(page, 'Delivery method', 'first');
    await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toContainText('Test mode');
    await choose(page, 'Payment method', /^Debit or credit card/);

    // A second tab, opened before the coupon: it still offers the coupon field.
    const other = await page.context().newPage();
    await other.goto('/checkout');
    await expect(other.getByLabel('Coupon code')).toBeVisible();

    await page.getByLabel('Coupon code').fill('BULK10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    // The notice is a toast that closes by itself (SPEC 9): the summary is what stays.
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    await expect(orderSummary).toContainText('Discount (BULK10)');
    await expect(page.getByRole('status').filter({ hasText: /^Coupon BULK10 applied/ })).toBeVisible();

    await other.getByLabel('Coupon code').fill('BULK10');
    await other.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(other.getByText('Coupon Code Already Applied')).toBeVisible();
    await other.close();

    // UK deployments review the order first (isOrderSummaryEnabled).
    await orderSummary.getByRole('link', { name: 'Review order' }).click();
    await expect(page).toHaveURL(/\/order-summary$/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/payment\/test\//);
    const order = await orderOf(customer.id);
    cardOrderId = order.id;
    expect(order.coupon_code).toBe('BULK10');
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(page.getByText(`Order ${order.order_number}`)).toBeVisible();

    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/failure\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      "Couldn't validate payment, Try a different payment method",
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/payment\/test\//);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/success\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment authorised' })).toBeVisible();
    await expect(page.getByText(order.order_number, { exact: true })).toBeVisible();
    await expect(page.getByText(/Your card has been authorised/)).toBeVisible();

    await page.goto('/dashboard/orders');
    const row = page.getByRole('row').filter({ hasText: order.order_number });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Authorised');
    await row.getByRole('link', { name: `Open order ${order.order_number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
    const detail = page.getByRole('main');
    await expect(
      detail.getByRole('heading', { level: 1, name: `Order ${order.order_number}` }),
    ).toBeVisible();
    await expect(detail.getByRole('row').filter({ hasText: quick.title })).toContainText(String(QUICK_QTY));
    await expect(detail.getByRole('row').filter({ hasText: panel.title })).toBeVisible();
    await expect(detail).toContainText('BULK10');
    expect(cardOrderId).toBe(order.id);
  });

  test('a salesperson orders for its customer in Arabic and pays cash; the customer sees the order', async ({
    page,
    browser,
  }) => {
    const customer = await makeCustomer(`${run}2`, { salesperson: true });
    await useLanguage(page, 'ar');
    await signIn(page, 'ar', SALES);
    await expect(page).toHaveURL(/\/salesperson\/customers$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'السلة' })).toBeVisible();
    await page.getByLabel('ابحث عن عميل').fill(customer.email);
    const picker = page.getByRole('combobox', { name: 'العميل' });
    await expect(picker.locator(`option[value="${customer.id}"]`)).toHaveCount(1);
    await picker.selectOption(String(customer.id));
    await quickOrder(page, 'ar', quick.code);
    const lines = page.getByRole('list', { name: 'المنتجات في سلتك' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(quick.code);
    await page.getByRole('link', { name: 'المتابعة لإتمام الطلب' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await choose(page, 'طريقة التوصيل', 'first');
    await choose(page, 'طريقة الدفع', /نقداً/);
    await page.getByRole('link', { name: 'مراجعة الطلب' }).click();
    await expect(page).toHaveURL(/\/order-summary$/);
    await page.getByRole('button', { name: 'تقديم الطلب' }).click();

    await expect(page).toHaveURL(/\/thank-you\?order=\d+$/);
    const order = await orderOf(customer.id);
    expect(order.status).toBe('pending');
    await expect(page.getByRole('heading', { level: 1, name: 'شكرًا لطلبك' })).toBeVisible();
    await expect(page.getByText(`تم تقديم طلبك ${order.order_number}.`)).toBeVisible();
    cashOrder = { id: order.id, number: order.order_number, customer };

    await page.goto('/salesperson/customers');
    await page
      .getByRole('navigation', { name: 'تنقل المندوب' })
      .getByRole('link', { name: 'طلباتي' })
      .click();
    await expect(page).toHaveURL(/\/salesperson\/orders$/);
    const row = page.getByRole('row').filter({ hasText: order.order_number });
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText('بانتظار المراجعة');

    const buyer = await freshPage(browser, 'en');
    await signIn(buyer.page, 'en', customer);
    await buyer.page.goto('/dashboard/orders');
    await expect(buyer.page.getByRole('row').filter({ hasText: order.order_number })).toContainText(
      'Pending review',
    );
    await buyer.close();
  });

  test("the cash order's customer cancels it", async ({ page }) => {
    if (!cashOrder) throw new Error('The salesperson’s order was not placed');
    const { id, number, customer } = cashOrder;
    await useLanguage(page, 'en');
    await signIn(page, 'en', customer);
    await page.goto(`/dashboard/orders/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await main.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel order ${number}?` });
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect((await orderOf(customer.id)).status).toBe('cancelled');

    await page.goto('/dashboard/orders');
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Cancelled');
  });

  test('an admin captures the card order’s authorisation', async ({ page }) => {
    if (!cardOrderId) throw new Error('The card order was not placed');
    await adminLogin(page, 'en');
    await page.goto(`/admin-panel/secure/order/${cardOrderId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Order');
    await main.getByRole('button', { name: 'Capture', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Capture this payment?' });
    await dialog.getByRole('button', { name: 'Capture payment' }).click();
    // What stays, not the toast (it closes by itself): the payment can no longer be captured.
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('button', { name: 'Capture', exact: true })).toHaveCount(0);
    const captured = async () =>
      (
        await sql<{ status: string; captured_amount: number; amount: number }>(
          'select status, captured_amount, amount from payments where order_id = $1 order by id desc limit 1',
          [cardOrderId],
        )
      )[0];
    await expect.poll(async () => (await captured())?.status).toBe('captured');
    const payment = await captured();
    expect(payment?.captured_amount).toBe(payment?.amount);
  });

  test('an admin takes a cash order through its statuses to delivered', async ({ page }) => {
    const customer = await makeCustomer(`adm${run}`);
    const order = await placeCashOrder(customer, quick.code);
    await adminLogin(page, 'en');
    await page.goto(`/admin-panel/secure/order/${order.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
    const move = async (status: string) => {
      await main.getByRole('button', { name: `Mark as ${status}` }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`as ${status}\\?$`) });
      await dialog.getByRole('button', { name: 'Change the status' }).click();
      await expect(dialog).toBeHidden();
      await expect(main.getByText(`The order is ${status}.`)).toBeVisible();
    };
    await move('Approved');
    await move('Processing');
    // Shipped comes with the shipping information (SPEC 4).
    await expect(main.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
    await main.getByLabel(/^Carrier/).fill('DPD');
    await main.getByLabel(/^Tracking address/).fill('https://track.dpd.co.uk/parcels/15501234567890');
    await main.getByRole('button', { name: 'Save the shipment' }).click();
    await expect(main.getByText('The order is Shipped.')).toBeVisible();
    await move('Delivered');
    const history = await sql<{ to_status: string }>(
      'select to_status from order_status_history where order_id = $1 order by created_at, id',
      [order.id],
    );
    expect(history.map((h) => h.to_status)).toEqual([
      'pending',
      'approved',
      'processing',
      'shipped',
      'delivered',
    ]);
  });
});

const API_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  'x-api-key': 'testing_v2',
};

/** A call to the shop's API as `token` (no cookies, so no XSRF double-submit is involved). */
async function callApi<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const base = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...API_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A cash order of `code` placed through the API as the customer (the admin's half is the test). */
async function placeCashOrder(customer: TestCustomer, code: string) {
  const { token } = await callApi<{ token: string }>('POST', '/api/auth/user/login', null, {
    login: customer.email,
    password: customer.password,
  });
  await callApi('POST', '/api/user/cart/quick-order', token, {
    lines: [{ sku: code, quantity: QUICK_QTY }],
    add: true,
  });
  const quote = await callApi<{
    deliveryOptions: { rateId: number }[];
    paymentMethods: { id: number; code: string }[];
  }>('GET', '/api/user/cart/quote', token);
  await callApi('PUT', '/api/user/cart/checkout', token, { rateId: quote.deliveryOptions[0]?.rateId });
  await callApi('PUT', '/api/user/cart/checkout', token, {
    paymentMethodId: quote.paymentMethods.find((m) => m.code === 'cash')?.id,
  });
  const placed = await callApi<{ order: { id: number; orderNumber: string } }>(
    'POST',
    '/api/user/orders',
    token,
    {
      idempotencyKey: `e2e-admin-cash-${run}-order`,
    },
  );
  return placed.order;
}
