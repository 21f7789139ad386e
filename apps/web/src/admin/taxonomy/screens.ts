import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ResourceScreensSpec,
  type ResourceTexts,
  resourceScreens,
} from '../../back-office/kit/resource-screens.tsx';
import { paths } from '../../config/paths.ts';
import { type TaxonomyT, useTaxonomyT } from './i18n.ts';

/* The taxonomy screens' declarations (ADR 0047) share their area, their translations and the shape of their texts. */

/** The translation functions every taxonomy declaration is given: its own texts and the admin pages' names. */
export function useScreenT() {
  const t = useTaxonomyT();
  const { t: ta } = useTranslation('admin');
  return { t, ta };
}
export type ScreenT = ReturnType<typeof useScreenT>;

/** The three screens of a taxonomy resource under /admin-panel/secure. */
export const taxonomyScreens = <
  TRecord extends { id: number },
  V extends FieldValues,
  O extends FieldValues,
  F extends string,
>(
  spec: Omit<ResourceScreensSpec<TRecord, V, O, F, ScreenT>, 'to' | 'useT'>,
) => resourceScreens({ ...spec, to: paths.admin.to, useT: useScreenT });

type Section =
  | 'brands'
  | 'mainCategories'
  | 'categories'
  | 'measureUnits'
  | 'tags'
  | 'slides'
  | 'options'
  | 'variants';

/** A section's texts under its usual keys (`tags.intro`, `tags.back`…), with the headings given. */
export function sectionTexts(
  t: TaxonomyT,
  section: Section,
  own: Pick<ResourceTexts, 'listTitle' | 'addTitle' | 'editLabel'> & Partial<ResourceTexts>,
): ResourceTexts {
  return {
    intro: t(`${section}.intro`),
    caption: t(`${section}.caption`),
    empty: t(`${section}.empty`),
    searchLabel: t('common.searchLabel'),
    searchHelp: t(`${section}.searchHelp`),
    back: t(`${section}.back`),
    create: t(`${section}.create`),
    deleteText: t(`${section}.deleteText`),
    ...own,
  };
}
