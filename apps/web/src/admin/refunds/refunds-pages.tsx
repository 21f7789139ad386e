import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminReturnDetail,
  formatMoney,
  idParams,
  RETURN_KINDS,
  RETURN_SORTS,
  RETURN_STATUSES,
  type ReturnStatus,
  type ReturnSummary,
  recordId,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { createdColumn, ListScreen, listTexts } from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { ReturnForm } from '../../features/returns/components/return-form.tsx';
import { ReturnStatusChip } from '../../features/returns/components/return-status-chip.tsx';
import { useReturnsT } from '../../features/returns/i18n.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { messageOf } from '../../lib/server-errors.ts';
import { refunds, useRefundAction } from './api.ts';

const FILTERS = ['search', 'status', 'kind'] as const;
const listPath = paths.admin.to('refunds');
const refundPath = (r: Pick<ReturnSummary, 'id'>) => paths.admin.to(`refunds/${r.id}`);

/** /admin-panel/secure/refunds: every request, filters in the URL. */
export function RefundsListPage() {
  const t = useReturnsT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: RETURN_SORTS, defaultSort: '-createdAt' });
  const query = useQuery(refunds.listQuery(listQuery(params)));
  const columns: Column<ReturnSummary>[] = [
    {
      id: 'number',
      label: t('list.columns.number'),
      rowHeader: true,
      sortKey: 'returnNumber',
      render: (r) => (
        <Link component={RouterLink} to={refundPath(r)} fontWeight={r.status === 'init' ? 700 : 400}>
          <bdi>{r.returnNumber}</bdi>
        </Link>
      ),
    },
    {
      id: 'order',
      label: t('list.columns.order'),
      render: (r) => (
        <Link component={RouterLink} to={paths.admin.to(`order/${r.orderId}`)}>
          <bdi>{r.orderNumber}</bdi>
        </Link>
      ),
    },
    { id: 'customer', label: t('list.columns.customer'), render: (r) => r.customerName },
    { id: 'kind', label: t('list.columns.kind'), hideBelow: 'md', render: (r) => t(`kind.${r.kind}`) },
    { id: 'status', label: t('list.columns.status'), render: (r) => <ReturnStatusChip status={r.status} /> },
    {
      id: 'total',
      label: t('list.columns.total'),
      sortKey: 'refundTotal',
      render: (r) => formatMoney(r.refundTotal, r.currency, lang),
    },
    createdColumn(t('list.columns.date'), lang, 'md', { time: true }),
  ];
  return (
    <ListScreen
      titleId="refunds-title"
      texts={listTexts((w) =>
        w === 'title'
          ? t('admin.title')
          : w === 'intro'
            ? t('admin.intro')
            : w === 'searchLabel'
              ? t('admin.searchLabel')
              : w === 'empty'
                ? t('admin.emptyList')
                : w === 'caption'
                  ? t('list.caption')
                  : t('list.statusFilter'),
      )}
      add={{ to: paths.admin.to('refunds/add'), label: t('admin.add') }}
      selects={[
        {
          name: 'status',
          label: t('list.statusFilter'),
          options: RETURN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        {
          name: 'kind',
          label: t('admin.kindFilter'),
          options: RETURN_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

/** /admin-panel/secure/refunds/add: a request on a customer's behalf, from `?order=` or an order id typed. */
export function AddRefundPage() {
  const t = useReturnsT();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const order = recordId.safeParse(search.get('order') ?? undefined);
  const [typed, setTyped] = useState(order.success ? String(order.data) : '');
  return (
    <Box component="section" aria-labelledby="add-refund-title" sx={{ maxWidth: 960 }}>
      <PageHeader
        id="add-refund-title"
        title={t('admin.addTitle')}
        subtitle={t('admin.addIntro')}
        back={{ to: listPath, label: t('detail.back') }}
      />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 3 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (recordId.safeParse(typed).success) setSearch({ order: typed.trim() });
        }}
      >
        <TextField
          size="small"
          label={t('admin.orderId')}
          value={typed}
          inputMode="numeric"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          {t('admin.load')}
        </Button>
      </Stack>
      {order.success ? (
        <ReturnForm<AdminReturnDetail>
          key={order.data}
          scope="admin"
          orderId={order.data}
          onDone={(filed) => navigate(refundPath(filed))}
          onCancel={() => navigate(listPath)}
        />
      ) : null}
    </Box>
  );
}

const ENDING: ReadonlySet<ReturnStatus> = new Set(['rejected', 'refused']);

function DecisionCard({ request }: { request: AdminReturnDetail }) {
  const t = useReturnsT();
  const lang = useLanguage();
  const action = useRefundAction(request.id);
  const [target, setTarget] = useState<ReturnStatus | 'restock' | null>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = (next: ReturnStatus | 'restock') => {
    setTarget(next);
    setNote('');
    setRefusal(null);
  };
  const confirm = () => {
    if (!target) return;
    action.mutate(
      target === 'restock'
        ? { kind: 'restock' }
        : { kind: 'status', body: { status: target, note: note.trim() || null } },
      {
        onSuccess: (result) => {
          notify.success(result.message ?? t(`status.${result.data.status}`));
          setTarget(null);
        },
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  };
  const moveLabel = (s: ReturnStatus) =>
    t(`admin.moveTo.${s as 'accepted' | 'rejected' | 'refused' | 'approved'}`);
  return (
    <DetailCard title={t('admin.moves')}>
      <Typography sx={{ mb: 2 }}>{t('admin.current', { status: t(`status.${request.status}`) })}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {request.nextStatuses.map((s) => (
          <Button
            key={s}
            variant="outlined"
            color={ENDING.has(s) ? 'error' : 'primary'}
            onClick={() => open(s)}
          >
            {moveLabel(s)}
          </Button>
        ))}
        {request.canRestock ? (
          <Button variant="outlined" onClick={() => open('restock')}>
            {t('admin.restock')}
          </Button>
        ) : null}
      </Stack>
      {request.nextStatuses.length === 0 ? (
        <Typography color="text.secondary">{t('admin.final')}</Typography>
      ) : null}
      {request.restockedAt ? (
        <Typography sx={{ mt: 2 }}>
          {t('admin.restocked', { date: formatDateTime(request.restockedAt, lang) })}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title={
          target === 'restock'
            ? t('admin.restockTitle')
            : target
              ? t('admin.confirmTitle', { move: moveLabel(target), number: request.returnNumber })
              : ''
        }
        description={
          target === 'restock' ? (
            t('admin.restockText')
          ) : (
            <>
              {t('admin.confirmText')}
              {target === 'approved' ? (
                <Alert severity="info" sx={{ mt: 2 }}>
                  {request.refundsByCard
                    ? t('admin.approveCard', {
                        amount: formatMoney(request.refundTotal, request.currency, lang),
                      })
                    : t('admin.approveHand')}
                </Alert>
              ) : null}
            </>
          )
        }
        confirmLabel={t('admin.confirm')}
        destructive={target !== null && target !== 'restock' && ENDING.has(target)}
        pending={action.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      >
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        {target !== 'restock' ? (
          <TextField
            label={t('admin.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        ) : null}
      </ConfirmDialog>
    </DetailCard>
  );
}

/** /admin-panel/secure/refunds/:id: the request, its lines, the decision and the restock. */
export function RefundPage() {
  const parsed = idParams.safeParse(useParams());
  if (!parsed.success) return <NotFound homeHref={listPath} />;
  return <RefundDetail id={parsed.data.id} />;
}

function RefundDetail({ id }: { id: number }) {
  const t = useReturnsT();
  const lang = useLanguage();
  const gate = loadGate(useQuery(refunds.detailQuery(id)), listPath);
  if (!gate.ready) return gate.screen;
  const r = gate.data;
  const money = (minor: number) => formatMoney(minor, r.currency, lang);
  return (
    <Box component="section" aria-labelledby="refund-title" sx={{ maxWidth: 1100 }}>
      <PageHeader
        id="refund-title"
        title={t('detail.title', { number: r.returnNumber })}
        back={{ to: listPath, label: t('detail.back') }}
        actions={<ReturnStatusChip status={r.status} />}
      />
      <Stack spacing={3}>
        <DecisionCard request={r} />
        <DetailCard
          title={t('list.columns.number')}
          items={[
            {
              label: t('detail.order'),
              value: (
                <Link component={RouterLink} to={paths.admin.to(`order/${r.orderId}`)}>
                  <bdi>{r.orderNumber}</bdi>
                </Link>
              ),
            },
            { label: t('detail.customer'), value: `${r.customerName} · ${r.customerEmail}` },
            { label: t('list.columns.kind'), value: t(`kind.${r.kind}`) },
            { label: t('detail.filedBy'), value: t(`filedBy.${r.filedBy}`) },
            { label: t('detail.date'), value: formatDateTime(r.createdAt, lang) },
            // Free text in the writer's language: isolated, so its punctuation stays its own in RTL.
            { label: t('detail.reason'), value: <bdi>{r.reason}</bdi> },
            { label: t('detail.note'), value: r.orderNote ? <bdi>{r.orderNote}</bdi> : t('detail.none') },
            {
              label: t('detail.adminNote'),
              value: r.adminNote ? <bdi>{r.adminNote}</bdi> : t('detail.none'),
            },
            { label: t('detail.refundTotal'), value: money(r.refundTotal) },
            { label: t('detail.refunded'), value: money(r.refundedAmount) },
            {
              label: t('detail.decidedAt'),
              value: r.decidedAt ? formatDateTime(r.decidedAt, lang) : t('detail.none'),
            },
          ]}
        />
        <DetailCard title={t('detail.lines')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('form.lines')}</TableCell>
                <TableCell align="right">{t('list.columns.units')}</TableCell>
                <TableCell align="right">{t('list.columns.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.lines.map((line) => (
                <TableRow key={line.orderItemId}>
                  <TableCell component="th" scope="row">
                    {line.title}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      <bdi>{line.sku}</bdi>
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{line.qty}</TableCell>
                  <TableCell align="right">{money(line.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DetailCard>
      </Stack>
    </Box>
  );
}
