import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { REVIEW_ASPECTS, REVIEW_SORTS, type ReviewRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { createdColumn, flagOptions, ListScreen, listTexts } from '../../back-office/kit/screens.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { useLanguage } from '../../i18n/language.ts';
import { reviews, useReviewApproval } from './api.ts';
import { useCmsT } from './i18n.ts';

const FILTERS = ['search', 'approved', 'rating'] as const;
type Action = { review: ReviewRecord; kind: 'approve' | 'unapprove' | 'delete' };

/** The review as the admin reads it before deciding: stars, other ratings, the whole comment. */
function ReviewSummary({ review }: { review: ReviewRecord }) {
  const t = useCmsT();
  const lang = useLanguage();
  const aspects = REVIEW_ASPECTS.filter((a) => review.ratings[a] !== undefined);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="p" fontWeight={600}>
        {review.reviewerName} · <bdi dir="ltr">{review.reviewerEmail}</bdi>
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary">
        {formatDateTime(review.createdAt, lang)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating value={review.rating} readOnly size="small" aria-hidden="true" />
        <Typography variant="body2">{t('reviews.stars', { rating: review.rating })}</Typography>
      </Box>
      {aspects.length > 0 ? (
        <Typography component="p" variant="body2">
          {aspects.map((a) => `${t(`reviews.aspects.${a}`)}: ${review.ratings[a]}/5`).join(' · ')}
        </Typography>
      ) : null}
      <Typography component="p" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.comment}
      </Typography>
    </Box>
  );
}

/** How each row action's button looks: approving stands out, deleting is red. */
const ACTION_LOOKS = {
  approve: { variant: 'contained', startIcon: <CheckCircleOutline /> },
  unapprove: { startIcon: <VisibilityOffOutlined /> },
  delete: { color: 'error', startIcon: <DeleteOutline /> },
} as const;

/** /admin-panel/secure/settings/reviews: site reviews, approved here before the storefront shows them. */
export function ReviewsPage() {
  const t = useCmsT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: REVIEW_SORTS, defaultSort: '-created_at' });
  const query = useQuery(reviews.listQuery(listQuery(params)));
  const approval = useReviewApproval();
  const remove = reviews.useRemove();
  const [action, setAction] = useState<Action | null>(null);
  // The dialog keeps showing the last review while it closes, instead of going blank.
  const [shown, setShown] = useState<Action | null>(null);
  const ask = (next: Action) => {
    setShown(next);
    setAction(next);
  };
  const pending = approval.isPending || remove.isPending;

  const run = () => {
    if (!action) return;
    const { review, kind } = action;
    const done = (message: string | undefined, fallback: string) => {
      setAction(null);
      notify.success(message ?? fallback);
    };
    const failed = (error: Error) => {
      setAction(null);
      notify.error(error);
    };
    if (kind === 'delete') {
      remove.mutate(review.id, {
        onSuccess: (r) => done(r.message, t('reviews.done.deleted')),
        onError: failed,
      });
    } else {
      approval.mutate(
        { id: review.id, approved: kind === 'approve' },
        {
          onSuccess: (r) =>
            done(r.message, t(kind === 'approve' ? 'reviews.done.approved' : 'reviews.done.hidden')),
          onError: failed,
        },
      );
    }
  };

  const columns: Column<ReviewRecord>[] = [
    {
      id: 'reviewer',
      label: t('reviews.columns.reviewer'),
      rowHeader: true,
      render: (r) => (
        <>
          <Typography component="bdi" fontWeight={600} variant="body2">
            {r.reviewerName}
          </Typography>
          <br />
          <bdi dir="ltr">{r.reviewerEmail}</bdi>
        </>
      ),
    },
    {
      id: 'rating',
      label: t('reviews.columns.rating'),
      sortKey: 'rating',
      render: (r) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Rating value={r.rating} readOnly size="small" aria-hidden="true" />
          <Typography variant="body2">{t('reviews.stars', { rating: r.rating })}</Typography>
        </Box>
      ),
    },
    {
      id: 'comment',
      label: t('reviews.columns.comment'),
      hideBelow: 'md',
      render: (r) => (
        <Typography variant="body2" dir="auto" sx={{ maxWidth: '28rem', overflowWrap: 'anywhere' }}>
          {r.comment.length > 160 ? `${r.comment.slice(0, 160)}…` : r.comment}
        </Typography>
      ),
    },
    {
      id: 'approved',
      label: t('reviews.columns.approved'),
      render: (r) => <StatusChip {...onOff(r.approved, t('reviews.approved'), t('reviews.waiting'))} />,
    },
    createdColumn(t('reviews.columns.date'), lang, 'lg', { time: true }),
    {
      id: 'actions',
      label: t('reviews.columns.actions'),
      render: (r) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {([r.approved ? 'unapprove' : 'approve', 'delete'] as const).map((kind) => (
            <Button
              key={kind}
              size="small"
              {...ACTION_LOOKS[kind]}
              onClick={() => ask({ review: r, kind })}
              aria-label={t(`reviews.${kind}One`, { name: r.reviewerName })}
            >
              {t(`reviews.${kind}`)}
            </Button>
          ))}
        </Box>
      ),
    },
  ];

  return (
    <ListScreen
      titleId="reviews-title"
      texts={listTexts((w) => t(`reviews.${w}`))}
      selects={[
        {
          name: 'approved',
          label: t('reviews.columns.approved'),
          options: flagOptions(t('reviews.approved'), t('reviews.waiting'), 'false'),
        },
        {
          name: 'rating',
          label: t('reviews.columns.rating'),
          options: [5, 4, 3, 2, 1].map((n) => ({
            value: String(n),
            label: t('reviews.stars', { rating: n }),
          })),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    >
      <ConfirmDialog
        open={action !== null}
        title={shown ? t(`reviews.confirm.${shown.kind}Title`) : ''}
        description={
          shown ? (
            <>
              <Typography component="p" sx={{ mb: 2 }}>
                {t(`reviews.confirm.${shown.kind}Text`)}
              </Typography>
              <ReviewSummary review={shown.review} />
            </>
          ) : (
            ''
          )
        }
        confirmLabel={shown ? t(`reviews.${shown.kind}`) : ''}
        destructive={shown?.kind === 'delete'}
        pending={pending}
        onConfirm={run}
        onClose={() => setAction(null)}
      />
    </ListScreen>
  );
}
