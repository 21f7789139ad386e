import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
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
import { ZatcaQr } from './zatca-qr.tsx';

/**
 * Printing shows the invoice alone, on A4: the back office around it (header, sidebar, the edit
 * form, buttons) is hidden.
 */
export const invoicePrintStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '14mm' },
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.invoice-document, .invoice-document *': { visibility: 'visible' },
        '.invoice-document': {
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: '100%',
          border: 'none !important',
          boxShadow: 'none !important',
          padding: '0 !important',
        },
        body: { background: '#fff' },
      },
    }}
  />
);

const cell = { py: 0.75, px: 1, borderBottom: '1px solid #d0d0d6', fontSize: '0.8rem' } as const;
const numeric = { ...cell, textAlign: 'end', whiteSpace: 'nowrap' } as const;

/**
 * SPEC 3 "Invoice" as the customer gets it: on white A4 paper whatever the back office's theme,
 * in the customer's language (Arabic right to left, numbers, dates and money per locale), with
 * every field an HMRC full VAT invoice needs and, on the Saudi variants, the ZATCA QR code. The
 * server's PDF (apps/api/src/modules/invoices/invoice-pdf.ts) writes the same document.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceRecord }) {
  const lang = invoice.language;
  const label = (key: InvoiceLabelKey) => invoiceLabels[lang][key];
  const money = (minor: number) => formatMoney(minor, invoice.currency, lang);
  const seller = invoice.seller;
  const facts: [InvoiceLabelKey, string][] = [
    ['invoiceNumber', invoice.invoiceNumber],
    ['invoiceDate', formatInvoiceDate(invoice.invoiceDate)],
    ['taxPoint', formatInvoiceDate(invoice.taxPoint)],
    ['orderNumber', invoice.orderNumber],
  ];
  const bank: [InvoiceLabelKey, string | null][] = [
    ['bankName', pickLocalized(seller.bankName, lang)],
    ['bankAccountName', invoice.bankAccountName],
    ['bankAccountNumber', invoice.bankAccountNumber],
    ['bankSortCode', invoice.bankSortCode],
    ['iban', seller.iban],
  ];
  const totals: [InvoiceLabelKey, number][] = [
    ['subtotal', invoice.subtotal],
    ['totalDiscount', invoice.totalDiscount],
    ['totalExVat', invoice.subtotal - invoice.totalDiscount],
    ['vatTotal', invoice.vatTotal],
  ];
  const deliverTo = [
    invoice.deliverTo.name,
    invoice.deliverTo.company,
    invoice.deliverTo.address1,
    invoice.deliverTo.address2,
    [invoice.deliverTo.city, invoice.deliverTo.state].filter(Boolean).join(', '),
    invoice.deliverTo.postCode,
    invoice.deliverTo.country,
  ].filter(Boolean);
  return (
    <Box
      className="invoice-document"
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      lang={lang}
      sx={{
        bgcolor: '#fff',
        color: '#1a1a1f',
        colorScheme: 'light',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 2, md: 4 },
        maxWidth: '210mm',
        // Paper keeps its layout on a phone: the frame around it scrolls (InvoiceSheet), rather
        // than the lines' table running off the white page.
        minWidth: '40rem',
        fontSize: '0.875rem',
        '& h2, & h3': { m: 0 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Box component="h2" sx={{ fontSize: '1.4rem' }}>
            <bdi>{pickLocalized(seller.name, lang)}</bdi>
          </Box>
          <Box sx={{ color: '#5f5f66', mt: 1, lineHeight: 1.6 }}>
            {addressLinesOf(invoice.companyAddress).map((line) => (
              <div key={line}>
                <bdi>{line}</bdi>
              </div>
            ))}
            {seller.vatNumber ? (
              <div>
                {label('vatNumber')}: <bdi>{seller.vatNumber}</bdi>
              </div>
            ) : null}
            {seller.commercialRecordNumber ? (
              <div>
                {label('commercialRecord')}: <bdi>{seller.commercialRecordNumber}</bdi>
              </div>
            ) : null}
            {seller.phone ? (
              <div>
                {label('phone')}: <bdi>{seller.phone}</bdi>
              </div>
            ) : null}
            {seller.email ? (
              <div>
                {label('email')}: <bdi>{seller.email}</bdi>
              </div>
            ) : null}
          </Box>
        </Box>
        <Box sx={{ textAlign: 'end', marginInlineStart: 'auto' }}>
          <Box component="h2" sx={{ fontSize: '1.4rem' }}>
            {invoice.zatcaQr ? label('simplifiedTaxInvoice') : label('taxInvoice')}
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}
          >
            {facts.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: '#5f5f66' }}>
                  {label(key)}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
                  <bdi>{value}</bdi>
                </Box>
              </Box>
            ))}
          </Box>
          {invoice.zatcaQr ? (
            <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
              <ZatcaQr payload={invoice.zatcaQr} label={label('simplifiedTaxInvoice')} />
            </Box>
          ) : null}
        </Box>
      </Box>
      {invoice.printedAt ? null : (
        <Box sx={{ mt: 2, fontWeight: 700, color: '#5f5f66' }}>{label('draft')}</Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 2,
          mt: 3,
          pt: 2,
          borderTop: '1px solid #d0d0d6',
        }}
      >
        <Box>
          <Box component="h3" sx={{ fontSize: '0.9rem' }}>
            {label('billTo')}
          </Box>
          <Box sx={{ whiteSpace: 'pre-line' }}>
            <bdi>{invoice.address}</bdi>
          </Box>
        </Box>
        <Box>
          <Box component="h3" sx={{ fontSize: '0.9rem' }}>
            {label('deliverTo')}
          </Box>
          {deliverTo.map((line) => (
            <div key={line}>
              <bdi>{line}</bdi>
            </div>
          ))}
        </Box>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 3 }}>
        <thead>
          <Box component="tr" sx={{ bgcolor: '#eeeef2' }}>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'start' }}>
              {label('description')}
            </Box>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'start' }}>
              {label('sku')}
            </Box>
            {(['quantity', 'unitPrice', 'discount', 'vatRate', 'vat', 'lineTotal'] as const).map((key) => (
              <Box component="th" scope="col" key={key} sx={numeric}>
                {label(key)}
              </Box>
            ))}
          </Box>
        </thead>
        <tbody>
          {invoice.items.map((line, index) => (
            // Lines have no id of their own: their place is theirs.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
            <tr key={index}>
              <Box component="td" sx={cell}>
                <bdi>{pickLocalized(line.title, lang)}</bdi>
              </Box>
              <Box component="td" sx={cell}>
                <bdi>{line.sku}</bdi>
              </Box>
              <Box component="td" sx={numeric}>
                {line.qty}
              </Box>
              <Box component="td" sx={numeric}>
                {money(line.unitPrice)}
              </Box>
              <Box component="td" sx={numeric}>
                {line.discount ? money(line.discount) : '—'}
              </Box>
              <Box component="td" sx={numeric}>
                {formatVatRate(line.taxRate, lang)}
              </Box>
              <Box component="td" sx={numeric}>
                {money(line.vat)}
              </Box>
              <Box component="td" sx={numeric}>
                {money(line.total)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          columnGap: 4,
          rowGap: 0.5,
          mt: 2,
          mb: 0,
        }}
      >
        {totals.map(([key, amount]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box component="dt">{label(key)}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {money(amount)}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {label('total')}
        </Box>
        <Box component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 700, fontSize: '1rem' }}>
          {money(invoice.total)}
        </Box>
      </Box>
      {bank.some(([, value]) => value) ? (
        <Box sx={{ mt: 3 }}>
          <Box component="h3" sx={{ fontSize: '0.9rem' }}>
            {label('bankDetails')}
          </Box>
          {bank
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <div key={key}>
                {label(key)}: <bdi>{value}</bdi>
              </div>
            ))}
        </Box>
      ) : null}
      {invoice.note ? (
        <Box sx={{ mt: 2 }}>
          <Box component="h3" sx={{ fontSize: '0.9rem' }}>
            {label('note')}
          </Box>
          <Box sx={{ whiteSpace: 'pre-line' }}>
            <bdi>{invoice.note}</bdi>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The document in a frame that scrolls sideways where the screen is narrower than the paper: a
 * region named by `labelledBy` that the keyboard can reach and scroll.
 */
export function InvoiceSheet({ invoice, labelledBy }: { invoice: InvoiceRecord; labelledBy: string }) {
  return (
    <Box
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      // Scrolled from the paper's own start: an English invoice on an Arabic screen opens at its left.
      dir={invoice.language === 'ar' ? 'rtl' : 'ltr'}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <InvoiceDocument invoice={invoice} />
    </Box>
  );
}
