import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatInvoiceDate,
  formatMoney,
  INVOICE_SORTS,
  type InvoiceRecord,
  type InvoiceSummaryRecord,
  idParams,
  MAX_PAGE_SIZE,
} from '@shop/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import '../back-office/i18n.ts';
import { InvoiceSheet, invoicePrintStyles } from '../back-office/invoices/invoice-document.tsx';
import type { Column } from '../back-office/kit/data-table.tsx';
import { DayFilter } from '../back-office/kit/day-filter.tsx';
import { formatDateTime, listQuery } from '../back-office/kit/format.ts';
import { PageHeader } from '../back-office/kit/page-header.tsx';
import { loadGate } from '../back-office/kit/query-state.tsx';
import { FilteredTable } from '../back-office/kit/screens.tsx';
import { useListParams } from '../back-office/kit/use-list-params.ts';
import { RouterLink } from '../components/ui/router-link.tsx';
import { notify } from '../components/ui/toast/notify.ts';
import { paths } from '../config/paths.ts';
import { NotFound } from '../features/site/not-found.tsx';
import { useLanguage } from '../i18n/language.ts';
import { myCustomersQuery } from './api.ts';
import { downloadMyInvoice, myInvoiceQuery, myInvoicesQuery } from './invoices-api.ts';

const FILTERS = ['search', 'customerId', 'from', 'to'] as const;
type InvoiceFilter = (typeof FILTERS)[number];

/**
 * /salesperson/invoices (ADR 0064): the printed invoices of its customers' orders, filtered,
 * sorted and paged from the URL (`?customerId=` from a customer's page).
 */
export function SalesInvoicesPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams<InvoiceFilter>({
    filters: FILTERS,
    sorts: INVOICE_SORTS,
    defaultSort: '-invoiceNumber',
  });
  const query = useQuery(myInvoicesQuery(listQuery(params)));
  // Its own customers to filter by (a salesperson has a handful, never more than a page).
  const customers = useQuery(myCustomersQuery({ page: 1, perPage: MAX_PAGE_SIZE, sort: 'name' }));
  const columns: Column<InvoiceSummaryRecord>[] = [
    {
      id: 'number',
      label: t('sales.invoices.columns.number'),
      sortKey: 'invoiceNumber',
      rowHeader: true,
      render: (i) => (
        <Link component={RouterLink} to={paths.salesperson.invoice(i.id)} fontWeight={600}>
          <bdi>{i.invoiceNumber}</bdi>
        </Link>
      ),
    },
    {
      id: 'date',
      label: t('sales.invoices.columns.date'),
      sortKey: 'invoiceDate',
      render: (i) => <bdi>{formatInvoiceDate(i.invoiceDate)}</bdi>,
    },
    {
      id: 'order',
      label: t('sales.invoices.columns.order'),
      hideBelow: 'sm',
      render: (i) => <bdi>{i.orderNumber}</bdi>,
    },
    {
      id: 'customer',
      label: t('sales.invoices.columns.customer'),
      hideBelow: 'md',
      render: (i) => (
        <Link component={RouterLink} to={paths.salesperson.customer(i.customerId)}>
          {i.customerName}
        </Link>
      ),
    },
    {
      id: 'total',
      label: t('sales.invoices.columns.total'),
      sortKey: 'total',
      align: 'right',
      render: (i) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatMoney(i.total, i.currency, lang)}</Box>,
    },
  ];
  return (
    <Box component="section" aria-labelledby="sales-invoices-title">
      <PageHeader
        id="sales-invoices-title"
        title={t('sales.nav.invoices')}
        subtitle={t('sales.invoices.intro')}
      />
      <FilteredTable
        texts={{
          caption: t('sales.invoices.caption'),
          empty: t('sales.invoices.empty'),
          filtersLabel: t('sales.invoices.filtersLabel'),
          searchLabel: t('sales.invoices.searchLabel'),
          searchHelp: t('sales.invoices.searchHelp'),
        }}
        params={params}
        query={query}
        columns={columns}
        selects={[
          {
            name: 'customerId',
            label: t('sales.invoices.customer'),
            options: (customers.data?.items ?? []).map((c) => ({
              value: String(c.id),
              label: c.companyName
                ? `${c.companyName} (${c.firstName} ${c.lastName})`
                : `${c.firstName} ${c.lastName}`,
            })),
          },
        ]}
        more={
          <>
            <DayFilter name="from" label={t('sales.invoices.from')} params={params} />
            <DayFilter name="to" label={t('sales.invoices.to')} params={params} />
          </>
        }
      />
    </Box>
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceRecord }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const download = useMutation({
    mutationFn: () => downloadMyInvoice(invoice),
    onError: (error) => notify.error(error),
  });
  return (
    <Box component="article" aria-labelledby="sales-invoice-title">
      {invoicePrintStyles}
      <PageHeader
        id="sales-invoice-title"
        title={t('sales.invoices.title', { number: invoice.invoiceNumber })}
        back={{ to: paths.salesperson.invoices, label: t('sales.invoices.back') }}
        subtitle={
          invoice.printedAt
            ? t('sales.invoices.printedOn', { date: formatDateTime(invoice.printedAt, lang) })
            : undefined
        }
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {/* Printed already: printing again changes nothing (ADR 0056). */}
            <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
              {t('sales.invoices.print')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              onClick={() => download.mutate()}
              disabled={download.isPending}
            >
              {t('sales.invoices.pdf')}
            </Button>
          </Stack>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }} className="no-print">
        {t('sales.invoices.readOnly')}{' '}
        <Link component={RouterLink} to={paths.salesperson.customer(invoice.customerId)} underline="always">
          {t('sales.invoices.customerLink', { name: invoice.customerName })}
        </Link>
      </Alert>
      <Typography
        id="sales-invoice-document-title"
        component="h2"
        variant="h6"
        sx={{ fontSize: '1.05rem', mb: 1.5 }}
        className="no-print"
      >
        {t('sales.invoices.document')}
      </Typography>
      <InvoiceSheet invoice={invoice} labelledBy="sales-invoice-document-title" />
    </Box>
  );
}

/** /salesperson/invoices/:id: one printed invoice of its customers', read-only; any other is not found. */
export function SalesInvoicePage() {
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...myInvoiceQuery(id), enabled: parsed.success });
  if (!parsed.success) return <NotFound homeHref={paths.salesperson.invoices} />;
  const gate = loadGate(query, paths.salesperson.invoices);
  return gate.ready ? <InvoiceView invoice={gate.data} /> : gate.screen;
}
