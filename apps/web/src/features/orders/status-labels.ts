import type { OrderStatus, PaymentMethodCode, PaymentStatus } from '@shop/shared';
import { useMemo } from 'react';
import { useOrdersT } from './i18n.ts';

/*
 * The one place the order's status, payment status and payment method are named for people, in
 * both languages (the `orders` namespace), and the colour each status chip takes. The storefront's
 * and the salesperson's order pages read them here; the back office may import them too.
 */

export type ChipColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export const ORDER_STATUS_COLOR: Readonly<Record<OrderStatus, ChipColor>> = {
  init: 'default',
  pending: 'info',
  'payment-pending': 'warning',
  processing: 'primary',
  approved: 'primary',
  accepted: 'primary',
  shipped: 'secondary',
  delivered: 'success',
  completed: 'success',
  refused: 'error',
  rejected: 'error',
  cancelled: 'default',
};

export const PAYMENT_STATUS_COLOR: Readonly<Record<PaymentStatus, ChipColor>> = {
  pending: 'warning',
  authorized: 'info',
  captured: 'success',
  // Not the brand's secondary: an outlined chip draws its text in that colour, and the gold
  // reads at 2.4:1 on white (the accessibility walk found it).
  partially_refunded: 'default',
  refunded: 'default',
  cancelled: 'default',
  failed: 'error',
};

export interface OrderLabels {
  status: (status: OrderStatus) => string;
  paymentStatus: (status: PaymentStatus) => string;
  paymentMethod: (code: PaymentMethodCode) => string;
}

/** The labels in the page's language, re-rendering on a language change. */
export function useOrderLabels(): OrderLabels {
  const t = useOrdersT();
  return useMemo(
    () => ({
      status: (status) => t(`status.${status}`),
      paymentStatus: (status) => t(`paymentStatus.${status}`),
      paymentMethod: (code) => t(`paymentMethod.${code}`),
    }),
    [t],
  );
}
