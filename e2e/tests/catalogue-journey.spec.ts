import type { Browser, Page } from '@playwright/test';
import { adminLogin, expect, test, useLanguage } from './support.ts';

/*
 * Issue 4's whole journey on one product, through the real screens: an admin creates it with two
 * option groups (Colour required), three variants and two images, and puts it in a home menu; a
 * visitor finds it from the header's search bar and sees no price; the approved customer sees the
 * price and cannot go on with fewer options than required. Then the shopper's half again in Arabic.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BUYER = { email: 'buyer@wholesale.test', password: 'Buyer-demo-2026' };
// English "£15.50"; Arabic writes the symbol after the number ("15.50 £").
const PRICE = /£\s?\d|\d\s?£/;
const sku = `JRN-${Date.now() % 1_000_000}`;
const title = { en: `Trade Journey Tee ${sku}`, ar: `تيشيرت رحلة التاجر ${sku}` };
const menuName = { en: `Journey picks ${sku}`, ar: `مختارات الرحلة ${sku}` };

const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function pickOption(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function createProduct(page: Page) {
  await page.goto('/admin-panel/secure/product/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  await textbox(page, /Title \(English\)/).fill(title.en);
  await textbox(page, /Title \(Arabic\)/).fill(title.ar);
  await textbox(page, /Product code/).fill(sku);
  await textbox(page, /^Price/).fill('15.50');
  await textbox(page, /^Quantity/).fill('10');
  await textbox(page, /^Weight/).fill('280');
  await pickOption(page, 'Option groups', 'Colour', 'Colour');
  await pickOption(page, 'Option groups', 'Packaging', 'Packaging');
  await expect(page.getByRole('list', { name: 'Option groups' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Create product' }).click();
  await page
    .getByRole('dialog', { name: 'Create this product?' })
    .getByRole('button', { name: 'Create product' })
    .click();
  await expect(page).toHaveURL(/\/admin-panel\/secure\/product\/\d+$/);
  await page.getByLabel('Upload images', { exact: true }).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('link', { name: /^Variants \(\d+\)$/ }).click();
  const table = page.getByRole('table', { name: 'Variants' });
  for (const size of ['S', 'M', 'L']) {
    await page.getByRole('button', { name: 'Add a variant' }).click();
    const row = table.getByRole('row', { name: 'Edit variant New variant' });
    await row.getByRole('textbox', { name: 'Code' }).fill(`${sku}-${size}`);
    await row.getByRole('textbox', { name: 'Qty' }).fill('12');
    await row.getByRole('textbox', { name: 'Weight (g)' }).fill('280');
    await row.getByRole('textbox', { name: /^Price/ }).fill('15.50');
    await row.getByRole('combobox', { name: 'Size' }).click();
    await page.getByRole('option', { name: size, exact: true }).click();
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('rowheader', { name: `${sku}-${size}` })).toBeVisible();
  }
}

async function addHomeMenu(page: Page) {
  await page.goto('/admin-panel/secure/menu/add');
  const form = page.getByRole('form', { name: 'Add a menu' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Name (English)' }).fill(menuName.en);
  await form.getByRole('textbox', { name: 'Name (Arabic)' }).fill(menuName.ar);
  await page
    .getByRole('group', { name: /Menu image/ })
    .getByRole('button', { name: 'Choose from the gallery' })
    .click();
  const gallery = page.getByRole('dialog');
  await gallery
    .locator('input[type="file"]')
    .setInputFiles([{ name: `journey-${sku}.png`, mimeType: 'image/png', buffer: PNG }]);
  await expect(gallery.getByRole('button', { pressed: true })).toBeVisible();
  await gallery.getByRole('button', { name: 'Use this image' }).click();
  await expect(gallery).toBeHidden();
  await form.getByRole('combobox', { name: /Style/ }).click();
  await page.getByRole('option', { name: 'Grid' }).click();
  await form.getByRole('combobox', { name: 'Find a product' }).fill(sku);
  await page
    .getByRole('option', { name: new RegExp(`^${title.en}`) })
    .first()
    .click();
  await expect(form.getByRole('list', { name: /Products \(1\)/ }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Add menu' }).click();
  await page
    .getByRole('dialog', { name: 'Add this menu?' })
    .getByRole('button', { name: 'Add menu' })
    .click();
  await expect(page).toHaveURL(/\/admin-panel\/secure\/menu\/\d+$/);
}

async function shopper(browser: Browser, lang: 'en' | 'ar') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  return { page, close: () => context.close() };
}

async function signIn(page: Page, lang: 'en' | 'ar') {
  const en = lang === 'en';
  await page.goto('/login');
  await page.getByLabel(en ? 'Email or phone number' : 'البريد الإلكتروني أو رقم الهاتف').fill(BUYER.email);
  await page.getByLabel(en ? /^Password\s*\*?$/ : /^كلمة المرور\s*\*?$/).fill(BUYER.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: en ? 'Log in' : 'تسجيل الدخول', exact: true })
    .click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** From the home: the menu is there; the header's search finds the product; its page opens. */
async function findFromSearch(page: Page, lang: 'en' | 'ar') {
  const en = lang === 'en';
  await page.goto('/');
  const section = page.getByRole('heading', { level: 2, name: menuName[lang] });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  const search = page
    .getByRole('banner')
    .getByRole('searchbox', { name: en ? 'Search products' : 'البحث في المنتجات' });
  await search.fill(sku);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=/);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: title[lang] }).first().click();
  await expect(main.getByRole('heading', { level: 1, name: title[lang] })).toBeVisible();
  return main;
}

test.describe.configure({ mode: 'serial' });

test.describe('the catalogue journey', () => {
  test('an admin creates the product and puts it in a home menu; a visitor finds it without a price; the customer must choose the required options', async ({
    page,
    browser,
  }) => {
    await useLanguage(page, 'en');
    await adminLogin(page, 'en');
    await createProduct(page);
    await addHomeMenu(page);

    const visitor = await shopper(browser, 'en');
    const visitorMain = await findFromSearch(visitor.page, 'en');
    await expect(visitorMain.getByText('Log in to see wholesale prices').first()).toBeVisible();
    await expect(visitorMain).not.toContainText(PRICE);
    await visitor.close();

    const customer = await shopper(browser, 'en');
    await signIn(customer.page, 'en');
    const main = await findFromSearch(customer.page, 'en');
    await expect(main.getByText(PRICE).first()).toBeVisible();
    const add = main.getByRole('button', { name: 'Add to cart' });
    await add.click();
    const alert = main.getByRole('alert').filter({ hasText: 'Incorrect Selections' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Colour');
    await customer.close();
  });

  test('in Arabic: the visitor sees no price; the customer sees it and is stopped by a required option', async ({
    browser,
  }) => {
    const visitor = await shopper(browser, 'ar');
    const visitorMain = await findFromSearch(visitor.page, 'ar');
    await expect(visitor.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(visitorMain.getByText('سجّل الدخول لرؤية أسعار الجملة').first()).toBeVisible();
    await expect(visitorMain).not.toContainText(PRICE);
    await visitor.close();

    const customer = await shopper(browser, 'ar');
    await signIn(customer.page, 'ar');
    const main = await findFromSearch(customer.page, 'ar');
    await expect(main.getByText(PRICE).first()).toBeVisible();
    await main.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(main.getByRole('alert').filter({ hasText: 'اختيارات غير صحيحة' })).toBeVisible();
    await customer.close();
  });
});
