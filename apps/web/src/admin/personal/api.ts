import type { AdminProfile, PersonalPasswordInput, PersonalUpdateInput } from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** settings/personal: the signed-in admin acting on itself (docs/api/back-office-accounts.md). */
export const personalKey = [...adminKeys.all, 'personal'] as const;

export const personalQuery = queryOptions({
  queryKey: personalKey,
  queryFn: async ({ signal }) => (await adminApi.get<AdminProfile>('/api/admin/personal', { signal })).data,
});

export function useUpdatePersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalUpdateInput) => adminApi.put<AdminProfile>('/api/admin/personal', input),
    onSuccess: (result) => {
      queryClient.setQueryData(personalKey, result.data);
      // The header, dashboard and admins list read the profile.
      queryClient.setQueryData(adminKeys.profile, result.data);
      return queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'admins'] });
    },
  });
}

/** The signed-in back-office user changes their own password (`PUT /api/admin/personal/password`). */
export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: (input: PersonalPasswordInput) => adminApi.put<null>('/api/admin/personal/password', input),
  });
}
