import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const usersResource = adminResource({
  name: 'users',
  screens: {
    users: async () => (await import('./users-list-page.tsx')).UsersListPage,
    user: async () => (await import('./user-detail-page.tsx')).UserDetailPage,
  },
  nav: { section: 'users', page: 'users', path: 'users', icon: PeopleOutlined },
});
