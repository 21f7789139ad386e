import { describe, expect, it } from 'vitest';
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
