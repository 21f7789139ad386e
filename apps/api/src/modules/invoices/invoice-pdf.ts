import {
  addressLinesOf,
  formatInvoiceDate,
  formatMoney,
  formatVatRate,
  type InvoiceLabelKey,
  type InvoiceRecord,
  invoiceLabels,
  pickLocalized,
} from '@shop/shared';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { addressLines } from './address-lines.ts';
import { type DocumentFonts, drawLine, embedDocumentFonts, fitText } from './bidi-text.ts';

/*
 * The invoice as an A4 PDF, in the customer's language (Arabic right to left), made in Node with
 * no browser (ADR 0056): the same document as the print layout of the back office. For the Saudi
 * variants it carries the ZATCA QR code (a PNG image of the payload) and repeats the payload in the
 * document's keywords; for the UK ones every field of an HMRC full VAT invoice.
 */

/** The keyword of the document information that repeats the ZATCA payload. */
export const ZATCA_KEYWORD = 'zatca-qr:';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.78);

interface Column {
  key: InvoiceLabelKey;
  width: number;
  numeric: boolean;
}

const COLUMNS: Column[] = [
  { key: 'description', width: 128, numeric: false },
  { key: 'sku', width: 52, numeric: false },
  { key: 'quantity', width: 34, numeric: true },
  { key: 'unitPrice', width: 86, numeric: true },
  { key: 'discount', width: 52, numeric: true },
  { key: 'vatRate', width: 50, numeric: true },
  { key: 'vat', width: 52, numeric: true },
  { key: 'lineTotal', width: 61, numeric: true },
];

/** A page being written top to bottom, with x measured from the document's start edge. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  readonly direction: 'ltr' | 'rtl';

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: DocumentFonts,
    readonly invoice: InvoiceRecord,
  ) {
    this.direction = invoice.language === 'ar' ? 'rtl' : 'ltr';
    this.newPage();
  }

  get rtl() {
    return this.direction === 'rtl';
  }

  label(key: InvoiceLabelKey): string {
    return invoiceLabels[this.invoice.language][key];
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Room for `height` more points on this page, else a new one. */
  room(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  /** Page x of a distance from the start edge (left in English, right in Arabic). */
  x(fromStart: number) {
    return this.rtl ? A4.width - MARGIN - fromStart : MARGIN + fromStart;
  }

  /** Text at `fromStart`, aligned to its start (or end) edge in the reading direction. */
  text(
    text: string,
    fromStart: number,
    options: { size?: number; bold?: boolean; muted?: boolean; align?: 'start' | 'end'; y?: number } = {},
  ) {
    const align = options.align ?? 'start';
    const anchor = (align === 'start') !== this.rtl ? 'left' : 'right';
    drawLine(this.page, text, this.x(fromStart), options.y ?? this.y, {
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      size: options.size ?? 9,
      color: options.muted ? MUTED : INK,
      direction: this.direction,
      anchor,
    });
  }

  rule(y = this.y) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.6,
      color: RULE,
    });
  }

  money(minor: number) {
    return formatMoney(minor, this.invoice.currency, this.invoice.language);
  }
}

const CONTENT_WIDTH = A4.width - 2 * MARGIN;

/**
 * Text that keeps its own direction inside the document's (a first-strong isolate, UAX #9): an
 * English address or a phone number in an Arabic invoice reads as written, and the reverse.
 */
const own = (text: string) => (text ? `\u2068${text}\u2069` : '');

/** "Label: value", the value isolated. */
const pair = (label: string, value: string) => `${label}: ${own(value)}`;

