import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import {
  type AdminCreateInput,
  type AdminRecord,
  type AdminUpdateInput,
  adminCreateInput,
  adminUpdateInput,
} from '@shop/shared';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AccountField,
  AccountFields,
  emailField,
  saveText,
  useAccountForm,
} from '../../back-office/account-form.tsx';
import { SwitchField } from '../../back-office/kit/fields.tsx';
import { formatDateTime } from '../../back-office/kit/format.ts';
import { DeleteRecord, FormFrame, RecordScreen } from '../../back-office/kit/record-form.tsx';
import { FormScreen } from '../../back-office/kit/screens.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useAdminProfile } from '../framework/admin-session.ts';
import '../../back-office/i18n.ts';
import { adminDetailQuery, admins, useDeleteAdmin } from './api.ts';
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
function AdminForm({ admin }: { admin?: AdminRecord }) {
  const { t } = useTranslation('admin');
  const editing = admin !== undefined;
  const { form, flow, passwords, frame, dialogTitle } = useAccountForm<
    Values,
    AdminRecord,
    AdminCreateInput | AdminUpdateInput
  >({
    record: admin,
    schemas: { create: adminCreateInput, update: adminUpdateInput },
    resource: admins,
    fields: FIELDS,
    values: (a) => ({
      name: a?.name ?? '',
      email: a?.email ?? '',
      is_super_admin: a?.is_super_admin ?? false,
    }),
    say: (word) => t(`admins.${word}`),
    createdHref: (saved) => paths.admin.to(`admins/${saved.id}`),
  });
  const pending = flow.confirm.values;
  const roleChanged = editing && pending !== null && pending.is_super_admin !== admin.is_super_admin;
  const fields: Array<AccountField<Values>> = [
    { name: 'name', label: t('admins.form.name') },
    emailField(t('admins.form.email')),
    ...passwords,
  ];

  return (
    <Box sx={{ maxWidth: 640 }}>
      <FormFrame
        label={editing ? t('pages.admin') : t('pages.addAdmin')}
        {...frame}
        dialog={{
          title: dialogTitle,
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
        <AccountFields fields={fields} register={form.register} errors={form.formState.errors} />
        <Grid size={12}>
          <SwitchField
            control={form.control}
            name="is_super_admin"
            label={t('admins.form.isSuper')}
            help={t('admins.form.isSuperHelp')}
          />
        </Grid>
      </FormFrame>
    </Box>
  );
}

/** /admin-panel/secure/admins/add (super admins only). */
export function AddAdminPage() {
  const { t } = useTranslation('admin');
  return (
    <SuperAdminOnly>
      <FormScreen
        id="add-admin-title"
        title={t('pages.addAdmin')}
        back={{ to: paths.admin.to('admins'), label: t('admins.back') }}
      >
        <AdminForm />
      </FormScreen>
    </SuperAdminOnly>
  );
}

function EditAdmin() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const me = useAdminProfile().data;
  const remove = useDeleteAdmin();
  return (
    <RecordScreen resource={{ detailQuery: adminDetailQuery }} homeHref={paths.admin.to('admins')}>
      {(admin) => (
        <FormScreen
          id="edit-admin-title"
          title={admin.name}
          subtitle={t('admins.lastLogin', { date: formatDateTime(admin.lastLoginAt, lang) })}
          back={{ to: paths.admin.to('admins'), label: t('admins.back') }}
        >
          <AdminForm key={admin.id} admin={admin} />
          <Box sx={{ maxWidth: 640, mt: 3 }}>
            <DeleteRecord
              label={t('admins.delete')}
              title={t('admins.confirm.deleteTitle')}
              description={t('admins.confirm.deleteText', { name: admin.name, email: admin.email })}
              done={t('admins.done.deleted')}
              backTo={paths.admin.to('admins')}
              onDelete={() => remove.mutateAsync(admin.id)}
              blocked={me?.id === admin.id ? t('admins.deleteSelfHint') : undefined}
            />
          </Box>
        </FormScreen>
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
