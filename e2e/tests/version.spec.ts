import { expect, test, useLanguage } from './support.ts';

test('a new build on the server makes the app clear its caches and reload once', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('version'))).not.toBeNull();
  const first = await page.evaluate(() => localStorage.getItem('version'));

  // Something in Cache Storage, as a service worker or the app would have left it.
  await page.evaluate(async () => {
    const cache = await caches.open('old-build');
    await cache.put('/probe', new Response('stale'));
  });

  // The server now answers a different version.
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { version: 'next-build', builtAt: new Date().toISOString() } }),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.reload();
  // Our reload, then the app's own; reading the page in between could hit the navigation.
  await expect.poll(() => loads).toBe(2);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => localStorage.getItem('version'))).toBe('next-build');
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  expect(first).not.toBe('next-build');

  // Same version again: no further reload.
  await page.reload();
  await page.waitForTimeout(500);
  expect(loads).toBe(3);
});
