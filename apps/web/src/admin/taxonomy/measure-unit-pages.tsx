import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  MEASURE_UNIT_SORTS,
  type MeasureUnitInput,
  type MeasureUnitRecord,
  measureUnitInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { errorAt, FormTextField, LocalizedFields } from '../../back-office/kit/fields.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { useLanguage } from '../../i18n/language.ts';
import '../../back-office/i18n.ts';
import { FormFrame, useSaveFlow } from '../../back-office/kit/record-form.tsx';
import {
  createdColumn,
  EditRecordScreen,
  FormScreen,
  ListScreen,
  ListSearchField,
  linkColumn,
  localized,
} from '../../back-office/kit/screens.tsx';
import { paths } from '../../config/paths.ts';
import { measureUnits } from './api.ts';
import { useTaxonomyT } from './i18n.ts';

/* SPEC 2 `measureUnits`; SPEC 5 "Measure unit: name and code required; name unique". */

const SEGMENT = 'measureUnits';
const FILTERS = ['search'] as const;

/** /admin-panel/secure/measureUnits. */
export function MeasureUnitsListPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: MEASURE_UNIT_SORTS, defaultSort: 'name' });
  const query = useQuery(measureUnits.listQuery(listQuery(params)));
  const columns: Column<MeasureUnitRecord>[] = [
    linkColumn({
      id: 'name',
      label: t('common.name'),
      href: (row) => paths.admin.to(`${SEGMENT}/${row.id}`),
      text: (u) => localized(u.name, lang),
    }),
    {
      id: 'code',
      label: t('measureUnits.code'),
      sortKey: 'code',
      render: (u) => <bdi dir="ltr">{u.code}</bdi>,
    },
    { id: 'pieces', label: t('measureUnits.piecesPerUnit'), align: 'center', render: (u) => u.piecesPerUnit },
    { id: 'products', label: t('common.products'), align: 'center', render: (u) => u.productCount },
    createdColumn(t('common.created'), lang, 'md'),
  ];
  return (
    <ListScreen
      titleId={`${SEGMENT}-title`}
      addTo={paths.admin.to(`${SEGMENT}/add`)}
      title={ta('pages.measureUnits')}
      intro={t('measureUnits.intro')}
      addLabel={ta('pages.addMeasureUnit')}
      caption={t('measureUnits.caption')}
      emptyText={t('measureUnits.empty')}
      params={params}
      query={query}
      columns={columns}
      filters={
        <ListSearchField
          label={t('measureUnits.searchLabel')}
          helper={t('measureUnits.searchHelp')}
          params={params}
        />
      }
    />
  );
}

type Values = z.input<typeof measureUnitInput>;
const FIELDS: ReadonlyArray<FieldPath<Values>> = ['name.en', 'name.ar', 'code', 'piecesPerUnit'];
const valuesOf = (u?: MeasureUnitRecord): Values => ({
  name: { en: u?.name.en ?? '', ar: u?.name.ar ?? '' },
  code: u?.code ?? '',
  piecesPerUnit: u?.piecesPerUnit ?? 1,
});

function MeasureUnitForm({ unit }: { unit?: MeasureUnitRecord }) {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, MeasureUnitInput>({
    resolver: zodResolver(measureUnitInput),
    defaultValues: valuesOf(unit),
  });
  const flow = useSaveFlow<Values, MeasureUnitInput, MeasureUnitRecord>({
    resource: measureUnits,
    record: unit,
    createdHref: (saved) => paths.admin.to(`${SEGMENT}/${saved.id}`),
    fields: FIELDS,
    setError,
    onUpdated: (saved) => reset(valuesOf(saved)),
  });
  return (
    <FormFrame
      label={unit ? ta('pages.measureUnit') : ta('pages.addMeasureUnit')}
      record={{ editing: unit !== undefined, name: watch(`name.${lang}`) || watch('name.en') || '' }}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel={t('measureUnits.create')}
    >
      <LocalizedFields<Values>
        sideBySideFrom="sm"
        name="name"
        register={register}
        errors={errors}
        label={[t('common.nameEn'), t('common.nameAr')]}
        required
        helperText={t('measureUnits.nameHelp')}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<Values>
          name="code"
          register={register}
          label={t('measureUnits.code')}
          required
          ltr
          autoComplete="off"
          helperText={t('measureUnits.codeHelp')}
          error={errorAt(errors, 'code')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<Values>
          name="piecesPerUnit"
          register={register}
          label={t('measureUnits.piecesPerUnit')}
          type="number"
          helperText={t('measureUnits.piecesPerUnitHelp')}
          error={errorAt(errors, 'piecesPerUnit')}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
      </Grid>
    </FormFrame>
  );
}

/** /admin-panel/secure/measureUnits/add. */
export function AddMeasureUnitPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  return (
    <FormScreen
      id="add-measure-unit-title"
      title={ta('pages.addMeasureUnit')}
      back={{ to: paths.admin.to(SEGMENT), label: t('measureUnits.back') }}
      maxWidth={1000}
    >
      <MeasureUnitForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/measureUnits/:id. */
export function EditMeasureUnitPage() {
  const t = useTaxonomyT();
  return (
    <EditRecordScreen
      maxWidth={1000}
      resource={measureUnits}
      listHref={paths.admin.to(SEGMENT)}
      titleId="measure-unit-title"
      backLabel={t('measureUnits.back')}
      deleteText={t('measureUnits.deleteText')}
      nameOf={(unit) => unit.name}
      subtitle={(unit) => <bdi dir="ltr">{unit.code}</bdi>}
    >
      {(unit) => <MeasureUnitForm key={unit.id} unit={unit} />}
    </EditRecordScreen>
  );
}
