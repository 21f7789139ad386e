import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MAX_ATTRIBUTE_VALUES,
  VARIANT_ATTRIBUTE_KINDS,
  type VariantAttributeInput,
  type VariantAttributeRecord,
  variantAttributeInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import type { Column } from '../components/data-table.tsx';
import { SearchField, SelectFilter } from '../components/filter-bar.tsx';
import { FormTextField } from '../components/form-fields.tsx';
import { listQuery } from '../components/format.ts';
import { useListParams } from '../components/use-list-params.ts';
import '../i18n.ts';
import { variantAttributes } from './api.ts';
import { DeleteCard, errorAt, FormShell, LocalizedFields, RecordScreen, useSaveFlow } from './fields.tsx';
import { useTaxonomyT } from './i18n.ts';
import { FormScreen, ListScreen } from './list-screen.tsx';

/*
 * SPEC 2 `variants` (ADR 0018): the variant attributes (size, colour…) and their values that each
 * product's variants (screen product/variants/{id}) are combinations of.
 */

const SEGMENT = 'variants';
const FILTERS = ['search', 'kind'] as const;
const SORTS = ['position', '-position', 'name', '-name', 'code', '-code'] as const;
const MAX_VALUES_SHOWN = 8;

/** /admin-panel/secure/variants. */
export function VariantAttributesListPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: SORTS, defaultSort: 'position' });
  const query = useQuery(variantAttributes.listQuery(listQuery(params)));
  const columns: Column<VariantAttributeRecord>[] = [
    {
      id: 'name',
      label: t('common.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (a) => (
        <Link component={RouterLink} to={paths.admin.to(`${SEGMENT}/${a.id}`)} fontWeight={600}>
          {a.name[lang] || a.name.en}
        </Link>
      ),
    },
    { id: 'code', label: t('variants.code'), sortKey: 'code', render: (a) => <bdi dir="ltr">{a.code}</bdi> },
    { id: 'kind', label: t('variants.kind'), render: (a) => t(`variants.kinds.${a.kind}`) },
    {
      id: 'values',
      label: t('variants.values'),
      render: (a) => {
        const shown = a.values.slice(0, MAX_VALUES_SHOWN).map((v) => v.name[lang] || v.name.en);
        const more = a.values.length - shown.length;
        return `${shown.join(lang === 'ar' ? '، ' : ', ')}${more > 0 ? ` +${more}` : ''}`;
      },
    },
    {
      id: 'position',
      label: t('common.position'),
      sortKey: 'position',
      align: 'center',
      render: (a) => a.position,
    },
  ];
  return (
    <ListScreen
      segment={SEGMENT}
      title={ta('pages.variants')}
      intro={t('variants.intro')}
      addLabel={t('variants.addTitle')}
      caption={t('variants.caption')}
      emptyText={t('variants.empty')}
      params={params}
      query={query}
      columns={columns}
      filters={
        <>
          <SearchField
            label={t('variants.searchLabel')}
            helper={t('variants.searchHelp')}
            value={params.filters.search}
            onChange={(value, options) => params.setFilter('search', value, options)}
          />
          <SelectFilter
            label={t('variants.kind')}
            value={params.filters.kind}
            options={VARIANT_ATTRIBUTE_KINDS.map((kind) => ({
              value: kind,
              label: t(`variants.kinds.${kind}`),
            }))}
            onChange={(v) => params.setFilter('kind', v)}
          />
        </>
      }
    />
  );
}

type Values = z.input<typeof variantAttributeInput>;
const emptyValue = () => ({ code: '', name: { en: '', ar: '' }, hex: '', valueGroup: '' });
const valuesOf = (a?: VariantAttributeRecord): Values => ({
  code: a?.code ?? '',
  name: { en: a?.name.en ?? '', ar: a?.name.ar ?? '' },
  kind: a?.kind ?? 'size',
  position: a?.position ?? 0,
  values: a
    ? a.values.map((v) => ({
        code: v.code,
        name: { en: v.name.en, ar: v.name.ar },
        hex: v.hex ?? '',
        valueGroup: v.valueGroup ?? '',
      }))
    : [emptyValue()],
});

