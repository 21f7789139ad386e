import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import '../../back-office/i18n.ts';
import { BackOfficeShell } from '../../back-office/shell/back-office-shell.tsx';
import { breadcrumbTrail } from '../../back-office/shell/breadcrumbs.ts';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { RequireAdmin } from '../../features/auth/guards.tsx';
import { useFrontSettings } from '../../features/site/front-settings.ts';
import { useSiteName } from '../../features/site/site-name.ts';
import { useVisibleNav } from './admin-nav.ts';
import { useAdminProfile } from './admin-session.ts';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';
import { useAdminLogout } from './use-admin-logout.ts';

function AdminBreadcrumbs() {
  const { t, i18n } = useTranslation('admin');
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  const label = (segment: string) =>
    i18n.exists(`admin:segments.${segment}`) ? t(`segments.${segment}` as 'segments.secure') : segment;
  return (
    <Breadcrumbs aria-label={t('header.breadcrumbs')} sx={{ minWidth: 0, '& ol': { flexWrap: 'nowrap' } }}>
      {trail.map((crumb, index) =>
        index === trail.length - 1 ? (
          <Typography key={crumb.to} color="text.primary" fontWeight={700} aria-current="page" noWrap>
            {label(crumb.segment)}
          </Typography>
        ) : (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} color="inherit" noWrap>
            {label(crumb.segment)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

/**
 * The header's account menu: the admin's initial and name open its profile, the settings and
 * sign-out (a menu button: Enter, Space or the arrow keys open it, Escape closes it).
 */
function ProfileMenu({ onLogout, pending }: { onLogout: () => void; pending: boolean }) {
  const { t } = useTranslation('admin');
  const name = useAdminProfile().data?.name ?? '';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-label={t('header.profileMenu', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, minWidth: 0, px: 1 }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Typography component="span" noWrap sx={{ display: { xs: 'none', md: 'inline' }, maxWidth: 160 }}>
          {name}
        </Typography>
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        <MenuItem component={RouterLink} to={paths.admin.to('settings/personal')} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('pages.personal')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.admin.to('settings')} onClick={close}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('pages.settings')}</ListItemText>
        </MenuItem>
        <MenuItem
          disabled={pending}
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('sidebar.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

/** The admin's shell: its sidebar (SPEC 2: utils, orders, products, users, admins, images), breadcrumbs. */
function AdminShell() {
  const { t } = useTranslation('admin');
  const siteName = useSiteName();
  const logo = useFrontSettings().data?.logo;
  const sections = useVisibleNav();
  const logout = useAdminLogout();
  return (
    <BackOfficeShell
      drawerId="admin-drawer"
      openSidebarLabel={t('header.openSidebar')}
      title={<AdminBreadcrumbs />}
      headerExtra={
        <>
          <Typography
            component="p"
            fontWeight={700}
            noWrap
            sx={{ display: { xs: 'none', lg: 'block' }, maxWidth: 240 }}
          >
            {siteName}
          </Typography>
          <ProfileMenu pending={logout.isPending} onLogout={() => logout.mutate()} />
        </>
      }
      sidebar={{
        siteName,
        storefrontLabel: t('sidebar.storefront', { name: siteName }),
        logoSrc: logo || '/favicon.svg',
        navLabel: t('sidebar.label'),
        sections: sections.map(({ section, items }) => ({
          id: `admin-section-${section}`,
          heading: t(`sidebar.sections.${section}`),
          items: items.map((item) => ({
            key: item.page,
            to: paths.admin.to(item.path),
            label: t(`pages.${item.page}`),
            icon: item.icon,
            end: item.path === '',
          })),
        })),
        logout: { label: t('sidebar.logout'), pending: logout.isPending, onLogout: () => logout.mutate() },
      }}
    >
      <SessionExpiredDialog />
    </BackOfficeShell>
  );
}

/** Everything under /admin-panel/secure: the token guard, then the admin layout (SPEC 2). */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
