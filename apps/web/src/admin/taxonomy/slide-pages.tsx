import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { SLIDE_SORTS, type SlideInput, type SlideRecord, slideInput } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Column } from '../../back-office/kit/data-table.tsx';
import {
  errorAt,
  FormTextField,
  ImageField,
  LocalizedFields,
  StatusField,
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
  Thumb,
} from '../../back-office/kit/screens.tsx';
import { RecordStatusChip } from '../../back-office/kit/status-chip.tsx';
import { paths } from '../../config/paths.ts';
import { slides } from './api.ts';
import { useTaxonomyT } from './i18n.ts';

/* SPEC 2 `slider`; SPEC 3 "Slide: title, url, status, target page, image". */

const SEGMENT = 'slider';
const FILTERS = ['search', 'status', 'targetPage'] as const;

/** /admin-panel/secure/slider. */
export function SlidesListPage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: SLIDE_SORTS, defaultSort: 'position' });
  const query = useQuery(slides.listQuery(listQuery(params)));
  const targetLabel = (page: string) => (page === 'home' ? t('slides.targetPages.home') : page);
  const columns: Column<SlideRecord>[] = [
    { id: 'image', label: t('common.image'), render: (s) => <Thumb src={s.image} /> },
    linkColumn({
      id: 'title',
      label: t('common.title'),
      href: (row) => paths.admin.to(`${SEGMENT}/${row.id}`),
      text: (s) => localized(s.title, lang),
    }),
    { id: 'target', label: t('slides.targetPage'), render: (s) => targetLabel(s.targetPage) },
    {
      id: 'url',
      label: t('slides.url'),
      hideBelow: 'md',
      render: (s) => (
        <Box component="bdi" dir="ltr" sx={{ wordBreak: 'break-all' }}>
          {s.url}
        </Box>
      ),
    },
    { id: 'status', label: t('common.status'), render: (s) => <RecordStatusChip status={s.status} /> },
    {
      id: 'position',
      label: t('common.position'),
      sortKey: 'position',
      align: 'center',
      render: (s) => s.position,
    },
  ];
  return (
    <ListScreen
      titleId={`${SEGMENT}-title`}
      addTo={paths.admin.to(`${SEGMENT}/add`)}
      title={ta('pages.slides')}
      intro={t('slides.intro')}
      addLabel={ta('pages.addSlide')}
      caption={t('slides.caption')}
      emptyText={t('slides.empty')}
      params={params}
      query={query}
      columns={columns}
      filters={
        <>
          <ListSearchField label={t('slides.searchLabel')} helper={t('slides.searchHelp')} params={params} />
          <SelectFilter
            label={t('common.status')}
            value={params.filters.status}
            options={[
              { value: 'active', label: t('common.statuses.active') },
              { value: 'inactive', label: t('common.statuses.inactive') },
            ]}
            onChange={(v) => params.setFilter('status', v)}
          />
          <SelectFilter
            label={t('slides.targetPage')}
            value={params.filters.targetPage}
            options={[
              { value: 'home', label: t('slides.targetPages.home') },
              // A landing page key typed in the URL stays selectable.
              ...(params.filters.targetPage && params.filters.targetPage !== 'home'
                ? [{ value: params.filters.targetPage, label: params.filters.targetPage }]
                : []),
            ]}
            onChange={(v) => params.setFilter('targetPage', v)}
          />
        </>
      }
    />
  );
}

type Values = z.input<typeof slideInput>;
const FIELDS: ReadonlyArray<FieldPath<Values>> = [
  'title.en',
  'title.ar',
  'subtitle.en',
  'subtitle.ar',
  'url',
  'status',
  'targetPage',
  'image',
  'position',
];
const valuesOf = (s?: SlideRecord): Values => ({
  title: { en: s?.title.en ?? '', ar: s?.title.ar ?? '' },
  subtitle: { en: s?.subtitle?.en ?? '', ar: s?.subtitle?.ar ?? '' },
  url: s?.url ?? '/',
  status: s?.status ?? 'active',
  targetPage: s?.targetPage ?? 'home',
  image: s?.image ?? '',
  position: s?.position ?? 0,
});

function SlideForm({ slide }: { slide?: SlideRecord }) {
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
  } = useForm<Values, unknown, SlideInput>({
    resolver: zodResolver(slideInput),
    defaultValues: valuesOf(slide),
  });
  const flow = useSaveFlow<Values, SlideInput, SlideRecord>({
    resource: slides,
    record: slide,
    createdHref: (saved) => paths.admin.to(`${SEGMENT}/${saved.id}`),
    fields: FIELDS,
    setError,
    onUpdated: (saved) => reset(valuesOf(saved)),
  });
  return (
    <FormFrame
      label={slide ? ta('pages.slide') : ta('pages.addSlide')}
      record={{ editing: slide !== undefined, name: watch(`title.${lang}`) || watch('title.en') || '' }}
      flow={flow}
      onSubmit={handleSubmit(flow.ask)}
      submitLabel={t('slides.create')}
    >
      <LocalizedFields<Values>
        sideBySideFrom="sm"
        name="title"
        register={register}
        errors={errors}
        label={[t('common.titleEn'), t('common.titleAr')]}
        required
      />
      <LocalizedFields<Values>
        sideBySideFrom="sm"
        name="subtitle"
        register={register}
        errors={errors}
        label={[t('slides.subtitleEn'), t('slides.subtitleAr')]}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<Values>
          name="url"
          register={register}
          label={t('slides.url')}
          ltr
          autoComplete="off"
          helperText={t('slides.urlHelp')}
          error={errorAt(errors, 'url')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<Values>
          name="targetPage"
          register={register}
          label={t('slides.targetPage')}
          ltr
          autoComplete="off"
          helperText={t('slides.targetPageHelp')}
          error={errorAt(errors, 'targetPage')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatusField<Values, SlideInput> control={control} name="status" error={errorAt(errors, 'status')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
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
        <ImageField<Values, SlideInput>
          control={control}
          name="image"
          label={t('common.image')}
          error={errorAt(errors, 'image')}
          required
          empty=""
        />
      </Grid>
    </FormFrame>
  );
}

/** /admin-panel/secure/slider/add. */
export function AddSlidePage() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  return (
    <FormScreen
      id="add-slide-title"
      title={ta('pages.addSlide')}
      back={{ to: paths.admin.to(SEGMENT), label: t('slides.back') }}
      maxWidth={1000}
    >
      <SlideForm />
    </FormScreen>
  );
}

/** /admin-panel/secure/slider/:id. */
export function EditSlidePage() {
  const t = useTaxonomyT();
  return (
    <EditRecordScreen
      maxWidth={1000}
      resource={slides}
      listHref={paths.admin.to(SEGMENT)}
      titleId="slide-title"
      backLabel={t('slides.back')}
      deleteText={t('slides.deleteText')}
      nameOf={(slide) => slide.title}
      subtitle={(slide) => <RecordStatusChip status={slide.status} />}
    >
      {(slide) => <SlideForm key={slide.id} slide={slide} />}
    </EditRecordScreen>
  );
}
