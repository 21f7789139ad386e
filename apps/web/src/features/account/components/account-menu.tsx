import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { useSignOut } from '../api/logout.ts';
import { useAccountT } from '../i18n.ts';

/**
 * The header's signed-in menu: the customer area and sign-out. Its own chunk, loaded on first
 * open, so the storefront home does not carry MUI's menu.
 */
export default function AccountMenu({
  id,
  anchorEl,
  accountPath,
  onClose,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  accountPath: string;
  onClose: () => void;
}) {
  const t = useAccountT();
  const { t: ts } = useTranslation('store');
  const signOut = useSignOut();
  // The menu hangs from the button's end edge: right in English, left in Arabic.
  const horizontal = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal }}
      transformOrigin={{ vertical: 'top', horizontal }}
    >
      <MenuItem component={RouterLink} to={accountPath} onClick={onClose}>
        <ListItemIcon>
          <PersonOutline fontSize="small" />
        </ListItemIcon>
        <ListItemText>{ts('account.myAccount')}</ListItemText>
      </MenuItem>
      <MenuItem
        disabled={signOut.isPending}
        onClick={() => {
          onClose();
          signOut.mutate();
        }}
      >
        <ListItemIcon>
          <LogoutOutlined
            fontSize="small"
            sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
        </ListItemIcon>
        <ListItemText>{t('sidebar.signOut')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
