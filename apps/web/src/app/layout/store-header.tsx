import MenuIcon from '@mui/icons-material/Menu';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { Thumb } from '../../components/ui/picture.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { deviceType, FRAME_PLACEMENTS, useMenus } from '../../features/home/api.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { useFrontSettings } from '../../features/site/front-settings.ts';
import { useSiteName } from '../../features/site/site-name.ts';
import { ColorModeToggle } from '../../features/theme/color-mode-toggle.tsx';
import { useSalespersonToken, useUserToken } from '../../lib/auth-tokens.ts';
import { STORE_NAV } from './store-nav.ts';

const StoreMobileMenu = lazy(() => import('./store-mobile-menu.tsx'));
const CountedCartLink = lazy(() => import('../../features/cart/cart-link.tsx'));
// The `nav` menus' row and its panels load once there are menus to show.
const StoreNavMenus = lazy(() => import('./store-nav-menus.tsx'));

/** Keeps the row's height while the menus load, so the page under the header does not jump. */
const navRowSpace = <Box sx={{ display: { xs: 'none', md: 'block' }, height: 45 }} />;

/** The header's cart link; a signed-in buyer's counts the cart's items (features/cart). */
function CartLink() {
  const { t } = useTranslation('store');
  const customer = useUserToken();
  const salesperson = useSalespersonToken();
  const plain = (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={paths.cart}
      aria-label={t('account.cart')}
      title={t('account.cart')}
    >
      <ShoppingCartOutlined />
    </IconButton>
  );
  if (!customer && !salesperson) return plain;
  return (
    <Suspense fallback={plain}>
      <CountedCartLink />
    </Suspense>
  );
}

function NavMenusRow() {
  const { data, isPending } = useMenus(FRAME_PLACEMENTS);
  const menus = data?.filter((menu) => menu.placement === 'nav' && menu.items.length > 0);
  // The row is for wide screens only: a phone never fetches its code (the mobile menu shows the
  // same menus). Decided once per page load, like the menus asked for (features/home/api.ts).
  if (deviceType() === 'mobile') return null;
  if (isPending) return navRowSpace;
  if (!menus?.length) return null;
  return (
    <Suspense fallback={navRowSpace}>
      <StoreNavMenus menus={menus} />
    </Suspense>
  );
}

const SearchInput = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.95rem',
  padding: theme.spacing(0.75, 0),
  '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  '&::-webkit-search-cancel-button': { cursor: 'pointer' },
}));

/** Searching from any page opens /products with the term (SPEC 2). */
function SearchBox() {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === paths.products ? (params.get('search') ?? '') : '';
  const [term, setTerm] = useState(current);
  useEffect(() => setTerm(current), [current]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    navigate(value ? paths.productsSearch(value) : paths.products);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        minWidth: 0,
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        bgcolor: 'background.default',
        pl: 1.75,
        '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
      }}
    >
      <SearchInput
        type="search"
        name="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
      />
      <IconButton type="submit" aria-label={t('search.submit')} size="small" sx={{ m: 0.25 }}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

// The signed-in menu (account, sign out) loads with its first opening.
const AccountMenu = lazy(() => import('../../features/account/components/account-menu.tsx'));
const ACCOUNT_MENU_ID = 'account-menu';

function AccountLink() {
  const { t } = useTranslation('store');
  const customer = useUserToken();
  // A salesperson signs in at the same /login (ADR 0030); its menu leads to its own area.
  const salesperson = useSalespersonToken();
  const kind = customer ? 'customer' : salesperson ? 'salesperson' : null;
  const token = customer ?? salesperson;
  const { flags } = useDeployment();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const to =
    kind === 'salesperson'
      ? paths.salesperson.customers
      : kind === 'customer'
        ? flags.isDashboardEnabled
          ? paths.dashboard.root
          : paths.dashboard.profile
        : paths.login;
  const label =
    kind === 'salesperson' ? t('account.salesAccount') : token ? t('account.myAccount') : t('account.login');
  if (!token) {
    return (
      <>
        <Button
          color="inherit"
          component={RouterLink}
          to={to}
          startIcon={<PersonOutline />}
          sx={{ display: { xs: 'none', lg: 'inline-flex' }, whiteSpace: 'nowrap' }}
        >
          {label}
        </Button>
        <IconButton
          color="inherit"
          component={RouterLink}
          to={to}
          aria-label={label}
          title={label}
          sx={{ display: { lg: 'none' } }}
        >
          <PersonOutline />
        </IconButton>
      </>
    );
  }
  const menuProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': Boolean(anchor),
    'aria-controls': menuLoaded ? ACCOUNT_MENU_ID : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setMenuLoaded(true);
      setAnchor(event.currentTarget);
    },
  } as const;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<PersonOutline />}
        sx={{ display: { xs: 'none', lg: 'inline-flex' }, whiteSpace: 'nowrap' }}
        {...menuProps}
      >
        {label}
      </Button>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        sx={{ display: { lg: 'none' } }}
        {...menuProps}
      >
        <PersonOutline />
      </IconButton>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <AccountMenu
            id={ACCOUNT_MENU_ID}
            anchorEl={anchor}
            accountPath={to}
            kind={kind ?? 'customer'}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The storefront header: name/logo, navigation, search, language, dark/light, account (SPEC 2). */
export function StoreHeader() {
  const { t } = useTranslation('store');
  const siteName = useSiteName();
  const logo = useFrontSettings().data?.logo;
  const [open, setOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1, md: 2 },
          minHeight: 64,
          px: { xs: 1, sm: 2 },
        }}
      >
        <IconButton
          color="inherit"
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          aria-controls={menuLoaded ? 'store-drawer' : undefined}
          onClick={() => {
            setMenuLoaded(true);
            setOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={paths.home}
          aria-label={t('nav.homeLink', { name: siteName })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'text.headlines',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          <Thumb
            src={logo || '/favicon.svg'}
            size={36}
            loading="eager"
            sx={{ width: 36, height: 36, objectFit: 'contain' }}
          />
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' }, fontSize: '1.1rem', maxWidth: 220 }}
          >
            {siteName}
          </Typography>
        </Box>

        <Box
          component="nav"
          aria-label={t('nav.label')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
        >
          {STORE_NAV.slice(0, 4).map((item) => (
            <Button
              key={item.key}
              component={NavLink}
              to={item.to}
              end={item.end}
              color="inherit"
              sx={{
                '&[aria-current="page"]': { color: 'primary.main', fontWeight: 700 },
                whiteSpace: 'nowrap',
              }}
            >
              {t(`nav.${item.key}`)}
            </Button>
          ))}
        </Box>

        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <SearchBox />
        </Box>

        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <LanguageSwitch />
        </Box>
        <ColorModeToggle />
        <CartLink />
        <AccountLink />
      </Box>
      <NavMenusRow />

      {menuLoaded ? (
        <Suspense fallback={null}>
          <StoreMobileMenu open={open} onClose={() => setOpen(false)} siteName={siteName} />
        </Suspense>
      ) : null}
    </Box>
  );
}
