import type {
  AdminCartList,
  AdminOrderDetail,
  AdminOrderList,
  OrderNoteInput,
  OrderShipmentInput,
  OrderStatusInput,
} from '@shop/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';
import { paymentKeys } from '../payments/api.ts';

/*
 * The back office's orders and abandoned carts (docs/api/admin-orders.md). The order keys sit
 * under `[admin, orders]`, which a payment action reads again (admin/payments/api.ts).
 */
export const orderKeys = {
  all: [...adminKeys.all, 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...orderKeys.lists(), query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  carts: (query: Record<string, string | number>) => [...adminKeys.all, 'carts', query] as const,
};

/** `GET /api/admin/orders`: a page of orders with the totals over every order the filters match. */
export const adminOrderListQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }) =>
      (await adminApi.get<AdminOrderList>('/api/admin/orders', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/orders/:id`. */
export const adminOrderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await adminApi.get<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal })).data,
  });

/** `GET /api/admin/carts?abandoned=true`: carts left a week with something in them (SPEC 4). */
export const abandonedCartsQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: orderKeys.carts(query),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<AdminCartList>('/api/admin/carts', {
          params: { ...query, abandoned: 'true' },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export type OrderAction =
  | { kind: 'status'; body: OrderStatusInput }
  | { kind: 'shipment'; body: OrderShipmentInput }
  | { kind: 'note'; body: OrderNoteInput };

export function runOrderAction(id: number, action: OrderAction) {
  const base = `/api/admin/orders/${id}`;
  switch (action.kind) {
    case 'status':
      return adminApi.post<AdminOrderDetail>(`${base}/status`, action.body);
    case 'shipment':
      return adminApi.put<AdminOrderDetail>(`${base}/shipment`, action.body);
    case 'note':
      return adminApi.post<AdminOrderDetail>(`${base}/notes`, action.body);
  }
}

/**
 * One action on an order; the answer is the order as it is now, so the detail takes it in place
 * and the lists and its payments load again (a status or a shipment shows there).
 */
export function useOrderAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => runOrderAction(id, action),
    onSuccess: async (result) => {
      queryClient.setQueryData(orderKeys.detail(id), result.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        // Cancelling releases a card authorisation.
        queryClient.invalidateQueries({ queryKey: paymentKeys.ofOrder(id) }),
      ]);
    },
  });
}
