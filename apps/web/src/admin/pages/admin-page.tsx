import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { ComingSoon } from '../../features/site/coming-soon.tsx';
import { useDeployment } from '../../features/site/deployment.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import '../../back-office/i18n.ts';
import type { AdminPageDef } from '../framework/admin-pages.ts';
import { useAdminProfile } from '../framework/admin-session.ts';

/**
 * An admin screen that a later issue builds. Flag-gated screens are not found when the flag is
 * off; super-admin screens tell other admins they may not see them (the API enforces it too).
 */
export function AdminPage({ def }: { def: AdminPageDef }) {
  const { t } = useTranslation(['admin', 'errors']);
  const { flags } = useDeployment();
  const profile = useAdminProfile().data;
  if (def.flag && flags[def.flag] !== true) return <NotFound homeHref={paths.admin.root} />;
  if (def.superAdmin && profile && !profile.is_super_admin) {
    return (
      <Alert severity="error" role="alert">
        {t('errors:forbidden')}
      </Alert>
    );
  }
  return <ComingSoon title={t(`pages.${def.page}`)} />;
}

export function AdminNotFound() {
  return <NotFound homeHref={paths.admin.root} />;
}
