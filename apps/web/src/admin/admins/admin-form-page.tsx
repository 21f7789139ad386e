import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  type AdminCreateInput,
  type AdminRecord,
  type AdminUpdateInput,
  adminCreateInput,
  adminUpdateInput,
  idParams,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { FormAlert, FormTextField, placeServerErrors } from '../../back-office/kit/fields.tsx';
import { formatDateTime } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useAdminProfile } from '../framework/admin-session.ts';
import '../../back-office/i18n.ts';
import { adminDetailQuery, useCreateAdmin, useDeleteAdmin, useUpdateAdmin } from './api.ts';
import { SuperAdminOnly } from './super-admin-only.tsx';

type Values = {
  name: string;
  email: string;
  password?: string | undefined;
  passwordConfirmation?: string | undefined;
  is_super_admin: boolean;
};
const FIELDS: ReadonlyArray<FieldPath<Values>> = [
  'name',
  'email',
  'password',
  'passwordConfirmation',
  'is_super_admin',
];

/** The server's refusal that is not about one field, else null (field errors go under fields). */
function refusal(error: unknown, placed: boolean): string | null {
  if (placed) return null;
  return error instanceof Error ? error.message : String(error);
}

function AdminForm({ admin }: { admin?: AdminRecord }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const editing = admin !== undefined;
  const create = useCreateAdmin();
  const update = useUpdateAdmin(admin?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const [serverError, setServerError] = useState<string | null>(null);
  const confirm = useConfirmedSubmit<Values>();
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<Values>({
    // The edit schema makes every field optional; an empty password means "keep it".
    resolver: zodResolver(
      (editing ? adminUpdateInput : adminCreateInput) as typeof adminCreateInput,
    ) as never,
    defaultValues: {
      name: admin?.name ?? '',
      email: admin?.email ?? '',
      is_super_admin: admin?.is_super_admin ?? false,
    },
  });

  const onError = (error: unknown) => {
    confirm.close();
    const placed = placeServerErrors(error, setError, FIELDS);
    setServerError(refusal(error, placed));
  };
  const save = () => {
    const values = confirm.values;
    if (!values) return;
    setServerError(null);
    if (admin) {
      const body: AdminUpdateInput = {
        name: values.name,
        email: values.email,
        is_super_admin: values.is_super_admin,
      };
      if (values.password) {
        body.password = values.password;
        body.passwordConfirmation = values.passwordConfirmation ?? '';
      }
      update.mutate(body, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('admins.done.updated'));
          reset({
            name: result.data.name,
            email: result.data.email,
            is_super_admin: result.data.is_super_admin,
          });
        },
        onError,
      });
    } else {
      create.mutate(values as AdminCreateInput, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('admins.done.created'));
          navigate(paths.admin.to(`admins/${result.data.id}`), { replace: true });
        },
        onError,
      });
    }
  };

  const pending = confirm.values;
  const roleChanged = editing && pending !== null && pending.is_super_admin !== admin.is_super_admin;
  const confirmText = editing
    ? [
        t('admins.confirm.saveText', { name: pending?.name ?? '' }),
        roleChanged
          ? pending?.is_super_admin
            ? t('admins.confirm.promote')
            : t('admins.confirm.demote')
          : '',
        pending?.password ? t('admins.confirm.passwordChange') : '',
      ]
        .filter(Boolean)
        .join(' ')
    : t('admins.confirm.createText', {
        name: pending?.name ?? '',
        role: pending?.is_super_admin ? t('admins.roles.super') : t('admins.roles.admin'),
      });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Box
        component="form"
        noValidate
        aria-label={editing ? t('pages.admin') : t('pages.addAdmin')}
        onSubmit={handleSubmit((values) => {
          setServerError(null);
          confirm.ask(values);
        })}
      >
        <Stack spacing={2.5}>
          <FormTextField<Values>
            name="name"
            register={register}
            label={t('admins.form.name')}
            required
            autoComplete="off"
            error={errors.name?.message}
          />
          <FormTextField<Values>
            name="email"
            register={register}
            label={t('admins.form.email')}
            type="email"
            required
            autoComplete="off"
            ltr
            error={errors.email?.message}
          />
          <FormTextField<Values>
            name="password"
            register={register}
            label={editing ? t('admins.form.newPassword') : t('admins.form.password')}
            type="password"
            required={!editing}
            autoComplete="new-password"
            emptyAsUndefined
            error={errors.password?.message}
            helperText={editing ? t('admins.form.passwordHelpEdit') : t('admins.form.passwordHelp')}
          />
          <FormTextField<Values>
            name="passwordConfirmation"
            register={register}
            label={t('admins.form.passwordConfirmation')}
            type="password"
            required={!editing}
            autoComplete="new-password"
            emptyAsUndefined={editing}
            error={errors.passwordConfirmation?.message}
          />
          <Box>
            <Controller
              control={control}
              name="is_super_admin"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{ input: { 'aria-describedby': 'is-super-help' } }}
                    />
                  }
                  label={t('admins.form.isSuper')}
                />
              )}
            />
            <FormHelperText id="is-super-help">{t('admins.form.isSuperHelp')}</FormHelperText>
          </Box>
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={saving}>
              {editing ? t('admins.form.save') : t('admins.form.create')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirm.open}
        title={editing ? t('admins.confirm.saveTitle') : t('admins.confirm.createTitle')}
        description={confirmText}
        confirmLabel={editing ? t('admins.form.save') : t('admins.form.create')}
        pending={saving}
        onConfirm={save}
        onClose={confirm.close}
      />
    </Paper>
  );
}

