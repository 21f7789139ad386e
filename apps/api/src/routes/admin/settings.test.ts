import { defaultThemeSettings } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { PdfDocument } from '../../lib/pdf-writer.ts';
import { makeImage, multipartBody } from '../../modules/media/test-images.ts';
import { expectAdminOnly } from '../../modules/taxonomy/test-helpers.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';

describe('company info (/api/admin/settings/company-info)', () => {
  const admin = useAdminApi();
  const { t } = admin;
  const { tokens } = admin;
  const url = '/api/admin/settings/company-info';
  const call = (method: 'GET' | 'PUT', payload?: object, lang: 'ar' | 'en' = 'en') =>
    admin.call(method, url, payload, lang);

  const valid = {
    projectName: 'Atlas Wholesale',
    siteName: { en: 'Atlas Wholesale', ar: 'أطلس للجملة' },
    address: { en: '12 Mill Lane/Leeds', ar: '12 طريق ميل/ليدز' },
    postCode: 'LS1 4AB',
    email: 'trade@atlas.test',
    phone: '0113 496 0000',
    mobile: '07700 900418',
    vatNumber: 'GB 294 7714 36',
    commercialRecordNumber: '09876543',
    currency: 'GBP',
    bankName: { en: 'Pennine Commercial Bank', ar: 'بنك بينين التجاري' },
    bankAccountName: { en: 'Atlas Wholesale Ltd', ar: '' },
    bankAccountNumber: '41839527',
    sortCode: '20-45-77',
    iban: 'GB91 PCBK 2045 7741 8395 27',
  };

  it('refuses visitors, customers and salespeople with 401', async () => {
    await expectAdminOnly(
      t,
      tokens,
      [
        ['GET', url],
        ['PUT', url],
      ],
      valid,
    );
  });

  it('answers empty fields before the shop has a profile, then creates and saves it', async () => {
    const empty = await call('GET');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({
      projectName: 'Testing 2 (United Kingdom)',
      address: { en: '', ar: '' },
      currency: 'GBP',
      updatedAt: null,
    });
    const saved = await call('PUT', valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Saved successfully');
    const { updatedAt, ...data } = saved.json().data;
    expect(data).toEqual(valid);
    expect(updatedAt).toEqual(expect.any(String));
    // Saved unchanged, it stays as it is.
    const again = await call('PUT', valid);
    expect({ ...again.json().data, updatedAt: null }).toEqual({ ...valid, updatedAt: null });
  });

  it('the storefront serves each text in the page language, the other language where one is empty', async () => {
    await call('PUT', valid);
    const ar = (await t.api({ method: 'GET', url: '/api/front/site-profile', lang: 'ar' })).json().data;
    expect(ar).toMatchObject({
      name: 'أطلس للجملة',
      address: '12 طريق ميل/ليدز',
      bankName: 'بنك بينين التجاري',
      bank_account_name: 'Atlas Wholesale Ltd',
    });
    const en = (await t.api({ method: 'GET', url: '/api/front/site-profile', lang: 'en' })).json().data;
    expect(en).toMatchObject({ address: '12 Mill Lane/Leeds', bankName: 'Pennine Commercial Bank' });
  });

  it('refuses what the form refuses, field by field, in the language of the request', async () => {
    const res = await call('PUT', {
      ...valid,
      siteName: { en: 'Atlas', ar: '' },
      email: 'not-an-email',
      phone: '0113 49',
      currency: 'pounds',
      iban: 'GB00 PCBK 2045 7741 8395 27',
      address: { en: 'Line one\nLine two', ar: '' },
    });
    expectFieldErrors(res, {
      'siteName.ar': ['This field is required'],
      'address.en': ['Write this on one line, without line breaks or tabs'],
      email: ['Enter a valid email address'],
      phone: ['Phone must have at least 10 digits'],
      currency: ['Use the three-letter currency code, e.g. GBP'],
      iban: ['Enter a valid IBAN'],
    });
    const ar = await call('PUT', { ...valid, iban: 'GB00' }, 'ar');
    expect(ar.json().errors).toEqual({ iban: ['أدخل رقم آيبان صالحًا'] });
  });
});

describe('site settings (/api/admin/settings/site) and the theme (/api/admin/settings/theme)', () => {
  const admin = useAdminApi();
  const { t, tokens } = admin;
  const site = '/api/admin/settings/site';
  const theme = '/api/admin/settings/theme';

  const valid = {
    maxQuantityPerProduct: 250,
    refundDays: 30,
    enableRefunds: true,
    dashboardTopN: 8,
    columns: { mobile: 1, ipadV: 2, ipadH: 3, laptop: 4, monitor: 5 },
    perPage: 24,
    adminLimit: 40,
    colors: { ...defaultThemeSettings.colors, red: '#b71c1c' },
  };

  /** Uploads `data` as the site file `file`, as the browser's FormData would. */
  const upload = (file: string, data: Buffer, filename: string, token: string | null = tokens.admin) => {
    const body = multipartBody([{ name: 'file', value: data, filename, contentType: 'application/pdf' }]);
    return t.api({ method: 'PUT', url: `${site}/files/${file}`, token: token ?? undefined, ...body });
  };
  const pdf = () => {
    const doc = new PdfDocument('Catalogue');
    doc.addPage().text(50, 50, 'Spring catalogue');
    return doc.toBuffer();
  };

  it('refuses visitors, customers and salespeople with 401', async () => {
    await expectAdminOnly(
      t,
      tokens,
      [
        ['GET', site],
        ['PUT', site],
        ['DELETE', `${site}/files/logo`],
        ['GET', theme],
        ['GET', '/api/admin/settings/transactions'],
      ],
      valid,
    );
    await expectAdminOnly(t, tokens, [['PUT', theme]], {
      light: defaultThemeSettings.light,
      dark: defaultThemeSettings.dark,
    });
    for (const token of [null, tokens.customer, tokens.salesperson]) {
      const res = await upload('catalogue', pdf(), 'c.pdf', token);
      expect(res.statusCode).toBe(401);
    }
  });

  it('saves every field, and the storefront and the admin lists read the new values', async () => {
    const before = await admin.call('GET', site);
    expect(before.json().data).toMatchObject({ maxQuantityPerProduct: 500, perPage: 20, logo: null });
    const saved = await admin.call('PUT', site, valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Saved successfully');
    const { updatedAt, logo, cataloguePdf, approvalFormPdf, ...data } = saved.json().data;
    expect(data).toEqual(valid);
    expect(updatedAt).toEqual(expect.any(String));
    // Open and save unchanged: the same values.
    const again = await admin.call('PUT', site, data);
    expect(again.statusCode).toBe(200);

    const front = (await t.api({ method: 'GET', url: '/api/front/settings' })).json().data;
    expect(front).toMatchObject({ max_quantity_per_product: 250, refund_days: 30, dashboard_top_n: 8 });
    const frontTheme = JSON.parse(front.theme);
    expect(frontTheme).toMatchObject({ columns: valid.columns, perPage: 24, admin_limit: 40 });
    expect(frontTheme.colors.red).toBe('#b71c1c');
    // admin_limit is the back office's largest page.
    const users = await admin.call('GET', '/api/admin/users?perPage=100');
    expect(users.json().data.meta.perPage).toBe(40);
  });

  it('refuses a quantity under 1, negative refund days and bad numbers, field by field, in both languages', async () => {
    const res = await admin.call('PUT', site, {
      ...valid,
      maxQuantityPerProduct: 0,
      refundDays: -1,
      perPage: 1.5,
      columns: { ...valid.columns, mobile: 9 },
      colors: { ...valid.colors, red: 'red' },
    });
    expectFieldErrors(res, {
      maxQuantityPerProduct: ['Must be at least 1'],
      refundDays: ['Must be at least 0'],
      perPage: ['Must be a number'],
      'columns.mobile': ['Must be at most 6'],
      'colors.red': ['Enter a colour as # and six hex digits, e.g. #1f3a5f'],
    });
    const ar = await admin.call('PUT', site, { ...valid, maxQuantityPerProduct: 0 }, 'ar');
    expect(Object.keys(ar.json().errors)).toEqual(['maxQuantityPerProduct']);
    expect(ar.json().errors.maxQuantityPerProduct[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('takes PDFs by their content: a PDF named .png passes, a PNG named .pdf and a PDF stub do not', async () => {
    const good = await upload('catalogue', pdf(), 'catalogue.png');
    expect(good.statusCode).toBe(200);
    const url = good.json().data.cataloguePdf as string;
    expect(url).toMatch(/^\/uploads\/settings\/[0-9a-f]{32}\.pdf$/);
    expect((await t.api({ method: 'GET', url: '/api/front/settings' })).json().data.catalogue_pdf).toBe(url);
    const served = await t.api({ method: 'GET', url });
    expect(served.statusCode).toBe(200);

    const png = await upload('approval-form', await makeImage('png', 20, 20), 'form.pdf');
    expectFieldErrors(png, { file: ['This file type is not supported'] });
    const stub = await upload('approval-form', Buffer.from(`%PDF-1.4\n${'x'.repeat(60)}`), 'form.pdf');
    expect(stub.json().errors).toEqual({
      file: ['This PDF cannot be opened. Please upload a PDF with at least one page'],
    });
    const none = await t.api({
      method: 'PUT',
      url: `${site}/files/catalogue`,
      token: tokens.admin,
      ...multipartBody([{ name: 'note', value: 'no file' }]),
    });
    expectFieldErrors(none, { file: ['Please choose a file'] });
    const unknown = await upload('brochure', pdf(), 'b.pdf');
    expect(unknown.statusCode).toBe(422);

    // A replaced PDF is removed; clearing it removes it too.
    const second = await upload('catalogue', pdf(), 'catalogue.pdf');
    expect((await t.api({ method: 'GET', url })).statusCode).toBe(404);
    const cleared = await admin.call('DELETE', `${site}/files/catalogue`);
    expect(cleared.json().data.cataloguePdf).toBeNull();
    expect((await t.api({ method: 'GET', url: second.json().data.cataloguePdf })).statusCode).toBe(404);
  });

  it('takes the logo only as an image, by its content', async () => {
    const logo = await upload('logo', await makeImage('png', 300, 120), 'logo.png');
    expect(logo.statusCode).toBe(200);
    expect(logo.json().data.logo).toMatch(/^\/uploads\/images\/settings\/.+\.webp$/);
    const notImage = await upload('logo', pdf(), 'logo.png');
    expectFieldErrors(notImage, { file: ['This file type is not supported'] });
    expect((await admin.call('GET', site)).json().data.logo).toBe(logo.json().data.logo);
  });

  it('saves the palettes; the storefront settings and its page carry them at once', async () => {
    const light = { ...defaultThemeSettings.light, primary: { color: '#7b1fa2', effect: '#6a1b9a' } };
    const saved = await admin.call('PUT', theme, { light, dark: defaultThemeSettings.dark });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.light.primary.color).toBe('#7b1fa2');
    const front = (await t.api({ method: 'GET', url: '/api/front/settings' })).json().data;
    expect(JSON.parse(front.theme).light.primary.color).toBe('#7b1fa2');
    // Saving the palettes keeps the site settings' part of the theme, and the reverse.
    await admin.call('PUT', site, valid);
    expect((await admin.call('GET', theme)).json().data.light.primary.color).toBe('#7b1fa2');

    const bad = await admin.call('PUT', theme, {
      light: { ...light, text: { headlines: '#12', body: 'blue' } },
      dark: defaultThemeSettings.dark,
    });
    expectFieldErrors(bad, {
      'light.text.headlines': ['Enter a colour as # and six hex digits, e.g. #1f3a5f'],
      'light.text.body': ['Enter a colour as # and six hex digits, e.g. #1f3a5f'],
    });
  });
});
