import type {
  AssignCustomersResult,
  SalespersonCreateInput,
  SalespersonRecord,
  SalespersonUpdateInput,
} from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, crudResource } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';
import { userKeys } from '../users/api.ts';

/**
 * The salespeople resource (docs/api/back-office-accounts.md "Salespeople"): the kit's keys and
 * queries; its saves below also refresh the customers, who show their salesperson.
 */
const salespeople = crudResource<SalespersonRecord>(
  [...adminKeys.all, 'salespeople'],
  '/api/admin/salespeople',
);
export const salespeopleKeys = salespeople.keys;
export const salespersonListQuery = salespeople.listQuery;
export const salespersonDetailQuery = salespeople.detailQuery;

export function useCreateSalesperson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SalespersonCreateInput) =>
      adminApi.post<SalespersonRecord>('/api/admin/salespeople', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salespeopleKeys.all }),
  });
}

export function useUpdateSalesperson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SalespersonUpdateInput) =>
      adminApi.put<SalespersonRecord>(`/api/admin/salespeople/${id}`, input),
    onSuccess: async (result) => {
      queryClient.setQueryData(salespeopleKeys.detail(id), result.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: salespeopleKeys.lists() }),
        // Customers show their salesperson's name and code.
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });
}

export function useDeleteSalesperson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<null>(`/api/admin/salespeople/${id}`),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: salespeopleKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: salespeopleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });
}

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
