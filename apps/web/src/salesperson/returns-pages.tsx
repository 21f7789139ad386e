import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type CollectionStatus, formatMoney, recordId } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import '../back-office/i18n.ts';
import { PageHeader } from '../back-office/kit/page-header.tsx';
import { LoadingBlock } from '../back-office/kit/query-state.tsx';
import { NativeSelect } from '../components/ui/native-select.tsx';
import { RetryAlert } from '../components/ui/retry-alert.tsx';
import { VisuallyHidden } from '../components/ui/visually-hidden.tsx';
import { paths } from '../config/paths.ts';
import { salesReturnOrdersQuery } from '../features/returns/api.ts';
import { ReturnForm } from '../features/returns/components/return-form.tsx';
import { ReturnList } from '../features/returns/components/return-list.tsx';
import { useReturnsT } from '../features/returns/i18n.ts';
import { useLanguage } from '../i18n/language.ts';
import { formatDate } from '../lib/dates.ts';
import { CollectionForm } from './collection-form.tsx';
import { myCollectionsQuery } from './collections-api.ts';

/**
 * /salesperson/returns (SPEC 2 "my returns"): its customers' requests, and one filed for a
 * customer: every delivered order of its customers is offered, `?order=` opens the form of one.
 */
export function SalesReturnsPage() {
  const t = useReturnsT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const order = recordId.safeParse(search.get('order') ?? undefined);
  const delivered = useQuery(salesReturnOrdersQuery());
  const close = () => navigate(paths.salesperson.returns, { replace: true });
  const choices = delivered.data ?? [];
  return (
    <Box component="section" aria-labelledby="sales-returns-title">
      <PageHeader id="sales-returns-title" title={t('salesTitle')} subtitle={t('salesIntro')} />
      <Box sx={{ mb: 3, maxWidth: 480 }}>
        {choices.length > 0 ? (
          <NativeSelect
            label={t('form.chooseOrder')}
            value={order.success ? String(order.data) : ''}
            options={[
              { value: '', label: '—' },
              ...choices.map((o) => ({
                value: String(o.orderId),
                label: `${o.orderNumber} · ${o.customerName}`,
              })),
            ]}
            onChange={(value) =>
              navigate(value ? `${paths.salesperson.returns}?order=${value}` : paths.salesperson.returns)
            }
          />
        ) : delivered.isSuccess ? (
          <Typography color="text.secondary">{t('form.noOrders')}</Typography>
        ) : null}
      </Box>
      {order.success ? (
        <ReturnForm
          key={order.data}
          scope="salesperson"
          orderId={order.data}
          onDone={close}
          onCancel={close}
        />
      ) : null}
      <ReturnList scope="salesperson" />
    </Box>
  );
}

const STATUS_COLOR: Record<CollectionStatus, 'info' | 'success' | 'error'> = {
  recorded: 'info',
  confirmed: 'success',
  rejected: 'error',
};

/** /salesperson/collections (SPEC 2 "my collections"): record money collected, and what was recorded. */
export function SalesCollectionsPage() {
  const t = useReturnsT();
  const lang = useLanguage();
  const [search] = useSearchParams();
  const page = Number(search.get('page') ?? '1') || 1;
  const list = useQuery(myCollectionsQuery({ page }));
  return (
    <Box component="section" aria-labelledby="sales-collections-title">
      <PageHeader
        id="sales-collections-title"
        title={t('collections.title')}
        subtitle={t('collections.intro')}
      />
      <CollectionForm />
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{t('collections.empty')}</Typography>
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <caption>
              <VisuallyHidden>{t('collections.caption')}</VisuallyHidden>
            </caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('collections.columns.date')}</TableCell>
                <TableCell>{t('collections.columns.order')}</TableCell>
                <TableCell>{t('collections.columns.customer')}</TableCell>
                <TableCell>{t('collections.columns.method')}</TableCell>
                <TableCell>{t('collections.columns.reference')}</TableCell>
                <TableCell>{t('collections.columns.status')}</TableCell>
                <TableCell align="right">{t('collections.columns.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.items.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{formatDate(c.collectedOn, lang)}</TableCell>
                  <TableCell component="th" scope="row">
                    <bdi>{c.orderNumber}</bdi>
                  </TableCell>
                  <TableCell>{c.customerName}</TableCell>
                  <TableCell>{t(`collections.methods.${c.method}`)}</TableCell>
                  <TableCell>
                    <bdi>{c.reference ?? ''}</bdi>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[c.status]}
                      label={t(`collections.status.${c.status}`)}
                    />
                    {c.reviewNote ? (
                      <Typography variant="body2" color="text.secondary">
                        <bdi>{c.reviewNote}</bdi>
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {formatMoney(c.amount, c.currency, lang)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
