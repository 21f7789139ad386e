import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN_LOGIN, adminLogin, expect, sql, test, useLanguage } from './support.ts';

/** Expires this page's admin token only (stored as its SHA-256): other tests' sessions run on. */
async function expireAdminToken(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(token, 'the admin token after sign-in').toBeTruthy();
  const hash = createHash('sha256')
    .update(token ?? '')
    .digest('hex');
  const expired = await sql(
    "update auth_tokens set expires_at = now() - interval '1 second' where kind = 'admin' and token_hash = $1 returning id",
    [hash],
  );
  expect(expired).toHaveLength(1);
}

test.describe('admin session expiry', () => {
  test('an expired token shows the Arabic session dialog; confirming goes to the admin login', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await adminLogin(page);
    await expireAdminToken(page);
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('انتهت صلاحية الجلسة');
    await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_LOGIN}$`));
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('dismissing the dialog clears the token without leaving the page', async ({ page }) => {
    await useLanguage(page, 'en');
    await adminLogin(page);
    await page.goto('/admin-panel/secure/order');
    await expireAdminToken(page);
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /cancel/i }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/admin-panel/secure/order');
  });
});
