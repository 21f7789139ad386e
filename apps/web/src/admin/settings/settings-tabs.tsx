import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { matchSpaRoute } from '@shop/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { useSettingsT } from './i18n.ts';
import { SETTINGS_TABS, type SettingsTab, tabOfPage } from './tabs.ts';

function useTabLabel() {
  const { t } = useTranslation('admin');
  const ts = useSettingsT();
  return (tab: SettingsTab) =>
    tab.page === 'contentBlocks' ? ts('tabs.dynamicContent') : t(`pages.${tab.page}`);
}

/** The tab whose screen shows `pathname` (a tab's own sub-screens too), if any. */
export function activeTab(pathname: string): SettingsTab | undefined {
  return tabOfPage(matchSpaRoute(pathname)?.page);
}

/**
 * The settings tabs as navigation (ADR 0059, 0064): a list of links, the open one
 * `aria-current="page"`. Links rather than ARIA tabs: each opens a screen of its own address, and
 * a screen reader says "link, current page" as for any site's navigation; Tab moves through them.
 * On a phone the row scrolls sideways, the open tab brought into view; wider, it wraps.
 */
export function SettingsTabs() {
  const ts = useSettingsT();
  const label = useTabLabel();
  const current = activeTab(useLocation().pathname);
  const currentLink = useRef<HTMLAnchorElement>(null);
  const openPage = current?.page;
  useEffect(() => {
    if (!openPage) return;
    // jsdom has no scrollIntoView; a browser always does.
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [openPage]);
  return (
    <Box
      component="nav"
      aria-label={ts('tabs.label')}
      className="no-print"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          columnGap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
          // A phone scrolls the row sideways; a wider screen wraps it rather than hide a tab
          // behind the edge (the Arabic names are longer).
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollbarWidth: 'thin',
        }}
      >
        {SETTINGS_TABS.map((tab) => {
          const open = current?.page === tab.page;
          return (
            <Box component="li" key={tab.page} sx={{ flex: '0 0 auto', display: 'flex' }}>
              <Link
                component={RouterLink}
                to={paths.admin.to(tab.path)}
                ref={open ? currentLink : undefined}
                aria-current={open ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 48,
                  px: 2,
                  fontWeight: 600,
                  fontSize: '0.9rem',
                  whiteSpace: 'nowrap',
                  color: open ? 'text.primary' : 'text.secondary',
                  // The open tab's bar sits on the nav's bottom border.
                  borderBottom: 3,
                  borderColor: open ? 'primary.main' : 'transparent',
                  borderTopLeftRadius: 6,
                  borderTopRightRadius: 6,
                  '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {label(tab)}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The frame of every settings screen (the registry's settings frame, admin/settings/resources.ts):
 * the tab bar above the open tab's screen.
 */
export function SettingsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SettingsTabs />
      {children}
    </>
  );
}

/** /admin-panel/secure/settings: one card per tab saying what it holds (the frame draws the tabs). */
export function SettingsIndexPage() {
  const { t } = useTranslation('admin');
  const ts = useSettingsT();
  const label = useTabLabel();
  return (
    <Box component="section" aria-labelledby="settings-title">
      <PageHeader id="settings-title" title={t('pages.settings')} subtitle={ts('tabs.intro')} />
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
