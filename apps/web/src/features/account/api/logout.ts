import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/index.ts';
import { api } from '../../../lib/api-client.ts';
import { userToken } from '../../auth/tokens.ts';
import { accountKeys } from './keys.ts';

export async function logoutUser(): Promise<void> {
  await api.post<null>('/api/auth/user/logout', undefined, { auth: 'user' });
}

/**
 * Sign-out: the server revokes the token, then (whether it answered or not) the token is cleared,
 * the customer's cached data dropped, and the visitor taken home with a notice.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutUser,
    onSettled: () => {
      userToken.set(null);
      queryClient.removeQueries({ queryKey: accountKeys.all });
      navigate(paths.home, { replace: true });
      notify.success(i18n.t('notices:loggedOut'));
    },
  });
}
