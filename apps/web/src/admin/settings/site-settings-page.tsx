import { zodResolver } from '@hookform/resolvers/zod';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  addressLines,
  type CompanyInfoRecord,
  SITE_FILES,
  type SiteFile,
  type SiteSettingsData,
  type SiteSettingsInput,
  type SiteSettingsRecord,
  siteSettingsInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { errorAt, FormAlert, placeServerErrors } from '../../back-office/kit/fields.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { LoadError, LoadingBlock } from '../../back-office/kit/query-state.tsx';
import { FormFrame } from '../../back-office/kit/record-form.tsx';
import { DeclaredFields, type FieldSpec, fieldPathsOf } from '../../back-office/kit/resource-screens.tsx';
import { useConfirmedSubmit } from '../../back-office/kit/use-confirmed-submit.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import {
  companyInfoQuery,
  siteSettingsQuery,
  useRemoveSiteFile,
  useUpdateSiteSettings,
  useUploadSiteFile,
} from './api.ts';
import { ColourField } from './colour-field.tsx';
import { useSettingsT } from './i18n.ts';

type Values = SiteSettingsInput;

const COLOURS = ['white', 'black', 'red', 'green', 'blue', 'brown', 'yellow', 'gray'] as const;
const SCREENS = ['mobile', 'ipadV', 'ipadH', 'laptop', 'monitor'] as const;

/** The form's values of the saved settings: every field but the files and the save time. */
function valuesOf(record: SiteSettingsRecord): Values {
  const { logo: _l, cataloguePdf: _c, approvalFormPdf: _a, updatedAt: _u, ...values } = record;
  return values;
}

function SiteSettingsForm({ record }: { record: SiteSettingsRecord }) {
  const ts = useSettingsT();
  const update = useUpdateSiteSettings();
  const confirm = useConfirmedSubmit<SiteSettingsData>();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, SiteSettingsData>({
    resolver: zodResolver(siteSettingsInput),
    defaultValues: valuesOf(record),
  });
  const fieldPaths = fieldPathsOf(valuesOf(record)) as FieldPath<Values>[];
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
          form.reset(valuesOf(result.data));
          notify.success(result.message ?? ts('site.saved'));
        },
        onError: (error) => {
          confirm.close();
          if (!placeServerErrors(error, form.setError, fieldPaths)) setServerError(error.message);
        },
      });
    },
  };
  const quarter = { xs: 12, sm: 6, md: 3 } as const;
  const fields: ReadonlyArray<FieldSpec<Values>> = [
    { kind: 'heading', key: 'orders', text: ts('site.sections.orders') },
    {
      kind: 'number',
      name: 'maxQuantityPerProduct',
      label: ts('site.fields.maxQuantityPerProduct'),
      helperText: ts('site.fields.maxQuantityPerProductHelp'),
      min: 1,
    },
    {
      kind: 'number',
      name: 'dashboardTopN',
      label: ts('site.fields.dashboardTopN'),
      min: 1,
      max: 50,
    },
    {
      kind: 'number',
      name: 'refundDays',
      label: ts('site.fields.refundDays'),
      helperText: ts('site.fields.refundDaysHelp'),
      min: 0,
      max: 365,
    },
    {
      kind: 'switch',
      name: 'enableRefunds',
      label: ts('site.fields.enableRefunds'),
      help: ts('site.fields.enableRefundsHelp'),
    },
    {
      kind: 'heading',
      key: 'layout',
      text: ts('site.sections.layout'),
      help: ts('site.sections.layoutHelp'),
      divider: true,
    },
    ...SCREENS.map(
      (screen): FieldSpec<Values> => ({
        kind: 'number',
        name: `columns.${screen}`,
        label: ts(`site.fields.${screen}`),
        min: 1,
        max: screen === 'monitor' ? 10 : screen === 'mobile' || screen === 'ipadV' ? 6 : 8,
        size: { xs: 6, sm: 4, md: 2 },
      }),
    ),
    { kind: 'heading', key: 'lists', text: ts('site.sections.lists'), divider: true },
    { kind: 'number', name: 'perPage', label: ts('site.fields.perPage'), min: 1, max: 100 },
    { kind: 'number', name: 'adminLimit', label: ts('site.fields.adminLimit'), min: 1, max: 100 },
    {
      kind: 'heading',
      key: 'colours',
      text: ts('site.sections.colours'),
      help: ts('site.sections.coloursHelp'),
      divider: true,
    },
    ...COLOURS.map(
      (colour): FieldSpec<Values> => ({
        kind: 'custom',
        key: `colour-${colour}`,
        render: () => (
          <Grid size={quarter}>
            <ColourField<Values>
              control={form.control}
              name={`colors.${colour}`}
              label={ts(`site.fields.colours.${colour}`)}
              error={errorAt(form.formState.errors, `colors.${colour}`)}
            />
          </Grid>
        ),
      }),
    ),
  ];
  return (
    <FormFrame
      label={useTranslation('admin').t('pages.siteSettings')}
      flow={flow}
      onSubmit={form.handleSubmit((values) => {
        setServerError(null);
        confirm.ask(values);
      })}
      submitLabel={ts('site.save')}
      dialog={{ title: ts('site.confirmTitle'), description: ts('site.confirmText') }}
    >
      <DeclaredFields fields={fields} form={form} />
    </FormFrame>
  );
}

