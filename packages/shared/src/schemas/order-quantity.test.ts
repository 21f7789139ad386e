import { describe, expect, it } from 'vitest';
import { translate } from '../errors.ts';
import { checkOrderQuantity, orderQuantity } from './order-quantity.ts';

const message = (input: unknown, max?: number) => {
  const checked = checkOrderQuantity(input, max);
  return checked.ok ? null : translate('en', checked.message);
};

describe('checkOrderQuantity', () => {
  it('takes whole numbers from 1, typed in Latin, Arabic-Indic or Persian digits, or sent as numbers', () => {
    expect(checkOrderQuantity('12', 120)).toEqual({ ok: true, value: 12 });
    expect(checkOrderQuantity(' ١٢٠ ', 120)).toEqual({ ok: true, value: 120 });
    expect(checkOrderQuantity('۱۵', 120)).toEqual({ ok: true, value: 15 });
    expect(checkOrderQuantity(3)).toEqual({ ok: true, value: 3 });
    expect(checkOrderQuantity('+4')).toEqual({ ok: true, value: 4 });
  });

  it('refuses a fraction, zero, a negative, nothing, letters and more than the maximum, each saying why', () => {
    expect(message('2.5')).toBe('Enter a whole number: a quantity cannot have a fraction');
    expect(message('٢٫٥')).toBe('Enter a whole number: a quantity cannot have a fraction');
    expect(message(2.5)).toBe('Enter a whole number: a quantity cannot have a fraction');
    expect(message('0')).toBe('Enter a quantity of 1 or more');
    expect(message('-3')).toBe('Enter a quantity of 1 or more');
    expect(message('−3')).toBe('Enter a quantity of 1 or more');
    expect(message('')).toBe('Enter a quantity of 1 or more');
    expect(message(null)).toBe('Enter a quantity of 1 or more');
    expect(message('12a')).toBe('Must be a number');
    expect(message('1,000')).toBe('Must be a number');
    expect(message(Number.NaN)).toBe('Must be a number');
    expect(message('501', 120)).toBe('Maximum Available Quantity is 120');
    expect(translate('ar', (checkOrderQuantity('501', 120) as { message: string }).message)).toBe(
      'الحد الأقصى للكمية المتوفرة هو 120',
    );
  });
});

describe('orderQuantity', () => {
  it('is the same rule as a schema, for the routes', () => {
    expect(orderQuantity(120).parse('٣')).toBe(3);
    expect(orderQuantity().parse(40)).toBe(40);
    const refused = orderQuantity(120).safeParse('2.5');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.quantityWhole');
    expect(orderQuantity(120).safeParse(121).error?.issues[0]?.message).toBe(
      'validation.quantityMax|{"max":120}',
    );
    expect(orderQuantity().safeParse(true).error?.issues[0]?.message).toBe('validation.number');
  });
});
