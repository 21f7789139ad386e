import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
        <Typography
          component="p"
          fontWeight={700}
          noWrap
          sx={{ display: { xs: 'none', lg: 'block' }, maxWidth: 240 }}
        >
          {siteName}
        </Typography>
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
