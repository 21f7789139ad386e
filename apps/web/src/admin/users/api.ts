import type {
  AdminUserDetail,
  AssignSalespersonInput,
  CanSeePricesInput,
  CustomerSummary,
  RestrictUserInput,
} from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCrud, adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi, buildHeaders, buildUrl, errorFromResponse } from '../../lib/api-client.ts';

/** The back office's customers (docs/api/back-office-accounts.md "Customers"). */
const users = adminCrud<AdminUserDetail, CustomerSummary>('users');

export const userKeys = {
  ...users.keys,
  details: () => [...users.keys.all, 'detail'] as const,
  approvalForm: (id: number) => [...users.keys.all, 'approval-form', id] as const,
};

export const userListQuery = users.listQuery;
export const userDetailQuery = users.detailQuery;

/**
 * The uploaded approval form (a PDF, not JSON): fetched with the admin bearer token as a blob so
 * it can be shown in the page and downloaded without putting the token in a URL.
 */
export async function fetchApprovalForm(id: number, signal?: AbortSignal): Promise<Blob> {
  const headers = buildHeaders('GET', 'admin');
  headers.set('Accept', 'application/pdf, application/json');
  const response = await fetch(buildUrl(`/api/admin/users/${id}/approval-form`), {
    headers,
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // a non-JSON failure: the client's fallback message applies
    }
    throw errorFromResponse(response.status, body, true);
  }
  return response.blob();
}

export const customerApprovalFormQuery = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: userKeys.approvalForm(id),
    queryFn: ({ signal }) => fetchApprovalForm(id, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });

export type UserAction =
  | { kind: 'verify' }
  | { kind: 'approve' }
  | { kind: 'restrict'; body: RestrictUserInput }
  | { kind: 'unrestrict' }
  | { kind: 'canSeePrices'; body: CanSeePricesInput }
  | { kind: 'salesperson'; body: AssignSalespersonInput };

export function runUserAction(id: number, action: UserAction) {
  const base = `/api/admin/users/${id}`;
  switch (action.kind) {
    case 'verify':
      return adminApi.post<AdminUserDetail>(`${base}/verify`);
    case 'approve':
      return adminApi.post<AdminUserDetail>(`${base}/approve`);
    case 'restrict':
      return adminApi.post<AdminUserDetail>(`${base}/restrict`, action.body);
    case 'unrestrict':
      return adminApi.post<AdminUserDetail>(`${base}/unrestrict`);
    case 'canSeePrices':
      return adminApi.put<AdminUserDetail>(`${base}/can-see-prices`, action.body);
    case 'salesperson':
      return adminApi.put<AdminUserDetail>(`${base}/salesperson`, action.body);
  }
}

/** One customer action; the answer is the updated customer, so the detail is replaced in place. */
export function useUserAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => runUserAction(id, action),
    onSuccess: async (result) => {
      queryClient.setQueryData(userKeys.detail(id), result.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        // A salesperson's customer count changes with an assignment.
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'salespeople'] }),
      ]);
    },
  });
}
