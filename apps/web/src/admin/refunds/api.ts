import type { AdminReturnDetail, CollectionRecord, ReturnStatusInput, ReturnSummary } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { adminCrud } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';
import { paymentKeys } from '../payments/api.ts';

/** `/api/admin/refunds` (docs/api/refunds.md): list, read, file on a customer's behalf, move, restock. */
export const refunds = adminCrud<AdminReturnDetail, ReturnSummary>('refunds');

/** `/api/admin/collections`: list, read, confirm, reject. */
export const collections = adminCrud<CollectionRecord>('collections');

export type RefundAction = { kind: 'status'; body: ReturnStatusInput } | { kind: 'restock' };

export function useRefundAction(id: number) {
  const queryClient = useQueryClient();
  const change = refunds.useRecordChange(
    () => id,
    (action: RefundAction) =>
      action.kind === 'status'
        ? adminApi.post<AdminReturnDetail>(`/api/admin/refunds/${id}/status`, action.body)
        : adminApi.post<AdminReturnDetail>(`/api/admin/refunds/${id}/restock`),
  );
  return {
    ...change,
    mutate: (action: RefundAction, options?: Parameters<typeof change.mutate>[1]) =>
      change.mutate(action, {
        ...options,
        onSuccess: (...args) => {
          // An approval refunds the order's payment: its payments are read again.
          void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
          options?.onSuccess?.(...args);
        },
      }),
  };
}

export function useCollectionReview(id: number) {
  return collections.useRecordChange(
    () => id,
    ({ decision, note }: { decision: 'confirm' | 'reject'; note: string | null }) =>
      adminApi.post<CollectionRecord>(`/api/admin/collections/${id}/${decision}`, { note }),
  );
}
