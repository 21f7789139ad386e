import { describe, expect, it } from 'vitest';
import { decodeZatcaQrPayload, zatcaAmount, zatcaQrPayload } from './zatca.ts';

describe('ZATCA simplified-invoice QR payload', () => {
  it('encodes the five TLV fields, base64, and decodes back to the same texts', () => {
    const payload = zatcaQrPayload({
      sellerName: 'شركة الجملة للتجارة',
      vatNumber: '310122393500003',
      timestamp: '2024-05-01T10:15:00Z',
      totalWithVat: 115000,
      vatTotal: 15000,
    });
    expect(payload).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeZatcaQrPayload(payload)).toEqual({
      1: 'شركة الجملة للتجارة',
      2: '310122393500003',
      3: '2024-05-01T10:15:00Z',
      4: '1150.00',
      5: '150.00',
    });
  });

  it('writes each length as the UTF-8 byte count, tag by tag', () => {
    const bytes = Buffer.from(
      zatcaQrPayload({ sellerName: 'أ', vatNumber: '3', timestamp: 'T', totalWithVat: 5, vatTotal: 0 }),
      'base64',
    );
    // أ is two bytes in UTF-8.
    expect([...bytes.subarray(0, 4)]).toEqual([1, 2, 0xd8, 0xa3]);
    expect([...bytes.subarray(4, 7)]).toEqual([2, 1, '3'.charCodeAt(0)]);
    expect(bytes.subarray(-6).toString('latin1')).toBe('\u0005\u00040.00');
  });

  it('matches the payload of ZATCA’s published sample', () => {
    // The example of ZATCA's QR code guideline (phase 1).
    const payload = zatcaQrPayload({
      sellerName: 'Firoz Ashraf',
      vatNumber: '1234567891',
      timestamp: '2021-11-17 08:30:00',
      totalWithVat: 10000,
      vatTotal: 1500,
    });
    expect(payload).toBe(
      'AQxGaXJveiBBc2hyYWYCCjEyMzQ1Njc4OTEDEzIwMjEtMTEtMTcgMDg6MzA6MDAEBjEwMC4wMAUFMTUuMDA=',
    );
  });

  it('writes amounts with two decimals', () => {
    expect(zatcaAmount(0)).toBe('0.00');
    expect(zatcaAmount(7)).toBe('0.07');
    expect(zatcaAmount(123456)).toBe('1234.56');
    expect(zatcaAmount(-250)).toBe('-2.50');
  });

  it('refuses a payload whose lengths do not add up', () => {
    expect(() => decodeZatcaQrPayload(Buffer.from([1, 5, 65]).toString('base64'))).toThrow('Truncated');
  });
});
