import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Typography from '@mui/material/Typography';
import type { BooleanFlag } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { BackOfficeShell } from '../back-office/shell/back-office-shell.tsx';
import '../back-office/i18n.ts';
import { notify } from '../components/ui/toast/notify.ts';
import { paths } from '../config/paths.ts';
import type { FromState } from '../features/auth/guards.tsx';
import { useDeployment } from '../features/site/deployment.ts';
import { useSiteName } from '../features/site/site-name.ts';
import { salespersonToken, useSalespersonToken } from '../lib/auth-tokens.ts';
import { logoutSalesperson } from '../lib/salesperson-session.ts';
import { endSalespersonSession, endsSession, salesProfileQuery } from './api.ts';

/**
 * SPEC 2: the salesperson's sidebar adds my customers, my returns and my collections; and its
 * orders, and its customers' invoices where the deployment has invoices (ADR 0064).
 */
const NAV: ReadonlyArray<{
  to: string;
  key: 'customers' | 'orders' | 'returns' | 'collections' | 'invoices';
  icon: typeof PeopleOutlined;
  flag?: BooleanFlag;
}> = [
  { to: paths.salesperson.customers, key: 'customers', icon: PeopleOutlined },
  { to: paths.salesperson.orders, key: 'orders', icon: ReceiptLongOutlined },
  { to: paths.salesperson.returns, key: 'returns', icon: AssignmentReturnOutlined },
  { to: paths.salesperson.collections, key: 'collections', icon: PaymentsOutlined },
  { to: paths.salesperson.invoices, key: 'invoices', icon: DescriptionOutlined, flag: 'isInvoicesEnabled' },
];

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

function SalesShell() {
  const { t } = useTranslation('admin');
  const siteName = useSiteName();
  const logout = useSalespersonLogout();
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

  const { flags } = useDeployment();
  const me = profile.data;
  return (
    <BackOfficeShell
      drawerId="sales-drawer"
      openSidebarLabel={t('sales.nav.open')}
      title={
        <Typography component="p" fontWeight={700} noWrap>
          {t('sales.area')}
        </Typography>
      }
      headerExtra={
        me ? (
          <Typography
            component="p"
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' } }}
          >
            {t('sales.signedInAs', { name: `${me.firstName} ${me.lastName}`, code: me.code })}
          </Typography>
        ) : null
      }
      sidebar={{
        siteName,
        storefrontLabel: t('sidebar.storefront', { name: siteName }),
        logoSrc: '/favicon.svg',
        navLabel: t('sales.nav.label'),
        highlightActive: true,
        sections: [
          {
            id: 'sales',
            items: NAV.filter((item) => !item.flag || flags[item.flag] === true).map((item) => ({
              key: item.key,
              to: item.to,
              label: t(`sales.nav.${item.key}`),
              icon: item.icon,
            })),
          },
        ],
        logout: { label: t('sales.nav.logout'), pending: logout.isPending, onLogout: () => logout.mutate() },
      }}
    />
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
