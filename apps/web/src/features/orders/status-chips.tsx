import Chip from '@mui/material/Chip';
import type { OrderStatus, PaymentStatus } from '@shop/shared';
import { ORDER_STATUS_COLOR, PAYMENT_STATUS_COLOR, useOrderLabels } from './status-labels.ts';

/** The order's status as a coloured chip (its label is the text, the colour only a hint). */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: 'small' | 'medium';
}) {
  const labels = useOrderLabels();
  return <Chip size={size} color={ORDER_STATUS_COLOR[status]} label={labels.status(status)} />;
}

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const labels = useOrderLabels();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PAYMENT_STATUS_COLOR[status]}
      label={labels.paymentStatus(status)}
    />
  );
}
