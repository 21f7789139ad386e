import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CUSTOMER_SORTS, CUSTOMER_STATES, type CustomerSummary } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, EmptyState } from '../../back-office/kit/data-table.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { formatDate, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import '../../back-office/i18n.ts';
import { userListQuery } from './api.ts';
import { SalespersonPicker } from './salesperson-picker.tsx';
import { PricesHiddenChip, RestrictedChip, UserStateChip } from './user-state.tsx';

export const USER_FILTERS = ['state', 'restricted', 'can_see_prices', 'salesperson_id', 'search'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** Columns shared by the admin's customers list and the salesperson's "my customers". */
export function useCustomerColumns(detailPath: (id: number) => string): Column<CustomerSummary>[] {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return [
    {
      id: 'name',
      label: t('users.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (u) => (
        <Link component={RouterLink} to={detailPath(u.id)} fontWeight={600}>
          {u.firstName} {u.lastName}
        </Link>
      ),
    },
    {
      id: 'company',
      label: t('users.columns.company'),
      sortKey: 'company',
      render: (u) => (
        <>
          <Typography variant="body2">{u.companyName}</Typography>
          <Typography variant="caption" color="text.secondary" dir="ltr">
            {u.companyNumber}
          </Typography>
        </>
      ),
    },
    {
      id: 'contact',
      label: t('users.columns.contact'),
      sortKey: 'email',
      hideBelow: 'md',
      render: (u) => (
        <Box dir="ltr" sx={{ textAlign: 'start' }}>
          <Typography variant="body2">{u.email}</Typography>
          <Typography variant="caption" color="text.secondary">
            {u.mobile}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'userCode',
      label: t('users.columns.userCode'),
      sortKey: 'user_code',
      hideBelow: 'lg',
      render: (u) => <span dir="ltr">{u.userCode}</span>,
    },
    {
      id: 'state',
      label: t('users.columns.state'),
      render: (u) => (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          <UserStateChip state={u.state} />
          {u.restricted ? <RestrictedChip /> : null}
          {u.canSeePrices ? null : <PricesHiddenChip />}
        </Stack>
      ),
    },
    {
      id: 'registered',
      label: t('users.columns.registered'),
      sortKey: 'created_at',
      hideBelow: 'md',
      render: (u) => formatDate(u.registeredAt, lang),
    },
  ];
}

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
