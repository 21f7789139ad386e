import { zodResolver } from '@hookform/resolvers/zod';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { TAG_TYPES, type TagInput, type TagRecord, type TagType, tagInput } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { errorAt, FormTextField, LocalizedFields, SelectField } from '../../back-office/kit/fields.tsx';
import { SelectFilter } from '../../back-office/kit/filter-bar.tsx';
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
import { tags } from './api.ts';
import { useTaxonomyT } from './i18n.ts';

/* SPEC 2 `tags`; SPEC 3 tag types 1/2/3, type 3 shown as "Item Is Bundle". */

const SEGMENT = 'tags';
const FILTERS = ['search', 'type'] as const;
const SORTS = ['name', '-name', 'created_at', '-created_at'] as const;

/** The type as the screens show it: "3 · Item Is Bundle". */
export function TagTypeChip({ type }: { type: TagType }) {
  const t = useTaxonomyT();
  return (
    <Chip
      component="span"
      size="small"
      variant={type === 'bundle' ? 'filled' : 'outlined'}
      color={type === 'bundle' ? 'secondary' : type === 'discount' ? 'warning' : 'default'}
      label={t(`tags.types.${type}`)}
    />
  );
}

/** The types to choose from, in the list's filter and the form. */
function useTypeOptions() {
  const t = useTaxonomyT();
  return TAG_TYPES.map((type) => ({ value: type, label: t(`tags.types.${type}`) }));
}

/** /admin-panel/secure/tags. */
export function TagsListPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: SORTS, defaultSort: 'name' });
  const query = useQuery(tags.listQuery(listQuery(params)));
  const typeOptions = useTypeOptions();
  const columns: Column<TagRecord>[] = [
    linkColumn({
      id: 'name',
      label: t('common.name'),
      href: (row) => paths.admin.to(`${SEGMENT}/${row.id}`),
      text: (tag) => localized(tag.name, lang),
    }),
    { id: 'type', label: t('tags.type'), render: (tag) => <TagTypeChip type={tag.type} /> },
    {
      id: 'slug',
      label: t('common.slug'),
      hideBelow: 'md',
      render: (tag) => <bdi dir="ltr">{tag.slug}</bdi>,
    },
    { id: 'products', label: t('common.products'), align: 'center', render: (tag) => tag.productCount },
    createdColumn(t('common.created'), lang, 'lg'),
  ];
  return (
    <ListScreen
      titleId={`${SEGMENT}-title`}
      addTo={paths.admin.to(`${SEGMENT}/add`)}
      title={ta('pages.tags')}
      intro={t('tags.intro')}
      addLabel={ta('pages.addTag')}
      caption={t('tags.caption')}
      emptyText={t('tags.empty')}
      params={params}
      query={query}
      columns={columns}
      filters={
        <>
          <ListSearchField label={t('tags.searchLabel')} helper={t('tags.searchHelp')} params={params} />
          <SelectFilter
            label={t('tags.type')}
            value={params.filters.type}
            options={typeOptions}
            onChange={(v) => params.setFilter('type', v)}
          />
        </>
      }
    />
  );
}

type Values = z.input<typeof tagInput>;
const FIELDS: ReadonlyArray<FieldPath<Values>> = ['name.en', 'name.ar', 'type', 'slug'];
const valuesOf = (tag?: TagRecord): Values => ({
  name: { en: tag?.name.en ?? '', ar: tag?.name.ar ?? '' },
  type: tag?.type ?? 'regular',
  slug: tag?.slug ?? '',
});

function TagForm({ tag }: { tag?: TagRecord }) {
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
  } = useForm<Values, unknown, TagInput>({ resolver: zodResolver(tagInput), defaultValues: valuesOf(tag) });
  const typeOptions = useTypeOptions();
  const flow = useSaveFlow<Values, TagInput, TagRecord>({
    resource: tags,
    record: tag,
    createdHref: (saved) => paths.admin.to(`${SEGMENT}/${saved.id}`),
    fields: FIELDS,
    setError,
    onUpdated: (saved) => reset(valuesOf(saved)),
  });
  return (
    <FormFrame
      label={tag ? ta('pages.tag') : ta('pages.addTag')}
      record={{ editing: tag !== undefined, name: watch(`name.${lang}`) || watch('name.en') || '' }}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel={t('tags.create')}
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
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField<Values, TagInput>
          control={control}
          name="type"
          label={t('tags.type')}
          choices={typeOptions}
          error={errorAt(errors, 'type')}
          helperText={t('tags.typeHelp')}
          fallback="regular"
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<Values>
          name="slug"
          register={register}
          label={t('common.slug')}
          ltr
          autoComplete="off"
          helperText={t('tags.slugHelp')}
          error={errorAt(errors, 'slug')}
        />
      </Grid>
    </FormFrame>
  );
}

/** /admin-panel/secure/tags/add. */
export function AddTagPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  return (
    <FormScreen
      id="add-tag-title"
      title={ta('pages.addTag')}
      back={{ to: paths.admin.to(SEGMENT), label: t('tags.back') }}
      maxWidth={1000}
    >
      <TagForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/tags/:id. */
export function EditTagPage() {
  const t = useTaxonomyT();
  return (
    <EditRecordScreen
      maxWidth={1000}
      resource={tags}
      listHref={paths.admin.to(SEGMENT)}
      titleId="tag-title"
      backLabel={t('tags.back')}
      deleteText={t('tags.deleteText')}
      nameOf={(tag) => tag.name}
      subtitle={(tag) => <TagTypeChip type={tag.type} />}
    >
      {(tag) => <TagForm key={tag.id} tag={tag} />}
    </EditRecordScreen>
  );
}
