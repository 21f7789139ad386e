import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { usePaymentResult } from '../api/payments.ts';
import { ResultLayout } from '../components/result-layout.tsx';
import { usePaymentT } from '../i18n.ts';
import { FailureView } from './payment-failure-page.tsx';

/**
 * `/success` and `/success/{token}` (SPEC 2): where the provider sends the customer back. The
 * page asks the server, which asks the provider: an authorised card shows the order, the amount
 * and that the card is charged when the order ships. A provider that returns here on failure too
 * (Tap) gets the failure view.
 */
export function PaymentSuccessPage() {
  const token = useParams().token;
  return token ? <SuccessWithToken token={token} /> : <GenericSuccess />;
}

function HomeButton() {
  const t = usePaymentT();
  return (
    <Button component={RouterLink} to={paths.home}>
      {t('success.home')}
    </Button>
  );
}

function GenericSuccess() {
  const t = usePaymentT();
  return (
    <>
      <PageMeta title={t('success.generic')} />
      <ResultLayout
        icon={<CheckCircleOutline color="success" />}
        title={t('success.generic')}
        message={<Typography>{t('success.genericBody')}</Typography>}
        actions={
          <>
            <Button variant="contained" component={RouterLink} to={paths.dashboard.orders}>
              {t('success.myOrders')}
            </Button>
            <HomeButton />
          </>
        }
      />
    </>
  );
}

function SuccessWithToken({ token }: { token: string }) {
  const t = usePaymentT();
  const lang = useLanguage();
  const { data: result, error, isPending, refetch, isFetching } = usePaymentResult(lang, token);
  if (isPending)
    return <CircularProgress aria-label={t('loading')} sx={{ display: 'block', mx: 'auto', my: 8 }} />;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return <NotFound />;
    return <RetryAlert sx={{ my: 4 }} error={error} onRetry={() => void refetch()} />;
  }
  if (result.status === 'failed' || result.status === 'cancelled')
    return <FailureView token={token} result={result} />;
  if (result.status === 'pending') {
    return (
      <ResultLayout
        icon={<HourglassTop color="info" />}
        title={t('success.pendingTitle')}
        message={<Typography>{t('success.pending')}</Typography>}
        result={result}
        actions={
          <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
            {t('success.checkAgain')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <PageMeta title={t('success.title')} />
      <ResultLayout
        icon={<CheckCircleOutline color="success" />}
        title={t('success.title')}
        message={
          <Typography>
            {t(result.status === 'authorized' ? 'success.authorised' : 'success.captured')}
          </Typography>
        }
        result={result}
        actions={
          <>
            <Button
              variant="contained"
              component={RouterLink}
              to={`${paths.dashboard.orders}/${result.orderId}`}
            >
              {t('success.viewOrder')}
            </Button>
            <HomeButton />
          </>
        }
      />
    </>
  );
}
