import ErrorOutline from '@mui/icons-material/ErrorOutline';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VerifyEmailResult } from '@shop/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { verifyEmail } from '../../../features/account/api/auth.ts';
import { accountKeys } from '../../../features/account/api/keys.ts';
import { ApprovalFormDownload, ApprovalSteps } from '../../../features/account/components/approval-steps.tsx';
import { AuthCard } from '../../../features/account/components/auth-card.tsx';
import { ResendVerification } from '../../../features/account/components/resend-verification.tsx';
import { useAccountT } from '../../../features/account/i18n.ts';
import { noticeText } from '../../../features/account/session.ts';
import type { FromState } from '../../../features/auth/guards.tsx';
import { useFrontSettings } from '../../../features/site/front-settings.ts';
import { useUserToken } from '../../../lib/auth-tokens.ts';

const toApprovalForm: FromState = { from: { pathname: paths.dashboard.approvalForm, search: '', hash: '' } };

/** What comes after a confirmed address: the approval form, or (already approved) the shop. */
function NextStep({ result }: { result: VerifyEmailResult }) {
  const t = useAccountT();
  const signedIn = Boolean(useUserToken());
  const formUrl = useFrontSettings().data?.approval_form_pdf;
  if (result.state === 'approved') {
    return (
      <Stack spacing={2}>
        <Typography component="p">{t('verify.readyBody')}</Typography>
        <Button component={RouterLink} to={signedIn ? paths.home : paths.login} variant="contained">
          {signedIn ? t('verify.toShop') : t('verify.toLogin')}
        </Button>
      </Stack>
    );
  }
  const upload = signedIn ? (
    <Button component={RouterLink} to={paths.dashboard.approvalForm} variant="contained">
      {t('approval.goUpload')}
    </Button>
  ) : (
    <Button component={RouterLink} to={paths.login} state={toApprovalForm} variant="contained">
      {t('verify.loginToUpload')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h2" sx={{ fontSize: '1.15rem' }}>
        {t('verify.nextTitle')}
      </Typography>
      <Typography component="p" color="text.secondary">
        {t('verify.nextBody')}
      </Typography>
      <ApprovalSteps
        download={formUrl ? <ApprovalFormDownload url={formUrl} /> : undefined}
        upload={upload}
      />
    </Stack>
  );
}

/**
 * /verify-email/:token/:email, the link of the verification mail (ADR 0014): confirms the address
 * once, then says what comes next; a used or expired link offers a new one.
 */
export function VerifyEmailPage() {
  const t = useAccountT();
  const { token = '', email = '' } = useParams();
  // A query, not an effect: one request per link even when React mounts the page twice.
  const verify = useQuery({
    queryKey: [...accountKeys.all, 'verify', token, email],
    queryFn: () => verifyEmail({ token, email }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // A signed-in customer's cached profile still says "unconfirmed".
  const queryClient = useQueryClient();
  const verified = verify.isSuccess;
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
  }, [verified, queryClient]);

  if (verify.isPending) {
    return (
      <AuthCard title={t('verify.title')} icon={<VerifiedOutlined />}>
        <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress aria-hidden="true" />
          <Typography>{t('verify.checking')}</Typography>
        </Box>
      </AuthCard>
    );
  }

  if (verify.isError) {
    return (
      <AuthCard title={t('verify.failedTitle')} icon={<ErrorOutline />}>
        <Stack spacing={2.5}>
          <Alert severity="error">{verify.error.message}</Alert>
          {email ? (
            <>
              <Typography component="p">{t('verify.askNew')}</Typography>
              <ResendVerification email={email} />
            </>
          ) : null}
          <Button component={RouterLink} to={paths.login} variant="text">
            {t('verify.toLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.doneTitle')} icon={<VerifiedOutlined />} width={560}>
      <Stack spacing={3}>
        <Alert severity="success">{noticeText(verify.data.message, 'emailVerified')}</Alert>
        <NextStep result={verify.data.data} />
      </Stack>
    </AuthCard>
  );
}
