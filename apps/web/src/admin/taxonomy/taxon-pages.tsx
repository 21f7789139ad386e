import Box from '@mui/material/Box';
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
import { type Control, Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { errorAt } from '../../back-office/kit/fields.tsx';
import { createdColumn, ThumbCell } from '../../back-office/kit/screens.tsx';
import { RecordStatusChip } from '../../back-office/kit/status-chip.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import type { AdminPageKey } from '../framework/admin-pages.ts';
import { brands, categories, mainCategories, type Resource } from './api.ts';
import { useTaxonomyT } from './i18n.ts';
import { type MainCategoryOption, MainCategoryPicker } from './main-category-picker.tsx';
import { nameFields, statusSelect, taxonomyScreens } from './screens.tsx';

/*
 * Brands, main categories and categories (SPEC 3 "Brand, category, main category"; SPEC 5): the
 * same bilingual name, description, status, image and position; a category also names its main
 * category. One declaration serves the three, configured per kind (ADR 0047).
 */

type Kind = 'brands' | 'mainCategories' | 'categories';
type AnyTaxon = TaxonRecord &
  Partial<Pick<MainCategoryRecord, 'categoryCount'>> &
  Partial<Pick<CategoryRecord, 'mainCategory'>>;
type TaxonOutput = Omit<CategoryInput, 'mainCategoryId'> & { mainCategoryId?: number };
type Values = z.input<typeof categoryInput>;

interface KindConfig {
  segment: string;
  pages: readonly [list: Kind, add: AdminPageKey, detail: AdminPageKey];
  // Brands and main categories take `TaxonInput`; categories add `mainCategoryId`.
  resource: Resource<AnyTaxon, TaxonOutput>;
}

const KINDS: Record<Kind, KindConfig> = {
  brands: {
    segment: 'brands',
    pages: ['brands', 'addBrand', 'brand'],
    resource: brands as unknown as KindConfig['resource'],
  },
  mainCategories: {
    segment: 'main-category',
    pages: ['mainCategories', 'addMainCategory', 'mainCategory'],
    resource: mainCategories as unknown as KindConfig['resource'],
  },
  categories: {
    segment: 'category',
    pages: ['categories', 'addCategory', 'category'],
    resource: categories as unknown as KindConfig['resource'],
  },
};

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

function taxonScreens(kind: Kind) {
  const { segment, pages, resource } = KINDS[kind];
  return taxonomyScreens({
    segment,
    resource,
    titleIds: { add: `add-${segment}-title`, edit: `${segment}-detail-title` },
    pages,
    texts: ({ t }) => ({ filtersLabel: t('common.filtersLabel') }),
    list: {
      filters: kind === 'categories' ? ['status', 'mainCategoryId'] : ['status'],
      sorts: TAXON_SORTS,
      defaultSort: 'position',
      columns: ({ t }, lang, href): Column<AnyTaxon>[] => {
        const nameOf = (r: { name: { en: string; ar: string } }) => r.name[lang] || r.name.en;
        return [
          { id: 'image', label: t('common.image'), render: (r) => <ThumbCell src={r.image} /> },
          {
            id: 'name',
            label: t('common.name'),
            sortKey: 'name',
            rowHeader: true,
            // The name in the other language under it: the one the page does not show.
            render: (r) => (
              <Box>
                <Link component={RouterLink} to={href(r)} fontWeight={600}>
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
          createdColumn(t('common.created'), lang, 'lg'),
        ];
      },
      selects: ({ t }) => [statusSelect(t)],
      moreFilters: (_, params) =>
        kind === 'categories' ? (
          <MainCategoryFilter
            value={params.filters.mainCategoryId}
            onChange={(id) => params.setFilter('mainCategoryId', id)}
          />
        ) : null,
    },
    form: {
      // The category schema adds mainCategoryId to the brand's; brands and main categories drop it.
      schema: (kind === 'categories' ? categoryInput : taxonInput) as unknown as z.ZodType<
        TaxonOutput,
        Values
      >,
      valuesOf: (record?: AnyTaxon): Values => ({
        name: { en: record?.name.en ?? '', ar: record?.name.ar ?? '' },
        description: { en: record?.description?.en ?? '', ar: record?.description?.ar ?? '' },
        status: record?.status ?? 'active',
        image: record?.image ?? '',
        position: record?.position ?? 0,
        mainCategoryId: record?.mainCategory?.id,
      }),
      body: ({ t }, { form, record }) => [
        nameFields(t, t('common.nameHelp')),
        ...(kind === 'categories'
          ? [
              {
                kind: 'custom' as const,
                key: 'mainCategoryId',
                render: () => (
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <MainCategoryField
                      control={form.control}
                      initial={
                        record?.mainCategory
                          ? { id: record.mainCategory.id, name: record.mainCategory.name }
                          : null
                      }
                      error={errorAt(form.formState.errors, 'mainCategoryId')}
                    />
                  </Grid>
                ),
              },
            ]
          : []),
        { kind: 'status', name: 'status', size: { xs: 12, sm: 3 } },
        {
          kind: 'number',
          name: 'position',
          label: t('common.position'),
          min: 0,
          helperText: t('common.positionHelp'),
          size: { xs: 12, sm: 3 },
        },
        { kind: 'image', name: 'image', label: t(`${kind}.imageLabel`), required: true },
        {
          kind: 'localized',
          name: 'description',
          label: [t('common.descriptionEn'), t('common.descriptionAr')],
          multiline: true,
        },
      ],
    },
    edit: {
      nameOf: (record) => record.name,
      subtitle: (record) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <bdi dir="ltr">/{record.slug}</bdi>
          <RecordStatusChip status={record.status} />
        </Box>
      ),
    },
  });
}

const brandScreens = taxonScreens('brands');
const mainCategoryScreens = taxonScreens('mainCategories');
const categoryScreens = taxonScreens('categories');

/** /admin-panel/secure/brands (ADR 0019). */
export const { ListPage: BrandsListPage, AddPage: AddBrandPage, EditPage: EditBrandPage } = brandScreens;
/** /admin-panel/secure/main-category. */
export const {
  ListPage: MainCategoriesListPage,
  AddPage: AddMainCategoryPage,
  EditPage: EditMainCategoryPage,
} = mainCategoryScreens;
/** /admin-panel/secure/category. */
export const {
  ListPage: CategoriesListPage,
  AddPage: AddCategoryPage,
  EditPage: EditCategoryPage,
} = categoryScreens;
