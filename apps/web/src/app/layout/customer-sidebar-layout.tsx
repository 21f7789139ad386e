import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { accountKeys } from '../../features/account/api/keys.ts';
import { useProfile } from '../../features/account/api/profile.ts';
import { useAccountT } from '../../features/account/i18n.ts';
import type { FromState } from '../../features/auth/guards.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { userToken } from '../../lib/auth-tokens.ts';
import { CustomerSidebar } from './customer-sidebar.tsx';

const SIDEBAR_ID = 'customer-sidebar';

/**
 * The customer area's frame: the sidebar at the start (a sticky column from the md breakpoint, a
 * menu that opens above the page on smaller screens) and the page beside it.
 */
export function CustomerSidebarLayout() {
  const t = useAccountT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { pathname } = location;
  const queryClient = useQueryClient();
  const profile = useProfile();
  // The token was revoked or has expired (401): drop it and sign in again, then come back here.
  const expired = isApiError(profile.error) && profile.error.status === 401;
  useEffect(() => {
    if (!expired) return;
    notify.warning(profile.error?.message ?? '');
    userToken.set(null);
    queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [expired, profile.error, queryClient]);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A navigation closes the small-screen menu.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  if (expired) {
    const state: FromState = { from: { pathname, search: location.search, hash: location.hash } };
    return <Navigate to={paths.login} replace state={state} />;
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '16rem minmax(0, 1fr)' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<MenuOpenOutlined />}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => {
            setOpenedAt(pathname);
            setOpen((v) => !v);
          }}
          sx={{ display: { md: 'none' }, justifyContent: 'flex-start' }}
        >
          {t('sidebar.toggle')}
        </Button>
        <Paper
          variant="outlined"
          sx={{ display: { xs: open ? 'block' : 'none', md: 'block' }, mt: { xs: 1, md: 0 } }}
        >
          <CustomerSidebar id={SIDEBAR_ID} onNavigate={() => setOpen(false)} />
        </Paper>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
