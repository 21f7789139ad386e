import OpenInNew from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import { PAGE_LAYOUTS, PAGE_SORTS, type PageRecord, PRIORITY_LEVELS } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { dateColumn, flagOptions, ListScreen, listTexts } from '../../back-office/kit/screens.tsx';
import { onOff, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { cmsPages } from './api.ts';
import { useCmsT } from './i18n.ts';

const FILTERS = ['search', 'active', 'layout', 'priority', 'language'] as const;

/** Where the editor of a page lives: settings/cms-pages/{layout}/{id} (SPEC 2). */
export const cmsPagePath = (page: Pick<PageRecord, 'layout' | 'id'>) =>
  paths.admin.to(`settings/cms-pages/${page.layout}/${page.id}`);

/** A page's attributes screen (settings/attributes/{layout}/{id}, ADR 0061), under its own layout. */
export const pageAttributesPath = (page: Pick<PageRecord, 'layout' | 'id'>) =>
  paths.admin.to(`settings/attributes/${page.layout}/${page.id}`);

/** The storefront address a page's URL becomes (served at run time, ADR 0020). */
export const storefrontPath = (url: string) => `/${url.replace(/^\/+/, '')}`;

/** /admin-panel/secure/settings/cms-pages: the CMS pages, filtered, sorted and paged from the URL. */
export function CmsPagesListPage() {
  const t = useCmsT();
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: PAGE_SORTS, defaultSort: '-priority' });
  const query = useQuery(cmsPages.listQuery(listQuery(params)));
  const columns: Column<Omit<PageRecord, 'body'>>[] = [
    {
      id: 'title',
      label: t('pages.columns.title'),
      rowHeader: true,
      render: (p) => (
        <Link component={RouterLink} to={cmsPagePath(p)} fontWeight={600}>
          {p.title[lang] || p.title.en}
        </Link>
      ),
    },
    {
      id: 'url',
      label: t('pages.columns.url'),
      sortKey: 'url',
      render: (p) =>
        p.active ? (
          <Link href={storefrontPath(p.url)} target="_blank" rel="noopener">
            <bdi dir="ltr">{storefrontPath(p.url)}</bdi>
            <OpenInNew fontSize="inherit" sx={{ mx: 0.5, verticalAlign: 'middle' }} aria-hidden="true" />
            <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
          </Link>
        ) : (
          <bdi dir="ltr">{storefrontPath(p.url)}</bdi>
        ),
    },
    {
      id: 'layout',
      label: t('pages.columns.layout'),
      hideBelow: 'md',
      render: (p) => layoutLabel(t, p.layout),
    },
    {
      id: 'priority',
      label: t('pages.columns.priority'),
      sortKey: 'priority',
      render: (p) => t(`priority.${p.priority}`),
    },
    {
      id: 'language',
      label: t('pages.columns.language'),
      hideBelow: 'md',
      render: (p) => t(p.language ? `language.${p.language}` : 'language.all'),
    },
    {
      id: 'active',
      label: t('pages.columns.active'),
      render: (p) => <StatusChip {...onOff(p.active, t('common.active'), t('common.inactive'))} />,
    },
    dateColumn('date', t('pages.columns.date'), lang, { sortKey: 'date', hideBelow: 'lg' }),
  ];
  return (
    <ListScreen
      titleId="cms-pages-title"
      texts={listTexts((w) => t(`pages.${w}`))}
      add={{ to: paths.admin.to('settings/cms-pages/add'), label: t('pages.add') }}
      selects={[
        {
          name: 'active',
          label: t('pages.columns.active'),
          options: flagOptions(t('common.active'), t('common.inactive')),
        },
        {
          name: 'layout',
          label: t('pages.columns.layout'),
          options: PAGE_LAYOUTS.map((l) => ({ value: l, label: layoutLabel(t, l) })),
        },
        {
          name: 'priority',
          label: t('pages.columns.priority'),
          options: PRIORITY_LEVELS.map((p) => ({ value: p, label: t(`priority.${p}`) })),
        },
        {
          name: 'language',
          label: t('pages.columns.language'),
          options: (['en', 'ar', 'all'] as const).map((l) => ({ value: l, label: t(`language.${l}`) })),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}

/** A layout's name; a layout stored before the list grew falls back to its key. */
export function layoutLabel(t: ReturnType<typeof useCmsT>, layout: string): string {
  return (PAGE_LAYOUTS as readonly string[]).includes(layout)
    ? t(`layout.${layout as (typeof PAGE_LAYOUTS)[number]}`)
    : layout;
}
