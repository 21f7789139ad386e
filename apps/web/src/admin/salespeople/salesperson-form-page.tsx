import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import {
  type SalespersonCreateInput,
  type SalespersonRecord,
  type SalespersonUpdateInput,
  salespersonCreateInput,
  salespersonUpdateInput,
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
import { DeleteRecord, FormFrame, RecordScreen } from '../../back-office/kit/record-form.tsx';
import { FormScreen } from '../../back-office/kit/screens.tsx';
import { paths } from '../../config/paths.ts';
import '../../back-office/i18n.ts';
import { StatusChip } from '../../back-office/kit/status-chip.tsx';
import { salespeople, salespersonDetailQuery, useDeleteSalesperson } from './api.ts';
import { AssignedCustomers } from './assigned-customers.tsx';

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  code: string;
  password?: string | undefined;
  passwordConfirmation?: string | undefined;
  active: boolean;
};
const FIELDS: ReadonlyArray<FieldPath<Values>> = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'code',
  'password',
  'passwordConfirmation',
  'active',
];

function SalespersonForm({ salesperson }: { salesperson?: SalespersonRecord }) {
  const { t } = useTranslation('admin');
  const editing = salesperson !== undefined;
  const { form, flow, passwords, frame, dialogTitle } = useAccountForm<
    Values,
    SalespersonRecord,
    SalespersonCreateInput | SalespersonUpdateInput
  >({
    record: salesperson,
    schemas: { create: salespersonCreateInput, update: salespersonUpdateInput },
    resource: salespeople,
    fields: FIELDS,
    values: (s) => ({
      firstName: s?.firstName ?? '',
      lastName: s?.lastName ?? '',
      phone: s?.phone ?? '',
      email: s?.email ?? '',
      code: s?.code ?? '',
      active: s?.active ?? true,
    }),
    say: (word) => t(`salespeople.${word}`),
    createdHref: (saved) => paths.admin.to(`salespeople/${saved.id}`),
    halfPasswords: true,
  });
  const pending = flow.confirm.values;
  const name = pending ? `${pending.firstName} ${pending.lastName}` : '';
  const fields: Array<AccountField<Values>> = [
    { name: 'firstName', label: t('salespeople.form.firstName'), half: true },
    { name: 'lastName', label: t('salespeople.form.lastName'), half: true },
    emailField(t('salespeople.form.email'), { half: true }),
    {
      name: 'phone',
      label: t('salespeople.form.phone'),
      type: 'tel',
      ltr: true,
      help: t('salespeople.form.phoneHelp'),
      half: true,
    },
    {
      name: 'code',
      label: t('salespeople.form.code'),
      ltr: true,
      help: t('salespeople.form.codeHelp'),
      half: true,
    },
  ];

  return (
    <FormFrame
      label={editing ? t('pages.salesperson') : t('pages.addSalesperson')}
      {...frame}
      dialog={{
        title: dialogTitle,
        description: editing
          ? saveText(
              t('salespeople.confirm.saveText', { name }),
              pending?.active === false && salesperson.active && t('salespeople.confirm.deactivate'),
              pending?.password && t('salespeople.confirm.passwordChange'),
            )
          : t('salespeople.confirm.createText', { name, code: pending?.code ?? '' }),
      }}
    >
      <AccountFields fields={fields} register={form.register} errors={form.formState.errors} />
      <Grid
        size={{ xs: 12, sm: 6 }}
        sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        <SwitchField
          control={form.control}
          name="active"
          label={t('salespeople.form.active')}
          help={t('salespeople.form.activeHelp')}
        />
      </Grid>
      <AccountFields fields={passwords} register={form.register} errors={form.formState.errors} />
    </FormFrame>
  );
}

/** /admin-panel/secure/salespeople/add. */
export function AddSalespersonPage() {
  const { t } = useTranslation('admin');
  return (
    <FormScreen
      id="add-salesperson-title"
      title={t('pages.addSalesperson')}
      back={{ to: paths.admin.to('salespeople'), label: t('salespeople.back') }}
      maxWidth={900}
    >
      <SalespersonForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/salespeople/:id: details, assigned customers, delete. */
export function EditSalespersonPage() {
  const { t } = useTranslation('admin');
  const remove = useDeleteSalesperson();
  return (
    <RecordScreen resource={{ detailQuery: salespersonDetailQuery }} homeHref={paths.admin.to('salespeople')}>
      {(s) => (
        <FormScreen
          id="salesperson-title"
          title={`${s.firstName} ${s.lastName}`}
          subtitle={
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              <bdi dir="ltr">{s.code}</bdi>
              <StatusChip
                label={t(`salespeople.status.${s.active ? 'active' : 'inactive'}`)}
                tone={s.active ? 'success' : 'default'}
              />
            </Box>
          }
          back={{ to: paths.admin.to('salespeople'), label: t('salespeople.back') }}
        >
          <Stack spacing={3}>
            <SalespersonForm key={s.id} salesperson={s} />
            <AssignedCustomers salesperson={s} />
            <DeleteRecord
              label={t('salespeople.delete')}
              title={t('salespeople.confirm.deleteTitle')}
              description={t('salespeople.confirm.deleteText', {
                name: `${s.firstName} ${s.lastName}`,
                count: s.customerCount,
              })}
              done={t('salespeople.done.deleted')}
              backTo={paths.admin.to('salespeople')}
              onDelete={() => remove.mutateAsync(s.id)}
            />
          </Stack>
        </FormScreen>
      )}
    </RecordScreen>
  );
}
