import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, ORDER_STATUSES, type OrderStatus } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/language.ts';
import type { QueryParams } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
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

function positivePage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

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
  const [search, setSearch] = useSearchParams();
  const rawStatus = search.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const customerId = customers ? (search.get('customerId') ?? undefined) : undefined;
  const page = positivePage(search.get('page'));
  const query: QueryParams = { page, status, customerId };
  const orders = useQuery(orderListQuery(scope, query));
  const filtered = Boolean(status || customerId);

  const setFilter = (name: 'status' | 'customerId', value: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const pageHref = (n: number) => {
    const next = new URLSearchParams(search);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

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

  if (orders.isPending) {
    return (
      <>
        {filters}
        <Stack spacing={1.5} role="status" aria-label={t('list.caption')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={i === 0 ? 32 : 52} />
          ))}
        </Stack>
      </>
    );
  }
  if (orders.isError) {
    return (
      <>
        {filters}
        <RetryAlert error={orders.error} onRetry={() => void orders.refetch()} />
      </>
    );
  }

  const { items, meta } = orders.data;
  if (items.length === 0) {
    return (
      <>
        {filters}
        <EmptyPanel
          icon={ReceiptLongOutlined}
          action={
            filtered ? (
              <Button component={RouterLink} to="?">
                {t('list.clearFilter')}
              </Button>
            ) : scope === 'customer' ? (
              <Button variant="contained" component={RouterLink} to={paths.products}>
                {t('list.shop')}
              </Button>
            ) : null
          }
        >
          {filtered ? t('list.emptyFiltered') : t('list.empty')}
        </EmptyPanel>
      </>
    );
  }

  return (
    <>
      {filters}
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}
      >
        <Table size="small">
          <caption>
            <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.columns.number')}</TableCell>
              <TableCell>{t('list.columns.date')}</TableCell>
              {customers ? <TableCell>{t('list.columns.customer')}</TableCell> : null}
              <TableCell>{t('list.columns.status')}</TableCell>
              <TableCell>{t('list.columns.payment')}</TableCell>
              <TableCell align="right">{t('list.columns.items')}</TableCell>
              <TableCell align="right">{t('list.columns.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((order) => (
              <TableRow key={order.id} hover>
                <TableCell component="th" scope="row">
                  <TextLink
                    to={detailHref(order.id)}
                    aria-label={t('list.open', { number: order.orderNumber })}
                  >
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
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {meta.pageCount > 1 ? (
        <Box
          component="nav"
          aria-label={t('list.pagination')}
          sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
          className="no-print"
        >
          <Pagination
            page={Math.min(meta.page, meta.pageCount)}
            count={meta.pageCount}
            color="primary"
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={pageHref(item.page ?? 1)} {...item} />
            )}
          />
        </Box>
      ) : null}
    </>
  );
}
