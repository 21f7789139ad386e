import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type CompanyInfoData,
  type CompanyInfoInput,
  type CompanyInfoRecord,
  companyInfoInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  errorAt,
  LocalizedFields,
  placeServerErrors,
  RegisteredTextField,
} from '../../back-office/kit/fields.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import '../../back-office/i18n.ts';
import { FormFrame } from '../../back-office/kit/record-form.tsx';
import { companyInfoQuery, useUpdateCompanyInfo } from './api.ts';

type Values = CompanyInfoInput;

/** Every field of the form, as the API names it in a 422 (`siteName.ar`…). */
const FIELDS: ReadonlyArray<FieldPath<Values>> = [
  'projectName',
  'siteName.en',
  'siteName.ar',
  'address.en',
  'address.ar',
  'postCode',
  'email',
  'phone',
  'mobile',
  'vatNumber',
  'commercialRecordNumber',
  'currency',
  'bankName.en',
  'bankName.ar',
  'bankAccountName.en',
  'bankAccountName.ar',
  'bankAccountNumber',
  'sortCode',
  'iban',
];

/** The form's values of a saved profile: every field of the record but its save time. */
function valuesOf(record: CompanyInfoRecord): Values {
  const { updatedAt: _saved, ...values } = record;
  return values;
}

function Section({ title }: { title: string }) {
  return (
    <Grid size={12}>
      <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
    </Grid>
  );
}

function CompanyInfoForm({ record }: { record: CompanyInfoRecord }) {
  const { t } = useTranslation('admin');
  const update = useUpdateCompanyInfo();
  const confirm = useConfirmedSubmit<CompanyInfoData>();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<Values, unknown, CompanyInfoData>({
    resolver: zodResolver(companyInfoInput),
    defaultValues: valuesOf(record),
  });
  const flow = {
    confirm,
    saving: update.isPending,
    serverError,
    clearServerError: () => setServerError(null),
    save: () => {
      if (!confirm.values) return;
      update.mutate(confirm.values, {
        onSuccess: (result) => {
          confirm.close();
          reset(valuesOf(result.data));
          notify.success(result.message ?? t('companyInfo.saved'));
        },
        onError: (error) => {
          confirm.close();
          if (!placeServerErrors(error, setError, FIELDS)) setServerError(error.message);
        },
      });
    },
  };
  const text = (
    name: FieldPath<Values>,
    label: string,
    options: { ltr?: boolean; required?: boolean } = {},
  ) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <RegisteredTextField<Values>
        name={name}
        register={register}
        label={label}
        required={options.required}
        ltr={options.ltr}
        autoComplete="off"
        error={errorAt(errors, name)}
      />
    </Grid>
  );
  const localized = (name: 'siteName' | 'address' | 'bankName' | 'bankAccountName', label: string) => (
    <LocalizedFields<Values>
      name={name}
      label={label}
      register={register}
      errors={errors}
      control={control}
      required={name === 'siteName'}
      helperText={name === 'address' ? t('companyInfo.addressHelp') : undefined}
    />
  );
  return (
    <FormFrame
      label={t('pages.companyInfo')}
      flow={flow}
      onSubmit={handleSubmit((values) => {
        setServerError(null);
        confirm.ask(values);
      })}
      submitLabel={t('companyInfo.save')}
      dialog={{ title: t('companyInfo.confirmTitle'), description: t('companyInfo.confirmText') }}
    >
      <Section title={t('companyInfo.sections.company')} />
      {text('projectName', t('companyInfo.fields.projectName'), { required: true })}
      {text('currency', t('companyInfo.fields.currency'), { required: true, ltr: true })}
      {localized('siteName', t('companyInfo.fields.siteName'))}
      {localized('address', t('companyInfo.fields.address'))}
      {text('postCode', t('companyInfo.fields.postCode'), { ltr: true })}
      {text('commercialRecordNumber', t('companyInfo.fields.commercialRecordNumber'), { ltr: true })}
      {text('vatNumber', t('companyInfo.fields.vatNumber'), { ltr: true })}
      <Section title={t('companyInfo.sections.contact')} />
      {text('email', t('companyInfo.fields.email'), { ltr: true })}
      {text('phone', t('companyInfo.fields.phone'), { ltr: true })}
      {text('mobile', t('companyInfo.fields.mobile'), { ltr: true })}
      <Section title={t('companyInfo.sections.bank')} />
      {localized('bankName', t('companyInfo.fields.bankName'))}
      {localized('bankAccountName', t('companyInfo.fields.bankAccountName'))}
      {text('bankAccountNumber', t('companyInfo.fields.bankAccountNumber'), { ltr: true })}
      {text('sortCode', t('companyInfo.fields.sortCode'), { ltr: true })}
      {text('iban', t('companyInfo.fields.iban'), { ltr: true })}
    </FormFrame>
  );
}

/** /admin-panel/secure/settings/company-info: the company profile the storefront shows (SPEC 3). */
export function CompanyInfoPage() {
  const { t } = useTranslation('admin');
  const query = useQuery(companyInfoQuery);
  return (
    <Box component="section" aria-labelledby="company-info-title" sx={{ maxWidth: 1100 }}>
      <PageHeader id="company-info-title" title={t('pages.companyInfo')} subtitle={t('companyInfo.intro')} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={paths.admin.root} />
      ) : (
        <CompanyInfoForm record={query.data} />
      )}
    </Box>
  );
}
