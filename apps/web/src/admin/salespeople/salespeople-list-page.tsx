import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { SALESPERSON_SORTS, type SalespersonRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, EmptyState } from '../../back-office/kit/data-table.tsx';
import { FilterBar, SearchField, SelectFilter } from '../../back-office/kit/filter-bar.tsx';
import { formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
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
    {
      id: 'name',
      label: t('salespeople.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (s) => (
        <Link component={RouterLink} to={paths.admin.to(`salespeople/${s.id}`)} fontWeight={600}>
          {s.firstName} {s.lastName}
        </Link>
      ),
    },
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
    {
      id: 'lastLogin',
      label: t('salespeople.columns.lastLogin'),
      hideBelow: 'lg',
      render: (s) => formatDateTime(s.lastLoginAt, lang),
    },
  ];
  return (
    <Box component="section" aria-labelledby="salespeople-title">
      <PageHeader
        id="salespeople-title"
        title={t('pages.salespeople')}
        subtitle={t('salespeople.intro')}
        actions={
          <Button
            component={RouterLink}
            to={paths.admin.to('salespeople/add')}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('pages.addSalesperson')}
          </Button>
        }
      />
      <FilterBar
        label={t('salespeople.filtersLabel')}
        hasFilters={params.hasFilters}
        onClear={params.clearFilters}
      >
        <SearchField
          label={t('salespeople.searchLabel')}
          helper={t('salespeople.searchHelp')}
          value={params.filters.search}
          onChange={(value, options) => params.setFilter('search', value, options)}
        />
        <SelectFilter
          label={t('salespeople.columns.status')}
          value={params.filters.active}
          options={[
            { value: 'true', label: t('salespeople.status.active') },
            { value: 'false', label: t('salespeople.status.inactive') },
          ]}
          onChange={(v) => params.setFilter('active', v)}
        />
      </FilterBar>
      <DataTable
        caption={t('salespeople.caption')}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(s) => s.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState
            text={t('salespeople.empty')}
            filtered={params.hasFilters}
            onClear={params.clearFilters}
          />
        }
      />
    </Box>
  );
}
