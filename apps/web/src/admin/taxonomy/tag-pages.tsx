import { zodResolver } from '@hookform/resolvers/zod';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TAG_TYPES, type TagInput, type TagRecord, type TagType, tagInput } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import type { Column } from '../components/data-table.tsx';
import { SearchField, SelectFilter } from '../components/filter-bar.tsx';
import { FormTextField } from '../components/form-fields.tsx';
import { formatDate, listQuery } from '../components/format.ts';
import { useListParams } from '../components/use-list-params.ts';
import '../i18n.ts';
import { tags } from './api.ts';
import { DeleteCard, errorAt, FormShell, LocalizedFields, RecordScreen, useSaveFlow } from './fields.tsx';
import { useTaxonomyT } from './i18n.ts';
import { FormScreen, ListScreen } from './list-screen.tsx';

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

/** /admin-panel/secure/tags. */
export function TagsListPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: SORTS, defaultSort: 'name' });
  const query = useQuery(tags.listQuery(listQuery(params)));
  const columns: Column<TagRecord>[] = [
    {
      id: 'name',
      label: t('common.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (tag) => (
        <Link component={RouterLink} to={paths.admin.to(`${SEGMENT}/${tag.id}`)} fontWeight={600}>
          {tag.name[lang] || tag.name.en}
        </Link>
      ),
    },
    { id: 'type', label: t('tags.type'), render: (tag) => <TagTypeChip type={tag.type} /> },
    {
      id: 'slug',
      label: t('common.slug'),
      hideBelow: 'md',
      render: (tag) => <bdi dir="ltr">{tag.slug}</bdi>,
    },
    { id: 'products', label: t('common.products'), align: 'center', render: (tag) => tag.productCount },
    {
      id: 'created',
      label: t('common.created'),
      sortKey: 'created_at',
      hideBelow: 'lg',
      render: (tag) => formatDate(tag.createdAt, lang),
    },
  ];
  return (
    <ListScreen
      segment={SEGMENT}
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
          <SearchField
            label={t('tags.searchLabel')}
            helper={t('tags.searchHelp')}
            value={params.filters.search}
            onChange={(value, options) => params.setFilter('search', value, options)}
          />
          <SelectFilter
            label={t('tags.type')}
            value={params.filters.type}
            options={TAG_TYPES.map((type) => ({ value: type, label: t(`tags.types.${type}`) }))}
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
  const flow = useSaveFlow<Values, TagInput, TagRecord>({
    resource: tags,
    record: tag,
    segment: SEGMENT,
    fields: FIELDS,
    setError,
    onSaved: (saved) => reset(valuesOf(saved)),
  });
  const typeError = errorAt(errors, 'type');
  return (
    <FormShell
      label={tag ? ta('pages.tag') : ta('pages.addTag')}
      editing={tag !== undefined}
      name={watch(`name.${lang}`) || watch('name.en') || ''}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel={t('tags.create')}
    >
      <LocalizedFields<Values>
        base="name"
        register={register}
        errors={errors}
        labels={[t('common.nameEn'), t('common.nameAr')]}
        required
        helperText={t('tags.nameHelp')}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <TextField
              select
              required
              fullWidth
              label={t('tags.type')}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : 'regular'}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(typeError)}
              helperText={typeError ? translateMessage(typeError) : t('tags.typeHelp')}
            >
              {TAG_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`tags.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
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
    </FormShell>
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
    >
      <TagForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/tags/:id. */
export function EditTagPage() {
  const t = useTaxonomyT();
  const lang = useLanguage();
  return (
    <RecordScreen resource={tags} segment={SEGMENT}>
      {(tag) => {
        const name = tag.name[lang] || tag.name.en;
        return (
          <FormScreen
            id="tag-title"
            title={name}
            subtitle={<TagTypeChip type={tag.type} />}
            back={{ to: paths.admin.to(SEGMENT), label: t('tags.back') }}
          >
            <Stack spacing={3}>
              <TagForm key={tag.id} tag={tag} />
              <DeleteCard
                resource={tags}
                record={tag}
                name={name}
                text={t('tags.deleteText')}
                segment={SEGMENT}
              />
            </Stack>
          </FormScreen>
        );
      }}
    </RecordScreen>
  );
}
