import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { flipInRtl } from '../../../components/ui/forward-arrow.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignOut } from '../api/logout.ts';
import { useAccountT } from '../i18n.ts';

/**
 * The header's signed-in menu and sign-out. A customer's leads to the customer area; a
 * salesperson's to its customers, returns and collections (SPEC 2's salesperson sidebar, ADR
 * 0030). Its own chunk, loaded on first open, so the storefront home does not carry MUI's menu.
 */
export default function AccountMenu({
  id,
  anchorEl,
  accountPath,
  kind,
  onClose,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  accountPath: string;
  kind: 'customer' | 'salesperson';
  onClose: () => void;
}) {
  const t = useAccountT();
  const { t: ts } = useTranslation('store');
  const signOut = useSignOut();
  // The menu hangs from the button's end edge: right in English, left in Arabic.
  const horizontal = useTheme().direction === 'rtl' ? 'left' : 'right';
  const links: { to: string; label: string; Icon: SvgIconComponent }[] =
    kind === 'salesperson'
      ? [
          { to: paths.salesperson.customers, label: ts('account.myCustomers'), Icon: PeopleOutlined },
          { to: paths.salesperson.returns, label: ts('account.myReturns'), Icon: AssignmentReturnOutlined },
          { to: paths.salesperson.collections, label: ts('account.myCollections'), Icon: PaymentsOutlined },
        ]
      : [{ to: accountPath, label: ts('account.myAccount'), Icon: PersonOutline }];
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal }}
      transformOrigin={{ vertical: 'top', horizontal }}
    >
      {links.map(({ to, label, Icon }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label}</ListItemText>
        </MenuItem>
      ))}
      <MenuItem
        disabled={signOut.isPending}
        onClick={() => {
          onClose();
          signOut.mutate();
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" sx={flipInRtl} />
        </ListItemIcon>
        <ListItemText>{t('sidebar.signOut')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
