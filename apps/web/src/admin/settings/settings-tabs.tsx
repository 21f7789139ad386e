import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import type { AdminPageKey } from '../framework/admin-pages.ts';
import { useSettingsT } from './i18n.ts';

/**
 * SPEC 2's settings tabs, in its order: each is the address of its screen (the URL says which tab
 * is open; ADR 0059). "Dynamic content" is the content blocks (ADR 0021).
 */
export const SETTINGS_TABS = [
  { page: 'companyInfo', path: 'settings/company-info' },
  { page: 'personal', path: 'settings/personal' },
  { page: 'siteSettings', path: 'settings/site' },
  { page: 'reviews', path: 'settings/reviews' },
  { page: 'paymentMethods', path: 'settings/payment-methods' },
  { page: 'emailSettings', path: 'settings/email-settings' },
  { page: 'contentBlocks', path: 'content-blocks' },
  { page: 'transactions', path: 'settings/transactions' },
] as const satisfies ReadonlyArray<{ page: AdminPageKey; path: string }>;
type SettingsTab = (typeof SETTINGS_TABS)[number];

function useTabLabel() {
  const { t } = useTranslation('admin');
  const ts = useSettingsT();
  return (tab: SettingsTab) =>
    tab.page === 'contentBlocks' ? ts('tabs.dynamicContent') : t(`pages.${tab.page}`);
}

/** The tab whose screen shows `pathname` (a tab's own sub-screens too), if any. */
export function activeTab(pathname: string): SettingsTab | undefined {
  const path = pathname.replace(/\/+$/, '');
  return SETTINGS_TABS.find((tab) => {
    const to = paths.admin.to(tab.path);
    return path === to || path.startsWith(`${to}/`);
  });
}

/** The settings tabs as navigation: links to each section, the open one marked as the page. */
export function SettingsTabs() {
  const ts = useSettingsT();
  const label = useTabLabel();
  const current = activeTab(useLocation().pathname);
  return (
    <Box
      component="nav"
      aria-label={ts('tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Tabs
        value={current?.page ?? false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={ts('tabs.label')}
      >
        {SETTINGS_TABS.map((tab) => (
          <Tab
            key={tab.page}
            value={tab.page}
            label={label(tab)}
            component={RouterLink}
            to={paths.admin.to(tab.path)}
            aria-current={current?.page === tab.page ? 'page' : undefined}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}

/** /admin-panel/secure/settings: the tabs, and one card per section saying what it holds. */
export function SettingsIndexPage() {
  const { t } = useTranslation('admin');
  const ts = useSettingsT();
  const label = useTabLabel();
  return (
    <Box component="section" aria-labelledby="settings-title">
      <PageHeader id="settings-title" title={t('pages.settings')} subtitle={ts('tabs.intro')} />
      <SettingsTabs />
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {SETTINGS_TABS.map((tab) => (
          <Grid key={tab.page} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={paths.admin.to(tab.path)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
                    {label(tab)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {ts(`tabs.help.${tab.page}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
