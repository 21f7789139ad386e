import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import {
  type CategoryInput,
  type CategoryRecord,
  categoryInput,
  type MainCategoryRecord,
  TAXON_SORTS,
  type TaxonRecord,
  taxonInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useState } from 'react';
import { type Control, Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Column, DataTable, EmptyState } from '../../back-office/kit/data-table.tsx';
import {
  errorAt,
  FormTextField,
  ImageField,
  LocalizedFields,
  StatusField,
} from '../../back-office/kit/fields.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { formatDate, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import type { AdminPageKey } from '../framework/admin-pages.ts';
import '../../back-office/i18n.ts';
import { FormFrame, useSaveFlow } from '../../back-office/kit/record-form.tsx';
import { EditRecordScreen, FormScreen, Thumb } from '../../back-office/kit/screens.tsx';
import { RecordStatusChip } from '../../back-office/kit/status-chip.tsx';
import { brands, categories, mainCategories, type Resource } from './api.ts';
import { type TaxonomyKey, useTaxonomyT } from './i18n.ts';
import { type MainCategoryOption, MainCategoryPicker } from './main-category-picker.tsx';

/*
 * Brands, main categories and categories (SPEC 3 "Brand, category, main category"; SPEC 5): the
 * same bilingual name, description, status, image and position; a category also names its main
 * category. One set of screens serves the three, configured per kind.
 */

type Kind = 'brands' | 'mainCategories' | 'categories';
type AnyTaxon = TaxonRecord &
  Partial<Pick<MainCategoryRecord, 'categoryCount'>> &
  Partial<Pick<CategoryRecord, 'mainCategory'>>;
type TaxonOutput = Omit<CategoryInput, 'mainCategoryId'> & { mainCategoryId?: number };

interface KindConfig {
  segment: string;
  pages: readonly [list: AdminPageKey, add: AdminPageKey, detail: AdminPageKey];
  // Brands and main categories take `TaxonInput`; categories add `mainCategoryId`.
  resource: Resource<AnyTaxon, TaxonOutput>;
  text: (
    key: 'intro' | 'caption' | 'searchHelp' | 'empty' | 'back' | 'create' | 'deleteText' | 'imageLabel',
  ) => TaxonomyKey;
}

const KINDS: Record<Kind, KindConfig> = {
  brands: {
    segment: 'brands',
    pages: ['brands', 'addBrand', 'brand'],
    resource: brands as unknown as KindConfig['resource'],
    text: (key) => `brands.${key}`,
  },
  mainCategories: {
    segment: 'main-category',
    pages: ['mainCategories', 'addMainCategory', 'mainCategory'],
    resource: mainCategories as unknown as KindConfig['resource'],
    text: (key) => `mainCategories.${key}`,
  },
  categories: {
    segment: 'category',
    pages: ['categories', 'addCategory', 'category'],
    resource: categories as unknown as KindConfig['resource'],
    text: (key) => `categories.${key}`,
  },
};

const BASE_FILTERS = ['search', 'status'] as const;
const CATEGORY_FILTERS = ['search', 'status', 'mainCategoryId'] as const;

