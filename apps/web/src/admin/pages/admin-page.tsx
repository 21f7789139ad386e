import type { ComponentType } from 'react';
import { paths } from '../../config/paths.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import '../../back-office/i18n.ts';
import type { AdminPageDef } from '../framework/admin-pages.ts';

/**
 * An admin screen of the route table behind its flag: a flag-gated screen (refunds, invoices) is
 * not found when the deployment's flag is off, as its API is. Super-admin screens guard themselves
 * (admins/super-admin-only.tsx). Every page of SPEC 2 has its registry screen (admin/registry.test.ts).
 */
export function AdminPage({ def, screen: Screen }: { def: AdminPageDef; screen: ComponentType }) {
  const { flags } = useDeployment();
  if (def.flag && flags[def.flag] !== true) return <NotFound homeHref={paths.admin.root} />;
  return <Screen />;
}

export function AdminNotFound() {
  return <NotFound homeHref={paths.admin.root} />;
}
