import type { AdminUserList, CustomerSummary, SalespersonProfile } from '@shop/shared';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api-client.ts';
import { salespersonToken } from '../lib/auth-tokens.ts';
import { salesKeys, withToken } from '../lib/salesperson-session.ts';

export const salesProfileQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: salesKeys.profile,
    queryFn: async ({ signal }) =>
      (await api.get<SalespersonProfile>('/api/salesperson/profile', withToken({ signal }))).data,
    enabled,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 3,
  });

export const myCustomersQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: salesKeys.customerList(query),
    queryFn: async ({ signal }) =>
      (await api.get<AdminUserList>('/api/salesperson/customers', withToken({ params: query, signal }))).data,
    placeholderData: keepPreviousData,
  });

export const myCustomerQuery = (id: number) =>
  queryOptions({
    queryKey: salesKeys.customer(id),
    queryFn: async ({ signal }) =>
      (await api.get<CustomerSummary>(`/api/salesperson/customers/${id}`, withToken({ signal }))).data,
  });

/** A 401 (expired, revoked) or 403 `salespersonInactive` ends the salesperson's session. */
export function endsSession(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === 'salespersonInactive');
}

export function endSalespersonSession(queryClient: QueryClient): void {
  salespersonToken.set(null);
  queryClient.removeQueries({ queryKey: salesKeys.all });
}
