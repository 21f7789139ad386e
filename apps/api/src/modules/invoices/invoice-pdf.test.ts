import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { decodeZatcaQrPayload, type InvoiceRecord } from '@shop/shared';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { ZATCA_KEYWORD } from './invoice-pdf.ts';
import { pdfImages, pdfText, renderFirstPage } from './pdf-reading.ts';
import { insertInvoiceableOrder } from './test-fixtures.ts';

/*
 * The PDF of an invoice of a Saudi variant (testing_v1, SAR), for an Arabic-speaking customer:
 * right-to-left, joined Arabic letters, and the ZATCA QR whose TLV matches the invoice.
 */
describe('invoice PDF, Saudi variant (ZATCA QR, Arabic right to left)', () => {
  const { t, call } = useAdminApi(useTestApp({ env: { APP_ENV: 'testing_v1' } }));
  let invoice: InvoiceRecord;
  let pdf: Uint8Array;

  beforeAll(async () => {
    await insertSiteSettings(t.database.db, {
      siteName: { en: 'Palm Wholesale', ar: 'شركة النخيل للتجارة' },
      address: { en: 'King Fahd Road/Riyadh', ar: 'طريق الملك فهد/الرياض' },
      vatNumber: '310122393500003',
      commercialRecordNumber: '1010010000',
      bankName: { en: 'Al Rajhi Bank', ar: 'مصرف الراجحي' },
      iban: 'SA0380000000608010167519',
    });
    const order = await insertInvoiceableOrder(t.database.db, { language: 'ar', rate: 15, currency: 'SAR' });
    const created = await call('POST', '/api/admin/invoices', {
      orderId: order.id,
      invoiceDate: '01/05/2025',
    });
    expect(created.statusCode).toBe(201);
    invoice = created.json().data as InvoiceRecord;
    await call('POST', `/api/admin/invoices/${invoice.id}/print`);
    const res = await call('GET', `/api/admin/invoices/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    pdf = new Uint8Array(res.rawPayload);
  });

  it('gives the invoice a ZATCA payload with the seller, VAT number, time stamp, total and VAT', () => {
    expect(invoice.language).toBe('ar');
    expect(decodeZatcaQrPayload(invoice.zatcaQr ?? '')).toEqual({
      1: 'شركة النخيل للتجارة',
      2: '310122393500003',
      3: expect.stringMatching(/^2025-05-01T\d{2}:\d{2}:\d{2}Z$/),
      4: (invoice.total / 100).toFixed(2),
      5: (invoice.vatTotal / 100).toFixed(2),
    });
  });

  it('holds a QR image that decodes to that payload, and repeats it in the document keywords', async () => {
    const images = await pdfImages(pdf);
    expect(images).toHaveLength(1);
    const [qr] = images;
    if (!qr) throw new Error('no image');
    const decoded = jsQR(qr.rgba, qr.width, qr.height);
    expect(decoded?.data).toBe(invoice.zatcaQr);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getKeywords()).toBe(`${ZATCA_KEYWORD}${invoice.zatcaQr}`);
  });

  it('writes Arabic that a reader extracts in logical order, words whole, right to left', async () => {
    const items = await pdfText(pdf);
    const all = items.map((i) => i.text).join('\n');
    for (const words of [
      'فاتورة ضريبية مبسطة',
      'شركة النخيل للتجارة',
      'رقم الفاتورة',
      'زيت زيتون',
      'تمر سكري',
      'الإجمالي المستحق',
      'مصرف الراجحي',
      'فاتورة إلى',
    ]) {
      expect(all, words).toContain(words);
    }
    // A line that mixes Arabic and numbers keeps each in its place.
    expect(all).toContain(`الرقم الضريبي: 310122393500003`);
    expect(all).toContain(invoice.invoiceNumber);
    expect(items.find((i) => i.text.includes('فاتورة ضريبية'))?.dir).toBe('rtl');
    // Western digits and the riyal sign, as the shop writes prices in Arabic.
    expect(all).toMatch(/\d[\d,]*\.\d{2}\s?ر\.س/);
  });

  it('uses the joined (contextual) letter forms, not isolated letters', async () => {
    // The glyphs the font gives فاتورة when shaped differ from its letters one by one: the PDF
    // must hold the shaped ones (in visual order, right to left).
    const require = createRequire(import.meta.url);
    const font = fontkit.create(
      readFileSync(require.resolve('@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf')),
    );
    const word = 'فاتورة';
    const shaped = font.layout(word).glyphs.map((g) => g.id);
    const isolated = [...word].reverse().map((c) => font.glyphForCodePoint(c.codePointAt(0) ?? 0).id);
    expect(shaped).not.toEqual(isolated);
    expect(shaped).toHaveLength(isolated.length);
  });

  it('renders a page whose pixels hold the QR code and ink right of centre (right to left)', async (ctx) => {
    const page = await renderFirstPage(pdf);
    if (!page) {
      ctx.skip(true, 'pdf.js has no canvas here (@napi-rs/canvas, its optional dependency, is missing)');
      return;
    }
    if (process.env.INVOICE_PNG) writeFileSync(process.env.INVOICE_PNG, page.png);
    const decoded = jsQR(page.rgba, page.width, page.height);
    expect(decoded?.data).toBe(invoice.zatcaQr);
    // The title sits at the start edge: in Arabic, the right half of the top band.
    let left = 0;
    let right = 0;
    const band = Math.round(page.height * 0.09);
    for (let y = Math.round(page.height * 0.04); y < band; y += 1) {
      for (let x = 0; x < page.width; x += 1) {
        const i = (y * page.width + x) * 4;
        if ((page.rgba[i] ?? 255) < 128) {
          if (x < page.width / 2) left += 1;
          else right += 1;
        }
      }
    }
    expect(right).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(0);
  });
});
