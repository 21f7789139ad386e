import { describe, expect, it } from 'vitest';
import { translate } from '../errors.ts';
import { createInvoiceInput, updateInvoiceInput } from '../schemas/invoices.ts';
import { formatInvoiceDate, parseInvoiceDate } from './dates.ts';

describe('invoice dates (DD/MM/YYYY, SPEC 8 and 9)', () => {
  it('reads real days within the picker range', () => {
    expect(parseInvoiceDate('05/03/2024')).toBe('2024-03-05');
    expect(parseInvoiceDate('29/02/2024')).toBe('2024-02-29');
    expect(parseInvoiceDate('01/01/1900')).toBe('1900-01-01');
    expect(parseInvoiceDate('31/12/2099')).toBe('2099-12-31');
  });

  it.each([
    '2024-03-05',
    '5/3/2024',
    '29/02/2023',
    '31/04/2024',
    '31/12/1899',
    '01/01/2100',
    '00/01/2024',
    '',
  ])('refuses %j', (text) => expect(parseInvoiceDate(text)).toBeNull());

  it('writes a stored day back as typed', () => {
    expect(formatInvoiceDate('2024-03-05')).toBe('05/03/2024');
  });
});

describe('invoice forms (one schema for the form and the route)', () => {
  const messageOf = (
    result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
    field: string,
  ) => result.error?.issues.find((i) => i.path[0] === field)?.message;

  it('needs an order (SPEC 5) and a date in DD/MM/YYYY (SPEC 8)', () => {
    const result = createInvoiceInput.safeParse({ orderId: null, invoiceDate: '2024/03/05' });
    expect(result.success).toBe(false);
    expect(translate('en', messageOf(result, 'orderId') ?? '')).toBe('An order must be chosen');
    expect(translate('en', messageOf(result, 'invoiceDate') ?? '')).toBe(
      'Wrong Date Format, Enter Date in DD/MM/YYYY Format',
    );
    expect(translate('ar', messageOf(result, 'invoiceDate') ?? '')).toMatch(/DD\/MM\/YYYY/);
  });

  it('gives the route the stored day', () => {
    expect(createInvoiceInput.parse({ orderId: '12', invoiceDate: '05/03/2024', note: '' })).toEqual({
      orderId: 12,
      invoiceDate: '2024-03-05',
      note: null,
    });
    expect(
      updateInvoiceInput.parse({
        invoiceDate: '01/02/2025',
        address: ' 1 High St\nLeeds ',
        bankSortCode: '',
      }),
    ).toMatchObject({ invoiceDate: '2025-02-01', address: '1 High St\nLeeds', bankSortCode: null });
  });
});
