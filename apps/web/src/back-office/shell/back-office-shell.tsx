import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { ADMIN_HEADER_HEIGHT, ADMIN_SIDEBAR_MIN_WIDTH, ADMIN_SIDEBAR_WIDTH } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link.tsx';
import { paths } from '../../config/paths.ts';
import { ColorModeToggle } from '../../features/theme/color-mode-toggle.tsx';
import { scrollToTop } from '../kit/use-list-params.ts';
import { currentNavKey } from './current-nav.ts';

export interface ShellNavItem {
  key: string;
  /** The full path the link opens. */
  to: string;
  label: string;
  icon: typeof SvgIcon;
  /** Active only on this very path (the dashboard), not below it. */
  end?: boolean;
}

export interface ShellNavSection {
  id: string;
  /** Shown above its links and naming their list; a sidebar of one section needs none. */
  heading?: string;
  items: readonly ShellNavItem[];
}

export interface ShellSidebarProps {
  /** The shop's name: the logo link's text and, with `storefrontLabel`, its name. */
  siteName: string;
  /** "Go to the storefront of …" */
  storefrontLabel: string;
  logoSrc: string;
  navLabel: string;
  sections: readonly ShellNavSection[];
  /** The active link stands out by its own background (the salesperson's short sidebar). */
  highlightActive?: boolean;
  logout: { label: string; pending: boolean; onLogout: () => void };
}

/** The sidebar of SPEC 2: logo link to the storefront, sections of links, log-out. */
function ShellSidebar({
  siteName,
  storefrontLabel,
  logoSrc,
  navLabel,
  sections,
  highlightActive,
  logout,
  onNavigate,
}: ShellSidebarProps & { onNavigate?: () => void }) {
  const current = currentNavKey(sections, useLocation().pathname);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component="a"
        href={paths.home}
        aria-label={storefrontLabel}
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
        <Box component="img" src={logoSrc} alt="" sx={{ width: 36, height: 36, objectFit: 'contain' }} />
        <Typography component="span" fontWeight={700} noWrap>
          {siteName}
        </Typography>
      </Box>
      <Box
        component="nav"
        aria-label={navLabel}
        sx={{ flex: 1, overflowY: 'auto', ...(highlightActive ? { pt: 1 } : {}) }}
      >
        {sections.map(({ id, heading, items }) => (
          <div key={id}>
            {heading ? (
              <Typography
                id={`${id}-heading`}
                component="h2"
                variant="body2"
                color="text.secondary"
                sx={{ px: 2, pt: 2, pb: 0.5, fontWeight: 600 }}
              >
                {heading}
              </Typography>
            ) : null}
            <List
              dense
              disablePadding={Boolean(heading)}
              {...(heading ? { 'aria-labelledby': `${id}-heading` } : {})}
            >
              {items.map((item) => {
                const Icon = item.icon;
                const isCurrent = item.key === current;
                return (
                  <ListItem key={item.key} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={item.to}
                      aria-current={isCurrent ? 'page' : undefined}
                      className={isCurrent ? 'active' : undefined}
                      onClick={() => {
                        scrollToTop();
                        onNavigate?.();
                      }}
                      sx={{
                        mx: 1,
                        borderRadius: 1,
                        ...(highlightActive
                          ? { '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }
                          : {}),
                      }}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={item.label} />
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
        <ListItemButton onClick={logout.onLogout} disabled={logout.pending} sx={{ mx: 1, borderRadius: 1 }}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <LogoutOutlined
              fontSize="small"
              sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
            />
          </ListItemIcon>
          <ListItemText primary={logout.label} />
        </ListItemButton>
      </Box>
    </Box>
  );
}

/**
 * The back office's one shell (SPEC 2), for the admin and the salesperson areas alike: the sticky
 * sidebar (a drawer on small screens), the sticky 4rem header with the area's title or
 * breadcrumbs, language and dark/light, and the page below it.
 */
export function BackOfficeShell({
  drawerId,
  openSidebarLabel,
  sidebar,
  title,
  headerExtra,
  children,
}: {
  /** The drawer's id, named by the header's menu button. */
  drawerId: string;
  openSidebarLabel: string;
  sidebar: ShellSidebarProps;
  /** The header's start: breadcrumbs or the area's name. */
  title: ReactNode;
  /** Before the language and theme switches (the shop's name, who is signed in). */
  headerExtra?: ReactNode;
  /** Beside the page (dialogs of the session). */
  children?: ReactNode;
}) {
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
        <ShellSidebar {...sidebar} />
      </Box>
      <Drawer
        id={drawerId}
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
      >
        <Box sx={{ width: ADMIN_SIDEBAR_WIDTH, maxWidth: '85vw', height: '100%' }}>
          <ShellSidebar {...sidebar} onNavigate={() => setOpen(false)} />
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
            aria-label={openSidebarLabel}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
            // The drawer is in the page only while open: a closed one is nothing to point at.
            aria-controls={open ? drawerId : undefined}
            aria-expanded={open}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>{title}</Box>
          {headerExtra}
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
      {children}
    </Box>
  );
}
