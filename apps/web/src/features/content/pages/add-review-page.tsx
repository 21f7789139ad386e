import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { REVIEW_ASPECTS, type ReviewInput, reviewInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { EmailField, FormTextField } from '../../../components/ui/form-text-field.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { SendForm } from '../../../components/ui/send-form.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { i18n, translateMessage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useUserToken } from '../../../lib/auth-tokens.ts';
import { messageOf, placeServerErrors } from '../../../lib/server-errors.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { sendReview } from '../api/forms.ts';
import { contentKeys } from '../api/keys.ts';
import { useReviewEligibility } from '../api/reviews.ts';
import { Notice } from '../components/notice.tsx';
import { useContentT } from '../i18n.ts';

/** The form holds what the schema reads (stars as numbers, unset as undefined). */
type FormValues = z.input<typeof reviewInput>;
const stars = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
const FIELDS: ReadonlyArray<FieldPath<FormValues>> = ['rating', 'comment', 'name', 'email'];

/** A star rating bound to the form; its label names the group for screen readers. */
function StarField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const t = useContentT();
  const id = useId();
  return (
    <Box
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error)}
      aria-required={required}
    >
      <Typography id={`${id}-label`} component="span" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Rating
        name={id}
        value={value ?? null}
        onChange={(_event, next) => onChange(next ?? undefined)}
        size="large"
        getLabelText={(stars) => t('review.stars', { rating: stars })}
        emptyLabelText={t('review.noStars')}
      />
      {error ? (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

function ReviewForm({ onNotEligible }: { onNotEligible: () => void }) {
  const t = useContentT();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<FormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewInput),
    defaultValues: { rating: 0, ratings: {}, comment: '', name: '', email: '' },
  });
  const mutation = useMutation({
    mutationFn: sendReview,
    onSuccess: ({ message }) => {
      notify.success(message || i18n.t('notices:reviewSubmitted'));
      setDone(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'reviewNotEligible') {
        onNotEligible();
        return;
      }
      const placed = placeServerErrors(error, form.setError, FIELDS);
      setServerError(
        placed ? i18n.t('errors:reviewFailed') : `${i18n.t('errors:reviewFailed')}: ${messageOf(error)}`,
      );
    },
  });

  if (done) {
    return (
      <Notice
        severity="success"
        title={t('review.thanksTitle')}
        actions={
          <Button variant="outlined" component={RouterLink} to="/products">
            {t('review.backToShop')}
          </Button>
        }
      >
        {t('review.thanksBody')}
      </Notice>
    );
  }

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    // Stars left empty are not sent: the other ratings are optional (SPEC 3).
    const ratings = Object.fromEntries(
      Object.entries(values.ratings).filter(([, v]) => typeof v === 'number'),
    );

    mutation.mutate({ ...values, ratings });
  });
  const ratingError = form.formState.errors.rating?.message;

  return (
    <SendForm
      label={t('review.formLabel')}
      onSubmit={submit}
      sending={{ pending: mutation.isPending, serverError }}
      sendLabel={t('review.send')}
      sendingLabel={t('review.sending')}
      spacing={3}
    >
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarField
            label={t('review.overall')}
            value={stars(field.value)}
            onChange={(v) => field.onChange(v ?? 0)}
            error={ratingError ? translateMessage(ratingError) : undefined}
            required
          />
        )}
      />
      <Box
        component="fieldset"
        sx={{
          border: 0,
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
          {t('review.otherRatings')}
        </Typography>
        {REVIEW_ASPECTS.map((aspect) => (
          <Controller
            key={aspect}
            control={form.control}
            name={`ratings.${aspect}`}
            render={({ field }) => (
              <StarField
                label={t(`review.aspects.${aspect}`)}
                value={stars(field.value)}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </Box>
      <FormTextField form={form} name="comment" label={t('review.comment')} multiline minRows={5} required />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField form={form} name="name" label={t('review.name')} autoComplete="name" required />
        <EmailField form={form} label={t('review.email')} hint={t('review.emailHint')} />
      </Box>
    </SendForm>
  );
}

/**
 * `/review/add` (SPEC 2, 5, 6): eligible customers (verified, approved, not restricted) rate the
 * shop; a visitor is asked to sign in, anyone else reads SPEC 8's not-eligible message, also when
 * the server refuses the review itself.
 */
export function AddReviewPage() {
  const t = useContentT();
  const location = useLocation();
  const queryClient = useQueryClient();
  const token = useUserToken();
  const eligibility = useReviewEligibility(token);
  const [refused, setRefused] = useState(false);

  let body: ReactNode;
  if (!token) {
    body = (
      <Notice
        severity="warning"
        title={i18n.t('errors:fetchPage')}
        actions={
          <Button variant="contained" component={RouterLink} to="/login" state={{ from: location }}>
            {t('review.signIn')}
          </Button>
        }
      >
        {t('review.signInBody')}
      </Notice>
    );
  } else if (eligibility.isPending) {
    body = <Skeleton variant="rounded" height={360} aria-label={t('common.loading')} />;
  } else if (eligibility.error) {
    body = <RetryAlert sx={{ my: 3 }} error={eligibility.error} onRetry={() => void eligibility.refetch()} />;
  } else if (!eligibility.data || refused) {
    body = (
      <Notice
        severity="error"
        title={i18n.t('errors:reviewNotEligible')}
        actions={
          <Button variant="outlined" component={RouterLink} to="/contact">
            {t('review.contactUs')}
          </Button>
        }
      >
        {t('review.notEligibleBody')}
      </Notice>
    );
  } else {
    body = (
      <ReviewForm
        onNotEligible={() => {
          setRefused(true);
          void queryClient.invalidateQueries({ queryKey: contentKeys.reviewEligibility(token) });
        }}
      />
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="review-title"
      sx={{ py: { xs: 2, md: 4 }, maxWidth: 760, mx: 'auto' }}
    >
      <PageMeta title={t('review.title')} description={t('review.description')} canonical="/review/add" />
      <Typography id="review-title" variant="h3" component="h1" sx={{ fontWeight: 800 }}>
        {t('review.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t('review.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {body}
      </Paper>
    </Box>
  );
}
