import type { AdminUserList, CustomerSummary, SalespersonProfile } from '@shop/shared';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, isApiError, type RequestOptions } from '../lib/api-client.ts';
import { salespersonToken } from '../lib/auth-tokens.ts';

/** The salesperson's calls carry its own bearer token (docs/api/back-office-accounts.md). */
function withToken(options: RequestOptions = {}): RequestOptions {
  const token = salespersonToken.get();
  return token ? { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } } : options;
}

export const salesKeys = {
  all: ['salesperson'] as const,
  profile: ['salesperson', 'profile'] as const,
  customers: () => [...salesKeys.all, 'customers'] as const,
  customerList: (query: Record<string, string | number>) =>
    [...salesKeys.customers(), 'list', query] as const,
  customer: (id: number) => [...salesKeys.customers(), 'detail', id] as const,
};

export async function logoutSalesperson() {
  return (await api.post<null>('/api/auth/salesperson/logout', undefined, withToken())).message;
}

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
