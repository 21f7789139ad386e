import type { AdminUserList, CustomerSummary } from '@shop/shared';
import { CUSTOMER_STATES } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../kit/data-table.tsx';
import { FilteredTable, flagOptions } from '../kit/screens.tsx';
import type { ListParams } from '../kit/use-list-params.ts';
import '../i18n.ts';

/** The filters every customers list has (the admins' list adds the salesperson). */
export const CUSTOMER_FILTERS = ['search', 'state', 'restricted', 'can_see_prices'] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];

/**
 * A customers list — every customer for admins, a salesperson's own for them: the shared filters
 * (and any the screen adds after them), then the paged table.
 */
export function CustomerList({
  params,
  query,
  columns,
  caption,
  emptyText,
  extraFilters,
}: {
  params: ListParams<CustomerFilter>;
  query: UseQueryResult<AdminUserList>;
  columns: ReadonlyArray<Column<CustomerSummary>>;
  caption: string;
  emptyText: string;
  extraFilters?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <FilteredTable
      texts={{
        filtersLabel: t('users.filters.label'),
        searchLabel: t('users.searchLabel'),
        searchHelp: t('users.searchHelp'),
        caption,
        empty: emptyText,
      }}
      selects={[
        {
          name: 'state',
          label: t('users.filters.state'),
          options: CUSTOMER_STATES.map((s) => ({ value: s, label: t(`users.states.${s}`) })),
        },
        {
          name: 'restricted',
          label: t('users.filters.restricted'),
          options: flagOptions(t('users.filters.restrictedYes'), t('users.filters.restrictedNo')),
        },
        {
          name: 'can_see_prices',
          label: t('users.filters.canSeePrices'),
          options: flagOptions(t('users.filters.pricesYes'), t('users.filters.pricesNo')),
        },
      ]}
      more={extraFilters}
      params={params}
      query={query}
      columns={columns}
    />
  );
}
