import { idParams } from '@shop/shared';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { NotFound } from '../../site/not-found.tsx';
import { OrderDetail } from '../components/order-detail.tsx';

/** /dashboard/orders/{id}: one of the customer's orders; another's, or none, is not found. */
export function OrderPage() {
  const parsed = idParams.safeParse(useParams());
  if (!parsed.success) return <NotFound homeHref={paths.dashboard.orders} />;
  return (
    <OrderDetail
      key={parsed.data.id}
      scope="customer"
      id={parsed.data.id}
      backHref={paths.dashboard.orders}
    />
  );
}
