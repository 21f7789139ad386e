import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import {
  type AdminProfile,
  type PersonalPasswordInput,
  type PersonalUpdateInput,
  personalPasswordInput,
  personalUpdateInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { FormAlert, FormTextField, placeServerErrors } from '../../back-office/kit/fields.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import '../../back-office/i18n.ts';
import { personalQuery, useChangePassword, useUpdatePersonal } from './api.ts';

function DetailsForm({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation('admin');
  const save = useUpdatePersonal();
  const confirm = useConfirmedSubmit<PersonalUpdateInput>();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<PersonalUpdateInput>({
    resolver: zodResolver(personalUpdateInput),
    defaultValues: { name: profile.name, email: profile.email },
  });
  return (
    <DetailCard title={t('personal.details')}>
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Box
        component="form"
        noValidate
        aria-label={t('personal.details')}
        onSubmit={handleSubmit((values) => {
          setServerError(null);
          confirm.ask(values);
        })}
      >
        <Stack spacing={2.5}>
          <FormTextField<PersonalUpdateInput>
            name="name"
            register={register}
            label={t('personal.name')}
            required
            autoComplete="name"
            error={errors.name?.message}
          />
          <FormTextField<PersonalUpdateInput>
            name="email"
            register={register}
            label={t('personal.email')}
            type="email"
            required
            autoComplete="email"
            ltr
            error={errors.email?.message}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending || !isDirty}>
              {t('personal.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirm.open}
        title={t('personal.confirm.saveTitle')}
        description={t('personal.confirm.saveText', {
          name: confirm.values?.name ?? '',
          email: confirm.values?.email ?? '',
        })}
        confirmLabel={t('personal.save')}
        pending={save.isPending}
        onClose={confirm.close}
        onConfirm={() => {
          if (!confirm.values) return;
          save.mutate(confirm.values, {
            onSuccess: (result) => {
              confirm.close();
              reset({ name: result.data.name, email: result.data.email });
              notify.success(result.message ?? t('personal.done.saved'));
            },
            onError: (error) => {
              confirm.close();
              const placed = placeServerErrors(error, setError, ['name', 'email']);
              if (!placed) setServerError(error.message);
            },
          });
        }}
      />
    </DetailCard>
  );
}

function PasswordForm() {
  const { t } = useTranslation('admin');
  const change = useChangePassword();
  const confirm = useConfirmedSubmit<PersonalPasswordInput>();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PersonalPasswordInput>({
    resolver: zodResolver(personalPasswordInput),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  return (
    <DetailCard title={t('personal.password')}>
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Box
        component="form"
        noValidate
        aria-label={t('personal.password')}
        onSubmit={handleSubmit((values) => {
          setServerError(null);
          confirm.ask(values);
        })}
      >
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <Stack spacing={2.5}>
          <FormTextField<PersonalPasswordInput>
            name="currentPassword"
            register={register}
            label={t('personal.currentPassword')}
            type="password"
            required
            autoComplete="current-password"
            error={errors.currentPassword?.message}
          />
          <FormTextField<PersonalPasswordInput>
            name="password"
            register={register}
            label={t('personal.newPassword')}
            type="password"
            required
            autoComplete="new-password"
            error={errors.password?.message}
            helperText={t('admins.form.passwordHelp')}
          />
          <FormTextField<PersonalPasswordInput>
            name="passwordConfirmation"
            register={register}
            label={t('personal.confirmPassword')}
            type="password"
            required
            autoComplete="new-password"
            error={errors.passwordConfirmation?.message}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {t('personal.changePassword')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirm.open}
        title={t('personal.confirm.passwordTitle')}
        description={t('personal.confirm.passwordText')}
        confirmLabel={t('personal.changePassword')}
        pending={change.isPending}
        onClose={confirm.close}
        onConfirm={() => {
          if (!confirm.values) return;
          change.mutate(confirm.values, {
            onSuccess: (result) => {
              confirm.close();
              reset();
              notify.success(result.message ?? t('personal.done.passwordChanged'));
            },
            onError: (error) => {
              confirm.close();
              const placed = placeServerErrors(error, setError, [
                'currentPassword',
                'password',
                'passwordConfirmation',
              ]);
              if (!placed) setServerError(error.message);
            },
          });
        }}
      />
    </DetailCard>
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
