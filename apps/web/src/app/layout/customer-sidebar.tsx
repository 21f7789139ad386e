import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FeatureFlags } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { flipInRtl } from '../../components/ui/forward-arrow.tsx';
import { paths } from '../../config/paths.ts';
import { useSignOut } from '../../features/account/api/logout.ts';
import { useProfile } from '../../features/account/api/profile.ts';
import { type AccountKey, useAccountT } from '../../features/account/i18n.ts';
import { useDeployment } from '../../features/site/deployment.ts';

interface SidebarItem {
  to: string;
  label: AccountKey;
  icon: SvgIconComponent;
  /** Shown only when this deployment flag is on. */
  flag?: 'isDashboardEnabled' | 'isOrderRefundable';
  end?: boolean;
}

/** SPEC 2 "Customer area": the sections utils, profile, orders and approval, and their links. */
export const CUSTOMER_SIDEBAR: ReadonlyArray<{ section: AccountKey; items: readonly SidebarItem[] }> = [
  {
    section: 'sidebar.sections.utils',
    items: [
      {
        to: paths.dashboard.root,
        label: 'sidebar.dashboard',
        icon: DashboardOutlined,
        flag: 'isDashboardEnabled',
        end: true,
      },
    ],
  },
  {
    section: 'sidebar.sections.profile',
    items: [
      { to: paths.dashboard.profile, label: 'sidebar.myProfile', icon: PersonOutline },
      { to: paths.dashboard.addresses, label: 'sidebar.myAddress', icon: HomeWorkOutlined },
    ],
  },
  {
    section: 'sidebar.sections.orders',
    items: [
      { to: paths.dashboard.orders, label: 'sidebar.myOrders', icon: ReceiptLongOutlined },
      {
        to: paths.dashboard.refunds,
        label: 'sidebar.myRefunds',
        icon: ReplayOutlined,
        flag: 'isOrderRefundable',
      },
    ],
  },
  {
    section: 'sidebar.sections.approval',
    items: [{ to: paths.dashboard.approvalForm, label: 'sidebar.approvalForm', icon: DescriptionOutlined }],
  },
];

function visibleSections(flags: FeatureFlags) {
  return CUSTOMER_SIDEBAR.map(({ section, items }) => ({
    section,
    items: items.filter((item) => !item.flag || flags[item.flag]),
  })).filter(({ items }) => items.length > 0);
}

/** The sidebar's search bar (SPEC 2): the term opens the catalogue. */
function SidebarSearch({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const t = useAccountT();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    navigate(value ? paths.productsSearch(value) : paths.products);
    onNavigate?.();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('sidebar.search')}
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        mx: 1.5,
        mb: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        paddingInlineStart: 1.5,
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <InputBase
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('sidebar.searchPlaceholder')}
        inputProps={{ 'aria-label': t('sidebar.search') }}
        sx={{ flex: 1, minWidth: 0, fontSize: '0.9rem', '& input': { py: 0.75, textAlign: 'start' } }}
      />
      <IconButton type="submit" size="small" aria-label={t('sidebar.searchSubmit')}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Who is signed in: name and company, from the profile. */
function SignedInAs() {
  const t = useAccountT();
  const { data, isPending, isError } = useProfile();
  if (isError) return null;
  return (
    <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('sidebar.signedInAs')}
      </Typography>
      {isPending ? (
        <Skeleton width="70%" />
      ) : (
        <>
          <Typography fontWeight={700} noWrap>
            {`${data.firstName} ${data.lastName}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {data.companyName}
          </Typography>
        </>
      )}
    </Box>
  );
}

/**
 * The customer sidebar of SPEC 2 on every /dashboard page: who is signed in, a search bar, the
 * sections utils, profile, orders and approval, and sign-out (server first, then the token).
 */
export function CustomerSidebar({ id, onNavigate }: { id?: string; onNavigate?: () => void }) {
  const t = useAccountT();
  const { flags } = useDeployment();
  const signOut = useSignOut();
  return (
    <Box id={id}>
      <SignedInAs />
      <SidebarSearch onNavigate={onNavigate} />
      <Box component="nav" aria-label={t('sidebar.label')}>
        {visibleSections(flags).map(({ section, items }) => {
          const headingId = `customer-section-${section.split('.').pop()}`;
          return (
            <div key={section}>
              <Typography
                id={headingId}
                component="h2"
                variant="body2"
                color="text.secondary"
                sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 600 }}
              >
                {t(section)}
              </Typography>
              <List dense disablePadding aria-labelledby={headingId}>
                {items.map((item) => {
                  const Icon = item.icon;
                  return (
                    <ListItem key={item.to} disablePadding>
                      <ListItemButton
                        component={NavLink}
                        to={item.to}
                        end={item.end ?? false}
                        onClick={onNavigate}
                        sx={{ mx: 1, borderRadius: 1 }}
                      >
                        <ListItemIcon sx={{ minWidth: 36 }}>
                          <Icon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText primary={t(item.label)} />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </div>
          );
        })}
      </Box>
      <Divider sx={{ mt: 1 }} />
      <Box sx={{ py: 1 }}>
        <ListItemButton
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          sx={{ mx: 1, borderRadius: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <LogoutOutlined fontSize="small" sx={flipInRtl} />
          </ListItemIcon>
          <ListItemText primary={signOut.isPending ? t('sidebar.signingOut') : t('sidebar.signOut')} />
        </ListItemButton>
      </Box>
    </Box>
  );
}
