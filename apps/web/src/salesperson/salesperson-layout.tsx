import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ADMIN_HEADER_HEIGHT, ADMIN_SIDEBAR_MIN_WIDTH, ADMIN_SIDEBAR_WIDTH } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import '../back-office/i18n.ts';
import { scrollToTop } from '../back-office/kit/use-list-params.ts';
import { ColorModeToggle } from '../components/ui/color-mode-toggle.tsx';
import { LanguageSwitch } from '../components/ui/language-switch.tsx';
import { MAIN_CONTENT_ID } from '../components/ui/skip-link.tsx';
import { notify } from '../components/ui/toast/notify.ts';
import { paths } from '../config/paths.ts';
import type { FromState } from '../features/auth/guards.tsx';
import { salespersonToken, useSalespersonToken } from '../features/auth/tokens.ts';
import { useSiteName } from '../features/site/site-name.ts';
import { endSalespersonSession, endsSession, logoutSalesperson, salesProfileQuery } from './api.ts';

/** SPEC 2: the salesperson's sidebar adds my customers, my returns and my collections. */
const NAV = [
  { to: paths.salesperson.customers, key: 'customers', icon: PeopleOutlined },
  { to: paths.salesperson.returns, key: 'returns', icon: AssignmentReturnOutlined },
  { to: paths.salesperson.collections, key: 'collections', icon: PaymentsOutlined },
] as const;

function useSalespersonLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: logoutSalesperson,
    // Like the admin's (SPEC 4): whatever the server answers, the session ends here.
    onSettled: () => {
      endSalespersonSession(queryClient);
      navigate(paths.login, { replace: true });
      notify.success(t('sales.done.loggedOut'));
    },
  });
}

function SalesSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const siteName = useSiteName();
  const logout = useSalespersonLogout();
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
          height: ADMIN_HEADER_HEIGHT,
          flexShrink: 0,
          color: 'text.headlines',
          textDecoration: 'none',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
        <Typography component="span" fontWeight={700} noWrap>
          {siteName}
        </Typography>
      </Box>
      <Box component="nav" aria-label={t('sales.nav.label')} sx={{ flex: 1, overflowY: 'auto', pt: 1 }}>
        <List dense>
          {NAV.map((item) => {
            const Icon = item.icon;
            return (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  onClick={() => {
                    scrollToTop();
                    onNavigate?.();
                  }}
                  sx={{ mx: 1, borderRadius: 1, '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={t(`sales.nav.${item.key}`)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
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
          <ListItemText primary={t('sales.nav.logout')} />
        </ListItemButton>
      </Box>
    </Box>
  );
}

function SalesShell() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const token = useSalespersonToken();
  const profile = useQuery(salesProfileQuery(Boolean(token)));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const expired = endsSession(profile.error);

  useEffect(() => {
    if (!expired) return;
    const message = profile.error?.message;
    endSalespersonSession(queryClient);
    navigate(paths.login, { replace: true });
    if (message) notify.warning(message);
  }, [expired, profile.error, queryClient, navigate]);

  const me = profile.data;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: ADMIN_SIDEBAR_WIDTH,
          minWidth: ADMIN_SIDEBAR_MIN_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100vh',
          bgcolor: 'background.paper',
          borderInlineEnd: 1,
          borderColor: 'divider',
        }}
      >
        <SalesSidebar />
      </Box>
      <Drawer
        id="sales-drawer"
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
      >
        <Box sx={{ width: ADMIN_SIDEBAR_WIDTH, maxWidth: '85vw', height: '100%' }}>
          <SalesSidebar onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
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
            aria-label={t('sales.nav.open')}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
            aria-controls="sales-drawer"
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" fontWeight={700} sx={{ flex: 1, minWidth: 0 }} noWrap>
            {t('sales.area')}
          </Typography>
          {me ? (
            <Typography
              component="p"
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ display: { xs: 'none', sm: 'block' } }}
            >
              {t('sales.signedInAs', { name: `${me.firstName} ${me.lastName}`, code: me.code })}
            </Typography>
          ) : null}
          <LanguageSwitch />
          <ColorModeToggle />
        </Box>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}

/** Everything under /salesperson: no salesperson token → the shop's sign-in, `/login` (ADR 0030). */
export function SalespersonLayout() {
  const location = useLocation();
  if (!salespersonToken.get()) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <SalesShell />;
}