function TaxonListPage({ kind }: { kind: Kind }) {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const config = KINDS[kind];
  const params = useListParams({
    filters: kind === 'categories' ? CATEGORY_FILTERS : BASE_FILTERS,
    sorts: TAXON_SORTS,
    defaultSort: 'position',
  });
  const query = useQuery(config.resource.listQuery(listQuery(params)));
  const nameOf = (r: { name: { en: string; ar: string } }) => r.name[lang] || r.name.en;
  const columns: Column<AnyTaxon>[] = [
    { id: 'image', label: t('common.image'), render: (r) => <Thumb src={r.image} /> },
    {
      id: 'name',
      label: t('common.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (r) => (
        <Box>
          <Link component={RouterLink} to={paths.admin.to(`${config.segment}/${r.id}`)} fontWeight={600}>
            {nameOf(r)}
          </Link>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>
            <bdi dir={lang === 'ar' ? 'ltr' : 'rtl'} lang={lang === 'ar' ? 'en' : 'ar'}>
              {lang === 'ar' ? r.name.en : r.name.ar}
            </bdi>
          </Box>
        </Box>
      ),
    },
    ...(kind === 'categories'
      ? [
          {
            id: 'mainCategory',
            label: t('categories.mainCategory'),
            render: (r: AnyTaxon) => (r.mainCategory ? nameOf(r.mainCategory) : '—'),
          },
        ]
      : []),
    ...(kind === 'mainCategories'
      ? [
          {
            id: 'categories',
            label: t('mainCategories.categories'),
            align: 'center' as const,
            render: (r: AnyTaxon) => r.categoryCount ?? 0,
          },
        ]
      : []),
    { id: 'status', label: t('common.status'), render: (r) => <RecordStatusChip status={r.status} /> },
    {
      id: 'products',
      label: t('common.products'),
      sortKey: 'products',
      align: 'center',
      render: (r) => r.productCount,
    },
    {
      id: 'position',
      label: t('common.position'),
      sortKey: 'position',
      align: 'center',
      hideBelow: 'md',
      render: (r) => r.position,
    },
    {
      id: 'created',
      label: t('common.created'),
      sortKey: 'created_at',
      hideBelow: 'lg',
      render: (r) => formatDate(r.createdAt, lang),
    },
  ];
  const titleId = `${config.segment}-title`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <PageHeader
        id={titleId}
        title={ta(`pages.${config.pages[0]}` as 'pages.brands')}
        subtitle={t(config.text('intro'))}
        actions={
          <Button
            component={RouterLink}
            to={paths.admin.to(`${config.segment}/add`)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {ta(`pages.${config.pages[1]}` as 'pages.addBrand')}
          </Button>
        }
      />
      <FilterBar
        label={t('common.filtersLabel')}
        hasFilters={params.hasFilters}
        onClear={params.clearFilters}
      >
        <SearchField
          label={t('common.searchLabel')}
          helper={t(config.text('searchHelp'))}
          value={params.filters.search}
          onChange={(value, options) => params.setFilter('search', value, options)}
        />
        <SelectFilter
          label={t('common.status')}
          value={params.filters.status}
          options={[
            { value: 'active', label: t('common.statuses.active') },
            { value: 'inactive', label: t('common.statuses.inactive') },
          ]}
          onChange={(v) => params.setFilter('status', v)}
        />
        {kind === 'categories' ? (
          <MainCategoryFilter
            value={params.filters.mainCategoryId}
            onChange={(id) => params.setFilter('mainCategoryId', id)}
          />
        ) : null}
      </FilterBar>
      <DataTable
        caption={t(config.text('caption'))}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(r) => r.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState
            text={t(config.text('empty'))}
            filtered={params.hasFilters}
            onClear={params.clearFilters}
          />
        }
      />
    </Box>
  );
}

/** The categories list's main-category filter: the id lives in the URL, the name is read back. */
function MainCategoryFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const t = useTaxonomyT();
  const id = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  const detail = useQuery({ ...mainCategories.detailQuery(id), enabled: id > 0 });
  const selected: MainCategoryOption | null = id > 0 && detail.data ? { id, name: detail.data.name } : null;
  return (
    <MainCategoryPicker
      key={selected ? `main-${selected.id}` : 'main-none'}
      value={selected}
      onChange={(next) => onChange(next ? String(next.id) : undefined)}
      label={t('categories.mainCategory')}
      size="small"
    />
  );
}

// Form ---------------------------------------------------------------------------------------

type Values = z.input<typeof categoryInput>;
const FIELDS: ReadonlyArray<FieldPath<Values>> = [
  'name.en',
  'name.ar',
  'description.en',
  'description.ar',
  'status',
  'image',
  'position',
  'mainCategoryId',
];

const valuesOf = (record: AnyTaxon | undefined): Values => ({
  name: { en: record?.name.en ?? '', ar: record?.name.ar ?? '' },
  description: { en: record?.description?.en ?? '', ar: record?.description?.ar ?? '' },
  status: record?.status ?? 'active',
  image: record?.image ?? '',
  position: record?.position ?? 0,
  mainCategoryId: record?.mainCategory?.id,
});

