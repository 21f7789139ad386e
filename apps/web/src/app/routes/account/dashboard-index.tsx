import { dashboardRoute } from '@shop/shared';
import { CustomerDashboardPage } from '../../../features/dashboards/pages/customer-dashboard-page.tsx';
import { useDeployment } from '../../../features/site/deployment.ts';
import { NotFound } from '../../../features/site/not-found.tsx';

/**
 * /dashboard exists only when the deployment enables it; otherwise it is the not-found page
 * (SPEC 2). This module is a lazy page of its own, and its chart a lazy part of it (ADR 0060).
 */
export function DashboardIndexPage() {
  const { flags } = useDeployment();
  return flags[dashboardRoute.flag] ? <CustomerDashboardPage /> : <NotFound />;
}
