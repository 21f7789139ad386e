import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
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
import { formatMoney, RETURN_STATUSES, type ReturnStatus } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { formatDate } from '../../../lib/dates.ts';
import { type ReturnScope, returnListQuery } from '../api.ts';
import { useReturnsT } from '../i18n.ts';
import { ReturnStatusChip } from './return-status-chip.tsx';

/**
 * The requests of the customer (`/dashboard/refunds`) or of the salesperson's customers, newest
 * first: status filter and page in the URL, loading, error and empty states, each request's lines
 * summed up (units, refund total).
 */
export function ReturnList({ scope }: { scope: Exclude<ReturnScope, 'admin'> }) {
  const t = useReturnsT();
  const lang = useLanguage();
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page') ?? '1') || 1;
  const raw = search.get('status');
  const status = RETURN_STATUSES.includes(raw as ReturnStatus) ? (raw as ReturnStatus) : undefined;
  const query = useQuery(returnListQuery(scope, { page, ...(status ? { status } : {}) }));
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return `?${next.toString()}`;
  };
  const filters = (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
      <NativeSelect
        label={t('list.statusFilter')}
        value={status ?? ''}
        options={[
          { value: '', label: t('list.allStatuses') },
          ...RETURN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        onChange={(value) =>
          setSearch(new URLSearchParams(hrefWith({ status: value || null, page: null }).slice(1)))
        }
      />
    </Stack>
  );
  if (query.isPending) {
    return (
      <>
        {filters}
        <Stack spacing={1.5} role="status" aria-label={t('list.caption')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={i === 0 ? 32 : 52} />
          ))}
        </Stack>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {filters}
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { items, meta } = query.data;
  if (items.length === 0) {
    return (
      <>
        {filters}
        <EmptyPanel
          icon={AssignmentReturnOutlined}
          action={
            status ? (
              <Button component={RouterLink} to="?">
                {t('list.clearFilter')}
              </Button>
            ) : null
          }
        >
          {status ? t('list.emptyFiltered') : t('list.empty')}
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
        sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        <Table size="small">
          <caption>
            <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.columns.number')}</TableCell>
              <TableCell>{t('list.columns.order')}</TableCell>
              <TableCell>{t('list.columns.date')}</TableCell>
              {scope === 'salesperson' ? <TableCell>{t('list.columns.customer')}</TableCell> : null}
              <TableCell>{t('list.columns.kind')}</TableCell>
              <TableCell>{t('list.columns.status')}</TableCell>
              <TableCell align="right">{t('list.columns.units')}</TableCell>
              <TableCell align="right">{t('list.columns.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell component="th" scope="row">
                  <bdi>{r.returnNumber}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{r.orderNumber}</bdi>
                </TableCell>
                <TableCell>{formatDate(r.createdAt, lang)}</TableCell>
                {scope === 'salesperson' ? <TableCell>{r.customerName}</TableCell> : null}
                <TableCell>{t(`kind.${r.kind}`)}</TableCell>
                <TableCell>
                  <ReturnStatusChip status={r.status} />
                </TableCell>
                <TableCell align="right">{r.totalQty}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatMoney(r.refundTotal, r.currency, lang)}
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
        >
          <Pagination
            page={Math.min(meta.page, meta.pageCount)}
            count={meta.pageCount}
            color="primary"
            renderItem={(item) => (
              <PaginationItem
                component={RouterLink}
                to={hrefWith({ page: String(item.page ?? 1) })}
                {...item}
              />
            )}
          />
        </Box>
      ) : null}
    </>
  );
}
