import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CUSTOMER_SORTS, CUSTOMER_STATES, type CustomerSummary } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, EmptyState } from '../../back-office/kit/data-table.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import '../../back-office/i18n.ts';
import { useCustomerColumns } from '../../back-office/customers/customer-views.tsx';
import { userListQuery } from './api.ts';
import { SalespersonPicker } from './salesperson-picker.tsx';

export const USER_FILTERS = ['state', 'restricted', 'can_see_prices', 'salesperson_id', 'search'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** /admin-panel/secure/users: every customer, filtered, sorted and paged from the URL. */
export function UsersListPage() {
  const { t } = useTranslation('admin');
  const params = useListParams<UserFilter>({
    filters: USER_FILTERS,
    sorts: CUSTOMER_SORTS,
    defaultSort: '-created_at',
  });
  const query = useQuery(userListQuery(listQuery(params)));
  const base = useCustomerColumns((id) => paths.admin.to(`users/${id}`));
  const columns: Column<CustomerSummary>[] = [
    ...base.slice(0, 5),
    {
      id: 'salesperson',
      label: t('users.columns.salesperson'),
      hideBelow: 'lg',
      render: (u) =>
        u.salesperson ? (
          <>
            <Typography variant="body2">
              {u.salesperson.firstName} {u.salesperson.lastName}
            </Typography>
            <Typography variant="caption" color="text.secondary" dir="ltr">
              {u.salesperson.code}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('users.noSalesperson')}
          </Typography>
        ),
    },
    ...base.slice(5),
  ];
  const yesNo = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  const salesperson = params.filters.salesperson_id;

  return (
    <Box component="section" aria-labelledby="users-title">
      <PageHeader id="users-title" title={t('pages.users')} subtitle={t('users.intro')} />
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
        <SalespersonPicker
          label={t('users.filters.salesperson')}
          noneLabel={t('users.noSalesperson')}
          value={salesperson === 'none' ? 'none' : salesperson ? Number(salesperson) : null}
          onChange={(v) => params.setFilter('salesperson_id', v === null ? undefined : String(v))}
        />
      </FilterBar>
      <DataTable
        caption={t('users.caption')}
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
          <EmptyState text={t('users.empty')} filtered={params.hasFilters} onClear={params.clearFilters} />
        }
      />
    </Box>
  );
}
