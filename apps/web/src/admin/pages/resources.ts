import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const dashboardResource = adminResource({
  name: 'dashboard',
  nav: { section: 'utils', page: 'dashboard', path: '', icon: DashboardOutlined },
});
