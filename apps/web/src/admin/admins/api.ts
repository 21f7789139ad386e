import type { AdminCreateInput, AdminRecord, AdminUpdateInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, crudResource } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/**
 * The admins resource (super admins only; docs/api/back-office-accounts.md): the kit's keys and
 * queries; its saves below also refresh the signed-in admin's own profile.
 */
const admins = crudResource<AdminRecord>([...adminKeys.all, 'admins'], '/api/admin/admins');
export const adminsKeys = admins.keys;
export const adminListQuery = admins.listQuery;
export const adminDetailQuery = admins.detailQuery;

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
