import { expect, SUPER_ADMIN, test, useLanguage } from './support.ts';

/*
 * The storefront's content pages (ADR 0026, 0027): contact form, run-time CMS routes, the
 * redirect page, the wholesale lead form, blogs, sitemap and robots.txt, in both languages.
 */

const HEADERS = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': 'testing_v2' };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-d';

const base = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** A direct API call (no cookies, so no XSRF double-submit is involved). */
async function api<T>(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as { data: T };
  return { status: response.status, data: json.data };
}

async function adminToken(): Promise<string> {
  const { status, data } = await api<{ token: string }>(
    'POST',
    '/api/auth/admin/login',
    undefined,
    SUPER_ADMIN,
  );
  expect(status).toBe(200);
  return data.token;
}

test.describe('storefront content', () => {
  test('contact: a message with a link is refused by the server, a clean one is sent', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page).toHaveTitle('Contact us | Atlas Wholesale');
    // The company's details sit beside the form.
    await expect(page.getByRole('complementary', { name: 'Our details' })).toContainText('@');
    await page.getByLabel('Your name').fill('Sara Ahmed');
    await page.getByLabel('E-mail address').fill('sara@example.test');
    await page.getByLabel('Subject').fill('Bulk hoodies');
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Our price list is at https://cheap-hoodies.example/list');
    const refusal = page.waitForResponse((r) => r.url().endsWith('/api/front/contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await refusal).status()).toBe(422);
    const text = 'Please do not include links, e-mail addresses or phone numbers in your message';
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: `${SHOTS}/contact-refused-en.png`, fullPage: true });

    await message.fill('Can you supply 300 navy hoodies in mixed sizes before March?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/front/contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(
      page.getByText('Thank you, your message has been sent. We will reply by e-mail.'),
    ).toBeVisible();
    await expect(message).toHaveValue('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/contact-en.png`, fullPage: true });
  });

  test('in Arabic: the contact refusal, blogs and a post read right to left', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
    await page.getByLabel('الاسم').fill('سارة أحمد');
    await page.getByLabel('البريد الإلكتروني').fill('sara@example.test');
    await page.getByLabel('الموضوع').fill('طلب بالجملة');
    await page.getByRole('textbox', { name: 'الرسالة' }).fill('اتصل بي على ٠٥٠١٢٣٤٥٦٧');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'يرجى عدم تضمين روابط أو عناوين بريد إلكتروني أو أرقام هواتف في رسالتك' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/contact-ar.png`, fullPage: true });

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'مدوّنة التجّار' })).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    await expect(first.locator('img')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/blogs-ar.png`, fullPage: true });
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+$/);
    await expect(page.getByRole('link', { name: 'كل المقالات' }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/blog-ar.png`, fullPage: true });
  });

  test('blogs in English: a list of posts with covers, a post with its meta', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade journal' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Planning your Autumn/Winter buy' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/blogs-en.png`, fullPage: true });
    await page.getByRole('article', { name: 'Hi-vis classes explained' }).getByRole('link').click();
    await expect(page).toHaveURL('/blogs/hi-vis-classes-explained');
    await expect(page).toHaveTitle('Hi-vis classes explained | Atlas Wholesale');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blogs\/hi-vis-classes-explained$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.webp$/);
    await page.screenshot({ path: `${SHOTS}/blog-en.png`, fullPage: true });
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Atlas Wholesale' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/about-en.png`, fullPage: true });
  });

  test('a CMS page added through the admin API is served at its URL at once', async ({ page }) => {
    const token = await adminToken();
    const url = `offers/spring-${Date.now()}`;
    const created = await api<{ id: number }>('POST', '/api/admin/pages', token, {
      url,
      title: { en: 'Spring trade offers', ar: 'عروض الربيع للتجّار' },
      layout: 'sidebar',
      body: {
        en: '<h2>Save on linen</h2><p onclick="alert(1)">Ten per cent off linen shirts by the carton.</p><script>alert(1)</script>',
        ar: '<h2>وفّر على الكتان</h2><p>خصم عشرة بالمئة على قمصان الكتان بالكرتونة.</p>',
      },
    });
    expect(created.status).toBe(201);
    const pageId = created.data.id;

    await useLanguage(page, 'en');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/${url}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Spring trade offers' })).toBeVisible();
    await expect(page.getByText('Ten per cent off linen shirts by the carton.')).toBeVisible();
    await expect(page).toHaveTitle('Spring trade offers | Atlas Wholesale');
    await expect(page.locator('article script')).toHaveCount(0);
    await expect(page.locator('article [onclick]')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // Switched off on its attributes (ADR 0061), the address is the not-found page again, without
    // a rebuild.
    const updated = await api('PUT', `/api/admin/pages/${pageId}/attributes?layout=sidebar`, token, {
      active: false,
    });
    expect(updated.status).toBe(200);
    await page.goto(`/${url}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('/redirect forwards inside the shop and refuses another site', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/redirect?to=https%3A%2F%2Fevil.example%2Flogin');
    await expect(page.getByRole('heading', { level: 1, name: 'We did not follow this link' })).toBeVisible();
    await expect(page.getByText('https://evil.example/login')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page).toHaveURL(/\/redirect\?to=/);
    await page.goto('/redirect?to=%2F%2Fevil.example');
    await expect(page.getByRole('heading', { level: 1, name: 'We did not follow this link' })).toBeVisible();
    await page.goto('/redirect?to=%2Fcontact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('the wholesale quote request is stored for the back office', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/form-1');
    const company = `E2E Boutique ${Date.now()}`;
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Your name').fill('Fatima Al-Rashid');
    await page.getByLabel('E-mail address').fill('fatima@noor.test');
    await page.getByLabel('Phone number').fill('07700 900 123');
    await page.getByLabel('Town or city').fill('Leeds');
    await page.getByRole('combobox', { name: 'Type of business' }).click();
    await page.getByRole('option', { name: 'Boutique or clothing shop' }).click();
    await page.getByRole('radio', { name: '100 to 500' }).check();
    await page.getByRole('checkbox', { name: 'Womenswear' }).check();
    await page.screenshot({ path: `${SHOTS}/form-1-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Thank you, your request has been sent', { exact: true })).toBeVisible();
    const token = await adminToken();
    const list = await api<{ items: { companyName: string; interests: string[] }[] }>(
      'GET',
      `/api/admin/leads?search=${encodeURIComponent(company)}`,
      token,
    );
    expect(list.data.items).toEqual([
      expect.objectContaining({ companyName: company, interests: ['womenswear'] }),
    ]);
  });

  test('the landing page is composed from its content blocks; the sandbox previews them in both languages', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/landing-page-1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Open a trade account in one day' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'How ordering works' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/landing-en.png`, fullPage: true });
    await page.getByRole('link', { name: 'Request a wholesale quote' }).click();
    await expect(page).toHaveURL(/\/form-1$/);

    await page.goto('/code-sandbox?placement=landing-page-1');
    await expect(
      page.getByRole('region', { name: 'English' }).getByRole('heading', { name: 'How ordering works' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Arabic' }).getByRole('heading', { name: 'كيف يتم الطلب' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/code-sandbox.png`, fullPage: true });
  });

  test('robots.txt and sitemap.xml come from the catalogue and the CMS', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /admin-panel');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Disallow: /api');
    expect(text).toContain('Disallow: /salesperson');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of [
      '/',
      '/products',
      '/blogs',
      '/about-us',
      '/services',
      '/blogs/hi-vis-classes-explained',
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/productDetails/[a-z0-9-]+</loc><lastmod>`));
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/brand/[a-z0-9-]+</loc>`));
  });
});
