import { expect, test, useLanguage } from './support.ts';

/*
 * One sign-in for customers and salespeople (ADR 0030) in Chromium: the demo salesperson signs in
 * at /login, lands in its area, reaches it again from the header's account menu, and browses the
 * storefront with prices, told to pick the customer it orders for in the cart.
 */

const SALES = { email: 'sales@wholesale.test', password: 'Sales-demo-2026' };
// English "£15.50".
const PRICE = /£\s?\d/;

test.describe.configure({ mode: 'serial' });
// Lazy screens on a shared, busy machine: give navigations room.

test.describe('a salesperson signs in at /login', () => {
  test('lands in its area, then opens a product and sees its price', async ({ page }) => {
    await useLanguage(page, 'en');
    // The former sign-in address leads to the shop's one sign-in.
    await page.goto('/salesperson/login');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email or phone number').fill(SALES.email);
    await page.getByLabel(/^Password\s*\*?$/).fill(SALES.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/salesperson\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My customers' })).toBeVisible();
    await expect(page.getByText('Signed in as Omar Siddiqui (SP-001)')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('salespersonToken'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    await page.goto('/products?search=polo');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Piqué Polo Shirt' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Piqué Polo Shirt' })).toBeVisible();
    await expect(main.getByText(PRICE).first()).toBeVisible();
    await expect(main.getByText('Log in to see wholesale prices')).toHaveCount(0);
    // Ordering waits for the customer the salesperson orders for, picked in the cart (SPEC 8).
    await expect(main.getByRole('alert').filter({ hasText: 'Please select a customer first' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Choose the customer in the cart' })).toHaveAttribute(
      'href',
      '/cart',
    );

    // The header's account menu leads back to the salesperson's area.
    await page.getByRole('banner').getByRole('button', { name: 'Sales account' }).first().click();
    await page.getByRole('menuitem', { name: 'My customers' }).click();
    await expect(page).toHaveURL(/\/salesperson\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My customers' })).toBeVisible();
  });
});
