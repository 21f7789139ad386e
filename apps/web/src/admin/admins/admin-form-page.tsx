import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import {
  type AdminCreateInput,
  type AdminRecord,
  type AdminUpdateInput,
  adminCreateInput,
  adminUpdateInput,
} from '@shop/shared';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type AccountField,
  AccountFields,
  accountResource,
  emailField,
  passwordFields,
  saveText,
  useAccountForm,
} from '../../back-office/account-form.tsx';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { FormAlert, SwitchField } from '../../back-office/kit/fields.tsx';
import { formatDateTime } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { FormFrame, RecordScreen } from '../../back-office/kit/record-form.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
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
const admins = accountResource<Values, AdminRecord, AdminCreateInput, AdminUpdateInput>(
  useCreateAdmin,
  useUpdateAdmin,
);

function AdminForm({ admin }: { admin?: AdminRecord }) {
  const { t } = useTranslation('admin');
  const editing = admin !== undefined;
  const { form, flow } = useAccountForm({
    record: admin,
    schemas: { create: adminCreateInput, update: adminUpdateInput },
    resource: admins,
    fields: FIELDS,
    values: (a) => ({
      name: a?.name ?? '',
      email: a?.email ?? '',
      is_super_admin: a?.is_super_admin ?? false,
    }),
    notices: { created: t('admins.done.created'), updated: t('admins.done.updated') },
    createdHref: (saved) => paths.admin.to(`admins/${saved.id}`),
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;

  const pending = flow.confirm.values;
  const roleChanged = editing && pending !== null && pending.is_super_admin !== admin.is_super_admin;
  const submitLabel = editing ? t('admins.form.save') : t('admins.form.create');
  const fields: Array<AccountField<Values>> = [
    { name: 'name', label: t('admins.form.name') },
    emailField(t('admins.form.email')),
    ...passwordFields<Values>({
      mode: editing ? 'keep' : 'set',
      labels: {
        password: editing ? t('admins.form.newPassword') : t('admins.form.password'),
        confirmation: t('admins.form.passwordConfirmation'),
        help: editing ? t('admins.form.passwordHelpEdit') : t('admins.form.passwordHelp'),
      },
    }),
  ];

  return (
    <Box sx={{ maxWidth: 640 }}>
      <FormFrame
        label={editing ? t('pages.admin') : t('pages.addAdmin')}
        flow={flow}
        onSubmit={handleSubmit(flow.ask)}
        submitLabel={submitLabel}
        dialog={{
          title: editing ? t('admins.confirm.saveTitle') : t('admins.confirm.createTitle'),
          description: editing
            ? saveText(
                t('admins.confirm.saveText', { name: pending?.name ?? '' }),
                roleChanged &&
                  (pending?.is_super_admin ? t('admins.confirm.promote') : t('admins.confirm.demote')),
                pending?.password && t('admins.confirm.passwordChange'),
              )
            : t('admins.confirm.createText', {
                name: pending?.name ?? '',
                role: pending?.is_super_admin ? t('admins.roles.super') : t('admins.roles.admin'),
              }),
        }}
      >
        <AccountFields fields={fields} register={register} errors={errors} />
        <Grid size={12}>
          <SwitchField
            control={control}
            name="is_super_admin"
            label={t('admins.form.isSuper')}
            help={t('admins.form.isSuperHelp')}
          />
        </Grid>
      </FormFrame>
    </Box>
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
  return (
    <RecordScreen resource={{ detailQuery: adminDetailQuery }} homeHref={paths.admin.to('admins')}>
      {(admin) => (
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
      )}
    </RecordScreen>
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
