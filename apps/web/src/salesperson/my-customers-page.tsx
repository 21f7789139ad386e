import Box from '@mui/material/Box';
import { CUSTOMER_SORTS, CUSTOMER_STATES } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../back-office/i18n.ts';
import { useCustomerColumns } from '../back-office/customers/customer-views.tsx';
import { DataTable, EmptyState } from '../back-office/kit/data-table.tsx';
import { FilterBar, SearchField, SelectFilter } from '../back-office/kit/filter-bar.tsx';
import { listQuery } from '../back-office/kit/format.ts';
import { PageHeader } from '../back-office/kit/page-header.tsx';
import { useListParams } from '../back-office/kit/use-list-params.ts';
import { paths } from '../config/paths.ts';
import { myCustomersQuery } from './api.ts';

const FILTERS = ['search', 'state', 'restricted', 'can_see_prices'] as const;

/** /salesperson/customers: only the customers assigned to the signed-in salesperson. */
export function MyCustomersPage() {
  const { t } = useTranslation('admin');
  const params = useListParams({ filters: FILTERS, sorts: CUSTOMER_SORTS, defaultSort: 'name' });
  const query = useQuery(myCustomersQuery(listQuery(params)));
  const columns = useCustomerColumns(paths.salesperson.customer);
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  return (
    <Box component="section" aria-labelledby="my-customers-title">
      <PageHeader
        id="my-customers-title"
        title={t('sales.nav.customers')}
        subtitle={t('sales.customers.intro')}
      />
      <FilterBar
        label={t('users.filters.label')}
        hasFilters={params.hasFilters}
        onClear={params.clearFilters}
      >
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
      </FilterBar>
      <DataTable
        caption={t('sales.customers.caption')}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(u) => u.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState
            text={t('sales.customers.empty')}
            filtered={params.hasFilters}
            onClear={params.clearFilters}
          />
        }
      />
    </Box>
  );
}
