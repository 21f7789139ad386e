import Box from '@mui/material/Box';
import { idParams, MAX_PAGE_SIZE } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import '../back-office/i18n.ts';
import { PageHeader } from '../back-office/kit/page-header.tsx';
import { paths } from '../config/paths.ts';
import { OrderDetail } from '../features/orders/components/order-detail.tsx';
import { OrderList } from '../features/orders/components/order-list.tsx';
import { useOrdersT } from '../features/orders/i18n.ts';
import { NotFound } from '../features/site/not-found.tsx';
import { myCustomersQuery } from './api.ts';

/** /salesperson/orders: the orders the salesperson placed, by status and by customer. */
export function MyOrdersPage() {
  const { t } = useTranslation('admin');
  const to = useOrdersT();
  // The filter offers its own customers (a salesperson has a handful, never more than a page).
  const customers = useQuery(myCustomersQuery({ page: 1, perPage: MAX_PAGE_SIZE, sort: 'name' }));
  const choices = useMemo(
    () =>
      (customers.data?.items ?? []).map((c) => ({
        id: c.id,
        name: c.companyName
          ? `${c.companyName} (${c.firstName} ${c.lastName})`
          : `${c.firstName} ${c.lastName}`,
      })),
    [customers.data],
  );
  return (
    <Box component="section" aria-labelledby="my-orders-title">
      <PageHeader id="my-orders-title" title={t('sales.nav.orders')} subtitle={to('list.salesIntro')} />
      <OrderList scope="salesperson" detailHref={paths.salesperson.order} customers={choices} />
    </Box>
  );
}

/** /salesperson/orders/:id: one order it placed; any other is not found. */
export function MyOrderPage() {
  const parsed = idParams.safeParse(useParams());
  if (!parsed.success) return <NotFound homeHref={paths.salesperson.orders} />;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <OrderDetail
        key={parsed.data.id}
        scope="salesperson"
        id={parsed.data.id}
        backHref={paths.salesperson.orders}
      />
    </Box>
  );
}
