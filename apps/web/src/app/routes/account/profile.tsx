import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ChangePasswordInput,
  type CustomerProfile,
  changePasswordInput,
  intlLocale,
  languageCodes,
  type UpdateProfileInput,
  updateProfileInput,
} from '@shop/shared';
import { type ReactNode, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { ServerAlert } from '../../../components/ui/server-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { useChangePassword } from '../../../features/account/api/password.ts';
import { useUpdateProfile } from '../../../features/account/api/profile.ts';
import {
  NewPasswordFields,
  useCustomerFields,
} from '../../../features/account/components/account-fields.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { PasswordField } from '../../../features/account/components/password-field.tsx';
import { WithProfile } from '../../../features/account/components/query-state.tsx';
import { type AccountKey, useAccountT } from '../../../features/account/i18n.ts';
import { noticeText } from '../../../features/account/session.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { placeServerErrorsOrSay } from '../../../lib/server-errors.ts';

const DETAIL_FIELDS: ReadonlyArray<FieldPath<UpdateProfileInput>> = [
  'firstName',
  'lastName',
  'companyName',
  'companyNumber',
  'email',
  'mobile',
  'landline',
  'preferredLanguage',
];

const STATE_LABEL: Record<CustomerProfile['state'], AccountKey> = {
  unconfirmed: 'state.unconfirmed',
  awaiting_approval: 'state.awaiting_approval',
  approved: 'state.approved',
};
const STATE_COLOR = { unconfirmed: 'warning', awaiting_approval: 'info', approved: 'success' } as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h2" sx={{ fontSize: '1.2rem', mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function AccountSummary({ profile }: { profile: CustomerProfile }) {
  const t = useAccountT();
  const lang = useLanguage();
  const registered = new Date(profile.registeredAt);
  const rows: Array<[string, ReactNode]> = [
    [
      t('profile.userCode'),
      <span key="code" dir="ltr">
        {profile.userCode}
      </span>,
    ],
    [
      t('profile.registered'),
      Number.isNaN(registered.getTime())
        ? profile.registeredAt
        : new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long' }).format(registered),
    ],
    [
      t('profile.state'),
      <Chip
        key="state"
        size="small"
        color={STATE_COLOR[profile.state]}
        label={t(STATE_LABEL[profile.state])}
      />,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
      {profile.restricted ? (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {t('profile.restricted')}
        </Alert>
      ) : null}
    </Box>
  );
}

function toFormValues(profile: CustomerProfile): UpdateProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    companyName: profile.companyName,
    companyNumber: profile.companyNumber,
    email: profile.email,
    mobile: profile.mobile,
    landline: profile.landline ?? '',
    preferredLanguage: profile.preferredLanguage,
  };
}

function DetailsForm({ profile }: { profile: CustomerProfile }) {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: toFormValues(profile),
  });
  const update = useUpdateProfile();
  const submit = form.handleSubmit((values) => {
    setServerError(null);
    update.mutate(
      { ...values, preferredLanguage: values.preferredLanguage || null },
      {
        onSuccess: ({ data, message }) => {
          notify.success(noticeText(message, 'profileUpdated'));
          form.reset(toFormValues(data));
        },
        onError: (error) => setServerError(placeServerErrorsOrSay(error, form.setError, DETAIL_FIELDS)),
      },
    );
  });
  const fields = useCustomerFields();
  const half = { gridColumn: { xs: '1 / -1', sm: 'auto' } };
  return (
    <Box component="form" noValidate aria-label={t('profile.details')} onSubmit={submit}>
      <Stack spacing={2.5}>
        <ServerAlert message={serverError} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField form={form} {...fields.firstName} sx={half} />
          <FormTextField form={form} {...fields.lastName} sx={half} />
          <FormTextField form={form} {...fields.companyName} />
          <FormTextField form={form} {...fields.companyNumber} />
          <FormTextField
            form={form}
            {...fields.email}
            hint={t('profile.emailHint')}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField form={form} {...fields.mobile} />
          <FormTextField form={form} {...fields.landline} autoComplete={undefined} />
          <FormTextField
            form={form}
            name="preferredLanguage"
            select
            label={t('fields.preferredLanguage')}
            hint={t('profile.languageHint')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('profile.languageSite')}</option>
            {languageCodes.map((code) => (
              <option key={code} value={code}>
                {tc(`language.${code}`)}
              </option>
            ))}
          </FormTextField>
        </Box>
        <Box>
          <SubmitButton
            pending={update.isPending}
            disabled={!form.formState.isDirty}
            label={t('profile.save')}
            pendingLabel={t('common.saving')}
          />
        </Box>
      </Stack>
    </Box>
  );
}

const EMPTY_PASSWORDS: ChangePasswordInput = { oldPassword: '', password: '', passwordConfirmation: '' };

function PasswordForm({ email }: { email: string }) {
  const t = useAccountT();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: EMPTY_PASSWORDS,
  });
  const change = useChangePassword();
  const submit = form.handleSubmit((values) => {
    setServerError(null);
    change.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(noticeText(message, 'passwordChanged'));
        form.reset(EMPTY_PASSWORDS);
      },
      onError: (error) =>
        setServerError(
          placeServerErrorsOrSay(error, form.setError, ['oldPassword', 'password', 'passwordConfirmation']),
        ),
    });
  });
  return (
    <Box component="form" noValidate aria-label={t('profile.password')} onSubmit={submit}>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly value={email} />
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <ServerAlert message={serverError} />
        <PasswordField
          form={form}
          name="oldPassword"
          label={t('fields.oldPassword')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
        <Box>
          <SubmitButton
            pending={change.isPending}
            label={t('profile.changePassword')}
            pendingLabel={t('common.saving')}
          />
        </Box>
      </Stack>
    </Box>
  );
}

/** /dashboard/profile: the customer's details and password (SPEC 2, 3). */
export function ProfilePage() {
  const t = useAccountT();
  const { t: tc } = useTranslation();
  return (
    <AccountPage title={tc('pages.profile')} intro={t('profile.intro')}>
      <WithProfile rows={6}>
        {(profile) => (
          <Stack spacing={3}>
            <Panel title={t('profile.account')}>
              <AccountSummary profile={profile} />
            </Panel>
            <Panel title={t('profile.details')}>
              <DetailsForm profile={profile} />
            </Panel>
            <Panel title={t('profile.password')}>
              <PasswordForm email={profile.email} />
            </Panel>
          </Stack>
        )}
      </WithProfile>
    </AccountPage>
  );
}
