import type { Page } from '@playwright/test';
import { adminLogin, expect, sql, test, useLanguage } from './support.ts';

/*
 * Back-office menus and content (ADR 0020, 0021): an admin builds a home grid menu of two seeded
 * products and the storefront home shows it; a CMS page added at `wholesale-terms` is served at
 * /wholesale-terms at once, without a rebuild; a site review is approved (in Arabic) and the
 * storefront's review list carries it.
 */

const HEADERS = { accept: 'application/json', 'accept-language': 'en', 'x-api-key': 'testing_v2' };

// A 1×1 PNG: the gallery checks images by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a PNG in the gallery dialog of the image field `label` and uses it. */
async function pickImage(page: Page, label: RegExp, choose: string, use: string) {
  await page.getByRole('group', { name: label }).getByRole('button', { name: choose }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([{ name: `menu-${Date.now()}.png`, mimeType: 'image/png', buffer: PNG }]);
  await expect(dialog.getByRole('button', { pressed: true })).toBeVisible();
  await dialog.getByRole('button', { name: use }).click();
  await expect(dialog).toBeHidden();
}

test.describe('back-office menus and content', () => {
  test('an admin adds a home grid menu with two seeded products; the storefront home shows it', async ({
    page,
    request,
  }) => {
    const products = await sql<{ en: string }>(
      "select title->>'en' as en from products where status = 'available' order by id limit 2",
    );
    expect(products).toHaveLength(2);
    const stamp = Date.now() % 1_000_000;
    const name = `Trade picks ${stamp}`;
    await useLanguage(page, 'en');
    await adminLogin(page, 'en');

    await page.goto('/admin-panel/secure/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a menu' }).click();
    const form = page.getByRole('form', { name: 'Add a menu' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'Name (English)' }).fill(name);
    await form.getByRole('textbox', { name: 'Name (Arabic)' }).fill(`مختارات التجار ${stamp}`);
    await pickImage(page, /Menu image/, 'Choose from the gallery', 'Use this image');
    await form.getByRole('combobox', { name: /Style/ }).click();
    await page.getByRole('option', { name: 'Grid' }).click();
    await expect(form.getByRole('switch', { name: 'Blur the banner' })).toBeVisible();

    const search = form.getByRole('combobox', { name: 'Find a product' });
    for (const product of products) {
      await search.fill(product.en);
      await page
        .getByRole('option', { name: new RegExp(`^${product.en}`) })
        .first()
        .click();
    }
    const chosen = form.getByRole('list', { name: /Products \(2\)/ });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);

    await form.getByRole('button', { name: 'Add menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add this menu?' });
    await expect(dialog).toContainText('with 2 items');
    await dialog.getByRole('button', { name: 'Add menu' }).click();
    await expect(page).toHaveURL(/\/admin-panel\/secure\/menu\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The storefront's home menus carry it with its two products, in the chosen order…
    const answer = await request.get('/api/front/menus?placement=home', { headers: HEADERS });
    expect(answer.status()).toBe(200);
    const menus = (await answer.json()).data as Array<{ name: string; kind: string; items: unknown[] }>;
    const ours = menus.find((m) => m.name === name);
    expect(ours?.kind).toBe('grid');
    expect(ours?.items).toHaveLength(2);
    // …and the home page shows it as a section.
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 2, name });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
  });

  test('a CMS page added at wholesale-terms is served there at once', async ({ page }) => {
    await useLanguage(page, 'en');
    await adminLogin(page, 'en');
    const title = `Wholesale terms ${Date.now() % 1_000_000}`;

    // The demo shop ships a page at this address: the address is refused until it is deleted.
    const [seeded] = await sql<{ id: number; layout: string }>(
      "select id, layout from pages where url = 'wholesale-terms'",
    );
    const addPage = async () => {
      await page.goto('/admin-panel/secure/settings/cms-pages/add');
      const form = page.getByRole('form', { name: 'Add a page' });
      await expect(form).toBeVisible();
      await form.getByRole('textbox', { name: /^Address/ }).fill('wholesale-terms');
      await expect(form.getByText(/Shoppers will find this page at/)).toContainText('/wholesale-terms');
      await form.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title);
      await form.getByRole('textbox', { name: 'Title (Arabic)', exact: true }).fill('شروط البيع بالجملة');
      await form
        .getByRole('textbox', { name: 'Content (English)' })
        .fill('<h2>Minimum order</h2><p>Twelve pieces per style, mixed sizes.</p>');
      await form.getByRole('button', { name: 'Add page' }).click();
      await page
        .getByRole('dialog', { name: 'Add this page?' })
        .getByRole('button', { name: 'Add page' })
        .click();
      return form;
    };
    if (seeded) {
      const form = await addPage();
      await expect(form.getByText('This address is already used by another page')).toBeVisible();
      await page.goto(`/admin-panel/secure/settings/cms-pages/${seeded.layout}/${seeded.id}`);
      await page.getByRole('button', { name: 'Delete page' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this page?' })
        .getByRole('button', { name: 'Delete page' })
        .click();
      await expect(page).toHaveURL(/\/settings\/cms-pages$/);
    }
    await addPage();
    await expect(page).toHaveURL(/\/settings\/cms-pages\/default\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /\/wholesale-terms$/ })).toBeVisible();

    // The same build serves it: the storefront reads its routes per request.
    await page.goto('/wholesale-terms');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Twelve pieces per style, mixed sizes.')).toBeVisible();
  });

  test('in Arabic: an admin approves a waiting review and the storefront lists it', async ({
    page,
    request,
  }) => {
    const reviewer = `ليلى حسن ${Date.now() % 1_000_000}`;
    await sql(
      `insert into reviews (rating, ratings, comment, approved, reviewer_name, reviewer_email)
       values (5, '{"quality": 5, "delivery": 4}', 'جودة ممتازة والتوصيل سريع', false, $1, 'layla@example.test')`,
      [reviewer],
    );
    await useLanguage(page, 'ar');
    await adminLogin(page, 'ar');
    await page.goto('/admin-panel/secure/settings/reviews?approved=false');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'التقييمات' })).toBeVisible();
    await page.getByRole('button', { name: `الموافقة على تقييم ${reviewer}` }).click();
    const dialog = page.getByRole('dialog', { name: 'الموافقة على هذا التقييم؟' });
    await expect(dialog).toContainText('جودة ممتازة والتوصيل سريع');
    await expect(dialog).toContainText('الجودة: 5/5');
    await dialog.getByRole('button', { name: 'موافقة' }).click();
    await expect(page.getByRole('button', { name: `الموافقة على تقييم ${reviewer}` })).toBeHidden();

    const answer = await request.get('/api/front/reviews?perPage=50', { headers: HEADERS });
    const items = (await answer.json()).data.items as Array<{ reviewerName: string }>;
    expect(items.map((r) => r.reviewerName)).toContain(reviewer);
  });
});
