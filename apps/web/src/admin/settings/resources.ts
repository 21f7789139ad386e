import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { adminResource } from '../framework/admin-resource.ts';
import { SETTINGS_FRAME_PAGES } from './tabs.ts';

/**
 * The settings and their tabs (SPEC 2; ADR 0059): each tab is its own address. The tab bar is the
 * frame of every tab's screens, other resources' included (ADR 0064), so no screen draws it.
 */
export const settingsResource = adminResource({
  name: 'settings',
  screens: {
    settings: async () => (await import('./settings-tabs.tsx')).SettingsIndexPage,
    companyInfo: async () => (await import('./company-info-page.tsx')).CompanyInfoPage,
    siteSettings: async () => (await import('./site-settings-page.tsx')).SiteSettingsPage,
    themeWizard: async () => (await import('./theme-wizard-page.tsx')).ThemeWizardPage,
    transactions: async () => (await import('./transactions-page.tsx')).TransactionsPage,
  },
  frame: {
    pages: SETTINGS_FRAME_PAGES,
    load: async () => (await import('./settings-tabs.tsx')).SettingsFrame,
  },
  nav: { section: 'utils', page: 'settings', path: 'settings', icon: SettingsOutlined },
});
