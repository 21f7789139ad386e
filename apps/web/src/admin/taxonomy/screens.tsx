import type { LanguageCode } from '@shop/shared';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../back-office/kit/data-table.tsx';
import {
  type FieldSpec,
  type ResourceScreensSpec,
  type ResourceTexts,
  resourceScreens,
} from '../../back-office/kit/resource-screens.tsx';
import { type ListSelect, linkColumn, localized } from '../../back-office/kit/screens.tsx';
import { paths } from '../../config/paths.ts';
import type { AdminPageKey } from '../framework/admin-pages.ts';
import { type TaxonomyT, useTaxonomyT } from './i18n.ts';

/*
 * What the taxonomy screens' declarations (ADR 0047) share: their area, their translations, the
 * keys of their texts, the name column and the status filter.
 */

/** The translation functions every taxonomy declaration is given: its own texts and the admin pages' names. */
export function useScreenT() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  return { t, ta };
}
export type ScreenT = ReturnType<typeof useScreenT>;

/** The sections of the taxonomy texts whose search box has its own label ("Search tags"). */
const OWN_SEARCH_LABEL = ['measureUnits', 'tags', 'slides', 'options', 'variants'] as const;
type Section = (typeof OWN_SEARCH_LABEL)[number] | 'brands' | 'mainCategories' | 'categories';

const searchLabelOf = (t: TaxonomyT, section: Section) =>
  (OWN_SEARCH_LABEL as readonly string[]).includes(section)
    ? t(`${section as (typeof OWN_SEARCH_LABEL)[number]}.searchLabel`)
    : t('common.searchLabel');

/** `measureUnit` → `measure-unit`: an edit page's key as the headings' ids spell it. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The three screens of a taxonomy resource under /admin-panel/secure, named by their admin pages:
 * the list page's key is the section of its texts (`tags.intro`, `tags.back`…, unless `texts` says
 * otherwise) and the edit page's key names the headings (`add-tag-title`, `tag-title`, unless
 * `titleIds` says otherwise).
 */
export const taxonomyScreens = <
  TRecord extends { id: number },
  V extends FieldValues,
  O extends FieldValues,
  F extends string,
>({
  pages: [section, add, edit],
  titleIds = { add: `add-${kebab(edit)}-title`, edit: `${kebab(edit)}-title` },
  texts,
  ...spec
}: Omit<ResourceScreensSpec<TRecord, V, O, F, ScreenT>, 'to' | 'useT' | 'texts' | 'titleIds'> & {
  /** The list, add and edit pages, titled under the admin's `pages`. */
  pages: readonly [list: Section, add: AdminPageKey, edit: AdminPageKey];
  titleIds?: ResourceScreensSpec<TRecord, V, O, F, ScreenT>['titleIds'];
  texts?: (t: ScreenT) => Partial<ResourceTexts>;
}) =>
  resourceScreens({
    ...spec,
    titleIds,
    to: paths.admin.to,
    useT: useScreenT,
    texts: (s): ResourceTexts => {
      const { t, ta } = s;
      return {
        listTitle: ta(`pages.${section}` as 'pages.brands'),
        addTitle: ta(`pages.${add}` as 'pages.brands'),
        editLabel: ta(`pages.${edit}` as 'pages.brands'),
        intro: t(`${section}.intro`),
        caption: t(`${section}.caption`),
        empty: t(`${section}.empty`),
        searchLabel: searchLabelOf(t, section),
        searchHelp: t(`${section}.searchHelp`),
        back: t(`${section}.back`),
        create: t(`${section}.create`),
        deleteText: t(`${section}.deleteText`),
        ...texts?.(s),
      };
    },
  });

/** A list's first column: the record's name in the page language, linking to its edit screen. */
export const nameColumn = <T extends { id: number; name: { en: string; ar: string } }>(
  t: TaxonomyT,
  lang: LanguageCode,
  href: (row: T) => string,
): Column<T> =>
  linkColumn<T>({ id: 'name', label: t('common.name'), href, text: (row) => localized(row.name, lang) });

/** The form's bilingual name, required. */
export const nameFields = <V extends FieldValues>(t: TaxonomyT, helperText?: string): FieldSpec<V> => ({
  kind: 'localized',
  name: 'name',
  label: [t('common.nameEn'), t('common.nameAr')],
  required: true,
  ...(helperText ? { helperText } : {}),
});

/** The active/inactive filter of a list, in the URL's `status`. */
export const statusSelect = (t: TaxonomyT): ListSelect<'status'> => ({
  name: 'status',
  label: t('common.status'),
  options: [
    { value: 'active', label: t('common.statuses.active') },
    { value: 'inactive', label: t('common.statuses.inactive') },
  ],
});
