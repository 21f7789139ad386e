import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatMoney, RETURN_STATUSES, type ReturnStatus } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
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
  const { search, page, pageHref, setFilter } = usePagedSearch();
  const raw = search.get('status');
  const status = RETURN_STATUSES.includes(raw as ReturnStatus) ? (raw as ReturnStatus) : undefined;
  const query = useQuery(returnListQuery(scope, { page, ...(status ? { status } : {}) }));
  const filters = (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
      <NativeSelect
        label={t('list.statusFilter')}
        value={status ?? ''}
        options={[
          { value: '', label: t('list.allStatuses') },
          ...RETURN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        onChange={(value) => setFilter('status', value)}
      />
    </Stack>
  );
  return (
    <PagedTable
      query={query}
      filters={filters}
      caption={t('list.caption')}
      paginationLabel={t('list.pagination')}
      pageHref={pageHref}
      skeletonRows={3}
      empty={{
        icon: AssignmentReturnOutlined,
        text: status ? t('list.emptyFiltered') : t('list.empty'),
        action: status ? (
          <Button component={RouterLink} to="?">
            {t('list.clearFilter')}
          </Button>
        ) : null,
      }}
      head={
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
      }
      row={(r) => (
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
      )}
    />
  );
}
