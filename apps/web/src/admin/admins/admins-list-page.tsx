import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { ADMIN_SORTS, type AdminRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, EmptyState } from '../../back-office/kit/data-table.tsx';
import { FilterBar, SearchField } from '../../back-office/kit/filter-bar.tsx';
import { formatDate, formatDateTime, listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useAdminProfile } from '../framework/admin-session.ts';
import '../../back-office/i18n.ts';
import { adminListQuery } from './api.ts';
import { SuperAdminOnly } from './super-admin-only.tsx';

const FILTERS = ['search'] as const;

function AdminsList() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const me = useAdminProfile().data;
  const params = useListParams({ filters: FILTERS, sorts: ADMIN_SORTS, defaultSort: 'name' });
  const query = useQuery(adminListQuery(listQuery(params)));
  const columns: Column<AdminRecord>[] = [
    {
      id: 'name',
      label: t('admins.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      render: (a) => (
        <>
          <Link component={RouterLink} to={paths.admin.to(`admins/${a.id}`)} fontWeight={600}>
            {a.name}
          </Link>
          {a.id === me?.id ? <Chip size="small" label={t('admins.you')} sx={{ mx: 1 }} /> : null}
        </>
      ),
    },
    {
      id: 'email',
      label: t('admins.columns.email'),
      sortKey: 'email',
      render: (a) => <bdi dir="ltr">{a.email}</bdi>,
    },
    {
      id: 'role',
      label: t('admins.columns.role'),
      render: (a) =>
        a.is_super_admin ? (
          <Chip size="small" color="primary" label={t('admins.roles.super')} />
        ) : (
          <Chip size="small" variant="outlined" label={t('admins.roles.admin')} />
        ),
    },
    {
      id: 'lastLogin',
      label: t('admins.columns.lastLogin'),
      hideBelow: 'md',
      render: (a) => formatDateTime(a.lastLoginAt, lang),
    },
    {
      id: 'created',
      label: t('admins.columns.created'),
      sortKey: 'created_at',
      hideBelow: 'lg',
      render: (a) => formatDate(a.createdAt, lang),
    },
  ];
  return (
    <Box component="section" aria-labelledby="admins-title">
      <PageHeader
        id="admins-title"
        title={t('pages.admins')}
        subtitle={t('admins.intro')}
        actions={
          <Button
            component={RouterLink}
            to={paths.admin.to('admins/add')}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('pages.addAdmin')}
          </Button>
        }
      />
      <FilterBar
        label={t('admins.filtersLabel')}
        hasFilters={params.hasFilters}
        onClear={params.clearFilters}
      >
        <SearchField
          label={t('admins.searchLabel')}
          value={params.filters.search}
          onChange={(value, options) => params.setFilter('search', value, options)}
        />
      </FilterBar>
      <DataTable
        caption={t('admins.caption')}
        columns={columns}
        rows={query.data?.items}
        meta={query.data?.meta}
        params={params}
        rowKey={(a) => a.id}
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState text={t('admins.empty')} filtered={params.hasFilters} onClear={params.clearFilters} />
        }
      />
    </Box>
  );
}

/** /admin-panel/secure/admins (super admins only). */
export function AdminsListPage() {
  return (
    <SuperAdminOnly>
      <AdminsList />
    </SuperAdminOnly>
  );
}
