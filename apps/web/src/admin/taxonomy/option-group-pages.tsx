import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import {
  MAX_OPTION_CHOICES,
  type OptionGroupInput,
  type OptionGroupRecord,
  optionGroupInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { errorAt, FormTextField, LocalizedFields, RepeatedFieldset } from '../../back-office/kit/fields.tsx';
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
import { optionGroups } from './api.ts';
import { useTaxonomyT } from './i18n.ts';

/*
 * SPEC 2 `options` (ADR 0018): option groups, SPEC 3 "min and max selection, required flag, note,
 * choices", offered by products through their option groups.
 */

const SEGMENT = 'options';
const FILTERS = ['search'] as const;
const SORTS = ['name', '-name', 'created_at', '-created_at'] as const;

/** /admin-panel/secure/options. */
export function OptionGroupsListPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: SORTS, defaultSort: 'name' });
  const query = useQuery(optionGroups.listQuery(listQuery(params)));
  const columns: Column<OptionGroupRecord>[] = [
    linkColumn({
      id: 'name',
      label: t('common.name'),
      href: (row) => paths.admin.to(`${SEGMENT}/${row.id}`),
      text: (g) => localized(g.name, lang),
    }),
    {
      id: 'choices',
      label: t('options.choices'),
      render: (g) => g.choices.map((c) => c.name[lang] || c.name.en).join(lang === 'ar' ? '، ' : ', '),
    },
    {
      id: 'selection',
      label: t('options.selection'),
      align: 'center',
      render: (g) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <bdi>{t('options.selectionValue', { min: g.minSelect, max: g.maxSelect })}</bdi>
          {g.required ? <Chip component="span" size="small" label={t('options.requiredShort')} /> : null}
        </Box>
      ),
    },
    { id: 'products', label: t('common.products'), align: 'center', render: (g) => g.productCount },
    createdColumn(t('common.created'), lang, 'lg'),
  ];
  return (
    <ListScreen
      titleId={`${SEGMENT}-title`}
      addTo={paths.admin.to(`${SEGMENT}/add`)}
      title={ta('pages.options')}
      intro={t('options.intro')}
      addLabel={t('options.addTitle')}
      caption={t('options.caption')}
      emptyText={t('options.empty')}
      params={params}
      query={query}
      columns={columns}
      filters={
        <ListSearchField label={t('options.searchLabel')} helper={t('options.searchHelp')} params={params} />
      }
    />
  );
}

type Values = z.input<typeof optionGroupInput>;
const emptyChoice = () => ({ name: { en: '', ar: '' }, priceDelta: 0, hex: '' });
const valuesOf = (g?: OptionGroupRecord): Values => ({
  name: { en: g?.name.en ?? '', ar: g?.name.ar ?? '' },
  note: { en: g?.note?.en ?? '', ar: g?.note?.ar ?? '' },
  minSelect: g?.minSelect ?? 0,
  maxSelect: g?.maxSelect ?? 1,
  required: g?.required ?? false,
  choices: g
    ? g.choices.map((c) => ({
        id: c.id,
        name: { en: c.name.en, ar: c.name.ar },
        priceDelta: c.priceDelta,
        hex: c.hex ?? '',
      }))
    : [emptyChoice()],
});

