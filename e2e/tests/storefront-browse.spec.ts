import { expect, seriousAxeViolations, test, useLanguage } from './support.ts';

/*
 * Issue 4's storefront home and browse pages in Chromium: the seeded home menus and slides in
 * English and in Arabic (right to left), the header's nav menus and the footer's menus, a
 * category page listing products without prices for a visitor. Screenshots of the home in both
 * languages and themes, at a desktop's and a phone's width: `npm run screenshots -w e2e`.
 */

const PRICE = /£\s?\d/;

test.describe.configure({ mode: 'serial' });

test.describe('storefront home and browse pages', () => {
  test('the home shows the seeded slides and menus of every kind, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    const main = page.getByRole('main');
    const slides = main.getByRole('region', { name: 'Offers' });
    await expect(slides.getByRole('group', { name: 'Slide 1 of 4' })).toBeVisible();
    await expect(
      slides.getByRole('group', { name: 'Slide 1 of 4' }).getByText('The Autumn/Winter wholesale edit'),
    ).toBeVisible();

    for (const name of [
      'New Season Edit',
      'Shop by Category',
      'Our Brands',
      'Deal of the Week',
      'Bundles & Starter Kits',
      'The Trade Lookbook',
      'Workwear Essentials',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeAttached();
    }
    // A carousel of products, the bar of brands, the deal with the log-in hint instead of a price.
    const season = main.getByRole('region', { name: 'New Season Edit' });
    await expect(
      season.getByRole('group', { name: 'New Season Edit' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Our Brands' }).getByRole('link', { name: 'Northgate' }),
    ).toBeAttached();
    const deal = main.getByRole('region', { name: 'Deal of the Week' });
    await deal.scrollIntoViewIfNeeded();
    await expect(deal.getByRole('link', { name: 'View the product' })).toBeVisible();
    // No product shows a price to a visitor (a slide may name an order threshold: "over £500").
    await expect(main.getByRole('article').filter({ hasText: PRICE })).toHaveCount(0);
    await expect(deal).not.toContainText(PRICE);

    // The nav menus in the header: a panel of the menu's categories.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menswear', exact: true }).click();
    await header
      .getByRole('link', { name: /T-Shirts & Polos/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/category\/mens-tees$/);
    // The footer's menus.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Popular Categories' })).toBeAttached();
    await expect(footer.getByRole('navigation', { name: 'Best Sellers' })).toBeAttached();
  });

  test('the home in Arabic is right to left with the menus in Arabic', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    const firstSlide = main.getByRole('region', { name: 'العروض' }).getByRole('group').first();
    await expect(firstSlide).toBeVisible();
    // The slide's title is Arabic text over the picture, on the right (the start side).
    const title = firstSlide.getByText('تشكيلة الخريف والشتاء للجملة');
    await expect(title).toBeVisible();
    const slideBox = await firstSlide.boundingBox();
    const titleBox = await title.boundingBox();
    expect(slideBox && titleBox && titleBox.x + titleBox.width / 2 > slideBox.x + slideBox.width / 2).toBe(
      true,
    );
    for (const name of ['تشكيلة الموسم الجديد', 'تسوّق حسب الفئة', 'علاماتنا التجارية', 'عرض الأسبوع']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeAttached();
    }
    // The carousel starts on the right: its first card sits right of its second.
    const cards = main.getByRole('region', { name: 'تشكيلة الموسم الجديد' }).getByRole('article');
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(first && second && first.x > second.x).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a category page lists its products without prices for a visitor, a page at a time', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/category/hi-vis');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Hi-Vis & Safety' })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();
    await expect(main).not.toContainText(PRICE);
    await expect(main.getByText(/log in to see wholesale prices/i).first()).toBeVisible();
    await expect(page).toHaveTitle(/Hi-Vis/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The main categories page leads to a department and its categories.
    await page.goto('/main-categories');
    await main.getByRole('heading', { level: 2 }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/main-category\//);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();
  });
});
