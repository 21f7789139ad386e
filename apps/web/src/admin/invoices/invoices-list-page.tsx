import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import {
  formatInvoiceDate,
  formatMoney,
  INVOICE_SORTS,
  INVOICE_STATUSES,
  type InvoiceSummaryRecord,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { DayFilter } from '../../back-office/kit/day-filter.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { FilteredTable } from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { invoiceListQuery } from './api.ts';
import { CreateInvoiceDialog } from './create-invoice-dialog.tsx';
import { useInvoicesAdminT } from './i18n.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

export const INVOICE_FILTERS = ['search', 'status', 'from', 'to'] as const;
type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/**
 * /admin-panel/secure/invoices (SPEC 2 `invoices`): every invoice, filtered, sorted and paged from
 * the URL; "Create invoice" makes one from an order.
 */
export function InvoicesListPage() {
  const t = useInvoicesAdminT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const [creating, setCreating] = useState(false);
  const params = useListParams<InvoiceFilter>({
    filters: INVOICE_FILTERS,
    sorts: INVOICE_SORTS,
    defaultSort: '-invoiceNumber',
  });
  const query = useQuery(invoiceListQuery(listQuery(params)));
  const columns: Column<InvoiceSummaryRecord>[] = [
    {
      id: 'number',
      label: t('list.columns.number'),
      sortKey: 'invoiceNumber',
      rowHeader: true,
      render: (i) => (
        <Link component={RouterLink} to={paths.admin.to(`invoices/${i.id}`)} fontWeight={600}>
          <bdi>{i.invoiceNumber}</bdi>
        </Link>
      ),
    },
    {
      id: 'date',
      label: t('list.columns.date'),
      sortKey: 'invoiceDate',
      render: (i) => <bdi>{formatInvoiceDate(i.invoiceDate)}</bdi>,
    },
    {
      id: 'order',
      label: t('list.columns.order'),
      hideBelow: 'sm',
      render: (i) => (
        <Link component={RouterLink} to={paths.admin.to(`order/${i.orderId}`)}>
          <bdi>{i.orderNumber}</bdi>
        </Link>
      ),
    },
    {
      id: 'customer',
      label: t('list.columns.customer'),
      hideBelow: 'md',
      render: (i) => (
        <Link component={RouterLink} to={paths.admin.to(`users/${i.customerId}`)}>
          {i.customerName}
        </Link>
      ),
    },
    {
      id: 'total',
      label: t('list.columns.total'),
      sortKey: 'total',
      align: 'right',
      render: (i) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatMoney(i.total, i.currency, lang)}</Box>,
    },
    {
      id: 'status',
      label: t('list.columns.status'),
      render: (i) => <InvoiceStatusChip status={i.status} />,
    },
  ];
  return (
    <Box component="section" aria-labelledby="invoices-title">
      <PageHeader
        id="invoices-title"
        title={ta('pages.invoices')}
        subtitle={t('list.intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        }
      />
      <FilteredTable
        texts={{
          caption: t('list.caption'),
          empty: t('list.empty'),
          filtersLabel: t('list.filtersLabel'),
          searchLabel: t('list.searchLabel'),
          searchHelp: t('list.searchHelp'),
        }}
        params={params}
        query={query}
        columns={columns}
        selects={[
          {
            name: 'status',
            label: t('list.status'),
            options: INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          },
        ]}
        more={
          <>
            <DayFilter name="from" label={t('list.from')} params={params} />
            <DayFilter name="to" label={t('list.to')} params={params} />
          </>
        }
      />
      {creating ? <CreateInvoiceDialog open onClose={() => setCreating(false)} /> : null}
    </Box>
  );
}
