import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type AdminCartRecord,
  formatMoney,
  ORDER_SORTS,
  ORDER_STATUSES,
  type OrderSummaryRecord,
  PAYMENT_STATUSES,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { DayFilter } from '../../back-office/kit/day-filter.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { FilteredTable } from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { OrderStatusChip, PaymentStatusChip } from '../../features/orders/status-chips.tsx';
import { useOrderLabels } from '../../features/orders/status-labels.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { useLanguage } from '../../i18n/language.ts';
import { SalespersonPicker } from '../users/salesperson-picker.tsx';
import { abandonedCartsQuery, adminOrderListQuery } from './api.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { useOrdersAdminT } from './i18n.ts';

export const ORDER_FILTERS = [
  'search',
  'status',
  'paymentStatus',
  'from',
  'to',
  'customerId',
  'salespersonId',
] as const;
type OrderFilter = (typeof ORDER_FILTERS)[number];

const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

function OrdersTable() {
  const t = useOrdersAdminT();
  const lang = useLanguage();
  const labels = useOrderLabels();
  const currency = useDeployment().currency.name;
  const params = useListParams<OrderFilter>({
    filters: ORDER_FILTERS,
    sorts: ORDER_SORTS,
    defaultSort: '-createdAt',
  });
  const query = useQuery(adminOrderListQuery(listQuery(params)));
  const totals = query.data?.totals;
  const columns: Column<OrderSummaryRecord>[] = [
    {
      id: 'number',
      label: t('list.columns.number'),
      sortKey: 'orderNumber',
      rowHeader: true,
      render: (o) => (
        <Link component={RouterLink} to={paths.admin.to(`order/${o.id}`)} fontWeight={600}>
          <bdi>{o.orderNumber}</bdi>
        </Link>
      ),
    },
    {
      id: 'date',
      label: t('list.columns.date'),
      sortKey: 'createdAt',
      render: (o) => formatDateTime(o.createdAt, lang),
    },
    {
      id: 'customer',
      label: t('list.columns.customer'),
      render: (o) => (
        <Link component={RouterLink} to={paths.admin.to(`users/${o.customerId}`)}>
          {o.customerName}
        </Link>
      ),
    },
    {
      id: 'salesperson',
      label: t('list.columns.salesperson'),
      hideBelow: 'lg',
      render: (o) => o.salespersonName ?? t('list.noSalesperson'),
    },
    {
      id: 'status',
      label: t('list.columns.status'),
      render: (o) => <OrderStatusChip status={o.status} />,
    },
    {
      id: 'paymentStatus',
      label: t('list.columns.paymentStatus'),
      hideBelow: 'md',
      render: (o) => <PaymentStatusChip status={o.paymentStatus} />,
    },
    {
      id: 'items',
      label: t('list.columns.items'),
      align: 'center',
      hideBelow: 'md',
      render: (o) => o.uniqueItems,
    },
    {
      id: 'units',
      label: t('list.columns.units'),
      align: 'center',
      hideBelow: 'lg',
      render: (o) => o.totalQty,
    },
    {
      id: 'total',
      label: t('list.columns.total'),
      sortKey: 'grandTotal',
      align: 'right',
      render: (o) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatMoney(o.grandTotal, o.currency, lang)}</Box>,
    },
  ];

  return (
    <>
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
            options: ORDER_STATUSES.map((s) => ({ value: s, label: labels.status(s) })),
          },
          {
            name: 'paymentStatus',
            label: t('list.paymentStatus'),
            options: PAYMENT_STATUSES.map((s) => ({ value: s, label: labels.paymentStatus(s) })),
          },
        ]}
        more={
          <>
            <DayFilter name="from" label={t('list.from')} params={params} />
            <DayFilter name="to" label={t('list.to')} params={params} />
            <CustomerPicker
              label={t('list.customer')}
              value={idOf(params.filters.customerId)}
              onChange={(id) => params.setFilter('customerId', id === null ? undefined : String(id))}
            />
            <SalespersonPicker
              label={t('list.salesperson')}
              value={idOf(params.filters.salespersonId)}
              onChange={(id) =>
                params.setFilter('salespersonId', typeof id === 'number' ? String(id) : undefined)
              }
            />
          </>
        }
      />
      {totals ? (
        <Typography role="status" sx={{ mt: 2, fontWeight: 600 }}>
          {t('list.totals', { count: totals.count, total: formatMoney(totals.grandTotal, currency, lang) })}
        </Typography>
      ) : null}
    </>
  );
}

