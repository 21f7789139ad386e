import { describe, expect, it } from 'vitest';
import { PdfDocument } from '../../lib/pdf-writer.ts';
import { isPdf, isReadablePdf } from './pdf.ts';

describe('isPdf', () => {
  it('accepts content that starts with the %PDF- signature, whatever its name', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe(true);
  });

  it('refuses other content, a bare signature and renamed files', () => {
    expect(isPdf(Buffer.from('%PDF-'))).toBe(false);
    expect(isPdf(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe(false);
    expect(isPdf(Buffer.from('hello %PDF-1.4'))).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });
});

describe('isReadablePdf', () => {
  it('accepts a PDF that parses and has a page', async () => {
    const doc = new PdfDocument('Form');
    doc.addPage().text(50, 50, 'Signed');
    expect(await isReadablePdf(doc.toBuffer())).toBe(true);
  });

  it('refuses a stub with the signature, a document without pages and a truncated file', async () => {
    expect(await isReadablePdf(Buffer.from(`%PDF-1.4\n${'x'.repeat(51)}`, 'latin1'))).toBe(false);
    expect(await isReadablePdf(new PdfDocument('Empty').toBuffer())).toBe(false);
    const doc = new PdfDocument('Form');
    doc.addPage().text(50, 50, 'Signed');
    const whole = doc.toBuffer();
    expect(await isReadablePdf(whole.subarray(0, 40))).toBe(false);
  });
});
