import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/index.ts';
import { api } from '../../../lib/api-client.ts';
import { salespersonToken, userToken } from '../../../lib/auth-tokens.ts';
import { logoutSalesperson } from '../../../lib/salesperson-session.ts';
import { endSession } from '../session.ts';

/** Revokes the storefront session's token: the customer's, or the salesperson's (ADR 0030). */
export async function logoutUser(): Promise<void> {
  if (userToken.get()) await api.post<null>('/api/auth/user/logout', undefined, { auth: 'user' });
  else if (salespersonToken.get()) await logoutSalesperson();
}

/**
 * Sign-out: the server revokes the token, then (whether it answered or not) the token is cleared,
 * the account's cached data dropped, and the visitor taken home with a notice.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutUser,
    onSettled: () => {
      endSession(queryClient);
      navigate(paths.home, { replace: true });
      notify.success(i18n.t('notices:loggedOut'));
    },
  });
}
