import { dashboardRoute } from '@shop/shared';
import { useDeployment } from '../../../features/site/deployment.ts';
import { NotFound } from '../../../features/site/not-found.tsx';
import { StorePage } from '../store/store-page.tsx';

/** /dashboard exists only when the deployment enables it; otherwise it is the not-found page (SPEC 2). */
export function DashboardIndexPage() {
  const { flags } = useDeployment();
  return flags[dashboardRoute.flag] ? <StorePage page="dashboard" /> : <NotFound />;
}
