import type { ChangePasswordInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const changePassword = (input: ChangePasswordInput) =>
  api.put<null>('/api/user/password', input, { auth: 'user' });

/** `PUT /api/user/password` (old password, new password twice); other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
