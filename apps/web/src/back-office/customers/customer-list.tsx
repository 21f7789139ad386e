import type { AdminUserList, CustomerSummary } from '@shop/shared';
import { CUSTOMER_STATES } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../kit/data-table.tsx';
import { SearchField, SelectFilter } from '../kit/filter-bar.tsx';
import { FilteredTable } from '../kit/screens.tsx';
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
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  return (
    <FilteredTable
      filtersLabel={t('users.filters.label')}
      filters={
        <>
          <SearchField
            label={t('users.searchLabel')}
            helper={t('users.searchHelp')}
            value={params.filters.search}
            onChange={(value, options) => params.setFilter('search', value, options)}
          />
          <SelectFilter
            label={t('users.filters.state')}
            value={params.filters.state}
            options={CUSTOMER_STATES.map((s) => ({ value: s, label: t(`users.states.${s}`) }))}
            onChange={(v) => params.setFilter('state', v)}
          />
          <SelectFilter
            label={t('users.filters.restricted')}
            value={params.filters.restricted}
            options={yesNo(t('users.filters.restrictedYes'), t('users.filters.restrictedNo'))}
            onChange={(v) => params.setFilter('restricted', v)}
          />
          <SelectFilter
            label={t('users.filters.canSeePrices')}
            value={params.filters.can_see_prices}
            options={yesNo(t('users.filters.pricesYes'), t('users.filters.pricesNo'))}
            onChange={(v) => params.setFilter('can_see_prices', v)}
          />
          {extraFilters}
        </>
      }
      caption={caption}
      emptyText={emptyText}
      params={params}
      query={query}
      columns={columns}
    />
  );
}
