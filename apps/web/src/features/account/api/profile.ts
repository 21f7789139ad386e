import type { CustomerProfile, UpdateProfileInput } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useUserToken } from '../../../lib/auth-tokens.ts';
import { accountKeys } from './keys.ts';
import { userQuery } from './user-query.ts';

export const profileQuery = () => userQuery<CustomerProfile>(accountKeys.profile(), '/api/user/profile');

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
