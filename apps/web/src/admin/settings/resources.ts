import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { adminResource } from '../framework/admin-resource.ts';

export const settingsResource = adminResource({
  name: 'settings',
  screens: {
    companyInfo: async () => (await import('./company-info-page.tsx')).CompanyInfoPage,
  },
  nav: { section: 'utils', page: 'settings', path: 'settings', icon: SettingsOutlined },
});
