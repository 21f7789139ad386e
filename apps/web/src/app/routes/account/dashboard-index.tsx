import { dashboardRoute } from '@shop/shared';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { useDeployment } from '../../../features/site/deployment.ts';
import { StorePage } from '../store/store-page.tsx';

/** /dashboard exists only when the deployment enables it; otherwise it is the not-found page (SPEC 2). */
export function DashboardIndexPage() {
  const { flags } = useDeployment();
  return flags[dashboardRoute.flag] ? <StorePage page="dashboard" /> : <NotFound />;
}
