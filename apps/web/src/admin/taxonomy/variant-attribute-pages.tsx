import Grid from '@mui/material/Grid';
import {
  MAX_ATTRIBUTE_VALUES,
  VARIANT_ATTRIBUTE_KINDS,
  type VariantAttributeInput,
  type VariantAttributeRecord,
  variantAttributeInput,
} from '@shop/shared';
import { type FieldPath, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import {
  errorAt,
  LocalizedFields,
  RegisteredTextField,
  RepeatedFieldset,
} from '../../back-office/kit/fields.tsx';
import { variantAttributes } from './api.ts';
import { type TaxonomyT, useTaxonomyT } from './i18n.ts';
import { nameColumn, nameFields, taxonomyScreens } from './screens.tsx';

/*
 * SPEC 2 `variants` (ADR 0018): the variant attributes (size, colour…) and their values that each
 * product's variants (screen product/variants/{id}) are combinations of.
 */

const MAX_VALUES_SHOWN = 8;

type Values = z.input<typeof variantAttributeInput>;
type Form = UseFormReturn<Values, unknown, VariantAttributeInput>;
const VALUE_FIELDS = ['code', 'name.en', 'name.ar', 'hex', 'valueGroup'] as const;
const emptyValue = () => ({ code: '', name: { en: '', ar: '' }, hex: '', valueGroup: '' });

/** The kinds to choose from, in the list's filter and the form. */
const kindOptions = (t: TaxonomyT) =>
  VARIANT_ATTRIBUTE_KINDS.map((kind) => ({ value: kind, label: t(`variants.kinds.${kind}`) }));

/** The attribute's values, each with its code, name and colour or group. */
function AttributeValues({ form }: { form: Form }) {
  const t = useTaxonomyT();
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const values = useFieldArray({ control, name: 'values' });
  const isColour = watch('kind') === 'colour';
  return (
    <Grid size={12}>
      <RepeatedFieldset
        legend={t('variants.values')}
        help={t('variants.valuesHelp')}
        error={errorAt(errors, 'values') ?? errorAt(errors, 'values.root')}
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
              <RegisteredTextField<Values>
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
                <RegisteredTextField<Values>
                  name={`values.${index}.hex`}
                  register={register}
                  label={t('variants.hex')}
                  ltr
                  autoComplete="off"
                  error={errorAt(errors, `values.${index}.hex`)}
                />
              ) : (
                <RegisteredTextField<Values>
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
  );
}

const THIRD = { xs: 12, sm: 4 } as const;

const screens = taxonomyScreens({
  segment: 'variants',
  resource: variantAttributes,
  titleIds: { add: 'add-variant-title', edit: 'variant-title' },
  section: 'variants',
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
      ...(values.values ?? []).flatMap((_, i) =>
        VALUE_FIELDS.map((f) => `values.${i}.${f}` as FieldPath<Values>),
      ),
    ],
    nameField: 'name',
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
      { kind: 'custom', key: 'values', render: () => <AttributeValues form={form} /> },
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