function AbandonedCartsTable() {
  const t = useOrdersAdminT();
  const lang = useLanguage();
  const currency = useDeployment().currency.name;
  const params = useListParams<never>({ filters: [], sorts: [], defaultSort: '' });
  const query = useQuery(abandonedCartsQuery({ page: params.page, perPage: params.perPage }));
  const columns: Column<AdminCartRecord>[] = [
    {
      id: 'customer',
      label: t('carts.columns.customer'),
      rowHeader: true,
      render: (c) => (
        <>
          <Link component={RouterLink} to={paths.admin.to(`users/${c.customerId}`)} fontWeight={600}>
            {c.customerName}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div" dir="ltr">
            {c.email}
          </Typography>
        </>
      ),
    },
    { id: 'company', label: t('carts.columns.company'), hideBelow: 'md', render: (c) => c.companyName },
    {
      id: 'salesperson',
      label: t('carts.columns.salesperson'),
      hideBelow: 'lg',
      render: (c) => c.salespersonName ?? t('list.noSalesperson'),
    },
    { id: 'lines', label: t('carts.columns.lines'), align: 'center', render: (c) => c.items },
    {
      id: 'units',
      label: t('carts.columns.units'),
      align: 'center',
      hideBelow: 'md',
      render: (c) => c.quantity,
    },
    {
      id: 'value',
      label: t('carts.columns.value'),
      align: 'right',
      render: (c) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatMoney(c.value, currency, lang)}</Box>,
    },
    { id: 'updated', label: t('carts.columns.updated'), render: (c) => formatDateTime(c.updatedAt, lang) },
    {
      id: 'reminder',
      label: t('carts.columns.reminder'),
      hideBelow: 'sm',
      render: (c) => (c.reminderSentAt ? formatDateTime(c.reminderSentAt, lang) : t('carts.notSent')),
    },
  ];
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('carts.intro')}
      </Typography>
      <FilteredTable
        texts={{ caption: t('carts.caption'), empty: t('carts.empty') }}
        params={params}
        query={query}
        columns={columns}
      />
    </>
  );
}

/**
 * /admin-panel/secure/order (SPEC 2 `order`): every order, filtered, sorted and paged from the URL,
 * with the count and value of all the orders the filters match; `?abandoned=true` shows the
 * abandoned carts instead (SPEC 4).
 */
export function OrdersListPage() {
  const t = useOrdersAdminT();
  const { t: ta } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const abandoned = search.get('abandoned') === 'true';
  return (
    <Box component="section" aria-labelledby="orders-title">
      <PageHeader
        id="orders-title"
        title={abandoned ? t('list.viewAbandoned') : ta('pages.orders')}
        subtitle={abandoned ? undefined : t('list.intro')}
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label={t('list.view')}
            value={abandoned ? 'abandoned' : 'orders'}
            onChange={(_, view: 'orders' | 'abandoned' | null) => {
              // A view keeps none of the other's filters, sort or page.
              if (view) setSearch(view === 'abandoned' ? { abandoned: 'true' } : {});
            }}
          >
            <ToggleButton value="orders">{t('list.viewOrders')}</ToggleButton>
            <ToggleButton value="abandoned">{t('list.viewAbandoned')}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      {abandoned ? <AbandonedCartsTable /> : <OrdersTable />}
    </Box>
  );
}