function header(w: Writer, qrImage: Awaited<ReturnType<PDFDocument['embedPng']>> | null) {
  const { invoice } = w;
  const lang = invoice.language;
  const title = invoice.zatcaQr ? w.label('simplifiedTaxInvoice') : w.label('taxInvoice');
  w.y -= 14;
  w.text(own(pickLocalized(invoice.seller.name, lang)), 0, { size: 16, bold: true });
  w.text(title, CONTENT_WIDTH, { size: 16, bold: true, align: 'end' });
  w.y -= 20;
  const top = w.y;
  // The supplier (HMRC: name, address, VAT number).
  const seller = [
    ...addressLinesOf(invoice.companyAddress).map(own),
    invoice.seller.vatNumber ? pair(w.label('vatNumber'), invoice.seller.vatNumber) : '',
    invoice.seller.commercialRecordNumber
      ? pair(w.label('commercialRecord'), invoice.seller.commercialRecordNumber)
      : '',
    invoice.seller.phone ? pair(w.label('phone'), invoice.seller.phone) : '',
    invoice.seller.email ? pair(w.label('email'), invoice.seller.email) : '',
  ].filter(Boolean);
  for (const line of seller) {
    w.text(line, 0, { muted: true });
    w.y -= 12;
  }
  const afterSeller = w.y;
  // The invoice's own facts, at the end edge.
  w.y = top;
  const facts: [InvoiceLabelKey, string][] = [
    ['invoiceNumber', invoice.invoiceNumber],
    ['invoiceDate', formatInvoiceDate(invoice.invoiceDate)],
    ['taxPoint', formatInvoiceDate(invoice.taxPoint)],
    ['orderNumber', invoice.orderNumber],
  ];
  for (const [key, value] of facts) {
    w.text(w.label(key), CONTENT_WIDTH - 90, { muted: true, align: 'end' });
    w.text(own(value), CONTENT_WIDTH, { bold: true, align: 'end' });
    w.y -= 12;
  }
  if (qrImage) {
    // ZATCA: the QR code on the face of the invoice.
    const size = 92;
    w.y -= 4;
    const x = w.rtl ? MARGIN : A4.width - MARGIN - size;
    w.page.drawImage(qrImage, { x, y: w.y - size, width: size, height: size });
    w.y -= size;
  }
  w.y = Math.min(w.y, afterSeller) - 10;
  if (!invoice.printedAt) {
    w.text(w.label('draft'), 0, { bold: true, muted: true });
    w.y -= 14;
  }
}

function parties(w: Writer) {
  const { invoice } = w;
  w.rule(w.y + 6);
  w.y -= 8;
  const half = CONTENT_WIDTH / 2;
  w.text(w.label('billTo'), 0, { bold: true });
  w.text(w.label('deliverTo'), half, { bold: true });
  w.y -= 13;
  const bill = invoice.address.split('\n').map(own);
  const deliver = addressLines(invoice.deliverTo).map(own);
  for (let i = 0; i < Math.max(bill.length, deliver.length); i += 1) {
    w.text(fitText(bill[i] ?? '', w.fonts.regular, 9, half - 10, w.direction), 0);
    w.text(fitText(deliver[i] ?? '', w.fonts.regular, 9, half - 10, w.direction), half);
    w.y -= 12;
  }
  w.y -= 8;
}

function tableHead(w: Writer) {
  w.room(40);
  w.page.drawRectangle({
    x: MARGIN,
    y: w.y - 5,
    width: CONTENT_WIDTH,
    height: 17,
    color: rgb(0.93, 0.93, 0.95),
  });
  let at = 0;
  for (const column of COLUMNS) {
    const label = fitText(w.label(column.key), w.fonts.bold, 7.5, column.width - 4, w.direction);
    if (column.numeric) w.text(label, at + column.width - 2, { bold: true, size: 7.5, align: 'end' });
    else w.text(label, at + 2, { bold: true, size: 7.5 });
    at += column.width;
  }
  w.y -= 18;
}

function lines(w: Writer) {
  const { invoice } = w;
  const lang = invoice.language;
  tableHead(w);
  for (const line of invoice.items) {
    if (w.y < MARGIN + 40) {
      w.newPage();
      tableHead(w);
    }
    const cells = [
      own(pickLocalized(line.title, lang)),
      own(line.sku),
      String(line.qty),
      w.money(line.unitPrice),
      line.discount ? w.money(line.discount) : '—',
      formatVatRate(line.taxRate, lang),
      w.money(line.vat),
      w.money(line.total),
    ];
    let at = 0;
    COLUMNS.forEach((column, index) => {
      const text = fitText(cells[index] ?? '', w.fonts.regular, 8, column.width - 4, w.direction);
      if (column.numeric) w.text(text, at + column.width - 2, { size: 8, align: 'end' });
      else w.text(text, at + 2, { size: 8 });
      at += column.width;
    });
    w.y -= 6;
    w.rule();
    w.y -= 11;
  }
}

