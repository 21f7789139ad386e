import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { ADMIN_SIDEBAR_MIN_WIDTH, ADMIN_SIDEBAR_WIDTH } from '@shop/shared';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link.tsx';
import { RequireAdmin } from '../../features/auth/guards.tsx';
import '../../back-office/i18n.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';

function AdminShell() {
  const [open, setOpen] = useState(false);

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
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <AdminSidebar />
      </Box>
      <Drawer
        id="admin-drawer"
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
      >
        <Box sx={{ width: ADMIN_SIDEBAR_WIDTH, maxWidth: '85vw', height: '100%' }}>
          <AdminSidebar onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AdminHeader onOpenSidebar={() => setOpen(true)} />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
        >
          <Outlet />
        </Box>
      </Box>
      <SessionExpiredDialog />
    </Box>
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
