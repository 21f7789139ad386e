import { themeSettings } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';

describe('GET /api/front/settings and /api/front/site-profile', () => {
  const t = useTestApp();

  it("site-profile says 'Unavailable' for every empty company field before settings exist", async () => {
    const res = await t.api({ method: 'GET', url: '/api/front/site-profile' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.email).toBe('Unavailable');
    expect(data.IBAN).toBe('Unavailable');
    expect(data.projectName).toBe('Testing 2 (United Kingdom)');
  });

  describe('with settings', () => {
    beforeAll(async () => {
      await insertSiteSettings(t.database.db, {
        email: 'sales@atlas.test',
        address: { en: '12 Mill Lane/Leeds', ar: '12 طريق ميل/ليدز' },
        // Only the English side typed: Arabic pages fall back to it.
        bankName: { en: 'Pennine Bank', ar: '' },
        vatNumber: 'GB123456789',
        iban: '',
      });
      await t.database.db.insert(pages).values([
        {
          url: 'wholesale-terms',
          title: { en: 'Wholesale terms', ar: 'شروط البيع بالجملة' },
          body: { en: '<p>Terms</p>', ar: '<p>الشروط</p>' },
          active: true,
        },
        {
          url: 'draft-page',
          title: { en: 'Draft', ar: 'مسودة' },
          body: { en: '<p>Draft</p>', ar: '<p>مسودة</p>' },
          active: false,
        },
      ]);
    });

    it('answers the theme as a JSON string with columns, perPage and admin_limit', async () => {
      const res = await t.api({ method: 'GET', url: '/api/front/settings' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(typeof data.theme).toBe('string');
      const theme = themeSettings.parse(JSON.parse(data.theme));
      expect(theme.columns).toEqual({ mobile: 2, ipadV: 2, ipadH: 3, laptop: 3, monitor: 4 });
      expect(theme.perPage).toBe(20);
      expect(theme.admin_limit).toBe(20);
      expect(data.site_name).toBe('Test Wholesale');
      expect(data.environment.key).toBe('testing_v2');
      expect(data.environment.flags.product_attributes_version).toBe(2);
    });

    it('lists active CMS pages as additional front routes, in the request language', async () => {
      const en = (await t.api({ method: 'GET', url: '/api/front/settings' })).json().data;
      expect(en.additional_front_routes).toEqual([
        { path: '/wholesale-terms', title: 'Wholesale terms', pageId: expect.any(Number) },
      ]);
      const ar = (await t.api({ method: 'GET', url: '/api/front/settings', lang: 'ar' })).json().data;
      expect(ar.additional_front_routes[0].title).toBe('شروط البيع بالجملة');
      expect(ar.site_name).toBe('تست للجملة');
    });

    it('site-profile serves the company fields and Unavailable only where empty', async () => {
      const data = (await t.api({ method: 'GET', url: '/api/front/site-profile' })).json().data;
      expect(data).toMatchObject({
        projectName: 'Test Wholesale',
        name: 'Test Wholesale',
        email: 'sales@atlas.test',
        address: '12 Mill Lane/Leeds',
        vatNumber: 'GB123456789',
        bankName: 'Pennine Bank',
        bank_account_name: 'Unavailable',
        IBAN: 'Unavailable',
      });
    });

    it("names the shop in the request's language, the same in the profile and the settings", async () => {
      for (const lang of ['en', 'ar'] as const) {
        const profile = (await t.api({ method: 'GET', url: '/api/front/site-profile', lang })).json().data;
        const settings = (await t.api({ method: 'GET', url: '/api/front/settings', lang })).json().data;
        expect(profile.projectName).toBe(lang === 'ar' ? 'تست للجملة' : 'Test Wholesale');
        expect(profile.projectName).toBe(settings.site_name);
        expect(profile.name).toBe(settings.site_name);
      }
    });

    it('serves each bilingual company text in the language of the request', async () => {
      const ar = (await t.api({ method: 'GET', url: '/api/front/site-profile', lang: 'ar' })).json().data;
      expect(ar).toMatchObject({ name: 'تست للجملة', address: '12 طريق ميل/ليدز', bankName: 'Pennine Bank' });
      const settings = (await t.api({ method: 'GET', url: '/api/front/settings', lang: 'ar' })).json().data;
      expect(settings).toMatchObject({
        address: '12 طريق ميل/ليدز',
        bank_name: 'Pennine Bank',
        bank_account_name: '',
      });
      const en = (await t.api({ method: 'GET', url: '/api/front/settings', lang: 'en' })).json().data;
      expect(en.address).toBe('12 Mill Lane/Leeds');
    });
  });

  describe('header rules', () => {
    it('refuses a missing or wrong api key with 401 in the error shape', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/api/front/settings' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({
        code: 'invalidApiKey',
        message: 'The request is missing a valid API key',
      });
      const wrong = await t.api({
        method: 'GET',
        url: '/api/front/settings',
        headers: { 'x-api-key': 'live_v1' },
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('refuses clients that do not accept JSON with 406', async () => {
      const res = await t.api({
        method: 'GET',
        url: '/api/front/settings',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(406);
      expect(res.json().code).toBe('notAcceptable');
    });

    it('answers in Arabic for Accept-Language ar and falls back to the deployment language', async () => {
      const ar = await t.app.inject({
        method: 'GET',
        url: '/api/front/settings',
        headers: { 'accept-language': 'ar-SA,ar;q=0.9' },
      });
      expect(ar.json().message).toBe('الطلب لا يحمل مفتاح واجهة برمجية صالحًا');
      const fr = await t.app.inject({
        method: 'GET',
        url: '/api/front/settings',
        headers: { 'accept-language': 'fr' },
      });
      expect(fr.headers['content-language']).toBe('en');
    });

    it('sets the XSRF cookie the SPA reads', async () => {
      const res = await t.api({ method: 'GET', url: '/api/front/settings' });
      const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
      expect(cookie?.httpOnly).toBeFalsy();
    });
  });
});

describe('deployment variants', () => {
  const t = useTestApp({ env: { APP_ENV: 'testing_v1' } });

  it('the Saudi variant expects its own key and answers Arabic by default', async () => {
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: '/api/front/settings',
      headers: { 'x-api-key': 'testing_v2' },
    });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().message).toBe('الطلب لا يحمل مفتاح واجهة برمجية صالحًا');
    const res = await t.api({ method: 'GET', url: '/api/front/settings' });
    expect(res.json().data.environment.currency).toEqual({ symbol: 'ر.س', name: 'SAR' });
  });
});
