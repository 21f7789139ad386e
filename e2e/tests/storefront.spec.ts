import { expect, scrollToFooter, seriousAxeViolations, test, useLanguage } from './support.ts';

test.describe('storefront shell', () => {
  test('the home page in English reads left to right with the shop name and company details', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(/Atlas Wholesale/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToFooter(page);
    await expect(page.getByRole('contentinfo')).toContainText('trade@atlas-wholesale.test');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the home page in Arabic is right to left, and the language choice is remembered', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The shop's name in Arabic, in the header as in the footer and the title (ADR 0039).
    await expect(page.getByRole('banner')).toContainText('أطلس للجملة');
    await expect(page.getByRole('banner')).not.toContainText('Atlas Wholesale');
    await expect(page.getByRole('banner')).toContainText('الرئيسية');
    await expect(page).toHaveTitle('أطلس للجملة');
    await scrollToFooter(page);
    await expect(page.getByRole('contentinfo')).toContainText('أطلس للجملة');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Switch to English with the header's language selector; a reload keeps it.
    await page
      .getByRole('banner')
      .getByRole('group', { name: 'اللغة' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('dark mode is remembered across visits', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page
      .getByRole('button', { name: /dark mode|light mode|theme/i })
      .first()
      .click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await expect.poll(background).toBe(dark);
  });

  test('unknown paths show the not-found page; the customer area sends visitors to log in', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('searching from the header opens the catalogue with the term', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    const search = page.getByRole('searchbox').first();
    await search.fill('polo');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=polo$/);
  });
});
