import { useDeployment } from '../../features/site/deployment.ts';
import { adminRegistry } from '../registry.ts';
import { useAdminProfile } from './admin-session.ts';

export type AdminNavItem = (typeof adminRegistry.nav)[number]['items'][number];

/** The sidebar entries this admin may see: admins only for super admins, refunds only when enabled. */
export function useVisibleNav() {
  const { flags } = useDeployment();
  const isSuperAdmin = useAdminProfile().data?.is_super_admin === true;
  const visible = (item: AdminNavItem) =>
    (!item.superAdmin || isSuperAdmin) && (!item.flag || flags[item.flag] === true);
  return adminRegistry.nav
    .map(({ section, items }) => ({ section, items: items.filter(visible) }))
    .filter(({ items }) => items.length > 0);
}
