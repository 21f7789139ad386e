import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatMoney, ORDER_STATUSES, type OrderStatus } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/language.ts';
import type { QueryParams } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { type OrderScope, orderListQuery } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { OrderStatusChip, PaymentStatusChip } from '../status-chips.tsx';
import { useOrderLabels } from '../status-labels.ts';

/** The statuses an order can be in (`init` and `accepted` label returns only). */
export const ORDER_FILTER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'init' && status !== 'accepted',
);

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_FILTER_STATUSES as readonly string[]).includes(value);

export interface CustomerChoice {
  id: number;
  name: string;
}

/**
 * The orders of the signed-in customer (`scope` customer) or the ones a salesperson placed
 * (`scope` salesperson, with its customers to filter by). The status, the customer and the page
 * live in the URL (`?status=shipped&page=2`), so a reload or a shared link shows the same list.
 */
export function OrderList({
  scope,
  detailHref,
  customers,
}: {
  scope: OrderScope;
  detailHref: (id: number) => string;
  /** The salesperson's customers: a filter and a column. */
  customers?: readonly CustomerChoice[];
}) {
  const t = useOrdersT();
  const lang = useLanguage();
  const labels = useOrderLabels();
  const { search, page, pageHref, setFilter } = usePagedSearch();
  const rawStatus = search.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const customerId = customers ? (search.get('customerId') ?? undefined) : undefined;
  const query: QueryParams = { page, status, customerId };
  const orders = useQuery(orderListQuery(scope, query));
  const filtered = Boolean(status || customerId);

  const filters = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} className="no-print">
      <NativeSelect
        label={t('list.statusFilter')}
        value={status ?? ''}
        options={[
          { value: '', label: t('list.allStatuses') },
          ...ORDER_FILTER_STATUSES.map((s) => ({ value: s, label: labels.status(s) })),
        ]}
        onChange={(value) => setFilter('status', value)}
      />
      {customers ? (
        <NativeSelect
          label={t('list.customerFilter')}
          value={customerId ?? ''}
          options={[
            { value: '', label: t('list.allCustomers') },
            ...customers.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          onChange={(value) => setFilter('customerId', value)}
        />
      ) : null}
    </Stack>
  );

  return (
    <PagedTable
      query={orders}
      filters={filters}
      caption={t('list.caption')}
      paginationLabel={t('list.pagination')}
      pageHref={pageHref}
      empty={{
        icon: ReceiptLongOutlined,
        text: filtered ? t('list.emptyFiltered') : t('list.empty'),
        action: filtered ? (
          <Button component={RouterLink} to="?">
            {t('list.clearFilter')}
          </Button>
        ) : scope === 'customer' ? (
          <Button variant="contained" component={RouterLink} to={paths.products}>
            {t('list.shop')}
          </Button>
        ) : null,
      }}
      head={
        <TableRow>
          <TableCell>{t('list.columns.number')}</TableCell>
          <TableCell>{t('list.columns.date')}</TableCell>
          {customers ? <TableCell>{t('list.columns.customer')}</TableCell> : null}
          <TableCell>{t('list.columns.status')}</TableCell>
          <TableCell>{t('list.columns.payment')}</TableCell>
          <TableCell align="right">{t('list.columns.items')}</TableCell>
          <TableCell align="right">{t('list.columns.total')}</TableCell>
        </TableRow>
      }
      row={(order) => (
        <TableRow key={order.id} hover>
          <TableCell component="th" scope="row">
            <TextLink to={detailHref(order.id)} aria-label={t('list.open', { number: order.orderNumber })}>
              <bdi>{order.orderNumber}</bdi>
            </TextLink>
          </TableCell>
          <TableCell>{formatDate(order.createdAt, lang)}</TableCell>
          {customers ? <TableCell>{order.customerName}</TableCell> : null}
          <TableCell>
            <OrderStatusChip status={order.status} />
          </TableCell>
          <TableCell>
            <PaymentStatusChip status={order.paymentStatus} />
          </TableCell>
          <TableCell align="right">{t('list.items', { count: order.totalQty })}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
            {formatMoney(order.grandTotal, order.currency, lang)}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
