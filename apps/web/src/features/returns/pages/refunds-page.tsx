import { recordId } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AccountPage } from '../../account/public-ui.ts';
import { ReturnForm } from '../components/return-form.tsx';
import { ReturnList } from '../components/return-list.tsx';
import { useReturnsT } from '../i18n.ts';

/**
 * /dashboard/refunds (SPEC 2): the customer's requests; with `?order={id}` (the order screen's
 * "Request a return") the request form of that order above them.
 */
export function RefundsPage() {
  const t = useReturnsT();
  const { t: tc } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const order = recordId.safeParse(search.get('order') ?? undefined);
  const close = () => navigate(paths.dashboard.refunds, { replace: true });
  return (
    <AccountPage title={tc('pages.refunds')} intro={t('intro')}>
      {order.success ? (
        <ReturnForm scope="customer" orderId={order.data} onDone={close} onCancel={close} />
      ) : null}
      <ReturnList scope="customer" />
    </AccountPage>
  );
}
