import type { CompanyInfoRecord } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, route } from '../../test/fetch-mock.ts';
import { switchLanguage } from '../../test/render.tsx';
import { adminScreenTests, openAdmin } from '../test-helpers.ts';

adminScreenTests(() => import('./company-info-page.tsx'));

const PATH = '/admin-panel/secure/settings/company-info';
const URL = '/api/admin/settings/company-info';

const record = (overrides: Partial<CompanyInfoRecord> = {}): CompanyInfoRecord => ({
  projectName: 'Atlas Wholesale',
  siteName: { en: 'Atlas Wholesale', ar: 'أطلس للجملة' },
  // Typed in English only: Arabic pages would show the English address.
  address: { en: 'Unit 4, Riverside Trade Park/Manchester', ar: '' },
  postCode: 'M8 8PY',
  email: 'trade@atlas-wholesale.test',
  phone: '0161 496 0734',
  mobile: '07700 900418',
  vatNumber: 'GB 294 7714 36',
  commercialRecordNumber: '09876543',
  currency: 'GBP',
  bankName: { en: 'Pennine Commercial Bank', ar: 'بنك بينين التجاري' },
  bankAccountName: { en: 'Atlas Wholesale Ltd', ar: 'أطلس للجملة المحدودة' },
  bankAccountNumber: '41839527',
  sortCode: '20-45-77',
  iban: 'GB91 PCBK 2045 7741 8395 27',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('admin company info (settings/company-info)', () => {
  it('says on the field when a language is missing, and stops saying it once typed', async () => {
    const { fetchMock } = openAdmin(PATH, [
      route('GET', URL, { body: { data: record() } }),
      route('PUT', URL, (_url, init) => ({
        body: {
          data: { ...JSON.parse(String(init.body)), updatedAt: '2026-11-02T10:00:00.000Z' },
          message: 'Saved successfully',
        },
      })),
    ]);
    const arabic = await screen.findByRole('textbox', { name: 'Address (Arabic)' });
    const english = screen.getByRole('textbox', { name: 'Address (English)' });
    expect(arabic).toHaveAccessibleDescription(
      'Arabic text missing: Arabic pages show the English text instead.',
    );
    expect(english).toHaveAccessibleDescription('Separate the lines with a slash (/).');
    // Fields filled in both languages say nothing of the kind.
    expect(screen.queryByText(/English text missing/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/text missing/)).toHaveLength(1);

    await userEvent.type(arabic, 'الوحدة 4، مجمّع ريفرسايد التجاري/مانشستر');
    await waitFor(() => expect(screen.queryByText(/text missing/)).not.toBeInTheDocument());

    // Emptying the English bank name makes its field say so instead.
    const bank = screen.getByRole('textbox', { name: 'Bank name (English)' });
    await userEvent.clear(bank);
    expect(bank).toHaveAccessibleDescription(
      'English text missing: English pages show the Arabic text instead.',
    );
    await userEvent.type(bank, 'Pennine Commercial Bank');

    await userEvent.click(screen.getByRole('button', { name: 'Save the company info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the company info?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the company info' }));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, URL, 'PUT')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      address: {
        en: 'Unit 4, Riverside Trade Park/Manchester',
        ar: 'الوحدة 4، مجمّع ريفرسايد التجاري/مانشستر',
      },
      bankName: { en: 'Pennine Commercial Bank', ar: 'بنك بينين التجاري' },
    });
  });

  it('in Arabic, the hint is Arabic and names the missing language', async () => {
    await switchLanguage('ar');
    openAdmin(PATH, [
      route('GET', URL, {
        body: { data: record({ bankAccountName: { en: '', ar: 'أطلس للجملة المحدودة' } }) },
      }),
    ]);
    const arabicAddress = await screen.findByRole('textbox', { name: 'العنوان (العربية)' });
    expect(arabicAddress).toHaveAccessibleDescription(
      'النص العربي ناقص: ستعرض الصفحات العربية النص الإنجليزي بدلًا منه.',
    );
    expect(screen.getByRole('textbox', { name: 'اسم الحساب (الإنجليزية)' })).toHaveAccessibleDescription(
      'النص الإنجليزي ناقص: ستعرض الصفحات الإنجليزية النص العربي بدلًا منه.',
    );
  });

  it("places the server's field errors under their fields", async () => {
    openAdmin(PATH, [
      route('GET', URL, { body: { data: record({ address: { en: 'Manchester', ar: 'مانشستر' } }) } }),
      route('PUT', URL, {
        status: 422,
        body: {
          code: 'validationFailed',
          message: 'Invalid input',
          errors: { iban: ['Enter a valid IBAN'] },
        },
      }),
    ]);
    await screen.findByRole('textbox', { name: 'IBAN' });
    await userEvent.click(screen.getByRole('button', { name: 'Save the company info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the company info?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the company info' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription('Enter a valid IBAN'),
    );
  });
});
