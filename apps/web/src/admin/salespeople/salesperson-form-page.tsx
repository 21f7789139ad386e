import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  idParams,
  type SalespersonCreateInput,
  type SalespersonRecord,
  type SalespersonUpdateInput,
  salespersonCreateInput,
  salespersonUpdateInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { FormAlert, FormTextField, placeServerErrors } from '../../back-office/kit/fields.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import '../../back-office/i18n.ts';
import { StatusChip } from '../../back-office/kit/status-chip.tsx';
import {
  salespersonDetailQuery,
  useCreateSalesperson,
  useDeleteSalesperson,
  useUpdateSalesperson,
} from './api.ts';
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
  const navigate = useNavigate();
  const editing = salesperson !== undefined;
  const create = useCreateSalesperson();
  const update = useUpdateSalesperson(salesperson?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const confirm = useConfirmedSubmit<Values>();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(
      (editing ? salespersonUpdateInput : salespersonCreateInput) as typeof salespersonCreateInput,
    ) as never,
    defaultValues: {
      firstName: salesperson?.firstName ?? '',
      lastName: salesperson?.lastName ?? '',
      phone: salesperson?.phone ?? '',
      email: salesperson?.email ?? '',
      code: salesperson?.code ?? '',
      active: salesperson?.active ?? true,
    },
  });
  const onError = (error: Error) => {
    confirm.close();
    if (!placeServerErrors(error, setError, FIELDS)) setServerError(error.message);
  };
  const save = () => {
    const values = confirm.values;
    if (!values) return;
    setServerError(null);
    if (salesperson) {
      const { password, passwordConfirmation, ...rest } = values;
      const body: SalespersonUpdateInput = password
        ? { ...rest, password, passwordConfirmation: passwordConfirmation ?? '' }
        : rest;
      update.mutate(body, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('salespeople.done.updated'));
          const s = result.data;
          reset({
            firstName: s.firstName,
            lastName: s.lastName,
            phone: s.phone,
            email: s.email,
            code: s.code,
            active: s.active,
          });
        },
        onError,
      });
    } else {
      create.mutate(values as SalespersonCreateInput, {
        onSuccess: (result) => {
          confirm.close();
          notify.success(result.message ?? t('salespeople.done.created'));
          navigate(paths.admin.to(`salespeople/${result.data.id}`), { replace: true });
        },
        onError,
      });
    }
  };
  const pending = confirm.values;
  const name = pending ? `${pending.firstName} ${pending.lastName}` : '';
  const description = editing
    ? [
        t('salespeople.confirm.saveText', { name }),
        pending && salesperson && pending.active !== salesperson.active && !pending.active
          ? t('salespeople.confirm.deactivate')
          : '',
        pending?.password ? t('salespeople.confirm.passwordChange') : '',
      ]
        .filter(Boolean)
        .join(' ')
    : t('salespeople.confirm.createText', { name, code: pending?.code ?? '' });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Box
        component="form"
        noValidate
        aria-label={editing ? t('pages.salesperson') : t('pages.addSalesperson')}
        onSubmit={handleSubmit((values) => {
          setServerError(null);
          confirm.ask(values);
        })}
      >
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<Values>
              name="firstName"
              register={register}
              label={t('salespeople.form.firstName')}
              required
              autoComplete="off"
              error={errors.firstName?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<Values>
              name="lastName"
              register={register}
              label={t('salespeople.form.lastName')}
              required
              autoComplete="off"
              error={errors.lastName?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<Values>
              name="email"
              register={register}
              label={t('salespeople.form.email')}
              type="email"
              required
              autoComplete="off"
              ltr
              error={errors.email?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<Values>
              name="phone"
              register={register}
              label={t('salespeople.form.phone')}
              type="tel"
              required
              autoComplete="off"
              ltr
              error={errors.phone?.message}
              helperText={t('salespeople.form.phoneHelp')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<Values>
              name="code"
              register={register}
              label={t('salespeople.form.code')}
              required
              autoComplete="off"
              ltr
              error={errors.code?.message}
              helperText={t('salespeople.form.codeHelp')}
            />
          </Grid>
          <Grid
            size={{ xs: 12, sm: 6 }}
            sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
          >
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{ input: { 'aria-describedby': 'active-help' } }}
                    />
                  }
                  label={t('salespeople.form.active')}
                />
              )}
            />
            <FormHelperText id="active-help">{t('salespeople.form.activeHelp')}</FormHelperText>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<Values>
              name="password"
              register={register}
              label={editing ? t('salespeople.form.newPassword') : t('salespeople.form.password')}
              type="password"
              required={!editing}
              autoComplete="new-password"
              emptyAsUndefined
              error={errors.password?.message}
              helperText={
                editing ? t('salespeople.form.passwordHelpEdit') : t('salespeople.form.passwordHelp')
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<Values>
              name="passwordConfirmation"
              register={register}
              label={t('salespeople.form.passwordConfirmation')}
              type="password"
              required={!editing}
              autoComplete="new-password"
              emptyAsUndefined={editing}
              error={errors.passwordConfirmation?.message}
            />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" disabled={saving}>
              {editing ? t('salespeople.form.save') : t('salespeople.form.create')}
            </Button>
          </Grid>
        </Grid>
      </Box>
      <ConfirmDialog
        open={confirm.open}
        title={editing ? t('salespeople.confirm.saveTitle') : t('salespeople.confirm.createTitle')}
        description={description}
        confirmLabel={editing ? t('salespeople.form.save') : t('salespeople.form.create')}
        pending={saving}
        onConfirm={save}
        onClose={confirm.close}
      />
    </Paper>
  );
}

