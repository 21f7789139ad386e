import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  formatMoney,
  PAYMENT_EVENT_TYPES,
  PAYMENT_METHOD_CODES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type TransactionRecord,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { DayFilter } from '../../back-office/kit/day-filter.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { ListScreen } from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { PaymentStatusChip } from '../../features/orders/status-chips.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { usePaymentsAdminT } from '../payments/i18n.ts';
import { transactions } from './api.ts';
import { useSettingsT } from './i18n.ts';

export const TRANSACTION_FILTERS = [
  'search',
  'type',
  'provider',
  'status',
  'method',
  'from',
  'to',
  'orderId',
] as const;
type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

/** /admin-panel/secure/settings/transactions: every payment event (SPEC 2 settings tab, ADR 0059). */
export function TransactionsPage() {
  const { t } = useTranslation('admin');
  const ts = useSettingsT();
  const tp = usePaymentsAdminT();
  const lang = useLanguage();
  const params = useListParams<TransactionFilter>({
    filters: TRANSACTION_FILTERS,
    sorts: ['-createdAt'],
    defaultSort: '-createdAt',
  });
  const query = useQuery(transactions.listQuery(listQuery(params)));
  const columns: Column<TransactionRecord>[] = [
    {
      id: 'when',
      label: ts('transactions.when'),
      rowHeader: true,
      render: (e) => formatDateTime(e.createdAt, lang),
    },
    {
      id: 'order',
      label: ts('transactions.order'),
      render: (e) => (
        <Link component={RouterLink} to={paths.admin.to(`order/${e.orderId}`)} fontWeight={600}>
          <bdi>{e.orderNumber}</bdi>
        </Link>
      ),
    },
    { id: 'type', label: ts('transactions.type'), render: (e) => ts(`transactions.types.${e.type}`) },
    {
      id: 'amount',
      label: ts('transactions.amount'),
      align: 'right',
      render: (e) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatMoney(e.amount, e.currency, lang)}</Box>,
    },
    {
      id: 'provider',
      label: ts('transactions.provider'),
      hideBelow: 'md',
      render: (e) => tp(`providers.${e.provider as 'test'}`),
    },
    {
      id: 'method',
      label: ts('transactions.method'),
      hideBelow: 'md',
      render: (e) => tp(`methods.${e.method}`),
    },
    {
      id: 'status',
      label: ts('transactions.status'),
      render: (e) => <PaymentStatusChip status={e.status} />,
    },
    {
      id: 'reference',
      label: ts('transactions.reference'),
      hideBelow: 'lg',
      render: (e) => (e.reference ? <bdi>{e.reference}</bdi> : '—'),
    },
  ];
  return (
    <ListScreen
      titleId="transactions-title"
      texts={{
        title: t('pages.transactions'),
        intro: ts('transactions.intro'),
        caption: ts('transactions.caption'),
        empty: ts('transactions.empty'),
        searchLabel: ts('transactions.searchLabel'),
      }}
      params={params}
      query={query}
      columns={columns}
      selects={[
        {
          name: 'type',
          label: ts('transactions.type'),
          options: PAYMENT_EVENT_TYPES.map((type) => ({
            value: type,
            label: ts(`transactions.types.${type}`),
          })),
        },
        {
          name: 'provider',
          label: ts('transactions.provider'),
          options: PAYMENT_PROVIDERS.map((p) => ({ value: p, label: tp(`providers.${p}`) })),
        },
        {
          name: 'status',
          label: ts('transactions.status'),
          options: PAYMENT_STATUSES.map((s) => ({ value: s, label: tp(`statuses.${s}`) })),
        },
        {
          name: 'method',
          label: ts('transactions.method'),
          options: PAYMENT_METHOD_CODES.map((m) => ({ value: m, label: tp(`methods.${m}`) })),
        },
      ]}
      more={
        <>
          <DayFilter name="from" label={ts('transactions.from')} params={params} />
          <DayFilter name="to" label={ts('transactions.to')} params={params} />
        </>
      }
    />
  );
}
