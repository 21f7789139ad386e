import type { AdminLoginInput, AdminLoginResult, AdminProfile } from '@shop/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi, isApiError } from '../../lib/api-client.ts';
import { adminToken, useAdminToken } from '../../lib/auth-tokens.ts';

export async function loginAdmin(input: AdminLoginInput): Promise<AdminLoginResult> {
  const { data } = await adminApi.post<AdminLoginResult>('/api/auth/admin/login', input);
  return data;
}

export async function logoutAdmin(): Promise<string | undefined> {
  const { message } = await adminApi.post<null>('/api/auth/admin/logout');
  return message;
}

export async function getAdminProfile(signal?: AbortSignal): Promise<AdminProfile> {
  const { data } = await adminApi.get<AdminProfile>(
    '/api/admin/profile/show',
    signal ? { signal } : undefined,
  );
  return data;
}

export const adminProfileQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: adminKeys.profile,
    queryFn: ({ signal }) => getAdminProfile(signal),
    // SPEC 7: sent only when an admin token exists; not refetched on window focus.
    enabled,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });

/** The signed-in admin (`is_super_admin` gates the admins section). */
export function useAdminProfile() {
  const token = useAdminToken();
  return useQuery(adminProfileQuery(Boolean(token)));
}

/** SPEC 4: the profile call answering 401 means the session has expired. */
export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Forgets the admin session: the token and everything fetched with it. */
export function endAdminSession(queryClient: QueryClient): void {
  adminToken.set(null);
  queryClient.removeQueries({ queryKey: adminKeys.all });
}
