import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  MAX_ATTRIBUTE_VALUES,
  VARIANT_ATTRIBUTE_KINDS,
  type VariantAttributeInput,
  type VariantAttributeRecord,
  variantAttributeInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import {
  errorAt,
  FormTextField,
  LocalizedFields,
  RepeatedFieldset,
  SelectField,
} from '../../back-office/kit/fields.tsx';
import { SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { useLanguage } from '../../i18n/language.ts';
import '../../back-office/i18n.ts';
import { FormFrame, useSaveFlow } from '../../back-office/kit/record-form.tsx';
import {
  EditRecordScreen,
  FormScreen,
  ListScreen,
  ListSearchField,
  linkColumn,
  localized,
} from '../../back-office/kit/screens.tsx';
import { paths } from '../../config/paths.ts';
import { variantAttributes } from './api.ts';
import { useTaxonomyT } from './i18n.ts';

/*
 * SPEC 2 `variants` (ADR 0018): the variant attributes (size, colour…) and their values that each
 * product's variants (screen product/variants/{id}) are combinations of.
 */

const SEGMENT = 'variants';
const FILTERS = ['search', 'kind'] as const;
const SORTS = ['position', '-position', 'name', '-name', 'code', '-code'] as const;
const MAX_VALUES_SHOWN = 8;

/** The kinds to choose from, in the list's filter and the form. */
function useKindOptions() {
  const t = useTaxonomyT();
  return VARIANT_ATTRIBUTE_KINDS.map((kind) => ({ value: kind, label: t(`variants.kinds.${kind}`) }));
}

/** /admin-panel/secure/variants. */
export function VariantAttributesListPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: SORTS, defaultSort: 'position' });
  const query = useQuery(variantAttributes.listQuery(listQuery(params)));
  const kindOptions = useKindOptions();
  const columns: Column<VariantAttributeRecord>[] = [
    linkColumn({
      id: 'name',
      label: t('common.name'),
      href: (row) => paths.admin.to(`${SEGMENT}/${row.id}`),
      text: (a) => localized(a.name, lang),
    }),
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
      titleId={`${SEGMENT}-title`}
      addTo={paths.admin.to(`${SEGMENT}/add`)}
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
          <ListSearchField
            label={t('variants.searchLabel')}
            helper={t('variants.searchHelp')}
            params={params}
          />
          <SelectFilter
            label={t('variants.kind')}
            value={params.filters.kind}
            options={kindOptions}
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
  const kindOptions = useKindOptions();
  const flow = useSaveFlow<Values, VariantAttributeInput, VariantAttributeRecord>({
    resource: variantAttributes,
    record: attribute,
    createdHref: (saved) => paths.admin.to(`${SEGMENT}/${saved.id}`),
    fields,
    setError,
    onUpdated: (saved) => reset(valuesOf(saved)),
  });
  const valuesError = errorAt(errors, 'values') ?? errorAt(errors, 'values.root');
  const isColour = watch('kind') === 'colour';
  return (
    <FormFrame
      label={attribute ? t('variants.editTitle') : t('variants.addTitle')}
      record={{ editing: attribute !== undefined, name: watch(`name.${lang}`) || watch('name.en') || '' }}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel={t('variants.create')}
    >
      <LocalizedFields<Values>
        sideBySideFrom="sm"
        name="name"
        register={register}
        errors={errors}
        label={[t('common.nameEn'), t('common.nameAr')]}
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
        <SelectField<Values, VariantAttributeInput>
          control={control}
          name="kind"
          label={t('variants.kind')}
          choices={kindOptions}
          error={errorAt(errors, 'kind')}
          required
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
        <RepeatedFieldset
          legend={t('variants.values')}
          help={t('variants.valuesHelp')}
          error={valuesError}
          items={values.fields}
          itemLabel={(n) => t('variants.value', { n })}
          max={MAX_ATTRIBUTE_VALUES}
          addLabel={t('variants.addValue')}
          onAdd={() => values.append(emptyValue())}
          onRemove={(index) => values.remove(index)}
        >
          {(index) => (
            <>
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
                sideBySideFrom="sm"
                name={`values.${index}.name`}
                register={register}
                errors={errors}
                label={[t('common.nameEn'), t('common.nameAr')]}
                required
              />
            </>
          )}
        </RepeatedFieldset>
      </Grid>
    </FormFrame>
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
      maxWidth={1000}
    >
      <VariantAttributeForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/variants/:id. */
export function EditVariantAttributePage() {
  const t = useTaxonomyT();
  return (
    <EditRecordScreen
      maxWidth={1000}
      resource={variantAttributes}
      listHref={paths.admin.to(SEGMENT)}
      titleId="variant-title"
      backLabel={t('variants.back')}
      deleteText={t('variants.deleteText')}
      nameOf={(attribute) => attribute.name}
      subtitle={(attribute) => <bdi dir="ltr">{attribute.code}</bdi>}
    >
      {(attribute) => <VariantAttributeForm key={attribute.id} attribute={attribute} />}
    </EditRecordScreen>
  );
}
