import type { Locator, Page } from '@playwright/test';
import { adminLogin, expect, test, useLanguage } from './support.ts';

/*
 * Back-office taxonomy and gallery (ADR 0018, 0019): an admin adds a brand with an image uploaded
 * through the gallery picker, a main category and a category in it, and a bundle tag; a second
 * brand with the same name is refused under the name field; the same is done once in Arabic.
 */

// A 1×1 PNG: the gallery checks images by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const EN = {
  choose: 'Choose from the gallery',
  use: 'Use this image',
  nameEn: 'Name (English)',
  nameAr: 'Name (Arabic)',
  taken: 'This name has already been taken',
};
const AR = {
  choose: 'اختيار من المعرض',
  use: 'استخدام هذه الصورة',
  nameEn: 'الاسم (بالإنجليزية)',
  nameAr: 'الاسم (بالعربية)',
  taken: 'هذا الاسم مستخدم من قبل',
};

/** Uploads a PNG in the gallery dialog of the image field `label`, then uses it. */
async function uploadAndPick(page: Page, form: Locator, label: RegExp, text: typeof EN) {
  await form.getByRole('group', { name: label }).getByRole('button', { name: text.choose }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([{ name: `taxonomy-${Date.now()}.png`, mimeType: 'image/png', buffer: PNG }]);
  await expect(dialog.getByRole('button', { pressed: true })).toBeVisible();
  await dialog.getByRole('button', { name: text.use }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('group', { name: label }).getByRole('img')).toBeVisible();
}

/** Submits the form and confirms the save dialog. */
async function submit(page: Page, form: Locator, button: string) {
  await form.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
}

async function fillNames(form: Locator, text: typeof EN, en: string, ar: string) {
  await form.getByRole('textbox', { name: text.nameEn }).fill(en);
  await form.getByRole('textbox', { name: text.nameAr }).fill(ar);
}

test.describe('back-office taxonomy and gallery', () => {
  test('brand with a gallery image, main category, category in it, bundle tag; a duplicate brand is refused', async ({
    page,
  }) => {
    const stamp = Date.now() % 1_000_000;
    await useLanguage(page, 'en');
    await adminLogin(page, 'en');

    // Brand, from the sidebar.
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Brands' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a brand' }).click();
    let form = page.getByRole('form', { name: 'Add a brand' });
    await expect(form).toBeVisible();
    const brand = `Harbour Knitwear ${stamp}`;
    await fillNames(form, EN, brand, `هاربور للتريكو ${stamp}`);
    await uploadAndPick(page, form, /Logo/, EN);
    await submit(page, form, 'Add brand');
    await expect(page).toHaveURL(/\/admin-panel\/secure\/brands\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: brand })).toBeVisible();

    // The same English name again (another case) is refused under the field.
    await page.goto('/admin-panel/secure/brands/add');
    form = page.getByRole('form', { name: 'Add a brand' });
    await expect(form).toBeVisible();
    await fillNames(form, EN, brand.toUpperCase(), `علامة أخرى ${stamp}`);
    await uploadAndPick(page, form, /Logo/, EN);
    await submit(page, form, 'Add brand');
    await expect(form.getByText(EN.taken)).toBeVisible();
    await expect(form.getByRole('textbox', { name: EN.nameEn })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/brands\/add$/);

    // The brand list finds it by search (kept in the URL).
    await page.goto(`/admin-panel/secure/brands?search=${stamp}`);
    await expect(page.getByRole('table').getByRole('link', { name: brand })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link')).toHaveCount(1);

    // Main category, then a category in it.
    await page.goto('/admin-panel/secure/main-category/add');
    form = page.getByRole('form', { name: 'Add a main category' });
    await expect(form).toBeVisible();
    const main = `Outerwear ${stamp}`;
    await fillNames(form, EN, main, `ملابس خارجية ${stamp}`);
    await uploadAndPick(page, form, /Image/, EN);
    await submit(page, form, 'Add main category');
    await expect(page.getByRole('heading', { level: 1, name: main })).toBeVisible();

    await page.goto('/admin-panel/secure/category/add');
    form = page.getByRole('form', { name: 'Add a category' });
    await expect(form).toBeVisible();
    const category = `Rain jackets ${stamp}`;
    await fillNames(form, EN, category, `سترات المطر ${stamp}`);
    await form.getByRole('combobox', { name: /Main category/ }).fill(`${stamp}`);
    await page.getByRole('option', { name: main }).click();
    await uploadAndPick(page, form, /Image/, EN);
    await submit(page, form, 'Add category');
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Edit category' }).getByRole('combobox', { name: /Main category/ }),
    ).toHaveValue(main);

    // A tag of type 3, shown as "Item Is Bundle".
    await page.goto('/admin-panel/secure/tags/add');
    form = page.getByRole('form', { name: 'Add a tag' });
    await expect(form).toBeVisible();
    const tag = `Starter pack ${stamp}`;
    await fillNames(form, EN, tag, `حزمة البداية ${stamp}`);
    await form.getByRole('combobox', { name: /Type/ }).click();
    await page.getByRole('option', { name: '3 · Item Is Bundle' }).click();
    await submit(page, form, 'Add tag');
    await expect(page.getByRole('heading', { level: 1, name: tag })).toBeVisible();
    await page.goto(`/admin-panel/secure/tags?type=bundle&search=${stamp}`);
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row.getByText('3 · Item Is Bundle')).toBeVisible();
  });

  test('in Arabic: a brand with a gallery image, and its duplicate refused in Arabic', async ({ page }) => {
    const stamp = Date.now() % 1_000_000;
    await useLanguage(page, 'ar');
    await adminLogin(page, 'ar');
    await page.goto('/admin-panel/secure/brands/add');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    let form = page.getByRole('form', { name: 'إضافة علامة تجارية' });
    await expect(form).toBeVisible();
    const brand = `Desert Loom ${stamp}`;
    const arName = `نول الصحراء ${stamp}`;
    await fillNames(form, AR, brand, arName);
    await uploadAndPick(page, form, /الشعار/, AR);
    await submit(page, form, 'إضافة العلامة التجارية');
    await expect(page).toHaveURL(/\/admin-panel\/secure\/brands\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: arName })).toBeVisible();

    await page.goto('/admin-panel/secure/brands/add');
    form = page.getByRole('form', { name: 'إضافة علامة تجارية' });
    await expect(form).toBeVisible();
    await fillNames(form, AR, `Other loom ${stamp}`, arName);
    await uploadAndPick(page, form, /الشعار/, AR);
    await submit(page, form, 'إضافة العلامة التجارية');
    await expect(form.getByText(AR.taken)).toBeVisible();
    await expect(form.getByRole('textbox', { name: AR.nameAr })).toHaveAttribute('aria-invalid', 'true');
  });
});