function totals(w: Writer) {
  const { invoice } = w;
  const rows: [InvoiceLabelKey, number, boolean][] = [
    ['subtotal', invoice.subtotal, false],
    ['totalDiscount', invoice.totalDiscount, false],
    ['totalExVat', invoice.subtotal - invoice.totalDiscount, false],
    ['vatTotal', invoice.vatTotal, false],
    ['total', invoice.total, true],
  ];
  w.room(rows.length * 14 + 10);
  w.y -= 4;
  for (const [key, amount, strong] of rows) {
    w.text(w.label(key), CONTENT_WIDTH - 110, { bold: strong, align: 'end', size: strong ? 10 : 9 });
    w.text(w.money(amount), CONTENT_WIDTH, { bold: strong, align: 'end', size: strong ? 10 : 9 });
    w.y -= 14;
  }
}

function bankAndNote(w: Writer) {
  const { invoice } = w;
  const lang = invoice.language;
  const bank: [InvoiceLabelKey, string | null][] = [
    ['bankName', pickLocalized(invoice.seller.bankName, lang)],
    ['bankAccountName', invoice.bankAccountName],
    ['bankAccountNumber', invoice.bankAccountNumber],
    ['bankSortCode', invoice.bankSortCode],
    ['iban', invoice.seller.iban],
  ];
  const shown = bank.filter(([, value]) => value);
  w.room(shown.length * 12 + 40);
  w.y -= 6;
  if (shown.length > 0) {
    w.text(w.label('bankDetails'), 0, { bold: true });
    w.y -= 13;
    for (const [key, value] of shown) {
      w.text(pair(w.label(key), value ?? ''), 0);
      w.y -= 12;
    }
  }
  if (invoice.note) {
    w.y -= 6;
    w.text(w.label('note'), 0, { bold: true });
    w.y -= 13;
    for (const line of invoice.note.split('\n')) {
      w.room(12);
      w.text(fitText(own(line), w.fonts.regular, 9, CONTENT_WIDTH, w.direction), 0);
      w.y -= 12;
    }
  }
}

/** The ZATCA payload's QR code as a PNG (error correction M, a quiet zone of 2 modules). */
export function zatcaQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 2, scale: 6, type: 'png' });
}

export async function invoicePdf(invoice: InvoiceRecord): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedDocumentFonts(doc);
  const title = `${invoiceLabels[invoice.language].taxInvoice} ${invoice.invoiceNumber}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage(invoice.language === 'ar' ? 'ar-SA' : 'en-GB');
  doc.setAuthor(pickLocalized(invoice.seller.name, invoice.language));
  doc.setCreator('Wholesale shop');
  doc.setProducer('pdf-lib');
  const date = new Date(invoice.updatedAt);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const qr = invoice.zatcaQr ? await doc.embedPng(await zatcaQrPng(invoice.zatcaQr)) : null;
  if (invoice.zatcaQr) {
    // The payload in words too, for a program that checks the document without a QR reader.
    doc.setKeywords([`${ZATCA_KEYWORD}${invoice.zatcaQr}`]);
  }
  const w = new Writer(doc, fonts, invoice);
  header(w, qr);
  parties(w);
  lines(w);
  totals(w);
  bankAndNote(w);
  const count = w.pages.length;
  w.pages.forEach((page, index) => {
    drawLine(
      page,
      invoiceLabels[invoice.language].page
        .replace('{{page}}', String(index + 1))
        .replace('{{pages}}', String(count)),
      A4.width / 2,
      MARGIN - 16,
      { font: fonts.regular, size: 7.5, color: MUTED, direction: w.direction, anchor: 'center' },
    );
  });
  return doc.save();
}
