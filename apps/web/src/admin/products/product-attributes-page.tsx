import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  GARMENT_FITS,
  GARMENT_GENDERS,
  GARMENT_SEASONS,
  type Localized,
  type ProductAttributesData,
  type ProductAttributesVersion,
  pickLocalized,
  productAttributesParams,
  productAttributesSchemas,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { FormAlert } from '../../back-office/kit/fields.tsx';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { isApiError } from '../../lib/api-client.ts';
import '../../back-office/i18n.ts';
import { productAttributesQuery, useSaveAttributes } from './api.ts';
import { type ProductsKey, useProductsT } from './i18n.ts';

/*
 * What each product_attributes_version edits is ADR 0012; the field list comes from the API
 * (`fields`, the same PRODUCT_ATTRIBUTE_FIELDS), and this table says how each one is typed in.
 */
type Kind =
  | { kind: 'localized'; long?: boolean }
  | { kind: 'text'; ltr?: boolean; upper?: boolean }
  | { kind: 'int' }
  | { kind: 'choice'; values: readonly string[]; prefix: 'gender' | 'season' | 'fit' };

const KINDS: Record<string, Kind> = {
  material: { kind: 'localized' },
  care_instructions: { kind: 'localized', long: true },
  origin_country: { kind: 'text', ltr: true, upper: true },
  gender: { kind: 'choice', values: GARMENT_GENDERS, prefix: 'gender' },
  season: { kind: 'choice', values: GARMENT_SEASONS, prefix: 'season' },
  pack_size: { kind: 'int' },
  size_range: { kind: 'text', ltr: true },
  fit: { kind: 'choice', values: GARMENT_FITS, prefix: 'fit' },
  hs_code: { kind: 'text', ltr: true },
  min_order_qty: { kind: 'int' },
  lead_time_days: { kind: 'int' },
  features: { kind: 'localized', long: true },
};
const HELP: Record<string, ProductsKey> = {
  origin_country: 'attributes.fields.origin_countryHelp',
  size_range: 'attributes.fields.size_rangeHelp',
  hs_code: 'attributes.fields.hs_codeHelp',
  features: 'attributes.fields.featuresHelp',
};

type Value = string | Localized;

function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && 'en' in value && 'ar' in value;
}

function initial(data: ProductAttributesData): Record<string, Value> {
  const values: Record<string, Value> = {};
  for (const field of data.fields) {
    const raw = data.attributes[field];
    const kind = KINDS[field]?.kind ?? 'text';
    if (kind === 'localized') values[field] = isLocalized(raw) ? raw : { en: '', ar: '' };
    else values[field] = raw === null || raw === undefined ? '' : String(raw);
  }
  return values;
}

