import { adminLogin, expect, sql, test, useLanguage } from './support.ts';

// Issue 11 "Settings and theme", done when: an admin reaches its profile from the header; the theme
// wizard changes the storefront's primary colour.

test.describe('settings', () => {
  test('an admin reaches its profile from the header', async ({ page }) => {
    await useLanguage(page, 'en');
    await adminLogin(page);
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('menuitem', { name: 'Profile info' }).click();
    await expect(page).toHaveURL(/\/admin-panel\/secure\/settings\/personal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile info' })).toBeVisible();
  });

  test("the theme wizard changes the storefront's primary colour", async ({ page, browser }) => {
    const [saved] = await sql<{ theme: unknown }>('select theme from site_settings where id = 1');
    try {
      await useLanguage(page, 'en');
      await adminLogin(page);
      await page.goto('/admin-panel/secure/settings/site/theme-wizard');
      const primary = page.getByRole('textbox', { name: 'Colour (Light)' }).first();
      await primary.fill('#7b1fa2');
      // The live preview follows the draft before anything is saved.
      await expect(page.getByTestId('preview-primary-ltr')).toHaveCSS(
        'background-color',
        'rgb(123, 31, 162)',
      );
      await page.getByRole('button', { name: 'Save the theme' }).click();
      const saving = page.waitForResponse(
        (res) => res.url().endsWith('/api/admin/settings/theme') && res.request().method() === 'PUT',
      );
      await page
        .getByRole('dialog', { name: 'Save the theme?' })
        .getByRole('button', { name: 'Save the theme' })
        .click();
      expect((await saving).status()).toBe(200);

      // A visitor opening the storefront now sees the new primary colour on a primary button.
      const visitor = await browser.newContext({ colorScheme: 'light' });
      const shop = await visitor.newPage();
      await shop.goto('/login');
      const button = shop.getByRole('button', { name: /log in|sign in/i }).first();
      await expect(button).toHaveCSS('background-color', 'rgb(123, 31, 162)');
      await visitor.close();
    } finally {
      await sql('update site_settings set theme = $1 where id = 1', [saved?.theme]);
    }
  });
});
