import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const adminsResource = adminResource({
  name: 'admins',
  screens: {
    admins: async () => (await import('./admins-list-page.tsx')).AdminsListPage,
    addAdmin: async () => (await import('./admin-form-page.tsx')).AddAdminPage,
    admin: async () => (await import('./admin-form-page.tsx')).EditAdminPage,
  },
  nav: { section: 'admins', page: 'admins', path: 'admins', icon: AdminPanelSettingsOutlined },
  permission: { superAdmin: true },
});