function OptionGroupForm({ group }: { group?: OptionGroupRecord }) {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    control,
    formState: { errors },
  } = useForm<Values, unknown, OptionGroupInput>({
    resolver: zodResolver(optionGroupInput),
    defaultValues: valuesOf(group),
  });
  const choices = useFieldArray({ control, name: 'choices' });
  const fields: FieldPath<Values>[] = [
    'name.en',
    'name.ar',
    'note.en',
    'note.ar',
    'minSelect',
    'maxSelect',
    'required',
    'choices',
    ...choices.fields.flatMap((_, i) =>
      (['name.en', 'name.ar', 'priceDelta', 'hex'] as const).map(
        (f) => `choices.${i}.${f}` as FieldPath<Values>,
      ),
    ),
  ];
  const flow = useSaveFlow<Values, OptionGroupInput, OptionGroupRecord>({
    resource: optionGroups,
    record: group,
    createdHref: (saved) => paths.admin.to(`${SEGMENT}/${saved.id}`),
    fields,
    setError,
    onUpdated: (saved) => reset(valuesOf(saved)),
  });
  const choicesError = errorAt(errors, 'choices') ?? errorAt(errors, 'choices.root');
  return (
    <FormFrame
      label={group ? ta('pages.option') : t('options.addTitle')}
      record={{ editing: group !== undefined, name: watch(`name.${lang}`) || watch('name.en') || '' }}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel={t('options.create')}
    >
      <LocalizedFields<Values>
        sideBySideFrom="sm"
        name="name"
        register={register}
        errors={errors}
        label={[t('common.nameEn'), t('common.nameAr')]}
        required
        helperText={t('tags.nameHelp')}
      />
      <LocalizedFields<Values>
        sideBySideFrom="sm"
        name="note"
        register={register}
        errors={errors}
        label={[t('options.noteEn'), t('options.noteAr')]}
        multiline
      />
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField<Values>
          name="minSelect"
          register={register}
          label={t('options.minSelect')}
          type="number"
          error={errorAt(errors, 'minSelect')}
          slotProps={{ htmlInput: { min: 0, max: MAX_OPTION_CHOICES, step: 1, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField<Values>
          name="maxSelect"
          register={register}
          label={t('options.maxSelect')}
          type="number"
          error={errorAt(errors, 'maxSelect')}
          slotProps={{ htmlInput: { min: 1, max: MAX_OPTION_CHOICES, step: 1, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid
        size={{ xs: 12, sm: 6 }}
        sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        <Controller
          control={control}
          name="required"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ input: { 'aria-describedby': 'option-required-help' } }}
                />
              }
              label={t('options.required')}
            />
          )}
        />
        <FormHelperText id="option-required-help">{t('options.requiredHelp')}</FormHelperText>
      </Grid>
      <Grid size={12}>
        <RepeatedFieldset
          legend={t('options.choices')}
          help={t('options.choicesHelp')}
          error={choicesError}
          items={choices.fields}
          itemLabel={(n) => t('options.choice', { n })}
          max={MAX_OPTION_CHOICES}
          addLabel={t('options.addChoice')}
          onAdd={() => choices.append(emptyChoice())}
          onRemove={(index) => choices.remove(index)}
        >
          {(index) => (
            <>
              <LocalizedFields<Values>
                sideBySideFrom="sm"
                name={`choices.${index}.name`}
                register={register}
                errors={errors}
                label={[t('common.nameEn'), t('common.nameAr')]}
                required
              />
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField<Values>
                  name={`choices.${index}.priceDelta`}
                  register={register}
                  label={t('options.priceDelta')}
                  type="number"
                  error={errorAt(errors, `choices.${index}.priceDelta`)}
                  slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField<Values>
                  name={`choices.${index}.hex`}
                  register={register}
                  label={t('options.hex')}
                  ltr
                  autoComplete="off"
                  error={errorAt(errors, `choices.${index}.hex`)}
                />
              </Grid>
            </>
          )}
        </RepeatedFieldset>
      </Grid>
    </FormFrame>
  );
}

/** /admin-panel/secure/options/add. */
export function AddOptionGroupPage() {
  const t = useTaxonomyT();
  return (
    <FormScreen
      id="add-option-title"
      title={t('options.addTitle')}
      back={{ to: paths.admin.to(SEGMENT), label: t('options.back') }}
      maxWidth={1000}
    >
      <OptionGroupForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/options/:id. */
export function EditOptionGroupPage() {
  const t = useTaxonomyT();
  return (
    <EditRecordScreen
      maxWidth={1000}
      resource={optionGroups}
      listHref={paths.admin.to(SEGMENT)}
      titleId="option-title"
      backLabel={t('options.back')}
      deleteText={t('options.deleteText')}
      nameOf={(group) => group.name}
    >
      {(group) => <OptionGroupForm key={group.id} group={group} />}
    </EditRecordScreen>
  );
}