function DeleteAdmin({ admin }: { admin: AdminRecord }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const me = useAdminProfile().data;
  const remove = useDeleteAdmin();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const self = me?.id === admin.id;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640, mt: 3, borderColor: 'error.main' }}>
      <FormAlert message={refused} onClose={() => setRefused(null)} />
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutline />}
        onClick={() => setOpen(true)}
        disabled={self}
        aria-describedby={self ? 'delete-self-hint' : undefined}
      >
        {t('admins.delete')}
      </Button>
      {self ? <FormHelperText id="delete-self-hint">{t('admins.deleteSelfHint')}</FormHelperText> : null}
      <ConfirmDialog
        open={open}
        title={t('admins.confirm.deleteTitle')}
        description={t('admins.confirm.deleteText', { name: admin.name, email: admin.email })}
        confirmLabel={t('admins.delete')}
        destructive
        pending={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(admin.id, {
            onSuccess: (result) => {
              setOpen(false);
              notify.success(result.message ?? t('admins.done.deleted'));
              navigate(paths.admin.to('admins'), { replace: true });
            },
            onError: (error) => {
              setOpen(false);
              setRefused(isApiError(error) || error instanceof Error ? error.message : String(error));
            },
          })
        }
      />
    </Paper>
  );
}

/** /admin-panel/secure/admins/add (super admins only). */
export function AddAdminPage() {
  const { t } = useTranslation('admin');
  return (
    <SuperAdminOnly>
      <Box component="section" aria-labelledby="add-admin-title">
        <PageHeader
          id="add-admin-title"
          title={t('pages.addAdmin')}
          back={{ to: paths.admin.to('admins'), label: t('admins.back') }}
        />
        <AdminForm />
      </Box>
    </SuperAdminOnly>
  );
}

function EditAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...adminDetailQuery(id), enabled: parsed.success });
  if (!parsed.success) return <NotFound homeHref={paths.admin.to('admins')} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.error) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        homeHref={paths.admin.to('admins')}
      />
    );
  }
  const admin = query.data;
  return (
    <Box component="section" aria-labelledby="edit-admin-title">
      <PageHeader
        id="edit-admin-title"
        title={admin.name}
        subtitle={t('admins.lastLogin', { date: formatDateTime(admin.lastLoginAt, lang) })}
        back={{ to: paths.admin.to('admins'), label: t('admins.back') }}
      />
      <AdminForm key={admin.id} admin={admin} />
      <DeleteAdmin admin={admin} />
    </Box>
  );
}

/** /admin-panel/secure/admins/:id (super admins only). */
export function EditAdminPage() {
  return (
    <SuperAdminOnly>
      <EditAdmin />
    </SuperAdminOnly>
  );
}
