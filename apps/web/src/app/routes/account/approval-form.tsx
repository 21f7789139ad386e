import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerProfile } from '@shop/shared';
import { intlLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useApprovalForm } from '../../../features/account/api/approval-form.ts';
import { useProfile } from '../../../features/account/api/profile.ts';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { ApprovalFormUpload } from '../../../features/account/components/approval-form-upload.tsx';
import { ApprovalFormDownload, ApprovalSteps } from '../../../features/account/components/approval-steps.tsx';
import { PanelSkeleton, WithProfile } from '../../../features/account/components/query-state.tsx';
import { ResendVerification } from '../../../features/account/components/resend-verification.tsx';
import { useAccountT } from '../../../features/account/i18n.ts';
import { useDeployment } from '../../../features/site/deployment.ts';
import { useLanguage } from '../../../i18n/language.ts';

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Unconfirmed (SPEC 4): the e-mail link comes first; the mail can be sent again. */
function ConfirmEmailFirst({ profile }: { profile: CustomerProfile }) {
  const t = useAccountT();
  const { t: te } = useTranslation('errors');
  const { refetch } = useProfile();
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">
        <AlertTitle>{te('accountNotConfirmed')}</AlertTitle>
        {t('approval.confirmFirst')}{' '}
        <strong dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {profile.email}
        </strong>
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="p" sx={{ mb: 2 }}>
          {t('approval.noMail')}
        </Typography>
        <ResendVerification email={profile.email} onSent={() => void refetch()} />
      </Paper>
    </Stack>
  );
}

/** Verified, awaiting approval (SPEC 4): download the form, fill it in, sign it, upload it. */
function SendTheForm({ profile }: { profile: CustomerProfile }) {
  const t = useAccountT();
  const { t: te } = useTranslation('errors');
  const lang = useLanguage();
  const { currency } = useDeployment();
  const status = useApprovalForm();
  const submittedAt = status.data?.submittedAt ?? profile.approvalFormSubmittedAt;
  const submitted = status.data?.submitted ?? profile.approvalFormSubmitted;

  return (
    <Stack spacing={3}>
      <Alert severity="info">
        <AlertTitle>{te('accountNotApproved')}</AlertTitle>
        {submitted ? t('approval.underReview') : t('approval.pleaseSend')}
      </Alert>
      {submitted && submittedAt ? (
        <Alert severity="success" role="status">
          {t('approval.received', { date: formatDate(submittedAt, intlLocale(lang)) })}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {status.isPending ? (
          <PanelSkeleton rows={4} />
        ) : status.isError ? (
          <RetryAlert error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <Stack spacing={3}>
            <ApprovalSteps
              download={
                status.data.formUrl ? (
                  <ApprovalFormDownload url={status.data.formUrl} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('approval.noBlankForm')}
                  </Typography>
                )
              }
            />
            {status.data.canSubmit ? (
              <>
                <Typography component="h2" variant="h2" sx={{ fontSize: '1.15rem' }}>
                  {submitted ? t('approval.replaceTitle') : t('approval.uploadTitle')}
                </Typography>
                <ApprovalFormUpload currency={currency.name} />
              </>
            ) : null}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function Approved({ profile }: { profile: CustomerProfile }) {
  const t = useAccountT();
  return (
    <Stack spacing={2.5} alignItems="flex-start">
      <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
        <AlertTitle>{t('approval.approvedTitle')}</AlertTitle>
        {profile.restricted ? t('approval.restricted') : t('approval.approvedBody')}
      </Alert>
      <Button component={RouterLink} to={paths.products} variant="contained">
        {t('approval.toShop')}
      </Button>
    </Stack>
  );
}

/**
 * The approval screen of the customer area (/dashboard/approval-form, ADR 0014). It is also where
 * sign-in sends a customer who is not approved yet: it shows that state's next step (SPEC 4).
 */
export function ApprovalFormPage() {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  return (
    <AccountPage title={tc('pages.approvalForm')} intro={t('approval.intro')}>
      <WithProfile rows={4}>
        {(profile) =>
          profile.state === 'unconfirmed' ? (
            <ConfirmEmailFirst profile={profile} />
          ) : profile.state === 'awaiting_approval' ? (
            <SendTheForm profile={profile} />
          ) : (
            <Approved profile={profile} />
          )
        }
      </WithProfile>
    </AccountPage>
  );
}
