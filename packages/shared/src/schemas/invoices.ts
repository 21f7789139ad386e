import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import { languageCodes } from '../environments.ts';
import { validationMessage } from '../errors.ts';
import { parseInvoiceDate } from '../invoices/dates.ts';
import { listPageQuery, paginated } from './admin-users.ts';
import { addressSnapshotRecord } from './checkout.ts';
import { localized, multiLine, optionalText, recordId, searchQuery, sortKeys, sortQuery } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Invoices (SPEC 2 invoices, invoices/{id}; SPEC 3 "Invoice"; SPEC 4 and 5: editable until
// printed). Contract: docs/api/invoices.md; decisions: docs/decisions/0056-invoices.md.
// ---------------------------------------------------------------------------------------------

const invalid = validationMessage('invalid');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid });

/** SPEC 4: a draft may still change; printing commits it for good. */
export const INVOICE_STATUSES = ['draft', 'printed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_SORTS = sortKeys('invoiceNumber', 'invoiceDate', 'total', 'createdAt');

/**
 * The invoice date as typed, DD/MM/YYYY (SPEC 8 "Wrong Date Format…" otherwise; SPEC 9's picker
 * range), read as the stored day YYYY-MM-DD. The form and the route parse with this one schema.
 */
export const invoiceDateInput = z
  .string({ error: validationMessage('required') })
  .trim()
  .min(1, { error: validationMessage('required'), abort: true })
  .transform((text, ctx) => {
    const iso = parseInvoiceDate(text);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: validationMessage('invoiceDate') });
      return z.NEVER;
    }
    return iso;
  });

const note = z
  .string()
  .trim()
  .max(2000, { error: validationMessage('maxLength', { max: 2000 }) })
  .check(multiLine())
  .nullish()
  .transform((v) => (v ? v : null));

const addressText = (max: number) =>
  z
    .string({ error: validationMessage('required') })
    .trim()
    .min(1, { error: validationMessage('required') })
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(multiLine());

/** The order an invoice is made from: SPEC 5 "An order must be chosen" when there is none. */
const chosenOrder = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: validationMessage('orderRequired') })
    .int({ error: invalid })
    .min(1, { error: invalid })
    .max(PG_INT_MAX, { error: invalid }),
);

/** `POST /api/admin/invoices`: from one order (SPEC 5 "An order must be chosen"), dated. */
export const createInvoiceInput = z.object({
  orderId: chosenOrder,
  invoiceDate: invoiceDateInput,
  note,
});
export type CreateInvoiceInput = z.input<typeof createInvoiceInput>;

/**
 * `PUT /api/admin/invoices/:id` while not printed: the date, the note, the bill-to address as
 * printed and the bank details. Lines and amounts are the order's, decided by the server.
 */
export const updateInvoiceInput = z.object({
  invoiceDate: invoiceDateInput,
  note,
  address: addressText(600),
  bankAccountName: optionalText(120),
  bankAccountNumber: optionalText(40),
  bankSortCode: optionalText(20),
});
export type UpdateInvoiceInput = z.input<typeof updateInvoiceInput>;

export const invoiceListQuery = listPageQuery.extend({
  status: z.enum(INVOICE_STATUSES, { error: invalid }).optional(),
  from: day.optional(),
  to: day.optional(),
  customerId: recordId.optional(),
  orderId: recordId.optional(),
  search: searchQuery,
  sort: sortQuery(INVOICE_SORTS, '-invoiceNumber'),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/**
 * `GET /api/salesperson/invoices`: its customers' printed invoices (ADR 0064), with the admin
 * list's filters but the status (a salesperson sees printed invoices only).
 */
export const salespersonInvoiceListQuery = invoiceListQuery.omit({ status: true });
export type SalespersonInvoiceListQuery = z.infer<typeof salespersonInvoiceListQuery>;

/** A line as printed: net = qty × unit price − discount (ex VAT); total = net + VAT. */
export const invoiceLineRecord = z.object({
  title: localized,
  sku: z.string(),
  qty: z.number(),
  /** Ex VAT, options included. */
  unitPrice: z.number(),
  discount: z.number(),
  net: z.number(),
  taxRate: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type InvoiceLineRecord = z.infer<typeof invoiceLineRecord>;

/** The supplier as it stood when the invoice was made (site settings / company info). */
export const invoiceSellerRecord = z.object({
  name: localized,
  vatNumber: z.string(),
  commercialRecordNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  bankName: localized,
  iban: z.string(),
});
export type InvoiceSellerRecord = z.infer<typeof invoiceSellerRecord>;

export const invoiceSummaryRecord = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  orderId: z.number(),
  orderNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  invoiceDate: z.string(),
  currency: z.string(),
  total: z.number(),
  status: z.enum(INVOICE_STATUSES),
  printedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceSummaryRecord = z.infer<typeof invoiceSummaryRecord>;

export const invoiceRecord = invoiceSummaryRecord.extend({
  /** The customer's language: the print and the PDF are in it (SPEC: Arabic right to left). */
  language: z.enum(languageCodes),
  /** The bill-to address as printed, and the supplier's. */
  address: z.string(),
  companyAddress: z.string(),
  billTo: addressSnapshotRecord,
  deliverTo: addressSnapshotRecord,
  seller: invoiceSellerRecord,
  items: z.array(invoiceLineRecord),
  subtotal: z.number(),
  totalDiscount: z.number(),
  vatTotal: z.number(),
  note: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankSortCode: z.string().nullable(),
  /** HMRC's tax point: the invoice date (the invoice follows the supply, ADR 0056). */
  taxPoint: z.string(),
  /** Saudi variants: the ZATCA simplified-invoice QR payload (base64 TLV); null elsewhere. */
  zatcaQr: z.string().nullable(),
  updatedAt: z.string(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

export const invoiceList = paginated(invoiceSummaryRecord);
export type InvoiceList = z.infer<typeof invoiceList>;

/** The customer's own order page: its printed invoice, if any. */
export const customerInvoiceRef = z
  .object({ id: z.number(), invoiceNumber: z.string(), invoiceDate: z.string() })
  .nullable();
