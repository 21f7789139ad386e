import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { useDeployment } from '../site/deployment.ts';
import { type ReturnScope, returnableOrderQuery } from './api.ts';
import { useReturnsT } from './i18n.ts';

/**
 * "Request a return" on an order's screen: shown only when the server says the order may be
 * returned now (delivered, within the refund days, refunds on, units left). It opens the request
 * form at `to` (the refunds list with `?order=`).
 */
export function RequestReturnButton({
  scope,
  orderId,
  orderStatus,
  to,
}: {
  scope: Exclude<ReturnScope, 'admin'>;
  orderId: number;
  orderStatus: string;
  to: string;
}) {
  const t = useReturnsT();
  const { flags } = useDeployment();
  const delivered = orderStatus === 'delivered' || orderStatus === 'completed';
  const returnable = useQuery({
    ...returnableOrderQuery(scope, orderId),
    enabled: flags.isOrderRefundable && delivered,
  });
  if (!returnable.data?.allowed) return null;
  return (
    <Button variant="outlined" component={RouterLink} to={to} startIcon={<AssignmentReturnOutlined />}>
      {t('request.button')}
    </Button>
  );
}
