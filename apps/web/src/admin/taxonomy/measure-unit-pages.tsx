import { MEASURE_UNIT_SORTS, type MeasureUnitRecord, measureUnitInput } from '@shop/shared';
import { createdColumn } from '../../back-office/kit/screens.tsx';
import { measureUnits } from './api.ts';
import { nameColumn, nameFields, taxonomyScreens } from './screens.tsx';

/* SPEC 2 `measureUnits`; SPEC 5 "Measure unit: name and code required; name unique". */

const screens = taxonomyScreens({
  segment: 'measureUnits',
  resource: measureUnits,
  pages: ['measureUnits', 'addMeasureUnit', 'measureUnit'],
  list: {
    filters: [],
    sorts: MEASURE_UNIT_SORTS,
    defaultSort: 'name',
    columns: ({ t }, lang, href) => [
      nameColumn(t, lang, href),
      {
        id: 'code',
        label: t('measureUnits.code'),
        sortKey: 'code',
        render: (u) => <bdi dir="ltr">{u.code}</bdi>,
      },
      {
        id: 'pieces',
        label: t('measureUnits.piecesPerUnit'),
        align: 'center',
        render: (u) => u.piecesPerUnit,
      },
      { id: 'products', label: t('common.products'), align: 'center', render: (u) => u.productCount },
      createdColumn(t('common.created'), lang, 'md'),
    ],
  },
  form: {
    schema: measureUnitInput,
    valuesOf: (u?: MeasureUnitRecord) => ({
      name: { en: u?.name.en ?? '', ar: u?.name.ar ?? '' },
      code: u?.code ?? '',
      piecesPerUnit: u?.piecesPerUnit ?? 1,
    }),
    body: ({ t }) => [
      nameFields(t, t('measureUnits.nameHelp')),
      {
        kind: 'text',
        name: 'code',
        label: t('measureUnits.code'),
        required: true,
        ltr: true,
        helperText: t('measureUnits.codeHelp'),
      },
      {
        kind: 'number',
        name: 'piecesPerUnit',
        label: t('measureUnits.piecesPerUnit'),
        min: 1,
        helperText: t('measureUnits.piecesPerUnitHelp'),
      },
    ],
  },
  edit: { nameOf: (unit) => unit.name, subtitle: (unit) => <bdi dir="ltr">{unit.code}</bdi> },
});

/** /admin-panel/secure/measureUnits, …/add and …/:id. */
export const {
  ListPage: MeasureUnitsListPage,
  AddPage: AddMeasureUnitPage,
  EditPage: EditMeasureUnitPage,
} = screens;