function TaxonForm({ kind, record }: { kind: Kind; record?: AnyTaxon }) {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const config = KINDS[kind];
  const editing = record !== undefined;
  // The category schema adds mainCategoryId to the brand's; brands and main categories drop it.
  const resolver = zodResolver(kind === 'categories' ? categoryInput : taxonInput) as unknown as Resolver<
    Values,
    unknown,
    TaxonOutput
  >;
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    watch,
    formState: { errors },
  } = useForm<Values, unknown, TaxonOutput>({ resolver, defaultValues: valuesOf(record) });
  const flow = useSaveFlow<Values, TaxonOutput, AnyTaxon>({
    resource: config.resource,
    record,
    createdHref: (saved) => paths.admin.to(`${config.segment}/${saved.id}`),
    fields: FIELDS,
    setError,
    onUpdated: (saved) => reset(valuesOf(saved)),
  });
  const name = watch(`name.${lang}`) || watch('name.en') || '';
  const initialMain: MainCategoryOption | null = record?.mainCategory
    ? { id: record.mainCategory.id, name: record.mainCategory.name }
    : null;
  return (
    <FormFrame
      label={ta(`pages.${editing ? config.pages[2] : config.pages[1]}` as 'pages.brand')}
      record={{ editing: editing, name: name }}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel={t(config.text('create'))}
    >
      <LocalizedFields<Values>
        sideBySideFrom="sm"
        name="name"
        register={register}
        errors={errors}
        label={[t('common.nameEn'), t('common.nameAr')]}
        required
        helperText={t('common.nameHelp')}
      />
      {kind === 'categories' ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <MainCategoryField
            control={control}
            initial={initialMain}
            error={errorAt(errors, 'mainCategoryId')}
          />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 3 }}>
        <StatusField<Values, TaxonOutput> control={control} name="status" error={errorAt(errors, 'status')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
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
        <ImageField<Values, TaxonOutput>
          control={control}
          name="image"
          label={t(config.text('imageLabel'))}
          error={errorAt(errors, 'image')}
          required
          empty=""
        />
      </Grid>
      <LocalizedFields<Values>
        sideBySideFrom="sm"
        name="description"
        register={register}
        errors={errors}
        label={[t('common.descriptionEn'), t('common.descriptionAr')]}
        multiline
      />
    </FormFrame>
  );
}

function MainCategoryField({
  control,
  initial,
  error,
}: {
  control: Control<Values, unknown, TaxonOutput>;
  initial: MainCategoryOption | null;
  error: string | undefined;
}) {
  const t = useTaxonomyT();
  return (
    <Controller
      control={control}
      name="mainCategoryId"
      render={({ field }) => (
        <MainCategoryPickerState
          initial={initial}
          onChange={(option) => field.onChange(option ? option.id : undefined)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={t('categories.mainCategory')}
          helperText={t('categories.mainCategoryHelp')}
          error={error}
        />
      )}
    />
  );
}

/** Keeps the chosen option (id and name) while the form holds only its id. */
function MainCategoryPickerState({
  initial,
  onChange,
  ...rest
}: {
  initial: MainCategoryOption | null;
  onChange: (option: MainCategoryOption | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  helperText: string;
  error: string | undefined;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MainCategoryPicker
      {...rest}
      required
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function TaxonAddPage({ kind }: { kind: Kind }) {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const config = KINDS[kind];
  return (
    <FormScreen
      id={`add-${config.segment}-title`}
      title={ta(`pages.${config.pages[1]}` as 'pages.addBrand')}
      back={{ to: paths.admin.to(config.segment), label: t(config.text('back')) }}
      maxWidth={1000}
    >
      <TaxonForm kind={kind} />
    </FormScreen>
  );
}

function TaxonEditPage({ kind }: { kind: Kind }) {
  const t = useTaxonomyT();
  const config = KINDS[kind];
  return (
    <EditRecordScreen<AnyTaxon, TaxonOutput>
      resource={config.resource}
      listHref={paths.admin.to(config.segment)}
      titleId={`${config.segment}-detail-title`}
      backLabel={t(config.text('back'))}
      deleteText={t(config.text('deleteText'))}
      nameOf={(record) => record.name}
      maxWidth={1000}
      subtitle={(record) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <bdi dir="ltr">/{record.slug}</bdi>
          <RecordStatusChip status={record.status} />
        </Box>
      )}
    >
      {(record) => <TaxonForm key={record.id} kind={kind} record={record} />}
    </EditRecordScreen>
  );
}

/** /admin-panel/secure/brands (ADR 0019). */
export const BrandsListPage = () => <TaxonListPage kind="brands" />;
export const AddBrandPage = () => <TaxonAddPage kind="brands" />;
export const EditBrandPage = () => <TaxonEditPage kind="brands" />;
/** /admin-panel/secure/main-category. */
export const MainCategoriesListPage = () => <TaxonListPage kind="mainCategories" />;
export const AddMainCategoryPage = () => <TaxonAddPage kind="mainCategories" />;
export const EditMainCategoryPage = () => <TaxonEditPage kind="mainCategories" />;
/** /admin-panel/secure/category. */
export const CategoriesListPage = () => <TaxonListPage kind="categories" />;
export const AddCategoryPage = () => <TaxonAddPage kind="categories" />;
export const EditCategoryPage = () => <TaxonEditPage kind="categories" />;
