import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const salespeopleResource = adminResource({
  name: 'salespeople',
  screens: {
    salespeople: async () => (await import('./salespeople-list-page.tsx')).SalespeopleListPage,
    addSalesperson: async () => (await import('./salesperson-form-page.tsx')).AddSalespersonPage,
    salesperson: async () => (await import('./salesperson-form-page.tsx')).EditSalespersonPage,
  },
  nav: { section: 'users', page: 'salespeople', path: 'salespeople', icon: BadgeOutlined },
});
