import { SALESPERSON_SORTS, type SalespersonRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import {
  dateColumn,
  flagOptions,
  ListScreen,
  linkColumn,
  listTexts,
} from '../../back-office/kit/screens.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import '../../back-office/i18n.ts';
import { StatusChip } from '../../back-office/kit/status-chip.tsx';
import { salespersonListQuery } from './api.ts';

const FILTERS = ['search', 'active'] as const;

/** /admin-panel/secure/salespeople: the sales team, filtered, sorted and paged from the URL. */
export function SalespeopleListPage() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const params = useListParams({ filters: FILTERS, sorts: SALESPERSON_SORTS, defaultSort: 'name' });
  const query = useQuery(salespersonListQuery(listQuery(params)));
  const columns: Column<SalespersonRecord>[] = [
    linkColumn({
      id: 'name',
      label: t('salespeople.columns.name'),
      href: (s) => paths.admin.to(`salespeople/${s.id}`),
      text: (s) => `${s.firstName} ${s.lastName}`,
    }),
    {
      id: 'code',
      label: t('salespeople.columns.code'),
      sortKey: 'code',
      render: (s) => <bdi dir="ltr">{s.code}</bdi>,
    },
    {
      id: 'email',
      label: t('salespeople.columns.contact'),
      sortKey: 'email',
      hideBelow: 'md',
      render: (s) => (
        <bdi dir="ltr">
          {s.email}
          <br />
          {s.phone}
        </bdi>
      ),
    },
    {
      id: 'customers',
      label: t('salespeople.columns.customers'),
      align: 'center',
      render: (s) => s.customerCount,
    },
    {
      id: 'status',
      label: t('salespeople.columns.status'),
      render: (s) => (
        <StatusChip
          label={t(`salespeople.status.${s.active ? 'active' : 'inactive'}`)}
          tone={s.active ? 'success' : 'default'}
        />
      ),
    },
    dateColumn('lastLoginAt', t('salespeople.columns.lastLogin'), lang, { hideBelow: 'lg', time: true }),
  ];
  return (
    <ListScreen
      titleId="salespeople-title"
      texts={listTexts((w) => (w === 'title' ? t('pages.salespeople') : t(`salespeople.${w}`)), {
        searchHelp: t('salespeople.searchHelp'),
      })}
      add={{ to: paths.admin.to('salespeople/add'), label: t('pages.addSalesperson') }}
      selects={[
        {
          name: 'active',
          label: t('salespeople.columns.status'),
          options: flagOptions(t('salespeople.status.active'), t('salespeople.status.inactive')),
        },
      ]}
      params={params}
      query={query}
      columns={columns}
    />
  );
}
