import Box from '@mui/material/Box';
import { SLIDE_SORTS, type SlideRecord, slideInput } from '@shop/shared';
import { linkColumn, localized, ThumbCell } from '../../back-office/kit/screens.tsx';
import { RecordStatusChip } from '../../back-office/kit/status-chip.tsx';
import { slides } from './api.ts';
import { statusSelect, taxonomyScreens } from './screens.tsx';

/* SPEC 2 `slider`; SPEC 3 "Slide: title, url, status, target page, image". */

const screens = taxonomyScreens({
  segment: 'slider',
  resource: slides,
  pages: ['slides', 'addSlide', 'slide'],
  list: {
    filters: ['status', 'targetPage'],
    sorts: SLIDE_SORTS,
    defaultSort: 'position',
    columns: ({ t }, lang, href) => [
      { id: 'image', label: t('common.image'), render: (s) => <ThumbCell src={s.image} /> },
      linkColumn<SlideRecord>({
        id: 'title',
        label: t('common.title'),
        href,
        text: (s) => localized(s.title, lang),
      }),
      {
        id: 'target',
        label: t('slides.targetPage'),
        render: (s) => (s.targetPage === 'home' ? t('slides.targetPages.home') : s.targetPage),
      },
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
    ],
    selects: ({ t }, params) => [
      statusSelect(t),
      {
        name: 'targetPage',
        label: t('slides.targetPage'),
        options: [
          { value: 'home', label: t('slides.targetPages.home') },
          // A landing page key typed in the URL stays selectable.
          ...(params.filters.targetPage && params.filters.targetPage !== 'home'
            ? [{ value: params.filters.targetPage, label: params.filters.targetPage }]
            : []),
        ],
      },
    ],
  },
  form: {
    schema: slideInput,
    valuesOf: (s?: SlideRecord) => ({
      title: { en: s?.title.en ?? '', ar: s?.title.ar ?? '' },
      subtitle: { en: s?.subtitle?.en ?? '', ar: s?.subtitle?.ar ?? '' },
      url: s?.url ?? '/',
      status: s?.status ?? 'active',
      targetPage: s?.targetPage ?? 'home',
      image: s?.image ?? '',
      position: s?.position ?? 0,
    }),
    nameField: 'title',
    body: ({ t }) => [
      { kind: 'localized', name: 'title', label: [t('common.titleEn'), t('common.titleAr')], required: true },
      { kind: 'localized', name: 'subtitle', label: [t('slides.subtitleEn'), t('slides.subtitleAr')] },
      { kind: 'text', name: 'url', label: t('slides.url'), ltr: true, helperText: t('slides.urlHelp') },
      {
        kind: 'text',
        name: 'targetPage',
        label: t('slides.targetPage'),
        ltr: true,
        helperText: t('slides.targetPageHelp'),
      },
      { kind: 'status', name: 'status' },
      {
        kind: 'number',
        name: 'position',
        label: t('common.position'),
        min: 0,
        helperText: t('common.positionHelp'),
      },
      { kind: 'image', name: 'image', label: t('common.image'), required: true },
    ],
  },
  edit: { nameOf: (slide) => slide.title, subtitle: (slide) => <RecordStatusChip status={slide.status} /> },
});

/** /admin-panel/secure/slider, …/add and …/:id. */
export const { ListPage: SlidesListPage, AddPage: AddSlidePage, EditPage: EditSlidePage } = screens;
