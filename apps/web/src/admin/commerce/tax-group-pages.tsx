import { TAX_GROUP_SORTS, type TaxGroupRecord, taxGroupInput } from '@shop/shared';
import { resourceScreens } from '../../back-office/kit/resource-screens.tsx';
import { createdColumn, linkColumn, localized } from '../../back-office/kit/screens.tsx';
import { StatusChip } from '../../back-office/kit/status-chip.tsx';
import { paths } from '../../config/paths.ts';
import { taxGroups } from './api.ts';
import { type ScreenT, useScreenT } from './screens.ts';

/* SPEC 2 tax-groups; SPEC 3 "Tax group: name, rate, default flag". */

const defaultChip = ({ t }: ScreenT, group: TaxGroupRecord) =>
  group.isDefault ? <StatusChip label={t('taxGroups.default')} tone="success" filled /> : null;

/** /admin-panel/secure/tax-groups, …/add and …/:id. */
export const {
  ListPage: TaxGroupsListPage,
  AddPage: AddTaxGroupPage,
  EditPage: EditTaxGroupPage,
} = resourceScreens({
  segment: 'tax-groups',
  to: paths.admin.to,
  resource: taxGroups,
  titleIds: { add: 'add-tax-group-title', edit: 'tax-group-title' },
  useT: useScreenT,
  texts: ({ t, ta }) => ({
    listTitle: ta('pages.taxGroups'),
    addTitle: ta('pages.addTaxGroup'),
    editLabel: ta('pages.taxGroup'),
    intro: t('taxGroups.intro'),
    caption: t('taxGroups.caption'),
    empty: t('taxGroups.empty'),
    searchLabel: t('taxGroups.searchLabel'),
    searchHelp: t('taxGroups.searchHelp'),
    back: t('taxGroups.back'),
    create: t('taxGroups.create'),
    deleteText: t('taxGroups.deleteText'),
  }),
  list: {
    filters: [],
    sorts: TAX_GROUP_SORTS,
    defaultSort: 'name',
    columns: (s, lang, href) => [
      linkColumn<TaxGroupRecord>({
        id: 'name',
        label: s.t('common.name'),
        href,
        text: (g) => localized(g.name, lang),
        after: (g) => (g.isDefault ? <> {defaultChip(s, g)}</> : null),
      }),
      {
        id: 'rate',
        label: s.t('taxGroups.rate'),
        sortKey: 'rate',
        align: 'center',
        render: (g) => <bdi>{s.t('taxGroups.rateValue', { rate: g.rate })}</bdi>,
      },
      { id: 'products', label: s.t('common.products'), align: 'center', render: (g) => g.productCount },
      createdColumn(s.t('common.created'), lang, 'md'),
    ],
  },
  form: {
    schema: taxGroupInput,
    valuesOf: (g?: TaxGroupRecord) => ({
      name: { en: g?.name.en ?? '', ar: g?.name.ar ?? '' },
      rate: g === undefined ? '' : String(g.rate),
      isDefault: g?.isDefault ?? false,
    }),
    body: ({ t }) => [
      {
        kind: 'localized',
        name: 'name',
        label: [t('common.nameEn'), t('common.nameAr')],
        required: true,
        helperText: t('taxGroups.nameHelp'),
      },
      {
        kind: 'text',
        name: 'rate',
        label: t('taxGroups.rate'),
        required: true,
        ltr: true,
        helperText: t('taxGroups.rateHelp'),
      },
      {
        kind: 'switch',
        name: 'isDefault',
        label: t('taxGroups.isDefault'),
        help: t('taxGroups.isDefaultHelp'),
      },
    ],
  },
  edit: { nameOf: (g) => g.name, subtitle: (g) => <TaxGroupSubtitle group={g} /> },
});

function TaxGroupSubtitle({ group }: { group: TaxGroupRecord }) {
  const s = useScreenT();
  return (
    <>
      <bdi>{s.t('taxGroups.rateValue', { rate: group.rate })}</bdi> {defaultChip(s, group)}
    </>
  );
}
