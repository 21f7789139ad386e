import { api, type RequestOptions } from './api-client.ts';
import { salespersonToken } from './auth-tokens.ts';

/*
 * The salesperson's session as every layer needs it: the storefront signs a salesperson in and
 * out at /login, the salesperson area reads its data. Its token header, its query keys and its
 * logout live here, below both.
 */

/** The salesperson's calls carry its own bearer token (docs/api/back-office-accounts.md). */
export function withToken(options: RequestOptions = {}): RequestOptions {
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
