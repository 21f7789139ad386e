import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './support.ts';

/*
 * Issue 4's storefront catalogue in Chromium: a visitor finds a product from the header's search
 * bar, opens it and sees no price; a visitor pressing a heart is asked to sign in; the approved
 * demo customer sees the price and cannot order with fewer options than required; once in Arabic.
 * Screenshots of the product list and page go to SHOTS_DIR (default /tmp/shots-c2).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-c2';
const BUYER = { email: 'buyer@wholesale.test', password: 'Buyer-demo-2026' };
// English "£15.50"; Arabic writes the symbol after the number ("15.50 £").
const PRICE = /£\s?\d|\d\s?£/;

async function searchFromHeader(page: Page, term: string, label: string) {
  const search = page.getByRole('banner').getByRole('search');
  await search.getByRole('searchbox', { name: label }).fill(term);
  await search.getByRole('searchbox', { name: label }).press('Enter');
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(BUYER.email);
  await page.getByLabel(/^Password\s*\*?$/).fill(BUYER.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe.configure({ mode: 'serial' });
// Lazy screens on a shared, busy machine: give navigations room.

test.describe('storefront products', () => {
  test('a visitor searches from the header, opens the product and sees no price', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await searchFromHeader(page, 'polo', 'Search products');
    await expect(page).toHaveURL(/\/products\?search=polo$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Results for “polo”' })).toBeVisible();
    const link = main.getByRole('link', { name: 'Piqué Polo Shirt' });
    await expect(link).toBeVisible();
    await expect(main.getByText('Log in to see wholesale prices').first()).toBeVisible();
    await expect(main).not.toContainText(PRICE);
    await page.screenshot({ path: `${SHOTS}/products-en.png`, fullPage: true });

    await link.click();
    await expect(page).toHaveURL(/\/productDetails\/[a-z0-9-]+$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Piqué Polo Shirt' })).toBeVisible();
    await expect(main.getByText('Log in to see wholesale prices').first()).toBeVisible();
    // Ordering is for signed-in business accounts: the order panel says so beside Add to cart.
    await expect(main.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(
      main.getByText('Wholesale prices and ordering are for approved business accounts.'),
    ).toBeVisible();
    await expect(main).not.toContainText(PRICE);
    await expect(page).toHaveTitle(/Piqué Polo Shirt|polo/i);
    await page.screenshot({ path: `${SHOTS}/product-en.png`, fullPage: true });

    // The pictures answer the keyboard.
    const thumbs = main.getByRole('group', { name: 'Choose a picture' });
    if (await thumbs.isVisible()) {
      await thumbs.getByRole('button', { name: /^Show picture 1 of/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(thumbs.getByRole('button', { name: /^Show picture 2 of/ })).toBeFocused();
    }
  });

  test('a visitor pressing a heart is asked to sign in', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/products?search=polo');
    await page.getByRole('button', { name: 'Add Piqué Polo Shirt to your wishlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to keep a wishlist' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the approved customer sees the price, cannot pick fewer options than required, adds to the cart and keeps a wishlist', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await signIn(page);
    await page.goto('/products?search=polo');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Piqué Polo Shirt' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Piqué Polo Shirt' })).toBeVisible();
    await expect(main.getByText(PRICE).first()).toBeVisible();
    await expect(main.getByText('Log in to see wholesale prices')).toHaveCount(0);

    const add = main.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeEnabled();
    await add.click();
    const alert = main.getByRole('alert').filter({ hasText: 'Incorrect Selections' });
    await expect(alert).toBeVisible();
    // Size and colour choose the variant: both are required before anything can be ordered.
    await expect(alert).toContainText('Choose Size, Colour.');
    await page.screenshot({ path: `${SHOTS}/product-customer-en.png`, fullPage: true });
    await main.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'M', exact: true }).click();
    await add.click();
    await expect(alert).toContainText('Choose Colour.');
    await main.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Navy' }).click();
    // At most two brandings: the third box waits until one is unticked.
    const branding = main.getByRole('group', { name: 'Logo Branding' });
    await branding.getByRole('checkbox', { name: /Left-chest embroidery/ }).check();
    await branding.getByRole('checkbox', { name: /Back print/ }).check();
    await expect(branding.getByRole('checkbox', { name: /Sleeve print/ })).toBeDisabled();
    await add.click();
    // A complete selection goes into the buyer's cart (the server's notice, with a way there).
    const added = main.getByRole('status').filter({ hasText: 'Added to your cart' });
    await expect(added).toBeVisible();
    await expect(main.getByText('Incorrect Selections')).toHaveCount(0);
    await expect(added.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');

    // The heart saves to the wishlist, which lists the product.
    const heart = main.getByRole('button', { name: 'Add Piqué Polo Shirt to your wishlist' });
    await heart.click();
    await expect(
      main.getByRole('button', { name: 'Remove Piqué Polo Shirt from your wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/dashboard/wishlist');
    await expect(page.getByRole('main').getByRole('link', { name: 'Piqué Polo Shirt' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wishlist-en.png`, fullPage: true });
    // Clean up so a second run starts from the same state.
    await page.getByRole('button', { name: 'Remove Piqué Polo Shirt from your wishlist' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    // And the line leaves the demo buyer's cart again.
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Remove Piqué Polo Shirt from the cart' }).click();
    await page
      .getByRole('dialog', { name: 'Remove this product?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByRole('button', { name: 'Remove Piqué Polo Shirt from the cart' })).toHaveCount(0);
  });

  test('in Arabic: search, the product page without a price, and the heart asks to sign in', async ({
    page,
  }) => {
    await useLanguage(page, 'ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Typed with a diacritic (damma): the search normalises it away.
    await searchFromHeader(page, 'بُولو', 'البحث في المنتجات');
    await expect(page).toHaveURL(/\/products\?search=/);
    const main = page.getByRole('main');
    const link = main.getByRole('link', { name: 'قميص بولو بنسيج بيكيه' });
    await expect(link).toBeVisible();
    await expect(main.getByText('سجّل الدخول لرؤية أسعار الجملة').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/products-ar.png`, fullPage: true });
    await link.click();
    await expect(main.getByRole('heading', { level: 1, name: 'قميص بولو بنسيج بيكيه' })).toBeVisible();
    await expect(main).not.toContainText(PRICE);
    await page.screenshot({ path: `${SHOTS}/product-ar.png`, fullPage: true });
    await main.getByRole('button', { name: 'أضف قميص بولو بنسيج بيكيه إلى قائمة الأمنيات' }).click();
    await expect(page.getByRole('dialog', { name: 'سجّل الدخول لحفظ قائمة الأمنيات' })).toBeVisible();
  });

  test('the /api page aliases send a browser to the storefront page', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/api/productDetails/does-not-matter');
    await expect(page).toHaveURL(/\/productDetails\/does-not-matter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  });
});
