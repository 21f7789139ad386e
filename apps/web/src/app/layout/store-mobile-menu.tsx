import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { menuPath } from '../../features/browse/links.ts';
import { FRAME_PLACEMENTS, useMenus } from '../../features/home/api.ts';
import { useHomeT } from '../../features/home/i18n.ts';
import { menuLinks } from './menu-links.ts';
import { STORE_NAV } from './store-nav.ts';

/** The `nav` menus under the main links: each menu's first items and the way to all of them. */
function NavMenuLists({ onClose }: { onClose: () => void }) {
  const t = useHomeT();
  const menus = (useMenus(FRAME_PLACEMENTS).data ?? []).filter(
    (menu) => menu.placement === 'nav' && menu.items.length > 0,
  );
  if (!menus.length) return null;
  return (
    <Box component="nav" aria-label={t('frame.departments')}>
      {menus.map((menu) => (
        <List key={menu.id} dense subheader={<ListSubheader disableSticky>{menu.name}</ListSubheader>}>
          {menuLinks(menu, 6).map((link) => (
            <ListItem key={link.key} disablePadding>
              <ListItemButton component={NavLink} to={link.href} onClick={onClose}>
                <ListItemText primary={link.name} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton component={NavLink} to={menuPath(menu)} onClick={onClose}>
              <ListItemText
                primary={t('frame.allOf', { name: menu.name })}
                slotProps={{ primary: { sx: { fontWeight: 700, color: 'primary.main' } } }}
              />
            </ListItemButton>
          </ListItem>
        </List>
      ))}
    </Box>
  );
}

/** The navigation drawer under the md breakpoint; its own chunk, loaded on first open. */
export default function StoreMobileMenu({
  open,
  onClose,
  siteName,
}: {
  open: boolean;
  onClose: () => void;
  siteName: string;
}) {
  const { t } = useTranslation('store');
  return (
    <Drawer id="store-drawer" anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: 280 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5 }}>
          <Typography component="span" variant="h6" noWrap>
            {siteName}
          </Typography>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('nav.label')}>
          <List>
            {STORE_NAV.map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton component={NavLink} to={item.to} end={item.end} onClick={onClose}>
                  <ListItemText primary={t(`nav.${item.key}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <NavMenuLists onClose={onClose} />
        <Divider />
        <Box sx={{ p: 2 }}>
          <LanguageSwitch />
        </Box>
      </Box>
    </Drawer>
  );
}
