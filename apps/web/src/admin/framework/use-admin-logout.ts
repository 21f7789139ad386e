import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { endAdminSession, logoutAdmin } from './admin-session.ts';

/**
 * SPEC 4: call the server, then — whether it answered or not — clear the admin token, go to the
 * admin login and show a success notice.
 */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('notices');
  return useMutation({
    mutationFn: logoutAdmin,
    onSettled: () => {
      endAdminSession(queryClient);
      navigate(paths.admin.login, { replace: true });
      notify.success(t('adminLogoutSuccess'));
    },
  });
}
