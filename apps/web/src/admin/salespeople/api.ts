import type {
  AssignCustomersResult,
  SalespersonCreateInput,
  SalespersonRecord,
  SalespersonUpdateInput,
} from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCrud } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';
import { userKeys } from '../users/api.ts';

/**
 * The salespeople resource (docs/api/back-office-accounts.md "Salespeople"): its writes also
 * refresh the customers, who show their salesperson.
 */
export const salespeople = adminCrud<
  SalespersonRecord,
  SalespersonRecord,
  SalespersonCreateInput | SalespersonUpdateInput
>('salespeople', { refresh: [userKeys.all] });
export const salespeopleKeys = salespeople.keys;
export const salespersonListQuery = salespeople.listQuery;
export const salespersonDetailQuery = salespeople.detailQuery;
export const useDeleteSalesperson = salespeople.useRemove;

/** Assigns customers to a salesperson (replacing their previous one). */
export function useAssignCustomers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      adminApi.post<AssignCustomersResult>(`/api/admin/salespeople/${id}/customers`, { userIds }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salespeopleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}

/** Takes one customer away from its salesperson (the customer's own salesperson route). */
export function useUnassignCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      adminApi.put(`/api/admin/users/${userId}/salesperson`, { salespersonId: null }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salespeopleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
