import type { Page } from '@playwright/test';
import { ADMIN_LOGIN, expect, SUPER_ADMIN, test, useLanguage } from './support.ts';

/*
 * Back-office accounts (docs/api/back-office-accounts.md, ADR 0008): an admin approves the
 * pending customer; a plain admin cannot reach the admins screens; a salesperson signs in at
 * /login (ADR 0030), sees its own customers and never another salesperson's.
 */

const base = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const PLAIN_ADMIN = { email: 'admin@wholesale.test', password: 'Admin-demo-2026' };
const SALES = { email: 'sales@wholesale.test', password: 'Sales-demo-2026' };
const HEADERS = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': 'testing_v2' };

/** A direct API call (no cookies, so no XSRF double-submit is involved). */
async function api<T>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as { data: T };
  return { status: response.status, data: json.data };
}

async function adminToken(account: { email: string; password: string }): Promise<string> {
  const { data } = await api<{ token: string }>('POST', '/api/auth/admin/login', undefined, account);
  return data.token;
}

async function signInAdmin(page: Page, account: { email: string; password: string }) {
  await page.goto(ADMIN_LOGIN);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/secure\/?$/);
}

test.describe('back-office accounts', () => {
  test('an admin finds the pending customer with the URL filters and approves it', async ({ page }) => {
    await useLanguage(page, 'en');
    await signInAdmin(page, PLAIN_ADMIN);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    // The state filter goes into the URL, and the URL alone reproduces the list.
    await page.getByRole('combobox', { name: 'Account state' }).click();
    await page.getByRole('option', { name: 'Awaiting approval' }).click();
    await expect(page).toHaveURL(/\/users\?state=awaiting_approval$/);
    await page.reload();
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: 'Daniel Okafor' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Amira Haddad' })).toHaveCount(0);

    await table.getByRole('link', { name: 'Daniel Okafor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this account?' });
    await expect(dialog).toContainText('Okafor Outfitters Ltd');
    await dialog.getByRole('button', { name: 'Approve account' }).click();
    // The success notice is a toast that closes by itself (SPEC 9: at most 3 s), which a loaded
    // machine can miss; the account's state is what stays.
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Approve account' })).toHaveCount(0);
    await expect(page.getByText('Awaiting approval')).toHaveCount(0);

    // The back link keeps nothing stale: the awaiting list no longer holds the customer. (Other
    // specs register customers side by side, so the list need not be empty.)
    await page.goto('/admin-panel/secure/users?state=awaiting_approval');
    await expect(
      page.getByRole('table').or(page.getByText('Nothing matches these filters.')).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Daniel Okafor' })).toHaveCount(0);
  });

  test('a plain admin cannot reach the admins screens (nor the API behind them)', async ({ page }) => {
    await useLanguage(page, 'en');
    await signInAdmin(page, PLAIN_ADMIN);
    for (const path of [
      '/admin-panel/secure/admins',
      '/admin-panel/secure/admins/add',
      '/admin-panel/secure/admins/1',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
      await expect(page.getByText('You Are Not Elligible to View This Page.')).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Admins' }),
    ).toHaveCount(0);
    const token = await adminToken(PLAIN_ADMIN);
    expect((await api('GET', '/api/admin/admins', token)).status).toBe(403);
  });

  test('a super admin sees the admins list; creating a duplicate email is refused under the field', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await signInAdmin(page, SUPER_ADMIN);
    await page.goto('/admin-panel/secure/admins');
    await expect(page.getByRole('table').getByRole('link', { name: 'James Carter' })).toBeVisible();
    await page.getByRole('link', { name: 'Add an admin' }).click();
    const form = page.getByRole('form', { name: 'Add an admin' });
    await form.getByRole('textbox', { name: /Name/ }).fill('Second Admin');
    await form.getByRole('textbox', { name: /Email/ }).fill('admin@wholesale.test');
    await form.getByLabel(/^Password/).fill('Long-enough-2026');
    await form.getByLabel(/Confirm the password/).fill('Long-enough-2026');
    await form.getByRole('button', { name: 'Create admin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create admin' }).click();
    await expect(form.getByText(/already been taken/)).toBeVisible();
  });

  test('a salesperson (in Arabic) sees its own customers and not another salesperson’s', async ({ page }) => {
    // A second salesperson, who looks after the approved buyer.
    const token = await adminToken(SUPER_ADMIN);
    const run = String(Date.now()).slice(-7);
    const second = await api<{ id: number }>('POST', '/api/admin/salespeople', token, {
      firstName: 'Layla',
      lastName: 'Hassan',
      phone: `0780${run}`,
      email: `layla-${run}@wholesale.test`,
      code: `SP-${run}`,
      password: 'Second-sales-2026',
      passwordConfirmation: 'Second-sales-2026',
    });
    expect(second.status).toBe(201);
    const buyers = await api<{ items: Array<{ id: number; email: string }> }>(
      'GET',
      '/api/admin/users?search=buyer%40wholesale.test',
      token,
    );
    const buyer = buyers.data.items.find((u) => u.email === 'buyer@wholesale.test');
    expect(buyer).toBeTruthy();
    expect(
      (
        await api('PUT', `/api/admin/users/${buyer?.id}/salesperson`, token, {
          salespersonId: second.data.id,
        })
      ).status,
    ).toBe(200);

    // Salespeople sign in at the shop's one sign-in, /login (ADR 0030), and come back here.
    await useLanguage(page, 'ar');
    await page.goto('/salesperson/customers');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف').fill(SALES.email);
    await page.getByLabel(/^كلمة المرور\s*\*?$/).fill(SALES.password);
    await page.getByRole('main').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/salesperson\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'عملائي' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: 'Daniel Okafor' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Amira Haddad' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('salespersonToken'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    // Another salesperson's customer is not found, even by its address.
    await page.goto(`/salesperson/customers/${buyer?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();

    await page.goto('/salesperson/customers');
    await table.getByRole('link', { name: 'Daniel Okafor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeVisible();

    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('salespersonToken'))).toBeNull();
  });
});