function AttributesForm({
  data,
  version,
}: {
  data: ProductAttributesData;
  version: ProductAttributesVersion;
}) {
  const t = useProductsT();
  const lang = useLanguage();
  const save = useSaveAttributes(version, data.productId);
  const [values, setValues] = useState(() => initial(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const label = (field: string) => t(`attributes.fields.${field}` as ProductsKey);
  const set = (field: string, value: Value) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = productAttributesSchemas[version].safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setAsking(true);
  };
  const send = () =>
    save.mutate(values, {
      onSuccess: (result) => {
        setAsking(false);
        notify.success(result.message ?? t('attributes.saved'));
        setValues(initial(result.data));
      },
      onError: (error) => {
        setAsking(false);
        const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
        if (fieldErrors && Object.keys(fieldErrors).length)
          setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [k, m[0] ?? ''])));
        else setServerError(error.message);
      },
    });

  const errorProps = (key: string) => ({
    error: Boolean(errors[key]),
    helperText: errors[key] ? translateMessage(errors[key]) : undefined,
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <FormAlert message={serverError} onClose={() => setServerError(null)} />
      <Box
        component="form"
        noValidate
        aria-label={t('attributes.title', { title: pickLocalized(data.title, lang) })}
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {data.fields.map((field) => {
          const kind = KINDS[field] ?? { kind: 'text' };
          const value = values[field] ?? '';
          const help = HELP[field] ? t(HELP[field]) : undefined;
          if (kind.kind === 'localized') {
            const text = isLocalized(value) ? value : { en: '', ar: '' };
            return (['en', 'ar'] as const).map((l) => {
              const key = `${field}.${l}`;
              const err = errorProps(key);
              return (
                <TextField
                  key={key}
                  label={`${label(field)} (${l === 'en' ? t('form.english') : t('form.arabic')})`}
                  value={text[l]}
                  onChange={(event) => set(field, { ...text, [l]: event.target.value })}
                  multiline={kind.long}
                  minRows={kind.long ? 3 : undefined}
                  fullWidth
                  {...err}
                  helperText={err.helperText ?? help}
                  slotProps={{
                    htmlInput: l === 'ar' ? { dir: 'rtl', lang: 'ar' } : { dir: 'ltr', lang: 'en' },
                  }}
                />
              );
            });
          }
          const err = errorProps(field);
          if (kind.kind === 'choice') {
            return (
              <TextField
                key={field}
                select
                label={label(field)}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => set(field, event.target.value)}
                fullWidth
                {...err}
              >
                <MenuItem value="">{t('attributes.notSet')}</MenuItem>
                {kind.values.map((v) => (
                  <MenuItem key={v} value={v}>
                    {t(`attributes.${kind.prefix}.${v}` as ProductsKey)}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          return (
            <TextField
              key={field}
              label={label(field)}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) =>
                set(
                  field,
                  kind.kind === 'text' && kind.upper ? event.target.value.toUpperCase() : event.target.value,
                )
              }
              fullWidth
              {...err}
              helperText={err.helperText ?? help}
              slotProps={{
                htmlInput: {
                  dir: kind.kind === 'int' || (kind.kind === 'text' && kind.ltr) ? 'ltr' : undefined,
                  inputMode: kind.kind === 'int' ? 'numeric' : undefined,
                },
              }}
            />
          );
        })}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t('attributes.save')}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={asking}
        title={t('attributes.saveTitle')}
        description={t('attributes.saveText', { title: pickLocalized(data.title, lang) })}
        confirmLabel={t('attributes.save')}
        pending={save.isPending}
        onConfirm={send}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}

/** /admin-panel/secure/product/attributes/:version/:id — the deployment's version only (ADR 0012). */
export function ProductAttributesPage() {
  const t = useProductsT();
  const lang = useLanguage();
  const active = useDeployment().flags.product_attributes_version;
  const params = useParams();
  // The SPA's address spells the version v_N (SPEC 2: breadcrumbs hide v_<digits>); the API's N.
  const parsed = productAttributesParams.safeParse({
    ...params,
    version: params.version?.replace(/^v_/, ''),
  });
  const wanted = parsed.success ? parsed.data.version : 0;
  const id = parsed.success ? parsed.data.id : 0;
  const matches = parsed.success && wanted === active;
  const query = useQuery({ ...productAttributesQuery(active, id), enabled: matches });

  if (!parsed.success) return <NotFound homeHref={paths.admin.to('product')} />;
  const back = { to: paths.admin.to(`product/${id}`), label: t('attributes.back') };
  if (!matches) {
    // Another version's screen does not exist on this deployment; say which one does.
    return (
      <Box component="section" aria-labelledby="attributes-title">
        <PageHeader
          id="attributes-title"
          title={t('attributes.wrongVersion', { version: active })}
          back={back}
        />
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={paths.admin.to(`product/attributes/v_${active}/${id}`)}
              color="inherit"
            >
              {t('attributes.open', { version: active })}
            </Button>
          }
        >
          {t('attributes.wrongVersion', { version: active })}
        </Alert>
      </Box>
    );
  }
  const loaded = loadGate(query, paths.admin.to('product'));
  if (!loaded.ready) return loaded.screen;
  const data = loaded.data;
  return (
    <Box component="section" aria-labelledby="attributes-title">
      <PageHeader
        id="attributes-title"
        title={t('attributes.title', { title: pickLocalized(data.title, lang) })}
        subtitle={t('attributes.intro', { version: active })}
        back={back}
      />
      <AttributesForm key={`${active}-${data.productId}`} data={data} version={active} />
    </Box>
  );
}
