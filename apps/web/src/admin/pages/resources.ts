import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { adminResource } from '../framework/admin-resource.ts';

/** The admin's home, the area's index (admin/dashboard, ADR 0060). */
export const dashboardResource = adminResource({
  name: 'dashboard',
  screens: {
    dashboard: async () => (await import('../dashboard/admin-dashboard-page.tsx')).AdminDashboardPage,
  },
  nav: { section: 'utils', page: 'dashboard', path: '', icon: DashboardOutlined },
});
