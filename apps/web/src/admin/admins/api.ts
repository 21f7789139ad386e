import type { AdminCreateInput, AdminList, AdminRecord, AdminUpdateInput } from '@shop/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** Query keys of the admins screens (super admins only; docs/api/back-office-accounts.md). */
export const adminsKeys = {
  all: [...adminKeys.all, 'admins'] as const,
  lists: () => [...adminsKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...adminsKeys.lists(), query] as const,
  detail: (id: number) => [...adminsKeys.all, 'detail', id] as const,
};

export const adminListQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: adminsKeys.list(query),
    queryFn: async ({ signal }) =>
      (await adminApi.get<AdminList>('/api/admin/admins', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });

export const adminDetailQuery = (id: number) =>
  queryOptions({
    queryKey: adminsKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await adminApi.get<AdminRecord>(`/api/admin/admins/${id}`, { signal })).data,
  });

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCreateInput) => adminApi.post<AdminRecord>('/api/admin/admins', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsKeys.lists() }),
  });
}

export function useUpdateAdmin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUpdateInput) => adminApi.put<AdminRecord>(`/api/admin/admins/${id}`, input),
    onSuccess: async (result) => {
      queryClient.setQueryData(adminsKeys.detail(id), result.data);
      // The signed-in admin may have edited itself (name, super-admin flag).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.profile }),
      ]);
    },
  });
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.delete<null>(`/api/admin/admins/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminsKeys.lists() });
    },
  });
}
