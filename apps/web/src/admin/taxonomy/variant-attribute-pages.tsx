import Grid from '@mui/material/Grid';
import {
  MAX_ATTRIBUTE_VALUES,
  VARIANT_ATTRIBUTE_KINDS,
  type VariantAttributeRecord,
  variantAttributeInput,
} from '@shop/shared';
import type { z } from 'zod';
import { itemPaths } from '../../back-office/kit/resource-screens.tsx';
import { variantAttributes } from './api.ts';
import type { TaxonomyT } from './i18n.ts';
import { nameColumn, nameFields, taxonomyScreens } from './screens.tsx';

/*
 * SPEC 2 `variants` (ADR 0018): the variant attributes (size, colour…) and their values that each
 * product's variants (screen product/variants/{id}) are combinations of.
 */

const MAX_VALUES_SHOWN = 8;

type Values = z.input<typeof variantAttributeInput>;
const VALUE_FIELDS = ['code', 'name.en', 'name.ar', 'hex', 'valueGroup'] as const;
const emptyValue = () => ({ code: '', name: { en: '', ar: '' }, hex: '', valueGroup: '' });

/** The kinds to choose from, in the list's filter and the form. */
const kindOptions = (t: TaxonomyT) =>
  VARIANT_ATTRIBUTE_KINDS.map((kind) => ({ value: kind, label: t(`variants.kinds.${kind}`) }));

const THIRD = { xs: 12, sm: 4 } as const;

const screens = taxonomyScreens({
  segment: 'variants',
  resource: variantAttributes,
  pages: ['variants', 'addVariant', 'variant'],
  texts: ({ t }) => ({ addTitle: t('variants.addTitle'), editLabel: t('variants.editTitle') }),
  list: {
    filters: ['kind'],
    sorts: ['position', '-position', 'name', '-name', 'code', '-code'],
    defaultSort: 'position',
    columns: ({ t }, lang, href) => [
      nameColumn<VariantAttributeRecord>(t, lang, href),
      {
        id: 'code',
        label: t('variants.code'),
        sortKey: 'code',
        render: (a) => <bdi dir="ltr">{a.code}</bdi>,
      },
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
    ],
    selects: ({ t }) => [{ name: 'kind', label: t('variants.kind'), options: kindOptions(t) }],
  },
  form: {
    schema: variantAttributeInput,
    valuesOf: (a?: VariantAttributeRecord): Values => ({
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
    }),
    fields: (values) => [
      'code',
      'name.en',
      'name.ar',
      'kind',
      'position',
      'values',
      ...itemPaths<Values>('values', values.values, VALUE_FIELDS),
    ],
    body: ({ t }, { form }) => [
      nameFields(t),
      {
        kind: 'text',
        name: 'code',
        label: t('variants.code'),
        required: true,
        ltr: true,
        helperText: t('variants.codeHelp'),
        size: THIRD,
      },
      {
        kind: 'select',
        name: 'kind',
        label: t('variants.kind'),
        choices: kindOptions(t),
        required: true,
        size: THIRD,
      },
      {
        kind: 'number',
        name: 'position',
        label: t('common.position'),
        min: 0,
        helperText: t('common.positionHelp'),
        size: THIRD,
      },
      {
        kind: 'repeated',
        name: 'values',
        legend: t('variants.values'),
        help: t('variants.valuesHelp'),
        itemLabel: (n) => t('variants.value', { n }),
        max: MAX_ATTRIBUTE_VALUES,
        addLabel: t('variants.addValue'),
        empty: emptyValue,
        fields: (index) => [
          {
            kind: 'text',
            name: `values.${index}.code`,
            label: t('variants.valueCode'),
            required: true,
            ltr: true,
            size: THIRD,
          },
          // A colour has its swatch; any other kind its group (adult, kids…).
          form.watch('kind') === 'colour'
            ? { kind: 'text', name: `values.${index}.hex`, label: t('variants.hex'), ltr: true, size: THIRD }
            : {
                kind: 'text',
                name: `values.${index}.valueGroup`,
                label: t('variants.valueGroup'),
                helperText: t('variants.valueGroupHelp'),
                size: THIRD,
              },
          { kind: 'custom', key: 'gap', render: () => <Grid size={THIRD} /> },
          {
            kind: 'localized',
            name: `values.${index}.name`,
            label: [t('common.nameEn'), t('common.nameAr')],
            required: true,
          },
        ],
      },
    ],
  },
  edit: {
    nameOf: (attribute) => attribute.name,
    subtitle: (attribute) => <bdi dir="ltr">{attribute.code}</bdi>,
  },
});

/** /admin-panel/secure/variants, …/add and …/:id. */
export const {
  ListPage: VariantAttributesListPage,
  AddPage: AddVariantAttributePage,
  EditPage: EditVariantAttributePage,
} = screens;
