import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminUserDetail, type ApprovalFormFields, approvalFormFields, idParams } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { formatDateTime } from '../../back-office/kit/format.ts';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import '../../back-office/i18n.ts';
import { CustomerHeader } from '../../back-office/customers/customer-header.tsx';
import { useCustomerDetailItems } from '../../back-office/customers/customer-views.tsx';
import { userDetailQuery } from './api.ts';
import { ApprovalFormPreview } from './approval-form-preview.tsx';
import { UserActions } from './user-actions.tsx';

/** The typed fields of the approval form (shared schema), each with a label under `users.approvalFields`. */
const APPROVAL_FORM_FIELDS = Object.keys(approvalFormFields.shape) as (keyof ApprovalFormFields)[];

function ApprovalSection({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  // The spend is typed in the shop's currency, digits only (SPEC 5).
  const currency = useDeployment().currency.name;
  const form = user.approvalForm;
  // The typed fields of the approval form, by their translated names, in the form's order.
  const typed = APPROVAL_FORM_FIELDS.flatMap((key) => {
    const value = form.data?.[key];
    return value ? [{ label: t(`users.approvalFields.${key}`, { currency }), value, ltr: true }] : [];
  });
  return (
    <DetailCard
      title={t('users.sections.approval')}
      items={[
        { label: t('users.fields.submitted'), value: form.submitted ? t('list.yes') : t('list.no') },
        { label: t('users.fields.submittedAt'), value: formatDateTime(form.submittedAt, lang) },
        ...(user.approvedBy ? [{ label: t('users.fields.approvedBy'), value: user.approvedBy.name }] : []),
        ...typed,
      ]}
    >
      <Box sx={{ mt: 2 }}>
        {form.hasFile ? (
          <ApprovalFormPreview userId={user.id} userCode={user.userCode} />
        ) : (
          <Alert severity="info">{t('users.approval.noFile')}</Alert>
        )}
      </Box>
    </DetailCard>
  );
}

/** /admin-panel/secure/users/:id: every detail of one customer and the admin's actions. */
export function UserDetailPage() {
  const { t } = useTranslation('admin');
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...userDetailQuery(id), enabled: parsed.success });
  const items = useCustomerDetailItems();
  if (!parsed.success) return <NotFound homeHref={paths.admin.to('users')} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.error) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        homeHref={paths.admin.to('users')}
      />
    );
  }
  const user = query.data;
  return (
    <Box component="section" aria-labelledby="user-title">
      <CustomerHeader
        titleId="user-title"
        customer={user}
        back={{ to: paths.admin.to('users'), label: t('users.back') }}
        chipsLabel={t('users.fields.state')}
      />
      {user.restricted && user.restrictedReason ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          <Typography component="p" fontWeight={600}>
            {t('users.restrictedBecause')}
          </Typography>
          {user.restrictedReason}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            <DetailCard title={t('users.sections.account')} items={items.account(user)} />
            <DetailCard title={t('users.sections.company')} items={items.company(user)} />
            <DetailCard title={t('users.sections.contact')} items={items.contact(user)} />
            <ApprovalSection user={user} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 'calc(4rem + 24px)' } }}>
            <UserActions user={user} />
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}
