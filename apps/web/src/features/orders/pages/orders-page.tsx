import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { AccountPage } from '../../account/public-ui.ts';
import { OrderList } from '../components/order-list.tsx';
import { useOrdersT } from '../i18n.ts';

/** /dashboard/orders: the customer's orders (SPEC 2). */
export function OrdersPage() {
  const t = useOrdersT();
  const { t: tc } = useTranslation();
  return (
    <AccountPage title={tc('pages.orders')} intro={t('list.intro')}>
      <OrderList scope="customer" detailHref={paths.dashboard.order} />
    </AccountPage>
  );
}
