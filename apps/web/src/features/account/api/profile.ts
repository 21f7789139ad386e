import type { CustomerProfile, UpdateProfileInput } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useUserToken } from '../../../lib/auth-tokens.ts';
import { accountKeys } from './keys.ts';

export async function getProfile(signal?: AbortSignal): Promise<CustomerProfile> {
  const { data } = await api.get<CustomerProfile>('/api/user/profile', {
    auth: 'user',
    ...(signal ? { signal } : {}),
  });
  return data;
}

export const profileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

/** The signed-in customer (`GET /api/user/profile`); idle without a user token. */
export function useProfile() {
  const token = useUserToken();
  return useQuery({ ...profileQuery(), enabled: Boolean(token) });
}

export async function updateProfile(input: UpdateProfileInput) {
  return api.put<CustomerProfile>('/api/user/profile', input, { auth: 'user' });
}

/** `PUT /api/user/profile`; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => queryClient.setQueryData(accountKeys.profile(), data),
  });
}