/** One site file: what is saved now, upload (checked by content on the server) and remove. */
function SiteFileRow({ file, url }: { file: SiteFile; url: string | null }) {
  const ts = useSettingsT();
  const upload = useUploadSiteFile();
  const remove = useRemoveSiteFile();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const name = ts(`site.files.${file}`);
  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError(null);
    upload.mutate(
      { file, data: chosen },
      {
        onSuccess: (result) => notify.success(result.message ?? ts('site.files.uploaded')),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Stack component="section" aria-labelledby={`${id}-title`} spacing={1} sx={{ height: '100%' }}>
        <Typography id={`${id}-title`} component="h3" variant="subtitle1" fontWeight={700}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ts(`site.files.${file}Help`)}
        </Typography>
        {file === 'logo' && url ? (
          <Box
            component="img"
            src={url}
            alt={ts('site.files.logoAlt')}
            sx={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain', alignSelf: 'flex-start' }}
          />
        ) : null}
        {url ? (
          <Link href={url} target="_blank" rel="noopener" sx={{ alignSelf: 'flex-start' }}>
            {ts('site.files.open')}
          </Link>
        ) : (
          <Typography variant="body2">{ts('site.files.none')}</Typography>
        )}
        <FormAlert message={error} onClose={() => setError(null)} />
        <Stack direction="row" spacing={1} sx={{ mt: 'auto' }}>
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            hidden
            accept={file === 'logo' ? 'image/jpeg,image/png,image/svg+xml,image/webp' : 'application/pdf'}
            onChange={onChosen}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-title`}
          >
            {upload.isPending
              ? ts('site.files.uploading')
              : ts(url ? 'site.files.replace' : 'site.files.choose')}
          </Button>
          {url ? (
            <Button color="error" onClick={() => setAsking(true)} aria-describedby={`${id}-title`}>
              {ts('site.files.remove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={ts('site.files.removeTitle')}
        description={ts('site.files.removeText', { name })}
        confirmLabel={ts('site.files.remove')}
        pending={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(file, {
            onSuccess: (result) => {
              setAsking(false);
              notify.success(result.message ?? ts('site.files.removed'));
            },
            onError: (failure) => {
              setAsking(false);
              setError(failure.message);
            },
          })
        }
      />
    </Grid>
  );
}

/** The company's details as the documents print them, edited on Company info (one place each). */
function CompanySummary({ company }: { company: CompanyInfoRecord | undefined }) {
  const ts = useSettingsT();
  const lang = useLanguage();
  if (!company) return null;
  const lines = addressLines(company.address[lang] || company.address.en || company.address.ar);
  const rows: [string, string][] = [
    [ts('site.company.name'), company.siteName[lang] || company.siteName.en],
    [ts('site.company.email'), company.email],
    [ts('site.company.phone'), company.phone],
    [ts('site.company.mobile'), company.mobile],
    [ts('site.company.postCode'), company.postCode],
    [ts('site.company.vatNumber'), company.vatNumber],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="site-company-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="site-company-title" component="h2" variant="h6">
        {ts('site.sections.company')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ts('site.company.text')}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <bdi>{value || '—'}</bdi>
            </Typography>
          </Grid>
        ))}
        <Grid size={12}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {ts('site.company.addressLines')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {lines.length ? lines.map((line) => <Typography key={line}>{line}</Typography>) : '—'}
          </Box>
        </Grid>
      </Grid>
      <Button component={RouterLink} to={paths.admin.to('settings/company-info')} sx={{ mt: 2 }}>
        {ts('site.company.edit')}
      </Button>
    </Paper>
  );
}

/** /admin-panel/secure/settings/site: every site setting of SPEC 3 (ADR 0059). */
export function SiteSettingsPage() {
  const { t } = useTranslation('admin');
  const ts = useSettingsT();
  const query = useQuery(siteSettingsQuery);
  const company = useQuery(companyInfoQuery);
  return (
    <Box component="section" aria-labelledby="site-settings-title" sx={{ maxWidth: 1100 }}>
      <PageHeader
        id="site-settings-title"
        title={t('pages.siteSettings')}
        subtitle={ts('site.intro')}
        actions={
          <Button
            component={RouterLink}
            to={paths.admin.to('settings/site/theme-wizard')}
            variant="outlined"
            startIcon={<PaletteOutlined />}
          >
            {ts('site.themeLink')}
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} homeHref={paths.admin.root} />
      ) : (
        <Stack spacing={3}>
          <SiteSettingsForm record={query.data} />
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="site-files-title"
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <Typography id="site-files-title" component="h2" variant="h6" sx={{ mb: 2 }}>
              {ts('site.sections.files')}
            </Typography>
            <Grid container spacing={3}>
              {SITE_FILES.map((file) => (
                <SiteFileRow
                  key={file}
                  file={file}
                  url={
                    file === 'logo'
                      ? query.data.logo
                      : file === 'catalogue'
                        ? query.data.cataloguePdf
                        : query.data.approvalFormPdf
                  }
                />
              ))}
            </Grid>
          </Paper>
          <CompanySummary company={company.data} />
        </Stack>
      )}
    </Box>
  );
}
