import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADMIN_HEADER_HEIGHT } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { breadcrumbTrail } from '../../back-office/shell/breadcrumbs.ts';
import { ColorModeToggle } from '../../components/ui/color-mode-toggle.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { useSiteName } from '../../features/site/site-name.ts';

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

/** SPEC 2: a sticky 4rem header with breadcrumbs, shop name, language and dark/light. */
export function AdminHeader({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  const { t } = useTranslation('admin');
  const siteName = useSiteName();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        height: ADMIN_HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1, md: 3 },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        aria-label={t('header.openSidebar')}
        onClick={onOpenSidebar}
        sx={{ display: { md: 'none' } }}
        aria-controls="admin-drawer"
      >
        <MenuIcon />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <AdminBreadcrumbs />
      </Box>
      <Typography
        component="p"
        fontWeight={700}
        noWrap
        sx={{ display: { xs: 'none', lg: 'block' }, maxWidth: 240 }}
      >
        {siteName}
      </Typography>
      <LanguageSwitch />
      <ColorModeToggle />
    </Box>
  );
}
