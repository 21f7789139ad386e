import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  COLLECTION_SORTS,
  COLLECTION_STATUSES,
  type CollectionRecord,
  type CollectionStatus,
  formatMoney,
  idParams,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { formatDate, formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { createdColumn, ListScreen, listTexts } from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { useReturnsT } from '../../features/returns/i18n.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { messageOf } from '../../lib/server-errors.ts';
import { collections, useCollectionReview } from './api.ts';

const FILTERS = ['status'] as const;
const listPath = paths.admin.to('collections');
const COLOR: Record<CollectionStatus, 'info' | 'success' | 'error'> = {
  recorded: 'info',
  confirmed: 'success',
  rejected: 'error',
};

function CollectionChip({ status }: { status: CollectionStatus }) {
  const t = useReturnsT();
  return <Chip size="small" color={COLOR[status]} label={t(`collections.status.${status}`)} />;
}

/** /admin-panel/secure/collections: what salespeople collected, those awaiting review first by filter. */
export function CollectionsListPage() {
  const t = useReturnsT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: COLLECTION_SORTS, defaultSort: '-createdAt' });
  const query = useQuery(collections.listQuery(listQuery(params)));
  const columns: Column<CollectionRecord>[] = [
    {
      id: 'date',
      label: t('collections.columns.date'),
      rowHeader: true,
      sortKey: 'collectedOn',
      render: (c) => (
        <Link
          component={RouterLink}
          to={paths.admin.to(`collections/${c.id}`)}
          fontWeight={c.status === 'recorded' ? 700 : 400}
        >
          {formatDate(c.collectedOn, lang)}
        </Link>
      ),
    },
    { id: 'salesperson', label: t('collections.columns.salesperson'), render: (c) => c.salespersonName },
    {
      id: 'customer',
      label: t('collections.columns.customer'),
      hideBelow: 'md',
      render: (c) => c.customerName,
    },
    {
      id: 'order',
      label: t('collections.columns.order'),
      render: (c) => (
        <Link component={RouterLink} to={paths.admin.to(`order/${c.orderId}`)}>
          <bdi>{c.orderNumber}</bdi>
        </Link>
      ),
    },
    {
      id: 'method',
      label: t('collections.columns.method'),
      hideBelow: 'md',
      render: (c) => t(`collections.methods.${c.method}`),
    },
    {
      id: 'status',
      label: t('collections.columns.status'),
      render: (c) => <CollectionChip status={c.status} />,
    },
    {
      id: 'amount',
      label: t('collections.columns.amount'),
      sortKey: 'amount',
      render: (c) => formatMoney(c.amount, c.currency, lang),
    },
    createdColumn(t('list.columns.date'), lang, 'lg', { time: true }),
  ];
  return (
    <ListScreen
      titleId="collections-title"
      texts={listTexts(
        (w) =>
          w === 'title'
            ? t('admin.collections.title')
            : w === 'intro'
              ? t('admin.collections.intro')
              : w === 'empty'
                ? t('collections.empty')
                : w === 'caption'
                  ? t('collections.caption')
                  : t('list.statusFilter'),
        { searchLabel: undefined as unknown as string },
      )}
      selects={[
        {
          name: 'status',
          label: t('list.statusFilter'),
          options: COLLECTION_STATUSES.map((s) => ({ value: s, label: t(`collections.status.${s}`) })),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

/** /admin-panel/secure/collections/:id: one collection, confirmed as a payment or rejected. */
export function CollectionPage() {
  const parsed = idParams.safeParse(useParams());
  if (!parsed.success) return <NotFound homeHref={listPath} />;
  return <CollectionDetail id={parsed.data.id} />;
}

function CollectionDetail({ id }: { id: number }) {
  const t = useReturnsT();
  const lang = useLanguage();
  const review = useCollectionReview(id);
  const [decision, setDecision] = useState<'confirm' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const gate = loadGate(useQuery(collections.detailQuery(id)), listPath);
  const openDecision = (next: 'confirm' | 'reject') => {
    setDecision(next);
    setNote('');
    setRefusal(null);
  };
  if (!gate.ready) return gate.screen;
  const c = gate.data;
  const amount = formatMoney(c.amount, c.currency, lang);
  const confirm = () => {
    if (!decision) return;
    review.mutate(
      { decision, note: note.trim() || null },
      {
        onSuccess: (result) => {
          notify.success(result.message ?? t(`collections.status.${result.data.status}`));
          setDecision(null);
        },
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  };
  return (
    <Box component="section" aria-labelledby="collection-title" sx={{ maxWidth: 900 }}>
      <PageHeader
        id="collection-title"
        title={t('admin.collections.detailTitle', { id: c.id })}
        back={{ to: listPath, label: t('admin.collections.back') }}
        actions={<CollectionChip status={c.status} />}
      />
      {c.status === 'recorded' ? (
        <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
          <Button variant="contained" onClick={() => openDecision('confirm')}>
            {t('admin.collections.confirm')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => openDecision('reject')}>
            {t('admin.collections.reject')}
          </Button>
        </Stack>
      ) : null}
      <DetailCard
        title={t('collections.caption')}
        items={[
          { label: t('collections.columns.salesperson'), value: c.salespersonName },
          { label: t('collections.columns.customer'), value: c.customerName },
          {
            label: t('collections.columns.order'),
            value: (
              <Link component={RouterLink} to={paths.admin.to(`order/${c.orderId}`)}>
                <bdi>{c.orderNumber}</bdi>
              </Link>
            ),
          },
          { label: t('collections.columns.amount'), value: amount },
          { label: t('collections.columns.method'), value: t(`collections.methods.${c.method}`) },
          { label: t('collections.collectedOn'), value: formatDate(c.collectedOn, lang) },
          { label: t('collections.columns.reference'), value: c.reference ?? t('detail.none'), ltr: true },
          { label: t('detail.note'), value: c.note ? <bdi>{c.note}</bdi> : t('detail.none') },
          {
            label: t('collections.reviewNote'),
            value: c.reviewNote ? <bdi>{c.reviewNote}</bdi> : t('detail.none'),
          },
          ...(c.reviewedAt
            ? [
                {
                  label: t('collections.columns.status'),
                  value: t('admin.collections.reviewed', { date: formatDateTime(c.reviewedAt, lang) }),
                },
              ]
            : []),
        ]}
      />
      <ConfirmDialog
        open={decision !== null}
        title={
          decision === 'confirm'
            ? t('admin.collections.confirmTitle', { amount })
            : t('admin.collections.rejectTitle', { amount })
        }
        description={
          decision === 'confirm'
            ? t('admin.collections.confirmText', { number: c.orderNumber })
            : t('admin.collections.rejectText')
        }
        confirmLabel={decision === 'confirm' ? t('admin.collections.confirm') : t('admin.collections.reject')}
        destructive={decision === 'reject'}
        pending={review.isPending}
        onConfirm={confirm}
        onClose={() => setDecision(null)}
      >
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <TextField
          label={t('admin.collections.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </ConfirmDialog>
    </Box>
  );
}
