import type { LanguageCode } from '../environments.ts';

/*
 * The printed invoice's words, in the customer's language (not the admin's): the print layout in
 * the browser and the PDF on the server write the same document from these (ADR 0056).
 */
const en = {
  taxInvoice: 'VAT invoice',
  simplifiedTaxInvoice: 'Simplified tax invoice',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  taxPoint: 'Tax point',
  orderNumber: 'Order number',
  vatNumber: 'VAT number',
  commercialRecord: 'Commercial registration',
  phone: 'Phone',
  email: 'Email',
  billTo: 'Bill to',
  deliverTo: 'Deliver to',
  description: 'Description',
  sku: 'SKU',
  quantity: 'Qty',
  unitPrice: 'Unit price (ex VAT)',
  discount: 'Discount',
  vatRate: 'VAT rate',
  vat: 'VAT',
  lineTotal: 'Total',
  subtotal: 'Subtotal (ex VAT)',
  totalDiscount: 'Total discount',
  totalExVat: 'Total ex VAT',
  vatTotal: 'VAT total',
  total: 'Total to pay',
  bankDetails: 'Bank details',
  bankName: 'Bank',
  bankAccountName: 'Account name',
  bankAccountNumber: 'Account number',
  bankSortCode: 'Sort code',
  iban: 'IBAN',
  note: 'Note',
  page: 'Page {{page}} of {{pages}}',
  draft: 'Draft: not yet committed',
};

export type InvoiceLabelKey = keyof typeof en;

const ar: Record<InvoiceLabelKey, string> = {
  taxInvoice: 'فاتورة ضريبية',
  simplifiedTaxInvoice: 'فاتورة ضريبية مبسطة',
  invoiceNumber: 'رقم الفاتورة',
  invoiceDate: 'تاريخ الفاتورة',
  taxPoint: 'تاريخ التوريد',
  orderNumber: 'رقم الطلب',
  vatNumber: 'الرقم الضريبي',
  commercialRecord: 'السجل التجاري',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  billTo: 'فاتورة إلى',
  deliverTo: 'التسليم إلى',
  description: 'الوصف',
  sku: 'رمز المنتج',
  quantity: 'الكمية',
  unitPrice: 'سعر الوحدة (دون الضريبة)',
  discount: 'الخصم',
  vatRate: 'نسبة الضريبة',
  vat: 'الضريبة',
  lineTotal: 'الإجمالي',
  subtotal: 'المجموع الفرعي (دون الضريبة)',
  totalDiscount: 'إجمالي الخصم',
  totalExVat: 'الإجمالي دون الضريبة',
  vatTotal: 'إجمالي ضريبة القيمة المضافة',
  total: 'الإجمالي المستحق',
  bankDetails: 'البيانات البنكية',
  bankName: 'البنك',
  bankAccountName: 'اسم الحساب',
  bankAccountNumber: 'رقم الحساب',
  bankSortCode: 'رمز الفرع',
  iban: 'الآيبان',
  note: 'ملاحظة',
  page: 'صفحة {{page}} من {{pages}}',
  draft: 'مسودة: لم تُعتمد بعد',
};

export const invoiceLabels: Record<LanguageCode, Record<InvoiceLabelKey, string>> = { en, ar };

/** A VAT rate as printed: "20%" / "20٪" in the document's language. */
export function formatVatRate(rate: number, lang: LanguageCode): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100);
}

/** The supplier's address as printed: SPEC 3's site address separates its lines with slashes. */
export function addressLinesOf(address: string): string[] {
  return address
    .split('/')
    .map((line) => line.trim())
    .filter(Boolean);
}
