import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PaymentResult } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { usePaymentResult, useRetryPayment } from '../api/payments.ts';
import { ResultLayout } from '../components/result-layout.tsx';
import { useGoTo } from '../components/use-go-to.ts';
import { usePaymentT } from '../i18n.ts';

const CHECKOUT = '/checkout';

/**
 * `/failure` and `/failure/{token}` (SPEC 2, 8): the SPEC 8 message of what happened ('Couldn't
 * validate payment, Try a different payment method' or 'Payment Cancelled'), "Try again" (a new
 * attempt for the same order, while it still waits for its payment) and "Back to checkout".
 */
export function PaymentFailurePage() {
  const token = useParams().token;
  return token ? <FailureWithToken token={token} /> : <FailureView />;
}

function FailureWithToken({ token }: { token: string }) {
  const t = usePaymentT();
  const lang = useLanguage();
  const { data: result, error, isPending, refetch } = usePaymentResult(lang, token);
  if (isPending)
    return <CircularProgress aria-label={t('loading')} sx={{ display: 'block', mx: 'auto', my: 8 }} />;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return <NotFound />;
    return <RetryAlert sx={{ my: 4 }} error={error} onRetry={() => void refetch()} />;
  }
  return <FailureView token={token} result={result} />;
}

/**
 * What a failed or given-up attempt shows. An attempt still open at the provider (the customer
 * came back with the provider's cancel link) is shown as cancelled.
 */
export function FailureView({ token, result }: { token?: string; result?: PaymentResult }) {
  const t = usePaymentT();
  const { t: tErrors } = useTranslation('errors');
  const goTo = useGoTo();
  const retry = useRetryPayment(token ?? '');
  const message =
    result?.message ??
    tErrors(result && result.status !== 'failed' ? 'paymentCancelled' : 'paymentNotValidated');
  const canRetry = Boolean(token && result?.canRetry);
  return (
    <>
      <PageMeta title={t('failure.title')} />
      <ResultLayout
        icon={<ErrorOutline color="error" />}
        title={t('failure.title')}
        message={
          <>
            <Alert severity="error" role="alert" sx={{ textAlign: 'start' }}>
              {message}
            </Alert>
            {token && result && !result.canRetry ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {t('failure.noRetry')}
              </Typography>
            ) : null}
          </>
        }
        result={result}
        actions={
          <>
            {canRetry ? (
              <Button
                variant="contained"
                disabled={retry.isPending}
                startIcon={
                  retry.isPending ? (
                    <CircularProgress size={16} color="inherit" aria-hidden="true" />
                  ) : undefined
                }
                onClick={() =>
                  retry.mutate(undefined, {
                    onSuccess: ({ redirectUrl }) => goTo(redirectUrl),
                    onError: (error) => notify.error(error),
                  })
                }
              >
                {t('failure.tryAgain')}
              </Button>
            ) : null}
            <Button variant={canRetry ? 'outlined' : 'contained'} component={RouterLink} to={CHECKOUT}>
              {t('failure.backToCheckout')}
            </Button>
          </>
        }
      />
    </>
  );
}
