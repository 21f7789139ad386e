import type { LeadRecord } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, crudResource } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** `/api/admin/leads` (docs/api/leads.md): list, read, delete; leads are never written here. */
export const leads = crudResource<LeadRecord, LeadRecord, never>(
  [...adminKeys.all, 'leads'],
  '/api/admin/leads',
);

/** Marks a lead handled or open again; the list and the detail follow. */
export function useLeadHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      adminApi.put<LeadRecord>(`/api/admin/leads/${id}/handled`, { handled }),
    onSuccess: async (result) => {
      queryClient.setQueryData(leads.keys.detail(result.data.id), result.data);
      await queryClient.invalidateQueries({ queryKey: leads.keys.lists() });
    },
  });
}
