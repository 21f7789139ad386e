import type { Page } from '@playwright/test';
import { adminLogin, expect, test, useLanguage } from './support.ts';

/*
 * Back-office products (docs/api/admin-products.md): an admin creates a product with two option
 * groups (one required with min 1), three variants and two images, finds it in the list; a
 * duplicate SKU is refused under its field; in Arabic the list reads right to left.
 */

// A 1×1 PNG: the API checks images by content, so these are real images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function pickOption(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
}

test.describe('back-office products', () => {
  test('an admin creates a product with option groups, variants and images; it shows in the list', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await adminLogin(page, 'en');
    const sku = `E2E-${Date.now() % 10_000_000}`;
    const title = `Heavyweight Work Tee ${sku}`;

    await page.goto('/admin-panel/secure/product/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await field(page, /Title \(English\)/).fill(title);
    await field(page, /Title \(Arabic\)/).fill(`تيشيرت عمل ثقيل ${sku}`);
    await field(page, /Product code/).fill(sku);
    await field(page, /^Price/).fill('15.50');
    await field(page, /^Quantity/).fill('10');
    await field(page, /^Weight/).fill('280');

    // Two option groups of the seed: Colour (required, min 1) and Packaging (optional).
    await pickOption(page, 'Option groups', 'Colour', 'Colour');
    await pickOption(page, 'Option groups', 'Packaging', 'Packaging');
    const groups = page.getByRole('list', { name: 'Option groups' });
    await expect(groups.getByRole('listitem')).toHaveCount(2);
    await expect(groups.getByRole('listitem').first()).toContainText('Required');
    await expect(groups.getByRole('listitem').first()).toContainText('Choose 1 to 1');
    await expect(groups.getByRole('listitem').nth(1)).toContainText('Optional');

    await page.getByRole('button', { name: 'Create product' }).click();
    await confirm(page, 'Create this product?', 'Create product');
    await expect(page).toHaveURL(/\/admin-panel\/secure\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const id = page.url().split('/').pop() ?? '';

    // Two images, uploaded together; the first becomes the main one.
    await page.getByLabel('Upload images', { exact: true }).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'back.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const images = page.getByRole('list', { name: 'Product images' });
    await expect(images.getByRole('listitem')).toHaveCount(2);
    await expect(images.getByText('Main image')).toBeVisible();

    // A file that is not an image is refused with the server's reason.
    await page
      .getByLabel('Upload images', { exact: true })
      .setInputFiles([
        { name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') },
      ]);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This file type is not supported' }),
    ).toBeVisible();
    await expect(images.getByRole('listitem')).toHaveCount(2);

    // Three variants, one size each.
    await page.getByRole('link', { name: /^Variants \(\d+\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/product/variants/${id}$`));
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
    await expect(table.getByRole('rowheader')).toHaveCount(3);
    // The same combination twice is refused on the row.
    await page.getByRole('button', { name: 'Add a variant' }).click();
    const again = table.getByRole('row', { name: 'Edit variant New variant' });
    await again.getByRole('textbox', { name: 'Code' }).fill(`${sku}-S2`);
    await again.getByRole('textbox', { name: 'Qty' }).fill('1');
    await again.getByRole('textbox', { name: 'Weight (g)' }).fill('280');
    await again.getByRole('textbox', { name: /^Price/ }).fill('15.50');
    await again.getByRole('combobox', { name: 'Size' }).click();
    await page.getByRole('option', { name: 'S', exact: true }).click();
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'A variant with these options has already been added' }),
    ).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    // The product's stock is the sum of its variants.
    await expect(page.getByText('sum of its variants: 36')).toBeVisible();

    // In the list, found by its SKU, with its stock.
    await page.goto(`/admin-panel/secure/product?search=${sku}`);
    const list = page.getByRole('table', { name: /Products/ });
    await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: title })).toContainText('36');
    await expect(list.getByRole('row').filter({ hasText: title })).toContainText('£15.50');
  });

  test('a duplicate SKU is refused under its field', async ({ page }) => {
    await useLanguage(page, 'en');
    await adminLogin(page, 'en');
    await page.goto('/admin-panel/secure/product/add');
    await field(page, /Title \(English\)/).fill(`Crew Tee Copy ${Date.now()}`);
    await field(page, /Title \(Arabic\)/).fill(`نسخة تيشيرت ${Date.now()}`);
    // The seed's crew-neck tee.
    await field(page, /Product code/).fill('NG-TS-CRW');
    await field(page, /^Price/).fill('4');
    await field(page, /^Quantity/).fill('5');
    await page.getByRole('button', { name: 'Create product' }).click();
    await confirm(page, 'Create this product?', 'Create product');
    await expect(field(page, /Product code/)).toHaveAccessibleDescription('This SKU has already been taken');
    await expect(page).toHaveURL(/\/product\/add$/);
  });

  test('in Arabic the product list reads right to left', async ({ page }) => {
    await useLanguage(page, 'ar');
    await adminLogin(page, 'ar');
    await page.goto('/admin-panel/secure/product');
    await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const table = page.getByRole('table', { name: /المنتجات/ });
    await expect(table.getByRole('columnheader', { name: 'رمز المنتج' })).toBeVisible();
    await expect(table.getByRole('link').first()).toBeVisible();
    // Right to left: the first column (image) sits to the right of the product column.
    const [image, product] = await Promise.all([
      table.getByRole('columnheader', { name: 'الصورة' }).boundingBox(),
      table.getByRole('columnheader', { name: 'المنتج', exact: true }).boundingBox(),
    ]);
    expect(image && product && image.x > product.x).toBe(true);
    await expect(page.getByRole('searchbox', { name: 'البحث في المنتجات' })).toBeVisible();
  });
});