function VariantAttributeForm({ attribute }: { attribute?: VariantAttributeRecord }) {
  const t = useTaxonomyT();
  const lang = useLanguage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    control,
    formState: { errors },
  } = useForm<Values, unknown, VariantAttributeInput>({
    resolver: zodResolver(variantAttributeInput),
    defaultValues: valuesOf(attribute),
  });
  const values = useFieldArray({ control, name: 'values' });
  const fields: FieldPath<Values>[] = [
    'code',
    'name.en',
    'name.ar',
    'kind',
    'position',
    'values',
    ...values.fields.flatMap((_, i) =>
      (['code', 'name.en', 'name.ar', 'hex', 'valueGroup'] as const).map(
        (f) => `values.${i}.${f}` as FieldPath<Values>,
      ),
    ),
  ];
  const flow = useSaveFlow<Values, VariantAttributeInput, VariantAttributeRecord>({
    resource: variantAttributes,
    record: attribute,
    segment: SEGMENT,
    fields,
    setError,
    onSaved: (saved) => reset(valuesOf(saved)),
  });
  const kindError = errorAt(errors, 'kind');
  const valuesError = errorAt(errors, 'values') ?? errorAt(errors, 'values.root');
  const isColour = watch('kind') === 'colour';
  return (
    <FormShell
      label={attribute ? t('variants.editTitle') : t('variants.addTitle')}
      editing={attribute !== undefined}
      name={watch(`name.${lang}`) || watch('name.en') || ''}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel={t('variants.create')}
    >
      <LocalizedFields<Values>
        base="name"
        register={register}
        errors={errors}
        labels={[t('common.nameEn'), t('common.nameAr')]}
        required
      />
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField<Values>
          name="code"
          register={register}
          label={t('variants.code')}
          required
          ltr
          autoComplete="off"
          helperText={t('variants.codeHelp')}
          error={errorAt(errors, 'code')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <TextField
              select
              required
              fullWidth
              label={t('variants.kind')}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(kindError)}
              helperText={kindError ? translateMessage(kindError) : undefined}
            >
              {VARIANT_ATTRIBUTE_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`variants.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField<Values>
          name="position"
          register={register}
          label={t('common.position')}
          type="number"
          helperText={t('common.positionHelp')}
          error={errorAt(errors, 'position')}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={12}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            {t('variants.values')}
          </Typography>
          <FormHelperText sx={{ mt: 0, mb: 1.5 }}>{t('variants.valuesHelp')}</FormHelperText>
          {valuesError ? (
            <FormHelperText error role="alert" sx={{ mb: 1.5 }}>
              {translateMessage(valuesError)}
            </FormHelperText>
          ) : null}
          <Stack spacing={1.5}>
            {values.fields.map((field, index) => (
              <Paper key={field.id} variant="outlined" sx={{ p: 1.5, position: 'relative' }}>
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                  <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
                    {t('variants.value', { n: index + 1 })}
                  </Typography>
                  <IconButton
                    aria-label={`${t('common.remove')}: ${t('variants.value', { n: index + 1 })}`}
                    onClick={() => values.remove(index)}
                    disabled={values.fields.length <= 1}
                    size="small"
                    sx={{ position: 'absolute', top: 6, insetInlineEnd: 6 }}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                  <Grid container spacing={1.5}>
                    <Grid size={{ xs: 12, sm: 4 }}>
                      <FormTextField<Values>
                        name={`values.${index}.code`}
                        register={register}
                        label={t('variants.valueCode')}
                        required
                        ltr
                        autoComplete="off"
                        error={errorAt(errors, `values.${index}.code`)}
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 4 }}>
                      {isColour ? (
                        <FormTextField<Values>
                          name={`values.${index}.hex`}
                          register={register}
                          label={t('variants.hex')}
                          ltr
                          autoComplete="off"
                          error={errorAt(errors, `values.${index}.hex`)}
                        />
                      ) : (
                        <FormTextField<Values>
                          name={`values.${index}.valueGroup`}
                          register={register}
                          label={t('variants.valueGroup')}
                          autoComplete="off"
                          helperText={t('variants.valueGroupHelp')}
                          error={errorAt(errors, `values.${index}.valueGroup`)}
                        />
                      )}
                    </Grid>
                    <Grid size={{ xs: 12, sm: 4 }} />
                    <LocalizedFields<Values>
                      base={`values.${index}.name`}
                      register={register}
                      errors={errors}
                      labels={[t('common.nameEn'), t('common.nameAr')]}
                      required
                    />
                  </Grid>
                </Box>
              </Paper>
            ))}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            onClick={() => values.append(emptyValue())}
            disabled={values.fields.length >= MAX_ATTRIBUTE_VALUES}
            sx={{ mt: 1.5 }}
          >
            {t('variants.addValue')}
          </Button>
        </Box>
      </Grid>
    </FormShell>
  );
}

/** /admin-panel/secure/variants/add. */
export function AddVariantAttributePage() {
  const t = useTaxonomyT();
  return (
    <FormScreen
      id="add-variant-title"
      title={t('variants.addTitle')}
      back={{ to: paths.admin.to(SEGMENT), label: t('variants.back') }}
    >
      <VariantAttributeForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/variants/:id. */
export function EditVariantAttributePage() {
  const t = useTaxonomyT();
  const lang = useLanguage();
  return (
    <RecordScreen resource={variantAttributes} segment={SEGMENT}>
      {(attribute) => {
        const name = attribute.name[lang] || attribute.name.en;
        return (
          <FormScreen
            id="variant-title"
            title={name}
            subtitle={<bdi dir="ltr">{attribute.code}</bdi>}
            back={{ to: paths.admin.to(SEGMENT), label: t('variants.back') }}
          >
            <Stack spacing={3}>
              <VariantAttributeForm key={attribute.id} attribute={attribute} />
              <DeleteCard
                resource={variantAttributes}
                record={attribute}
                name={name}
                text={t('variants.deleteText')}
                segment={SEGMENT}
              />
            </Stack>
          </FormScreen>
        );
      }}
    </RecordScreen>
  );
}
