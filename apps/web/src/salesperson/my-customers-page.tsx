import Box from '@mui/material/Box';
import { CUSTOMER_SORTS } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../back-office/i18n.ts';
import { CUSTOMER_FILTERS, CustomerList } from '../back-office/customers/customer-list.tsx';
import { useCustomerColumns } from '../back-office/customers/customer-views.tsx';
import { listQuery } from '../back-office/kit/format.ts';
import { PageHeader } from '../back-office/kit/page-header.tsx';
import { useListParams } from '../back-office/kit/use-list-params.ts';
import { paths } from '../config/paths.ts';
import { myCustomersQuery } from './api.ts';

/** /salesperson/customers: only the customers assigned to the signed-in salesperson. */
export function MyCustomersPage() {
  const { t } = useTranslation('admin');
  const params = useListParams({ filters: CUSTOMER_FILTERS, sorts: CUSTOMER_SORTS, defaultSort: 'name' });
  const query = useQuery(myCustomersQuery(listQuery(params)));
  const columns = useCustomerColumns(paths.salesperson.customer);
  return (
    <Box component="section" aria-labelledby="my-customers-title">
      <PageHeader
        id="my-customers-title"
        title={t('sales.nav.customers')}
        subtitle={t('sales.customers.intro')}
      />
      <CustomerList
        params={params}
        query={query}
        columns={columns}
        caption={t('sales.customers.caption')}
        emptyText={t('sales.customers.empty')}
      />
    </Box>
  );
}
