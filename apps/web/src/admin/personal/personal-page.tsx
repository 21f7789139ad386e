import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import {
  type AdminProfile,
  type PersonalPasswordInput,
  type PersonalUpdateInput,
  personalPasswordInput,
  personalUpdateInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type AccountField,
  AccountFields,
  emailField,
  FormSection,
  passwordFields,
  useConfirmedForm,
} from '../../back-office/account-form.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { FormFrame } from '../../back-office/kit/record-form.tsx';
import { paths } from '../../config/paths.ts';
import '../../back-office/i18n.ts';
import { personalQuery, useChangeAdminPassword, useUpdatePersonal } from './api.ts';

function DetailsForm({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const detailsOf = (p: AdminProfile): PersonalUpdateInput => ({ name: p.name, email: p.email });
  const { form, flow } = useConfirmedForm({
    schema: personalUpdateInput,
    values: detailsOf(profile),
    mutation: useUpdatePersonal(),
    done: t('personal.done.saved'),
    savedValues: detailsOf,
  });
  const fields: Array<AccountField<PersonalUpdateInput>> = [
    { name: 'name', label: t('personal.name'), autoComplete: 'name' },
    emailField(t('personal.email'), { autoComplete: 'email' }),
  ];
  return (
    <FormSection title={t('personal.details')}>
      <FormFrame
        label={t('personal.details')}
        // Nothing to save until something changed.
        flow={{ ...flow, saving: flow.saving || !form.formState.isDirty }}
        onSubmit={form.handleSubmit(flow.ask)}
        submitLabel={t('personal.save')}
        dialog={{
          title: t('personal.confirm.saveTitle'),
          description: t('personal.confirm.saveText', {
            name: flow.values?.name ?? '',
            email: flow.values?.email ?? '',
          }),
        }}
      >
        <AccountFields fields={fields} register={form.register} errors={form.formState.errors} />
      </FormFrame>
    </FormSection>
  );
}

function PasswordForm() {
  const { t } = useTranslation('admin');
  const { form, flow } = useConfirmedForm<PersonalPasswordInput, null>({
    schema: personalPasswordInput,
    values: { currentPassword: '', password: '', passwordConfirmation: '' },
    mutation: useChangeAdminPassword(),
    done: t('personal.done.passwordChanged'),
  });
  const fields: Array<AccountField<PersonalPasswordInput>> = [
    {
      name: 'currentPassword',
      label: t('personal.currentPassword'),
      type: 'password',
      autoComplete: 'current-password',
    },
    ...passwordFields<PersonalPasswordInput>({
      mode: 'change',
      labels: {
        password: t('personal.newPassword'),
        confirmation: t('personal.confirmPassword'),
        help: t('admins.form.passwordHelp'),
      },
    }),
  ];
  return (
    <FormSection title={t('personal.password')}>
      <FormFrame
        label={t('personal.password')}
        flow={flow}
        onSubmit={form.handleSubmit(flow.ask)}
        submitLabel={t('personal.changePassword')}
        dialog={{
          title: t('personal.confirm.passwordTitle'),
          description: t('personal.confirm.passwordText'),
        }}
      >
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <AccountFields fields={fields} register={form.register} errors={form.formState.errors} />
      </FormFrame>
    </FormSection>
  );
}

/** /admin-panel/secure/settings/personal: the signed-in admin's name, email and password. */
export function PersonalPage() {
  const { t } = useTranslation('admin');
  const query = useQuery(personalQuery);
  return (
    <Box component="section" aria-labelledby="personal-title">
      <PageHeader
        id="personal-title"
        title={t('pages.personal')}
        subtitle={t('personal.intro')}
        back={{ to: paths.admin.to('settings'), label: t('personal.back') }}
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={paths.admin.root} />
      ) : (
        <Grid container spacing={3} sx={{ maxWidth: 1100 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <DetailsForm key={query.data.id} profile={query.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PasswordForm />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