function DeleteSalesperson({ salesperson }: { salesperson: SalespersonRecord }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const remove = useDeleteSalesperson();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const name = `${salesperson.firstName} ${salesperson.lastName}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}>
      <FormAlert message={refused} onClose={() => setRefused(null)} />
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        {t('salespeople.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('salespeople.confirm.deleteTitle')}
        description={t('salespeople.confirm.deleteText', { name, count: salesperson.customerCount })}
        confirmLabel={t('salespeople.delete')}
        destructive
        pending={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(salesperson.id, {
            onSuccess: (result) => {
              setOpen(false);
              notify.success(result.message ?? t('salespeople.done.deleted'));
              navigate(paths.admin.to('salespeople'), { replace: true });
            },
            onError: (error) => {
              setOpen(false);
              setRefused(error.message);
            },
          })
        }
      />
    </Paper>
  );
}

/** /admin-panel/secure/salespeople/add. */
export function AddSalespersonPage() {
  const { t } = useTranslation('admin');
  return (
    <Box component="section" aria-labelledby="add-salesperson-title" sx={{ maxWidth: 900 }}>
      <PageHeader
        id="add-salesperson-title"
        title={t('pages.addSalesperson')}
        back={{ to: paths.admin.to('salespeople'), label: t('salespeople.back') }}
      />
      <SalespersonForm />
    </Box>
  );
}

/** /admin-panel/secure/salespeople/:id: details, assigned customers, delete. */
export function EditSalespersonPage() {
  const { t } = useTranslation('admin');
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...salespersonDetailQuery(id), enabled: parsed.success });
  if (!parsed.success) return <NotFound homeHref={paths.admin.to('salespeople')} />;
  if (query.isPending) return <LoadingBlock />;
  if (query.error) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        homeHref={paths.admin.to('salespeople')}
      />
    );
  }
  const s = query.data;
  return (
    <Box component="section" aria-labelledby="salesperson-title" sx={{ maxWidth: 1100 }}>
      <PageHeader
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
      />
      <Stack spacing={3}>
        <SalespersonForm key={s.id} salesperson={s} />
        <AssignedCustomers salesperson={s} />
        <DeleteSalesperson salesperson={s} />
      </Stack>
    </Box>
  );
}
