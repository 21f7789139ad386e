import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { STORE_NAV } from './store-nav.ts';

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
        <Divider />
        <Box sx={{ p: 2 }}>
          <LanguageSwitch />
        </Box>
      </Box>
    </Drawer>
  );
}
