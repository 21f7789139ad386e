import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CUSTOMER_SORTS, type CustomerSummary } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_FILTERS, CustomerList } from '../../back-office/customers/customer-list.tsx';
import type { Column } from '../../back-office/kit/data-table.tsx';
import { listQuery } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { useListParams } from '../../back-office/kit/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import '../../back-office/i18n.ts';
import { useCustomerColumns } from '../../back-office/customers/customer-views.tsx';
import { userListQuery } from './api.ts';
import { SalespersonPicker } from './salesperson-picker.tsx';

export const USER_FILTERS = [...CUSTOMER_FILTERS, 'salesperson_id'] as const;
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
  const salesperson = params.filters.salesperson_id;

  return (
    <Box component="section" aria-labelledby="users-title">
      <PageHeader id="users-title" title={t('pages.users')} subtitle={t('users.intro')} />
      <CustomerList
        params={params}
        query={query}
        columns={columns}
        caption={t('users.caption')}
        emptyText={t('users.empty')}
        extraFilters={
          <SalespersonPicker
            label={t('users.filters.salesperson')}
            noneLabel={t('users.noSalesperson')}
            value={salesperson === 'none' ? 'none' : salesperson ? Number(salesperson) : null}
            onChange={(v) => params.setFilter('salesperson_id', v === null ? undefined : String(v))}
          />
        }
      />
    </Box>
  );
}
