import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { useFrontSettings } from '../../features/site/front-settings.ts';
import { useSiteName } from '../../features/site/site-name.ts';
import { type AdminNavItem, adminNav } from './admin-nav.ts';
import { useAdminProfile } from './admin-session.ts';
import { useAdminLogout } from './use-admin-logout.ts';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** SPEC 2: a sidebar link scrolls the page smoothly to the top. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** The items this admin may see: admins only for super admins, refunds only when enabled. */
export function useVisibleNav() {
  const { flags } = useDeployment();
  const isSuperAdmin = useAdminProfile().data?.is_super_admin === true;
  const visible = (item: AdminNavItem) =>
    (!item.superAdmin || isSuperAdmin) && (!item.flag || flags[item.flag] === true);
  return adminNav
    .map(({ section, items }) => ({ section, items: items.filter(visible) }))
    .filter(({ items }) => items.length > 0);
}

/** The admin sidebar of SPEC 2: logo link to the storefront, sections, log-out. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const siteName = useSiteName();
  const logo = useFrontSettings().data?.logo;
  const sections = useVisibleNav();
  const logout = useAdminLogout();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component="a"
        href={paths.home}
        aria-label={t('sidebar.storefront', { name: siteName })}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          height: '4rem',
          flexShrink: 0,
          color: 'text.headlines',
          textDecoration: 'none',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="img"
          src={logo || '/favicon.svg'}
          alt=""
          sx={{ width: 36, height: 36, objectFit: 'contain' }}
        />
        <Typography component="span" fontWeight={700} noWrap>
          {siteName}
        </Typography>
      </Box>
      <Box component="nav" aria-label={t('sidebar.label')} sx={{ flex: 1, overflowY: 'auto' }}>
        {sections.map(({ section, items }) => (
          <div key={section}>
            <Typography
              id={`admin-section-${section}`}
              component="h2"
              variant="body2"
              color="text.secondary"
              sx={{ px: 2, pt: 2, pb: 0.5, fontWeight: 600 }}
            >
              {t(`sidebar.sections.${section}`)}
            </Typography>
            <List dense disablePadding aria-labelledby={`admin-section-${section}`}>
              {items.map((item) => {
                const Icon = item.icon;
                return (
                  <ListItem key={item.page} disablePadding>
                    <ListItemButton
                      component={NavLink}
                      to={paths.admin.to(item.path)}
                      end={item.path === ''}
                      onClick={() => {
                        scrollToTop();
                        onNavigate?.();
                      }}
                      sx={{ mx: 1, borderRadius: 1 }}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={t(`pages.${item.page}`)} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </div>
        ))}
      </Box>
      <Divider />
      <Box sx={{ py: 1 }}>
        <ListItemButton
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          sx={{ mx: 1, borderRadius: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <LogoutOutlined
              fontSize="small"
              sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
            />
          </ListItemIcon>
          <ListItemText primary={t('sidebar.logout')} />
        </ListItemButton>
      </Box>
    </Box>
  );
}
