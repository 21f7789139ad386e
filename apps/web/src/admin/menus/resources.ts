import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const menusResource = adminResource({
  name: 'menus',
  screens: {
    menus: async () => (await import('./menus-list-page.tsx')).MenusListPage,
    addMenu: async () => (await import('./menu-form-page.tsx')).AddMenuPage,
    menu: async () => (await import('./menu-form-page.tsx')).EditMenuPage,
  },
  nav: { section: 'utils', page: 'menus', path: 'menu', icon: MenuOpenOutlined },
});
