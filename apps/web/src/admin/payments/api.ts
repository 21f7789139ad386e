import type { OfflinePaymentBody, PaymentActionResult, PaymentRecord, RefundPaymentBody } from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** The admin's payment calls (docs/api/payments.md "Admin"); the order screen embeds PaymentActions. */
export const paymentKeys = {
  all: [...adminKeys.all, 'payments'] as const,
  ofOrder: (orderId: number) => [...paymentKeys.all, 'order', orderId] as const,
};

/** `GET /api/admin/orders/:orderId/payments`: the order's payments, oldest first. */
export const orderPaymentsQuery = (orderId: number) =>
  queryOptions({
    queryKey: paymentKeys.ofOrder(orderId),
    queryFn: async ({ signal }) =>
      (await adminApi.get<PaymentRecord[]>(`/api/admin/orders/${orderId}/payments`, { signal })).data,
  });

export const capturePayment = (id: number) =>
  adminApi.post<PaymentActionResult>(`/api/admin/payments/${id}/capture`);
export const cancelPayment = (id: number) =>
  adminApi.post<PaymentActionResult>(`/api/admin/payments/${id}/cancel`);
export const refundPayment = (id: number, body: RefundPaymentBody) =>
  adminApi.post<PaymentActionResult>(`/api/admin/payments/${id}/refund`, body);
export const recordOfflinePayment = (orderId: number, body: OfflinePaymentBody) =>
  adminApi.post<PaymentActionResult>(`/api/admin/orders/${orderId}/payments`, body);

export type PaymentAction =
  | { kind: 'capture'; paymentId: number }
  | { kind: 'cancel'; paymentId: number }
  | { kind: 'refund'; paymentId: number; body: RefundPaymentBody }
  | { kind: 'record'; body: OfflinePaymentBody };

export function runPaymentAction(orderId: number, action: PaymentAction) {
  switch (action.kind) {
    case 'capture':
      return capturePayment(action.paymentId);
    case 'cancel':
      return cancelPayment(action.paymentId);
    case 'refund':
      return refundPayment(action.paymentId, action.body);
    case 'record':
      return recordOfflinePayment(orderId, action.body);
  }
}

/**
 * One payment action on an order; afterwards the order's payments and every admin order query
 * (its payment status) are read again.
 */
export function usePaymentAction(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PaymentAction) => runPaymentAction(orderId, action),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.ofOrder(orderId) }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'orders'] }),
      ]);
    },
  });
}
